import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, MANAGE_CODE } from '../../../../contract/constants';
import { LabDetailResponse, LabListResponse, QuizSetsResponse, type LabGroup } from '../../../../contract/labs';
import { PROGRAM_APPLY_OUTBOX_KIND, ProgramApplyResponse, type ProgramApplicationResult } from '../../../../contract/programs';
import { answerOf, mapAnswer } from '../../../data/answer';
import { queueWrite } from '../../../data/outbox';
import type { FetchAnswer } from '../../../data/resource';
import { getDefaultBase, joinPath, request } from '../../../lib/http/client';
import { cleanTextDeep } from '../../../lib/text-cleanup';

/** The fields people read, cleaned where answers arrive (spec §5); keys, codes and dates are left as sent. */
const SHOWN_TEXT: ReadonlySet<string> = new Set([
  'TITLE',
  'TAGLINE',
  'SUMMARY',
  'LABEL',
  'VALUE',
  'HEADING',
  'BODY',
  'TERMS',
  'CATEGORY',
  'TARGET',
  'PLACE',
  'DESCRIPTION',
  'AUDIENCE_TEXT',
  'QUESTION',
  'EXPLANATION',
  'BOOK_TITLE',
  'BOOK_AUTHOR',
]);

const clean = <T>(answer: FetchAnswer<T>): FetchAnswer<T> => mapAnswer(answer, (data) => cleanTextDeep(data, SHOWN_TEXT));

/** POST {base}/selectlablist: the labs of a group. Quiet: the screens say themselves what happened. */
export async function selectLabList(group: LabGroup): Promise<FetchAnswer<LabListResponse>> {
  const result = await request({ path: 'selectlablist', body: { manage_code: MANAGE_CODE, group }, schema: LabListResponse, loading: false, errorPage: false });
  return clean(answerOf(result));
}

/** POST {base}/selectlabdetail: NO_DATA (no such lab) is `missing`. */
export async function selectLabDetail(lab: string): Promise<FetchAnswer<LabDetailResponse>> {
  const result = await request({ path: 'selectlabdetail', body: { manage_code: MANAGE_CODE, lab }, schema: LabDetailResponse, loading: false, errorPage: false });
  return clean(answerOf(result, { missing: (data) => data.LAB === null }));
}

/** POST {base}/selectquizsets: every set with its questions (kept on the device: the quiz plays offline). */
export async function selectQuizSets(): Promise<FetchAnswer<QuizSetsResponse>> {
  const result = await request({ path: 'selectquizsets', body: { manage_code: MANAGE_CODE }, schema: QuizSetsResponse, loading: false, errorPage: false });
  return clean(answerOf(result));
}

export interface LabApplyFields {
  lab: string;
  program_id: number;
  participant_name: string;
  phone: string;
}

export type LabApplyAnswer =
  | { kind: 'done'; application: ProgramApplicationResult }
  | { kind: 'refused'; message: string }
  /** No network: kept in the outbox under the same key and sent once, by itself, when the network returns. */
  | { kind: 'queued' }
  | { kind: 'session' };

const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

/** The body an application sends; the outbox replays it as it is (나의 도서관 reads its program_id). */
export function labApplyBody(userKey: string, fields: LabApplyFields): Record<string, unknown> {
  return { user_key: userKey, manage_code: MANAGE_CODE, ...fields, agree_yn: 'Y', terms_yn: 'Y' };
}

/**
 * POST {base}/insertlabapply with the idempotency key of this submission (the same key for every
 * attempt). Offline, or when the network fails on the way, the application goes to the outbox
 * under that key, as a program application (나의 도서관 shows it waiting).
 */
export async function sendLabApplication(userKey: string, fields: LabApplyFields, requestId: string): Promise<LabApplyAnswer> {
  const body = labApplyBody(userKey, fields);
  const queue = async (): Promise<LabApplyAnswer> => {
    await queueWrite(PROGRAM_APPLY_OUTBOX_KIND, joinPath(getDefaultBase(), 'insertlabapply'), body, requestId);
    return { kind: 'queued' };
  };
  if (!navigator.onLine) return queue();
  const result = await request({ path: 'insertlabapply', body, schema: ProgramApplyResponse, headers: { [IDEMPOTENCY_HEADER]: requestId }, errorPage: false, loading: true });
  if (result.success && result.data) {
    const data = result.data;
    return data.RESULT === 'SUCCESS' && data.APPLICATION ? { kind: 'done', application: data.APPLICATION } : { kind: 'refused', message: data.RESULT_MESSAGE };
  }
  if (result.error?.kind === 'network') return queue();
  if (result.status === 401 || result.status === 403) return { kind: 'session' };
  const parsed = v.safeParse(ErrorBody, result.error?.body);
  return { kind: 'refused', message: parsed.success ? parsed.output.RESULT_MESSAGE : '' };
}

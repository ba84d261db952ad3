import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, MANAGE_CODE } from '../../../../contract/constants';
import {
  PROGRAM_APPLY_OUTBOX_KIND,
  PROGRAM_PAGE_SIZE,
  ProgramApplyResponse,
  ProgramDetailResponse,
  ProgramListResponse,
  type ProgramApplicationResult,
} from '../../../../contract/programs';
import { answerOf, mapAnswer } from '../../../data/answer';
import { queueWrite } from '../../../data/outbox';
import type { FetchAnswer } from '../../../data/resource';
import { getDefaultBase, joinPath, request } from '../../../lib/http/client';
import { cleanTextDeep } from '../../../lib/text-cleanup';
import type { ProgramListQuery } from '../model/program-search';

/** The fields people read, cleaned where answers arrive (spec §5); keys, codes and dates are left as sent. */
const SHOWN_TEXT: ReadonlySet<string> = new Set(['TITLE', 'CATEGORY', 'TARGET', 'PLACE', 'SUMMARY', 'BODY', 'TOPIC']);

/** POST {base}/selectprogramlist. `quiet`: a background refresh or preload (no overlay, never the error page). */
export async function selectProgramList(query: ProgramListQuery, options: { quiet: boolean }): Promise<FetchAnswer<ProgramListResponse>> {
  const result = await request({
    path: 'selectprogramlist',
    body: {
      manage_code: MANAGE_CODE,
      ...(query.month ? { month: query.month } : {}),
      ...(query.audience ? { audience: query.audience } : {}),
      ...(query.state ? { state: query.state } : {}),
      query: query.q,
      page: query.page,
      size: PROGRAM_PAGE_SIZE,
    },
    schema: ProgramListResponse,
    loading: !options.quiet,
    errorPage: !options.quiet,
  });
  return mapAnswer(answerOf(result), (data) => cleanTextDeep(data, SHOWN_TEXT));
}

/** POST {base}/selectprogramdetail: NO_DATA (no such program) is `missing`, the page says so. */
export async function selectProgramDetail(programId: number, options: { quiet: boolean }): Promise<FetchAnswer<ProgramDetailResponse>> {
  const result = await request({
    path: 'selectprogramdetail',
    body: { manage_code: MANAGE_CODE, program_id: programId },
    schema: ProgramDetailResponse,
    loading: !options.quiet,
    errorPage: !options.quiet,
  });
  return mapAnswer(answerOf(result, { missing: (data) => data.PROGRAM === null }), (data) => cleanTextDeep(data, SHOWN_TEXT));
}

/** What the form sends (contract ProgramApplyRequest without the keys the call adds). */
export interface ApplyFields {
  program_id: number;
  participant_name: string;
  phone: string;
  child_age?: number;
}

export type ApplyAnswer =
  | { kind: 'done'; application: ProgramApplicationResult }
  | { kind: 'refused'; message: string }
  /** No network: kept in the outbox under the same key and sent once, by itself, when the network returns. */
  | { kind: 'queued' }
  | { kind: 'session' };

const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

/** The body an application sends; the outbox replays it as it is. */
export function applyBody(userKey: string, fields: ApplyFields): Record<string, unknown> {
  return { user_key: userKey, manage_code: MANAGE_CODE, ...fields, agree_yn: 'Y' };
}

/**
 * POST {base}/insertprogramapply with the idempotency key of this submission (the same key for
 * every attempt: the server applies it once). Offline, or when the network fails on the way, the
 * application goes to the outbox under that key.
 */
export async function sendApplication(userKey: string, fields: ApplyFields, requestId: string): Promise<ApplyAnswer> {
  const body = applyBody(userKey, fields);
  const queue = async (): Promise<ApplyAnswer> => {
    await queueWrite(PROGRAM_APPLY_OUTBOX_KIND, joinPath(getDefaultBase(), 'insertprogramapply'), body, requestId);
    return { kind: 'queued' };
  };
  if (!navigator.onLine) return queue();
  const result = await request({ path: 'insertprogramapply', body, schema: ProgramApplyResponse, headers: { [IDEMPOTENCY_HEADER]: requestId }, errorPage: false, loading: true });
  if (result.success && result.data) {
    const data = result.data;
    return data.RESULT === 'SUCCESS' && data.APPLICATION ? { kind: 'done', application: data.APPLICATION } : { kind: 'refused', message: data.RESULT_MESSAGE };
  }
  if (result.error?.kind === 'network') return queue();
  if (result.status === 401 || result.status === 403) return { kind: 'session' };
  const parsed = v.safeParse(ErrorBody, result.error?.body);
  return { kind: 'refused', message: parsed.success ? parsed.output.RESULT_MESSAGE : '' };
}

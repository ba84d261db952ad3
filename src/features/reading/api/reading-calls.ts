import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, MANAGE_CODE } from '../../../../contract/constants';
import {
  BookMagicResponse,
  ClubApplyResponse,
  ClubDetailResponse,
  ClubListResponse,
  FestivalResponse,
  InsertReviewResponse,
  MyClubListResponse,
  ReadingPointResponse,
  ReviewDetailResponse,
  ReviewListResponse,
  type ClubKind,
} from '../../../../contract/reading';
import { answerOf, mapAnswer } from '../../../data/answer';
import { queueWrite } from '../../../data/outbox';
import type { FetchAnswer } from '../../../data/resource';
import { getDefaultBase, joinPath, request } from '../../../lib/http/client';
import { cleanTextDeep } from '../../../lib/text-cleanup';
import type { ClubStateFilter } from '../model/reading-search';

/** The fields people read, cleaned where answers arrive (spec §5); ids, dates, times and URLs as sent. */
const SHOWN_TEXT: ReadonlySet<string> = new Set([
  'NAME',
  'SUMMARY',
  'DESCRIPTION',
  'SCHEDULE',
  'PLACE',
  'LEADER',
  'TARGET',
  'BOOK_TITLE',
  'BOOK_AUTHOR',
  'TOPIC',
  'CLUB_NAME',
  'TITLE',
  'THEME',
  'CATEGORY',
  'ZONE',
  'WRITER',
  'EXCERPT',
  'BODY',
  'PRESCRIPTION',
  'AUTHOR',
  'PUBLISHER',
  'LABEL',
  'RESULT_MESSAGE',
]);

const clean = <T>(answer: FetchAnswer<T>): FetchAnswer<T> => mapAnswer(answer, (data) => cleanTextDeep(data, SHOWN_TEXT));

/** A 404 (no such club, review or festival) is 'missing', not a failure to show. */
function missingOn404<T>(answer: FetchAnswer<T>): FetchAnswer<T> {
  return answer.kind === 'failed' && answer.status === 404 ? { kind: 'missing' } : answer;
}

/** One public read, quiet: the screens say themselves what happened. */
async function read<T>(path: string, body: Record<string, unknown>, schema: v.GenericSchema<unknown, T>): Promise<FetchAnswer<T>> {
  const result = await request({ path, body: { manage_code: MANAGE_CODE, ...body }, schema, loading: false, errorPage: false });
  return missingOn404(clean(answerOf(result)));
}

export interface ClubListQuery {
  kind: ClubKind;
  state: '' | ClubStateFilter;
  q: string;
}

export const selectClubList = (query: ClubListQuery) => read('selectclublist', { kind: query.kind, state: query.state, keyword: query.q }, ClubListResponse);
export const selectClubDetail = (id: number) => read('selectclubdetail', { club_id: id }, ClubDetailResponse);
export const selectFestival = () => read('selectfestival', {}, FestivalResponse);
export const selectReviewList = (query: { q: string; page: number }) => read('selectreviewlist', { keyword: query.q, page: query.page }, ReviewListResponse);
export const selectReviewDetail = (id: number) => read('selectreviewdetail', { review_id: id }, ReviewDetailResponse);

export interface MagicAnswers {
  reader: 'child' | 'teen' | 'adult';
  mood: 'comfort' | 'courage' | 'curiosity' | 'laugh' | 'think';
  time: 'short' | 'long';
  available: boolean;
}

export const selectBookMagic = (answers: MagicAnswers) =>
  read('selectbookmagic', { reader: answers.reader, mood: answers.mood, time: answers.time, available_yn: answers.available ? 'Y' : 'N' }, BookMagicResponse);

/** Member reads: the member's own clubs and reading points. */
export const selectMyClubs = (userKey: string) => read('selectmyclublist', { user_key: userKey }, MyClubListResponse);
export const selectReadingPoint = (userKey: string) => read('selectreadingpoint', { user_key: userKey }, ReadingPointResponse);

/* ---- Writes ---- */

export type WriteAnswer<T> =
  | { kind: 'done'; data: T }
  /** The library refused (RESULT FAIL or a 4xx): its sentence, and the field at fault when it named one. */
  | { kind: 'refused'; message: string; field?: string }
  /** No network: kept in the outbox under its idempotency key (`requestId`) and sent by itself, once. */
  | { kind: 'queued'; requestId: string }
  | { kind: 'session' };

const ErrorBody = v.object({ RESULT_MESSAGE: v.string(), FIELD: v.optional(v.string()) });

/** Outbox kinds of this feature start with this. */
export const READING_OUTBOX_PREFIX = 'reading:';
export const CLUB_APPLY_KIND = `${READING_OUTBOX_PREFIX}club-apply`;
export const REVIEW_KIND = `${READING_OUTBOX_PREFIX}review`;

/**
 * Sends one write with a fresh idempotency key; with no network it goes to the outbox under the
 * same key, so however many attempts reach the server it is applied once.
 */
async function sendOrQueue<T extends { RESULT: string; RESULT_MESSAGE: string }>(
  kind: string,
  path: string,
  body: Record<string, unknown>,
  schema: v.GenericSchema<unknown, T>,
): Promise<WriteAnswer<T>> {
  const requestId = crypto.randomUUID();
  const payload = { manage_code: MANAGE_CODE, ...body };
  const queue = async (): Promise<WriteAnswer<T>> => {
    await queueWrite(kind, joinPath(getDefaultBase(), path), payload, requestId);
    return { kind: 'queued', requestId };
  };
  if (!navigator.onLine) return queue();
  const result = await request({ path, body: payload, schema, headers: { [IDEMPOTENCY_HEADER]: requestId }, errorPage: false, loading: true });
  if (result.success && result.data) {
    const data = cleanTextDeep(result.data, SHOWN_TEXT);
    return data.RESULT === 'SUCCESS' ? { kind: 'done', data } : { kind: 'refused', message: data.RESULT_MESSAGE };
  }
  if (result.error?.kind === 'network') return queue();
  if (result.status === 401 || result.status === 403) return { kind: 'session' };
  const parsed = v.safeParse(ErrorBody, result.error?.body);
  return parsed.success && result.status < 500 ? { kind: 'refused', message: parsed.output.RESULT_MESSAGE, field: parsed.output.FIELD } : { kind: 'refused', message: '' };
}

export interface ClubApplication {
  userKey: string;
  clubId: number;
  phone: string;
  motivation: string;
}

/** POST {base}/insertclubapplication, or the outbox when offline. */
export const applyToClub = (application: ClubApplication) =>
  sendOrQueue(
    CLUB_APPLY_KIND,
    'insertclubapplication',
    { user_key: application.userKey, club_id: application.clubId, phone: application.phone, motivation: application.motivation, consent_yn: 'Y' },
    ClubApplyResponse,
  );

export interface ReviewDraft {
  userKey: string;
  title: string;
  bookTitle: string;
  bookAuthor: string;
  body: string;
}

/** POST {base}/insertreview, or the outbox when offline. */
export const insertReview = (draft: ReviewDraft) =>
  sendOrQueue(REVIEW_KIND, 'insertreview', { user_key: draft.userKey, title: draft.title, book_title: draft.bookTitle, book_author: draft.bookAuthor, body: draft.body }, InsertReviewResponse);

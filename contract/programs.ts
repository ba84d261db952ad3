import * as v from 'valibot';
import { maxChars } from './text-length';
import { IsoDate, ManageCodeField, ResultWord } from './envelope';
import { CountLike, IntegerLike, PageNumber, TextLike, listOf, numberOr, oneOfOr, textOr, yesNoOr } from './wire';

/*
 * Cultural programs (docs/api.md "Programs"): the list by month, audience, state and words, one
 * program with its sessions, and a member's application (place, waiting number or refusal).
 * Cancelling is 나의 도서관's /cancelprogramreserve (contract/my-library.ts).
 */

/** Who a program is for: 어린이, 청소년, 성인, 어르신, 가족, 누구나. */
export const PROGRAM_AUDIENCES = ['CHILD', 'TEEN', 'ADULT', 'SENIOR', 'FAMILY', 'ALL'] as const;
export type ProgramAudience = (typeof PROGRAM_AUDIENCES)[number];

/**
 * Where applying stands today: SOON 접수 예정 (before the window), OPEN 모집 중 (places left),
 * WAITLIST 대기 가능 (full, waiting places left), CLOSED 마감 (window over, or full with no
 * waiting place), FREE 자유 참여 (no application).
 */
export const PROGRAM_STATES = ['OPEN', 'WAITLIST', 'CLOSED', 'SOON', 'FREE'] as const;
export type ProgramState = (typeof PROGRAM_STATES)[number];

/** The states a list may be filtered by. */
export const PROGRAM_STATE_FILTERS = ['OPEN', 'WAITLIST', 'CLOSED', 'SOON'] as const;
export type ProgramStateFilter = (typeof PROGRAM_STATE_FILTERS)[number];

export const PROGRAM_QUERY_MAX = 50;
export const PROGRAM_PAGE_SIZE = 10;
/** Active (APPLIED or WAITING) applications a member may hold at once, all programs together. */
export const PROGRAM_ACTIVE_LIMIT = 5;
export const PARTICIPANT_NAME_MAX = 20;

/** The outbox kind of an application queued offline (the programs feature queues it; 나의 도서관 shows it waiting). */
export const PROGRAM_APPLY_OUTBOX_KIND = 'program:apply';

/** A phone number as the library keeps it: digits with optional hyphens (010-1234-5678). */
export const PHONE_PATTERN = /^0\d{1,2}-?\d{3,4}-?\d{4}$/;

const Count = numberOr(0, CountLike);
const Month = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month는 yyyy-MM 형식이어야 합니다.'));

/* ---- List ---- */

/** POST /gglib/selectprogramlist: no month lists programs not yet over (by first session). */
export const ProgramListRequest = v.object({
  manage_code: ManageCodeField,
  month: v.optional(Month),
  audience: v.optional(v.picklist(PROGRAM_AUDIENCES, 'audience가 올바르지 않습니다.')),
  state: v.optional(v.picklist(PROGRAM_STATE_FILTERS, 'state가 올바르지 않습니다.')),
  query: v.optional(v.pipe(v.string(), v.trim(), maxChars(PROGRAM_QUERY_MAX, `검색어는 ${PROGRAM_QUERY_MAX}자 이하로 입력해 주세요.`)), ''),
  page: v.optional(v.pipe(v.number('page는 숫자여야 합니다.'), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
  size: v.optional(v.pipe(v.number('size는 숫자여야 합니다.'), v.integer(), v.minValue(1), v.maxValue(50)), PROGRAM_PAGE_SIZE),
});
export type ProgramListRequest = v.InferInput<typeof ProgramListRequest>;

export const ProgramSummarySchema = v.object({
  PROGRAM_ID: IntegerLike,
  TITLE: TextLike,
  /** 강연, 체험, 교육, 독서 … */
  CATEGORY: textOr(''),
  /** An unknown word reads as ALL. */
  AUDIENCE: oneOfOr(PROGRAM_AUDIENCES, 'ALL'),
  /** The library's words for who may come: 초등 3~6학년, 만 60세 이상 … */
  TARGET: textOr(''),
  PLACE: textOr(''),
  /** ISO 8601 with offset: the first session's start, the last session's end. */
  START_AT: TextLike,
  END_AT: textOr(''),
  SESSION_COUNT: numberOr(1, CountLike),
  /** yyyy-MM-dd, both inclusive. */
  APPLY_START: textOr(''),
  APPLY_END: textOr(''),
  /** 0 with STATE FREE: no limit, no application. */
  CAPACITY: Count,
  APPLIED_COUNT: Count,
  WAIT_CAPACITY: Count,
  WAITING_COUNT: Count,
  /** Won, 0: free. */
  FEE: Count,
  POSTER_URL: textOr(''),
  /** An unknown word reads as CLOSED (never invites to apply). */
  STATE: oneOfOr(PROGRAM_STATES, 'CLOSED'),
});
export type ProgramSummary = v.InferOutput<typeof ProgramSummarySchema>;

export const ProgramListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.fallback(ResultWord, 'SUCCESS'),
  LIST: listOf(ProgramSummarySchema),
  TOTAL_COUNT: Count,
  PAGE: numberOr(1, PageNumber),
  SIZE: numberOr(PROGRAM_PAGE_SIZE, PageNumber),
});
export type ProgramListResponse = v.InferOutput<typeof ProgramListResponse>;

/* ---- Detail ---- */

export const ProgramDetailRequest = v.object({
  manage_code: ManageCodeField,
  program_id: v.pipe(v.number('program_id는 숫자여야 합니다.'), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
});
export type ProgramDetailRequest = v.InferInput<typeof ProgramDetailRequest>;

export const ProgramSessionSchema = v.object({
  SESSION_NO: numberOr(1, PageNumber),
  START_AT: TextLike,
  END_AT: TextLike,
  TOPIC: textOr(''),
});
export type ProgramSession = v.InferOutput<typeof ProgramSessionSchema>;

export const ProgramDetailSchema = v.object({
  ...ProgramSummarySchema.entries,
  SUMMARY: textOr(''),
  /** Plain text; paragraphs separated by blank lines. */
  BODY: textOr(''),
  /** yyyy-MM-dd: the last day an application may be cancelled. */
  CANCEL_END: textOr(''),
  /** Y: the form asks the companion child's age, between CHILD_AGE_MIN and CHILD_AGE_MAX. */
  COMPANION_YN: yesNoOr('N'),
  CHILD_AGE_MIN: Count,
  CHILD_AGE_MAX: numberOr(13, CountLike),
  SESSIONS: listOf(ProgramSessionSchema),
});
export type ProgramDetail = v.InferOutput<typeof ProgramDetailSchema>;

/** RESULT NO_DATA with PROGRAM null (or missing): no such program. */
export const ProgramDetailResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: ResultWord,
  PROGRAM: v.nullish(ProgramDetailSchema, null),
  /** yyyy-MM-dd the state was computed for. */
  TODAY: v.optional(IsoDate),
});
export type ProgramDetailResponse = v.InferOutput<typeof ProgramDetailResponse>;

/* ---- Apply ---- */

const UserKey = v.pipe(v.string('user_key는 문자열이어야 합니다.'), v.minLength(1, 'user_key가 필요합니다.'), v.maxLength(64));

/**
 * POST /gglib/insertprogramapply (members; Idempotency-Key): one application per member and
 * program; agree_yn must be Y; child_age only (and then always) for COMPANION_YN programs.
 */
export const ProgramApplyRequest = v.object({
  user_key: UserKey,
  manage_code: ManageCodeField,
  program_id: v.pipe(v.number('program_id는 숫자여야 합니다.'), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  participant_name: v.pipe(
    v.string('참가자 이름은 문자열이어야 합니다.'),
    v.trim(),
    v.minLength(1, '참가자 이름을 입력해 주세요.'),
    // A name has letters (Hangul, Latin …): emoji alone are no one's name (outside walk).
    v.regex(/\p{L}/u, '참가자 이름을 글자로 입력해 주세요.'),
    maxChars(PARTICIPANT_NAME_MAX, `참가자 이름은 ${PARTICIPANT_NAME_MAX}자 이하로 입력해 주세요.`),
  ),
  phone: v.pipe(v.string('연락처는 문자열이어야 합니다.'), v.trim(), v.regex(PHONE_PATTERN, '연락처를 010-1234-5678 형식으로 입력해 주세요.')),
  child_age: v.optional(v.pipe(v.number('아이 나이는 숫자여야 합니다.'), v.integer('아이 나이는 정수로 입력해 주세요.'), v.minValue(0), v.maxValue(19))),
  agree_yn: v.literal('Y', '개인정보 수집·이용에 동의해 주세요.'),
});
export type ProgramApplyRequest = v.InferInput<typeof ProgramApplyRequest>;

export const ProgramApplicationResultSchema = v.object({
  APPLY_KEY: TextLike,
  PROGRAM_ID: IntegerLike,
  /** APPLIED 신청 완료 or WAITING 대기. */
  STATUS: v.picklist(['APPLIED', 'WAITING']),
  /** The waiting number when WAITING, else 0. */
  WAIT_NO: Count,
});
export type ProgramApplicationResult = v.InferOutput<typeof ProgramApplicationResultSchema>;

/** RESULT FAIL: RESULT_MESSAGE says why in Korean (window closed, full, already applied, limit …). */
export const ProgramApplyResponse = v.object({
  RESULT: v.picklist(['SUCCESS', 'FAIL']),
  RESULT_MESSAGE: textOr(''),
  APPLICATION: v.nullish(ProgramApplicationResultSchema, null),
});
export type ProgramApplyResponse = v.InferOutput<typeof ProgramApplyResponse>;

/** Remaining places: never below zero. */
export function placesLeft(program: Pick<ProgramSummary, 'CAPACITY' | 'APPLIED_COUNT'>): number {
  return Math.max(0, program.CAPACITY - program.APPLIED_COUNT);
}

/** The state of applying, from the window (library days, inclusive) and the counts. */
export function programState(
  program: { applyYn: 'Y' | 'N'; applyStart: string; applyEnd: string; capacity: number; applied: number; waitCapacity: number; waiting: number },
  today: string,
): ProgramState {
  if (program.applyYn === 'N') return 'FREE';
  if (today < program.applyStart) return 'SOON';
  if (today > program.applyEnd) return 'CLOSED';
  if (program.capacity === 0 || program.applied < program.capacity) return 'OPEN';
  return program.waiting < program.waitCapacity ? 'WAITLIST' : 'CLOSED';
}

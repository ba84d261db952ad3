import * as v from 'valibot';
import { maxChars } from './text-length';
import { EncodedPassword } from './auth';
import { CountLike, TextLike, numberOr, oneOfOr, textOr } from './wire';

/*
 * The account merge (issue 16; docs/api.md "Account merge"): a person with two library member
 * records — typically the one they log in with and the one their 경기도 통합인증(Any-ID) account is
 * linked to — makes them one. The logged-in member is the target (proven by the session); the
 * source is proven in the same browser session by its password (mergeprove) or by an Any-ID
 * sign-in linked to it (GET /oidc/merge). Both answer a proof bound to the session, which
 * mergepreview (what would move) and mergemember (do it, with the consent) present.
 */

/** The terms the person agrees to, by version; mergemember records them with the time. */
export const MERGE_TERMS = ['merge-service-2026-01', 'merge-transfer-2026-01'] as const;
export type MergeTerm = (typeof MERGE_TERMS)[number];

/** What moves, one count per kind (mergepreview's COUNTS and mergemember's MOVED). */
export const MERGE_KINDS = [
  'LOANS',
  'LOAN_HISTORY',
  'RESERVATIONS',
  'WISHES',
  'INTERESTS',
  'PROGRAMS',
  'FACILITIES',
  'HUMAN_LIBRARY',
  'READING_CLUBS',
  'REVIEWS',
  'POSTS',
  'CHATS',
  'PUSH_DEVICES',
  'LINKS',
] as const;
export type MergeKind = (typeof MERGE_KINDS)[number];

/** Refusal codes (RESULT_CODE) of the merge calls. */
export const MERGE_ERRORS = ['SAME', 'PROOF', 'CLOSED', 'CREDENTIALS', 'TERMS', 'MERGED', 'UNLINKED', 'PERSON'] as const;
export type MergeError = (typeof MERGE_ERRORS)[number];

/** The proof's lifetime: the person reads the preview and the terms within it. */
export const MERGE_PROOF_TTL_MS = 30 * 60 * 1000;

/** The page the Any-ID proof comes back to, with `#proof=…` or `#error=…`. */
export const MERGE_ANYID_BACK = '/merge-user/anyId-back';

/** How the source was proven: its password, or a provider account linked to it. */
export const MERGE_METHODS = ['password', 'anyid', 'naver'] as const;
export type MergeMethod = (typeof MERGE_METHODS)[number];

/** The providers whose linked account proves the source (GET /oidc/merge/{provider}), and where each comes back. */
export const MERGE_PROOF_PAGES = { anyid: MERGE_ANYID_BACK, naver: '/merge-user/sns-callback/naver' } as const;
export type MergeProofProvider = keyof typeof MERGE_PROOF_PAGES;
export const isMergeProofProvider = (value: string): value is MergeProofProvider => Object.hasOwn(MERGE_PROOF_PAGES, value);

const userKey = v.pipe(v.string('user_key는 문자열이어야 합니다.'), v.minLength(1, 'user_key가 필요합니다.'), v.maxLength(64, 'user_key가 올바르지 않습니다.'));
const proof = v.pipe(v.string('proof는 문자열이어야 합니다.'), v.regex(/^[A-Za-z0-9_-]{43}$/, '통합 대상 계정의 확인 정보가 올바르지 않습니다.'));

/** POST /gglib/mergeprove: the source account's id and password (base64, as at login). */
export const MergeProveRequest = v.object({
  user_key: userKey,
  source_id: v.pipe(v.string('source_id는 문자열이어야 합니다.'), v.trim(), v.minLength(1, '통합할 계정의 아이디를 입력해 주세요.'), maxChars(50, '아이디는 50자 이하입니다.')),
  source_pw: EncodedPassword,
});
export type MergeProveRequest = v.InferOutput<typeof MergeProveRequest>;

export const MergeProveResponse = v.object({
  RESULT: TextLike,
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
  /** The proof for mergepreview and mergemember ('' on failure). */
  PROOF: textOr('', 100),
});
export type MergeProveResponse = v.InferOutput<typeof MergeProveResponse>;

/** POST /gglib/mergepreview. */
export const MergePreviewRequest = v.object({ user_key: userKey, proof });
export type MergePreviewRequest = v.InferOutput<typeof MergePreviewRequest>;

const counts = v.object(Object.fromEntries(MERGE_KINDS.map((kind) => [kind, numberOr(0, CountLike)])) as Record<MergeKind, ReturnType<typeof numberOr>>);

export const MergePreviewResponse = v.object({
  RESULT: TextLike,
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
  /** The source account: its id masked, its name, how it was proven. */
  SOURCE_USER_ID: textOr('', 50),
  SOURCE_NAME: textOr('', 50),
  METHOD: oneOfOr([...MERGE_METHODS, ''], ''),
  /** The target (the logged-in member): masked id. */
  TARGET_USER_ID: textOr('', 50),
  COUNTS: v.optional(counts, {}),
  /** Of the source's current loans, how many are overdue (they move as they are, with any suspension). */
  OVERDUE: numberOr(0, CountLike),
  TERMS: v.optional(v.array(TextLike), []),
});
export type MergePreviewResponse = v.InferOutput<typeof MergePreviewResponse>;

/** POST /gglib/mergemember (Idempotency-Key): the merge itself, with the consent. */
export const MergeMemberRequest = v.object({
  user_key: userKey,
  proof,
  /** Every one of MERGE_TERMS, as agreed on the consent step. */
  agreed_terms: v.pipe(v.array(v.picklist(MERGE_TERMS, '알 수 없는 약관입니다.')), v.maxLength(MERGE_TERMS.length)),
});
export type MergeMemberRequest = v.InferOutput<typeof MergeMemberRequest>;

export const MergeMemberResponse = v.object({
  RESULT: TextLike,
  RESULT_CODE: textOr(''),
  RESULT_MESSAGE: textOr(''),
  MOVED: v.optional(counts, {}),
  /** ISO 8601 (the consent's and the merge's time). */
  MERGED_AT: textOr(''),
});
export type MergeMemberResponse = v.InferOutput<typeof MergeMemberResponse>;

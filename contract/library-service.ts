import * as v from 'valibot';
import { maxChars } from './text-length';
import { ManageCodeField } from './envelope';
import { CountLike, IntegerLike, TextLike, listOf, numberOr, oneOfOr, requiredText, textOr } from './wire';

/*
 * Library services (docs/api.md "Library services"): the service rules the 도서관 이용 방법 page
 * states (their numbers are the server's own limits), the e-resources with their access rule, and
 * the human library (휴먼라이브러리): its human books, their sessions and a member's bookings.
 */

/* ---- Service rules ---- */

/** POST /gglib/selectservicerules: the limits the library applies, as numbers (the page words them). */
export const ServiceRulesRequest = v.object({ manage_code: ManageCodeField });
export type ServiceRulesRequest = v.InferInput<typeof ServiceRulesRequest>;

const Rule = numberOr(0, CountLike);

export const ServiceRulesSchema = v.object({
  /** Books a member may hold at once. */
  LOAN_LIMIT: Rule,
  /** Days a loan lasts. */
  LOAN_DAYS: Rule,
  /** Days one renewal adds, and how many renewals a loan may have. */
  RENEW_DAYS: Rule,
  MAX_RENEWALS: Rule,
  /** Reservations at once, and the days a copy that came back waits for the member. */
  RESERVE_LIMIT: Rule,
  PICKUP_DAYS: Rule,
  /** Hope-book requests per calendar month. */
  WISH_MONTH_LIMIT: Rule,
  /** Interested books a member may keep. */
  INTEREST_LIMIT: Rule,
  /** Cultural programs applied for (or waited for) at once. */
  PROGRAM_ACTIVE_LIMIT: Rule,
  /** Human-library sessions booked at once, and the readers one session takes at most. */
  HUMAN_ACTIVE_LIMIT: Rule,
});
export type ServiceRules = v.InferOutput<typeof ServiceRulesSchema>;

export const ServiceRulesResponse = v.object({ RESULT_INFO: textOr('SUCCESS'), RULES: ServiceRulesSchema });
export type ServiceRulesResponse = v.InferOutput<typeof ServiceRulesResponse>;

/* ---- E-resources ---- */

/** 전자저널, 학술 데이터베이스, 전자잡지, 지식정보. */
export const E_RESOURCE_KINDS = ['JOURNAL', 'DATABASE', 'MAGAZINE', 'KNOWLEDGE'] as const;
export type EResourceKind = (typeof E_RESOURCE_KINDS)[number];

/**
 * Who may use a resource and where: ONSITE 관내 전용 (the library's PCs only), REMOTE 회원 원격
 * 이용 (members, from home, signed in through the SSO hub), OPEN 누구나 (a free public service).
 */
export const E_RESOURCE_ACCESS = ['ONSITE', 'REMOTE', 'OPEN'] as const;
export type EResourceAccess = (typeof E_RESOURCE_ACCESS)[number];

/** The sister service a REMOTE resource is reached through (contract/auth.ts SSO targets). */
export const E_RESOURCE_VIA = ['ggcyber', 'ggebook'] as const;
export type EResourceVia = (typeof E_RESOURCE_VIA)[number];

export const E_RESOURCE_QUERY_MAX = 50;
export const E_RESOURCE_SUBJECT_MAX = 20;

/** POST /gglib/selecteresourcelist: every resource of one kind (a short list: the page filters it). */
export const EResourceListRequest = v.object({
  manage_code: ManageCodeField,
  kind: v.picklist(E_RESOURCE_KINDS, 'kind는 JOURNAL, DATABASE, MAGAZINE, KNOWLEDGE 중 하나여야 합니다.'),
});
export type EResourceListRequest = v.InferInput<typeof EResourceListRequest>;

export const EResourceSchema = v.object({
  RESOURCE_ID: IntegerLike,
  KIND: oneOfOr(E_RESOURCE_KINDS, 'DATABASE'),
  NAME: requiredText(),
  /** The platform or publisher: DBpia (누리미디어), 모아진, 국회도서관 … */
  PROVIDER: textOr(''),
  /** The subject the list filters by: 인문, 사회과학, 자연과학 … */
  SUBJECT: textOr(''),
  /** 국내 or 국외 (the library's words). */
  ORIGIN: textOr(''),
  DESCRIPTION: textOr(''),
  /** An unknown rule reads as ONSITE: the narrowest, never a promise of access from home. */
  ACCESS: oneOfOr(E_RESOURCE_ACCESS, 'ONSITE'),
  /** REMOTE: the sister service that signs the member in; '' otherwise. */
  VIA: v.fallback(v.picklist([...E_RESOURCE_VIA, '']), ''),
  /** ONSITE: where in the library (floor, room, PCs). */
  PLACE: textOr(''),
  /** OPEN: the service's own https address. */
  URL: textOr(''),
  /** Years held: 1995년~현재. */
  COVERAGE: textOr(''),
});
export type EResource = v.InferOutput<typeof EResourceSchema>;

export const EResourceListResponse = v.object({
  RESULT_INFO: textOr('SUCCESS'),
  KIND: oneOfOr(E_RESOURCE_KINDS, 'DATABASE'),
  LIST: listOf(EResourceSchema),
});
export type EResourceListResponse = v.InferOutput<typeof EResourceListResponse>;

/** POST /gglib/selecteresourcedetail: one resource with its page (404 when there is none). */
export const EResourceDetailRequest = v.object({
  manage_code: ManageCodeField,
  resource_id: v.pipe(v.number('resource_id는 숫자여야 합니다.'), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
});
export type EResourceDetailRequest = v.InferInput<typeof EResourceDetailRequest>;

export const EResourceDetailSchema = v.object({
  ...EResourceSchema.entries,
  /** A journal's ISSN (1234-5678), or ''. */
  ISSN: textOr(''),
  /** 월간, 격월간, 계간 … */
  FREQUENCY: textOr(''),
  /** Plain paragraphs separated by blank lines. */
  BODY: textOr(''),
  /** How to reach it, one step per item. */
  STEPS: listOf(TextLike),
});
export type EResourceDetail = v.InferOutput<typeof EResourceDetailSchema>;

export const EResourceDetailResponse = v.object({ RESULT_INFO: textOr('SUCCESS'), RESOURCE: EResourceDetailSchema });
export type EResourceDetailResponse = v.InferOutput<typeof EResourceDetailResponse>;

/* ---- Human library ---- */

/** 일과 진로, 삶과 관계, 도전과 회복, 우리 동네 이야기. */
export const HUMAN_CATEGORIES = ['CAREER', 'LIFE', 'CHALLENGE', 'LOCAL'] as const;
export type HumanCategory = (typeof HUMAN_CATEGORIES)[number];

/** Upcoming human-library sessions a member may hold booked at once. */
export const HUMAN_ACTIVE_LIMIT = 3;
export const HUMAN_QUESTION_MAX = 300;

/** The outbox kind of a booking made offline (sent once, under its idempotency key). */
export const HUMAN_BOOKING_OUTBOX_KIND = 'library-service:human-booking';

/** A phone number as the library keeps it: digits with optional hyphens (010-1234-5678). */
export const HUMAN_PHONE_PATTERN = /^0\d{1,2}-?\d{3,4}-?\d{4}$/;

const Id = (name: string) => v.pipe(v.number(`${name}는 숫자여야 합니다.`), v.integer(`${name}는 정수여야 합니다.`), v.minValue(1), v.maxValue(2_147_483_647));
const UserKey = v.pipe(v.string('user_key는 문자열이어야 합니다.'), v.minLength(1, 'user_key가 필요합니다.'), v.maxLength(64));

/** POST /gglib/selecthumanlibrary: the human books with their sessions still to come. */
export const HumanLibraryRequest = v.object({ manage_code: ManageCodeField });
export type HumanLibraryRequest = v.InferInput<typeof HumanLibraryRequest>;

export const HumanSessionSchema = v.object({
  SESSION_ID: IntegerLike,
  /** ISO 8601 with offset. */
  START_AT: TextLike,
  END_AT: TextLike,
  PLACE: textOr(''),
  CAPACITY: numberOr(0, CountLike),
  BOOKED_COUNT: numberOr(0, CountLike),
});
export type HumanSession = v.InferOutput<typeof HumanSessionSchema>;

export const HumanBookSchema = v.object({
  HUMAN_BOOK_ID: IntegerLike,
  /** The book's title: what the person's story is. */
  TITLE: requiredText(),
  /** The name the person reads under (a pen name, never a private person's full name). */
  NARRATOR: textOr(''),
  CATEGORY: oneOfOr(HUMAN_CATEGORIES, 'LIFE'),
  SUMMARY: textOr(''),
  /** Plain paragraphs separated by blank lines. */
  DESCRIPTION: textOr(''),
  /** What readers may ask about. */
  TOPICS: listOf(TextLike),
  SESSIONS: listOf(HumanSessionSchema),
});
export type HumanBook = v.InferOutput<typeof HumanBookSchema>;

export const HumanLibraryResponse = v.object({
  RESULT_INFO: textOr('SUCCESS'),
  LIST: listOf(HumanBookSchema),
  /** yyyy-MM-dd the answer was made on. */
  TODAY: textOr(''),
});
export type HumanLibraryResponse = v.InferOutput<typeof HumanLibraryResponse>;

/**
 * POST /gglib/inserthumanbooking (member; Idempotency-Key): one seat in a session that has not
 * begun. Refused (RESULT FAIL, a Korean RESULT_MESSAGE) when the session is full, over or
 * unknown, already booked, another session of the same human book is booked, or at
 * HUMAN_ACTIVE_LIMIT.
 */
export const HumanBookingRequest = v.object({
  user_key: UserKey,
  manage_code: ManageCodeField,
  session_id: Id('session_id'),
  phone: v.pipe(v.string('연락처는 문자열이어야 합니다.'), v.trim(), v.regex(HUMAN_PHONE_PATTERN, '연락처를 010-1234-5678 형식으로 입력해 주세요.')),
  question: v.optional(v.pipe(v.string('질문은 문자열이어야 합니다.'), maxChars(HUMAN_QUESTION_MAX, `미리 전할 질문은 ${HUMAN_QUESTION_MAX}자 이하로 입력해 주세요.`)), ''),
  agree_yn: v.literal('Y', '개인정보 수집·이용에 동의해 주세요.'),
});
export type HumanBookingRequest = v.InferInput<typeof HumanBookingRequest>;

export const HumanBookingSchema = v.object({
  BOOKING_KEY: requiredText(64),
  SESSION_ID: IntegerLike,
  HUMAN_BOOK_ID: IntegerLike,
  TITLE: textOr(''),
  NARRATOR: textOr(''),
  START_AT: TextLike,
  END_AT: TextLike,
  PLACE: textOr(''),
  /** BOOKED 예약 완료, CANCELLED 취소; an unknown word reads as CANCELLED (never offers a cancel). */
  STATUS: oneOfOr(['BOOKED', 'CANCELLED'], 'CANCELLED'),
  QUESTION: textOr(''),
  /** Y while the member may still cancel (the session has not begun). */
  CANCELABLE_YN: v.fallback(v.picklist(['Y', 'N']), 'N'),
});
export type HumanBooking = v.InferOutput<typeof HumanBookingSchema>;

const WriteResult = { RESULT: v.picklist(['SUCCESS', 'FAIL']), RESULT_MESSAGE: textOr('') };

export const HumanBookingResponse = v.object({ ...WriteResult, BOOKING: v.nullish(HumanBookingSchema, null) });
export type HumanBookingResponse = v.InferOutput<typeof HumanBookingResponse>;

/** POST /gglib/selectmyhumanbookings (member): the member's bookings, sessions to come first. */
export const MyHumanBookingsRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField });
export type MyHumanBookingsRequest = v.InferInput<typeof MyHumanBookingsRequest>;

export const MyHumanBookingsResponse = v.object({ RESULT_INFO: textOr('SUCCESS'), LIST: listOf(HumanBookingSchema) });
export type MyHumanBookingsResponse = v.InferOutput<typeof MyHumanBookingsResponse>;

/** POST /gglib/cancelhumanbooking (member): another member's booking is 403; a begun session FAIL. */
export const CancelHumanBookingRequest = v.object({
  user_key: UserKey,
  manage_code: ManageCodeField,
  booking_key: v.pipe(v.string('booking_key는 문자열이어야 합니다.'), v.minLength(1, 'booking_key가 필요합니다.'), v.maxLength(64)),
});
export type CancelHumanBookingRequest = v.InferInput<typeof CancelHumanBookingRequest>;

export const CancelHumanBookingResponse = v.object({ ...WriteResult });
export type CancelHumanBookingResponse = v.InferOutput<typeof CancelHumanBookingResponse>;

/** Seats left in a session: never below zero. */
export function seatsLeft(session: Pick<HumanSession, 'CAPACITY' | 'BOOKED_COUNT'>): number {
  return Math.max(0, session.CAPACITY - session.BOOKED_COUNT);
}

import * as v from 'valibot';
import { maxChars } from './text-length';
import { BookSummarySchema } from './catalogue';
import { ManageCodeField } from './envelope';
import { CountLike, IntegerLike, PageNumber, TextLike, lenientListOf, listOf, numberOr, oneOfOr, requiredText, textOr } from './wire';

/* Reading culture (docs/api.md "Exhibitions and reading culture"): reading clubs (독서동아리 and
 * the library's own 경기도서관 독서공동체), their meetings and members' applications, the 경기
 * 북페스티벌, members' reading reviews, 북매직 (책 처방) and the member's 경기 독서포인트.
 * Member calls carry user_key and are refused (403) unless it is the session's own member;
 * writes accept an Idempotency-Key, so an application sent again offline lands once. */

const UserKey = v.pipe(v.string('user_key는 문자열이어야 합니다.'), v.minLength(1, 'user_key가 필요합니다.'), v.maxLength(64));
const Id = (name: string) => v.pipe(v.number(`${name}는 숫자여야 합니다.`), v.integer(`${name}는 정수여야 합니다.`), v.minValue(1, `${name}가 올바르지 않습니다.`));
const Page = v.optional(v.pipe(v.number('page는 숫자여야 합니다.'), v.integer(), v.minValue(1), v.maxValue(10_000)), 1);
const Count = numberOr(0, CountLike);

export const READING_KEYWORD_MAX = 50;
const Keyword = v.optional(v.pipe(v.string('keyword는 문자열이어야 합니다.'), v.trim(), maxChars(READING_KEYWORD_MAX, `검색어는 ${READING_KEYWORD_MAX}자 이하로 입력해 주세요.`)), '');

/** Writes answer this; RESULT FAIL carries the reason in Korean (정원 마감, 이미 신청 …). */
const WriteResult = { RESULT: TextLike, RESULT_MESSAGE: textOr('') };

/* ---- Reading clubs ---- */

/** CLUB 독서동아리 (/ever-reading/reading-helper), LIBRARY 경기도서관 독서공동체 (/life-reading). */
export const CLUB_KINDS = ['CLUB', 'LIBRARY'] as const;
export type ClubKind = (typeof CLUB_KINDS)[number];

/** OPEN 모집 중, FULL 정원 마감, CLOSED 모집 마감 (period over or not yet open: see RECRUIT_START). */
export const CLUB_STATES = ['OPEN', 'FULL', 'CLOSED'] as const;
export type ClubState = (typeof CLUB_STATES)[number];

/** The list's filter: open (OPEN) or closed (FULL and CLOSED); '' both. */
export const CLUB_FILTERS = ['open', 'closed'] as const;
export type ClubFilter = (typeof CLUB_FILTERS)[number];

/** POST /gglib/selectclublist: open first, then by name. */
export const ClubListRequest = v.object({
  manage_code: ManageCodeField,
  kind: v.picklist(CLUB_KINDS, 'kind는 CLUB 또는 LIBRARY여야 합니다.'),
  state: v.optional(v.picklist(['', ...CLUB_FILTERS], 'state는 open 또는 closed여야 합니다.'), ''),
  keyword: Keyword,
});
export type ClubListRequest = v.InferInput<typeof ClubListRequest>;

export const ClubSummarySchema = v.object({
  CLUB_ID: IntegerLike,
  KIND: oneOfOr(CLUB_KINDS, 'CLUB'),
  NAME: requiredText(100),
  SUMMARY: textOr(''),
  /** e.g. 매월 둘째·넷째 토요일 10:00–12:00 */
  SCHEDULE: textOr(''),
  PLACE: textOr(''),
  LEADER: textOr(''),
  TARGET: textOr(''),
  MEMBER_COUNT: Count,
  CAPACITY: Count,
  /** yyyy-MM-dd */
  RECRUIT_START: textOr(''),
  RECRUIT_END: textOr(''),
  STATE: oneOfOr(CLUB_STATES, 'CLOSED'),
  BOOK_TITLE: textOr(''),
});
export type ClubSummary = v.InferOutput<typeof ClubSummarySchema>;

export const ClubListResponse = v.object({ RESULT_INFO: textOr('SUCCESS'), LIST: listOf(ClubSummarySchema), TOTAL_COUNT: Count });
export type ClubListResponse = v.InferOutput<typeof ClubListResponse>;

/** POST /gglib/selectclubdetail: one club with its meetings; HTTP 404 when there is none. */
export const ClubDetailRequest = v.object({ manage_code: ManageCodeField, club_id: Id('club_id') });
export type ClubDetailRequest = v.InferInput<typeof ClubDetailRequest>;

export const ClubMeetingSchema = v.object({
  /** yyyy-MM-dd */
  MEET_DATE: TextLike,
  /** HH:mm */
  START_TIME: textOr(''),
  TOPIC: textOr(''),
  BOOK_TITLE: textOr(''),
  BOOK_AUTHOR: textOr(''),
});
export type ClubMeeting = v.InferOutput<typeof ClubMeetingSchema>;

export const ClubDetailSchema = v.object({
  ...ClubSummarySchema.entries,
  DESCRIPTION: textOr(''),
  BOOK_AUTHOR: textOr(''),
  MEETINGS: listOf(ClubMeetingSchema),
});
export type ClubDetail = v.InferOutput<typeof ClubDetailSchema>;

export const ClubDetailResponse = v.object({ RESULT_INFO: textOr('SUCCESS'), CLUB: ClubDetailSchema });
export type ClubDetailResponse = v.InferOutput<typeof ClubDetailResponse>;

export const CLUB_MOTIVATION_MAX = 500;
export const PHONE_PATTERN = /^0\d{1,2}-?\d{3,4}-?\d{4}$/;

/**
 * POST /gglib/insertclubapplication (member): joins a club while it recruits and has room.
 * Refused (RESULT FAIL) when the club is full, not recruiting, or already applied for.
 */
export const ClubApplyRequest = v.object({
  user_key: UserKey,
  manage_code: ManageCodeField,
  club_id: Id('club_id'),
  phone: v.pipe(v.string('phone은 문자열이어야 합니다.'), v.trim(), v.regex(PHONE_PATTERN, '연락처를 010-1234-5678 형식으로 입력해 주세요.')),
  motivation: v.optional(v.pipe(v.string('motivation은 문자열이어야 합니다.'), maxChars(CLUB_MOTIVATION_MAX, `신청 동기는 ${CLUB_MOTIVATION_MAX}자 이하로 입력해 주세요.`)), ''),
  consent_yn: v.literal('Y', '개인정보 수집·이용에 동의해 주세요.'),
});
export type ClubApplyRequest = v.InferInput<typeof ClubApplyRequest>;

export const ClubApplicationSchema = v.object({
  APPLY_KEY: TextLike,
  CLUB_ID: IntegerLike,
  CLUB_NAME: textOr(''),
  /** yyyy-MM-dd */
  APPLIED_AT: textOr(''),
});
export type ClubApplication = v.InferOutput<typeof ClubApplicationSchema>;

export const ClubApplyResponse = v.object({ ...WriteResult, APPLICATION: v.nullish(ClubApplicationSchema, null) });
export type ClubApplyResponse = v.InferOutput<typeof ClubApplyResponse>;

/** POST /gglib/selectmyclublist (member): the member's club applications, newest first. */
export const MyClubListRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField });
export const MyClubListResponse = v.object({ RESULT_INFO: textOr('SUCCESS'), LIST: listOf(ClubApplicationSchema) });
export type MyClubListResponse = v.InferOutput<typeof MyClubListResponse>;

/* ---- 경기 북페스티벌 ---- */

/** POST /gglib/selectfestival: the festival of this year (or the latest one). */
export const FestivalRequest = v.object({ manage_code: ManageCodeField });

export const FestivalEventSchema = v.object({
  EVENT_ID: IntegerLike,
  /** yyyy-MM-dd, HH:mm */
  EVENT_DATE: TextLike,
  START_TIME: textOr(''),
  END_TIME: textOr(''),
  TITLE: TextLike,
  PLACE: textOr(''),
  /** 강연, 공연, 체험, 전시 … */
  CATEGORY: textOr(''),
  DESCRIPTION: textOr(''),
});
export type FestivalEvent = v.InferOutput<typeof FestivalEventSchema>;

export const FestivalBoothSchema = v.object({
  BOOTH_ID: IntegerLike,
  NAME: TextLike,
  ZONE: textOr(''),
  CATEGORY: textOr(''),
  DESCRIPTION: textOr(''),
});
export type FestivalBooth = v.InferOutput<typeof FestivalBoothSchema>;

export const FestivalPlaceSchema = v.object({ NAME: TextLike, DESCRIPTION: textOr('') });
export type FestivalPlace = v.InferOutput<typeof FestivalPlaceSchema>;

export const FestivalSchema = v.object({
  TITLE: requiredText(200),
  THEME: textOr(''),
  START_DATE: textOr(''),
  END_DATE: textOr(''),
  DESCRIPTION: textOr(''),
  POSTER_URL: textOr(''),
  PLACES: listOf(FestivalPlaceSchema),
  EVENTS: listOf(FestivalEventSchema),
  BOOTHS: listOf(FestivalBoothSchema),
});
export type Festival = v.InferOutput<typeof FestivalSchema>;

export const FestivalResponse = v.object({ RESULT_INFO: textOr('SUCCESS'), FESTIVAL: FestivalSchema });
export type FestivalResponse = v.InferOutput<typeof FestivalResponse>;

/* ---- Reading reviews (독서 감상문·서평) ---- */

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_LIMITS = {
  title: { min: 2, max: 100 },
  body: { min: 20, max: 4000 },
  bookTitle: { min: 1, max: 200 },
  bookAuthor: { max: 100 },
} as const;

/** POST /gglib/selectreviewlist: newest first, searched in title, book and author. */
export const ReviewListRequest = v.object({ manage_code: ManageCodeField, keyword: Keyword, page: Page });
export type ReviewListRequest = v.InferInput<typeof ReviewListRequest>;

export const ReviewSummarySchema = v.object({
  REVIEW_ID: IntegerLike,
  TITLE: TextLike,
  BOOK_TITLE: textOr(''),
  BOOK_AUTHOR: textOr(''),
  /** The writer's name, masked (홍*동). */
  WRITER: textOr(''),
  /** ISO 8601 with offset */
  CREATED_AT: textOr(''),
  EXCERPT: textOr(''),
});
export type ReviewSummary = v.InferOutput<typeof ReviewSummarySchema>;

export const ReviewListResponse = v.object({
  RESULT_INFO: textOr('SUCCESS'),
  LIST: listOf(ReviewSummarySchema),
  TOTAL_COUNT: Count,
  PAGE: numberOr(1, PageNumber),
  SIZE: numberOr(REVIEW_PAGE_SIZE, PageNumber),
});
export type ReviewListResponse = v.InferOutput<typeof ReviewListResponse>;

/** POST /gglib/selectreviewdetail: one review; HTTP 404 when there is none. */
export const ReviewDetailRequest = v.object({ manage_code: ManageCodeField, review_id: Id('review_id') });
export const ReviewDetailSchema = v.object({
  ...ReviewSummarySchema.entries,
  /** Plain text (paragraphs separated by blank lines); shown as text, never as HTML. */
  BODY: textOr(''),
  BOOK_KEY: textOr(''),
});
export type ReviewDetail = v.InferOutput<typeof ReviewDetailSchema>;
export const ReviewDetailResponse = v.object({ RESULT_INFO: textOr('SUCCESS'), REVIEW: ReviewDetailSchema });
export type ReviewDetailResponse = v.InferOutput<typeof ReviewDetailResponse>;

/** The field's name with its particles written out (은/을 after a final consonant, 는/를 after a vowel). */
interface FieldName {
  topic: string;
  object: string;
}

const bounded = ({ topic, object }: FieldName, min: number, max: number) =>
  v.pipe(
    v.string(`${topic} 문자열이어야 합니다.`),
    v.trim(),
    v.minLength(min, min <= 1 ? `${object} 입력해 주세요.` : `${topic} ${min}자 이상 입력해 주세요.`),
    maxChars(max, `${topic} ${max}자 이하로 입력해 주세요.`),
  );

/** POST /gglib/insertreview (member): answers REVIEW_ID; a field at fault answers 400 with FIELD. */
export const InsertReviewRequest = v.object({
  user_key: UserKey,
  manage_code: ManageCodeField,
  title: bounded({ topic: '제목은', object: '제목을' }, REVIEW_LIMITS.title.min, REVIEW_LIMITS.title.max),
  book_title: bounded({ topic: '책 제목은', object: '책 제목을' }, REVIEW_LIMITS.bookTitle.min, REVIEW_LIMITS.bookTitle.max),
  book_author: v.optional(v.pipe(v.string(), v.trim(), maxChars(REVIEW_LIMITS.bookAuthor.max, `지은이는 ${REVIEW_LIMITS.bookAuthor.max}자 이하로 입력해 주세요.`)), ''),
  body: bounded({ topic: '감상문은', object: '감상문을' }, REVIEW_LIMITS.body.min, REVIEW_LIMITS.body.max),
});
export type InsertReviewRequest = v.InferInput<typeof InsertReviewRequest>;
export const InsertReviewResponse = v.object({ ...WriteResult, REVIEW_ID: numberOr(0, IntegerLike) });
export type InsertReviewResponse = v.InferOutput<typeof InsertReviewResponse>;

/* ---- 북매직 (책 처방) ---- */

/** Who the book is for. */
export const MAGIC_READERS = ['child', 'teen', 'adult'] as const;
/** What the reader needs now. */
export const MAGIC_MOODS = ['comfort', 'courage', 'curiosity', 'laugh', 'think'] as const;
/** How much time the reader has. */
export const MAGIC_TIMES = ['short', 'long'] as const;
export type MagicReader = (typeof MAGIC_READERS)[number];
export type MagicMood = (typeof MAGIC_MOODS)[number];
export type MagicTime = (typeof MAGIC_TIMES)[number];

/** POST /gglib/selectbookmagic: a 처방 of up to six books of the catalogue for three answers. */
export const BookMagicRequest = v.object({
  manage_code: ManageCodeField,
  reader: v.picklist(MAGIC_READERS, 'reader는 child, teen, adult 중 하나여야 합니다.'),
  mood: v.picklist(MAGIC_MOODS, 'mood가 올바르지 않습니다.'),
  time: v.picklist(MAGIC_TIMES, 'time은 short 또는 long이어야 합니다.'),
  available_yn: v.optional(v.picklist(['Y', 'N']), 'N'),
});
export type BookMagicRequest = v.InferInput<typeof BookMagicRequest>;

export const BookMagicResponse = v.object({
  RESULT_INFO: textOr('SUCCESS'),
  /** The 처방 in one sentence (Korean). */
  PRESCRIPTION: textOr(''),
  LIST: lenientListOf(BookSummarySchema),
});
export type BookMagicResponse = v.InferOutput<typeof BookMagicResponse>;

/* ---- 경기 독서포인트 ---- */

/**
 * POST /gglib/selectreadingpoint (member): the member's points this year by activity. A member
 * who is not a verified resident gets RESULT FAIL, RESULT_CODE CITIZEN and the spec's sentence.
 */
export const ReadingPointRequest = v.object({ user_key: UserKey, manage_code: ManageCodeField });
export const ReadingPointItemSchema = v.object({ LABEL: TextLike, COUNT: Count, POINTS: Count });
export type ReadingPointItem = v.InferOutput<typeof ReadingPointItemSchema>;
export const ReadingPointResponse = v.object({
  ...WriteResult,
  RESULT_CODE: textOr(''),
  YEAR: textOr(''),
  TOTAL: Count,
  ITEMS: listOf(ReadingPointItemSchema),
});
export type ReadingPointResponse = v.InferOutput<typeof ReadingPointResponse>;

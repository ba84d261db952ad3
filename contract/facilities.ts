import * as v from 'valibot';
import { maxChars } from './text-length';
import { ManageCodeField } from './envelope';
import { FacilityBookingSchema } from './my-library';
import { CountLike, IntegerLike, TextLike, listOf, numberOr, oneOfOr, textOr, yesNoOr } from './wire';

/*
 * Rental facilities (docs/api.md "Rental facilities"): the rooms members book online, a day's hourly
 * slots of one room, and the booking itself. The list and the slots are public; booking is a
 * member call (401 without a session, 403 for another member's user_key) that accepts an
 * Idempotency-Key. A slot another booking holds is refused with HTTP 409 and a Korean
 * RESULT_MESSAGE (the database holds one row per booked hour); the library's rules (closed day,
 * past time, hours, people, the member's limits) with HTTP 200, RESULT FAIL and a Korean message.
 * A booking replayed from the outbox (queued_yn Y) is never refused with 409: the refusal is kept
 * as a REJECTED booking with its reason, which 나의 도서관's list shows, and answered 200 FAIL.
 */

/** The outbox kind of a booking made offline (src/data/outbox.ts). */
export const FACILITY_BOOK_OUTBOX_KIND = 'facility:book';

/** The member's limits (the server enforces them; the page says them). */
export const FACILITY_RULES = {
  /** Bookings not yet begun (APPLIED or APPROVED) a member may hold at once. */
  maxActive: 3,
  /** Hours a member may book on one day, all rooms together. */
  maxHoursPerDay: 4,
  /** The furthest day ahead that may be booked (today + this many days). */
  daysAhead: 30,
  /** Purpose text, at most. */
  purposeMax: 200,
} as const;

export const FACILITY_KINDS = ['SEMINAR', 'AI_STUDIO', 'RECORDING', 'CREATOR_LAB', 'GROUP_STUDY', 'MEDIA', 'OTHER'] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

const UserKey = v.pipe(v.string('user_key는 문자열이어야 합니다.'), v.minLength(1, 'user_key가 필요합니다.'), v.maxLength(64));
const FacilityCode = v.pipe(v.string('facility_code는 문자열이어야 합니다.'), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'facility_code 형식이 올바르지 않습니다.'));
const Day = v.pipe(v.string('use_date는 문자열이어야 합니다.'), v.regex(/^\d{4}-\d{2}-\d{2}$/, '이용일은 yyyy-MM-dd 형식이어야 합니다.'));
/** A whole hour, HH:00 (24:00 allowed as an end). */
const WholeHour = (name: string) => v.pipe(v.string(`${name}는 문자열이어야 합니다.`), v.regex(/^(?:[01]\d|2[0-4]):00$/, `${name}는 정시(HH:00)여야 합니다.`));

/* ---- The rooms ---- */

export const FacilitySchema = v.object({
  FACILITY_CODE: TextLike,
  NAME: TextLike,
  KIND: oneOfOr(FACILITY_KINDS, 'OTHER'),
  /** e.g. 4층 생성형 AI 도서관 */
  PLACE: textOr(''),
  SUMMARY: textOr(''),
  EQUIPMENT: v.pipe(v.nullish(v.array(v.string()), []), v.transform((list) => list.filter((item) => item.trim() !== ''))),
  CAPACITY: numberOr(1, v.pipe(IntegerLike, v.minValue(1))),
  MIN_PEOPLE: numberOr(1, v.pipe(IntegerLike, v.minValue(1))),
  /** HH:mm, weekdays (화–금) */
  OPENS: textOr('09:00'),
  CLOSES: textOr('18:00'),
  /** HH:mm, closing at weekends (토·일) */
  WEEKEND_CLOSES: textOr('18:00'),
  MAX_HOURS: numberOr(2, v.pipe(IntegerLike, v.minValue(1))),
  AI_LIBRARY_YN: yesNoOr('N'),
});
export type Facility = v.InferOutput<typeof FacilitySchema>;

/** POST /gglib/selectfacilitylist: the rooms members book online, in the library's order. */
export const FacilityListRequest = v.object({ manage_code: ManageCodeField });
export type FacilityListRequest = v.InferInput<typeof FacilityListRequest>;

export const FacilityListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  LIST: listOf(FacilitySchema),
  /** The library's day (yyyy-MM-dd): the first day that may be booked. */
  TODAY: textOr(''),
  /** The last day that may be booked. */
  LAST_DAY: textOr(''),
  MAX_ACTIVE: numberOr(FACILITY_RULES.maxActive, CountLike),
  MAX_HOURS_PER_DAY: numberOr(FACILITY_RULES.maxHoursPerDay, CountLike),
  /** Closed days from TODAY to LAST_DAY, with their reason (정기휴관일, 설날 …). */
  CLOSED_DAYS: listOf(v.object({ DAY: TextLike, REASON: textOr('') })),
});
export type FacilityListResponse = v.InferOutput<typeof FacilityListResponse>;

/* ---- A day's slots ---- */

/** FREE 예약 가능, TAKEN 예약됨, MINE 내 예약, PAST 지난 시간. */
export const SLOT_STATES = ['FREE', 'TAKEN', 'MINE', 'PAST'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

export const SlotSchema = v.object({
  /** HH:mm */
  START: TextLike,
  END: TextLike,
  // An unknown state is not offered for booking.
  STATE: oneOfOr(SLOT_STATES, 'TAKEN'),
});
export type Slot = v.InferOutput<typeof SlotSchema>;

/**
 * POST /gglib/selectfacilityslots: one room's hours on one day. With user_key (the session's own
 * member, else 403) the member's own hours read MINE.
 */
export const FacilitySlotsRequest = v.object({
  manage_code: ManageCodeField,
  facility_code: FacilityCode,
  use_date: Day,
  user_key: v.optional(UserKey),
});
export type FacilitySlotsRequest = v.InferInput<typeof FacilitySlotsRequest>;

export const FacilitySlotsResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  /** NO_DATA: no such room (or not booked online). */
  RESULT: textOr('SUCCESS'),
  FACILITY_CODE: textOr(''),
  USE_DATE: textOr(''),
  /** Y: the library is closed that day (CLOSED_REASON says why); SLOTS is empty. */
  CLOSED_YN: yesNoOr('N'),
  CLOSED_REASON: textOr(''),
  /** Y: before today or after the last bookable day; SLOTS is empty. */
  OUT_OF_RANGE_YN: yesNoOr('N'),
  SLOTS: listOf(SlotSchema),
});
export type FacilitySlotsResponse = v.InferOutput<typeof FacilitySlotsResponse>;

/* ---- Booking ---- */

export const FacilityBookRequest = v.object({
  user_key: UserKey,
  manage_code: ManageCodeField,
  facility_code: FacilityCode,
  use_date: Day,
  start_time: WholeHour('start_time'),
  end_time: WholeHour('end_time'),
  people: v.pipe(v.number('인원은 숫자여야 합니다.'), v.integer('인원은 정수로 입력해 주세요.'), v.minValue(1, '인원은 1명 이상이어야 합니다.'), v.maxValue(200)),
  purpose: v.pipe(
    v.string('이용 목적은 문자열이어야 합니다.'),
    v.trim(),
    v.minLength(2, '이용 목적을 2자 이상 입력해 주세요.'),
    maxChars(FACILITY_RULES.purposeMax, `이용 목적은 ${FACILITY_RULES.purposeMax}자 이하로 입력해 주세요.`),
  ),
  agree_yn: v.literal('Y', '이용 수칙과 개인정보 수집·이용에 동의해 주세요.'),
  /** Y: sent from the outbox (see above). */
  queued_yn: v.optional(v.picklist(['Y', 'N'])),
});
export type FacilityBookRequest = v.InferInput<typeof FacilityBookRequest>;

/** RESULT SUCCESS with the booking (APPLIED); FAIL with RESULT_MESSAGE (and, replayed from the outbox, the REJECTED booking). */
export const FacilityBookResponse = v.object({
  RESULT: TextLike,
  RESULT_MESSAGE: textOr(''),
  BOOKING: v.nullish(FacilityBookingSchema, null),
});
export type FacilityBookResponse = v.InferOutput<typeof FacilityBookResponse>;

/** Whole hours between two HH:00 times (0 when either is not one). */
export function hoursBetween(start: string, end: string): number {
  const hour = (time: string) => (/^\d{2}:00$/.test(time) ? Number(time.slice(0, 2)) : Number.NaN);
  const span = hour(end) - hour(start);
  return Number.isFinite(span) && span > 0 ? span : 0;
}

/** HH:00 of an hour 0–24. */
export const hourText = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

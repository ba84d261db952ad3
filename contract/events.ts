import * as v from 'valibot';
import { maxChars } from './text-length';
import { ManageCodeField } from './envelope';
import { CountLike, IntegerLike, NumberLike, PageNumber, listOf, numberOr, oneOfOr, requiredText, textOr, yesNoOr } from './wire';

/*
 * Library events, the month's schedule and the 31 cities' and counties' linked reading events
 * (docs/api.md "Events and schedule"). Requests are strict (the reference server's input);
 * answers are read tolerantly (numbers as text, absent lists and texts as empty).
 */

/** yyyy-MM: a month of the library's calendar. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A schedule entry's id: event-{n}, program-{n} or closed-{yyyy-MM-dd}. */
export const SCHEDULE_ENTRY_PATTERN = /^(event-[1-9]\d{0,8}|program-[1-9]\d{0,8}|closed-\d{4}-\d{2}-\d{2})$/;
export const EVENT_PAGE_SIZES = [10, 20, 50] as const;
export const LINK31_SIGUNGU_PATTERN = /^[가-힣]{1,10}[시군]$/;

const Month = (field: string) =>
  v.pipe(v.string(`${field}는 문자열이어야 합니다.`), v.regex(MONTH_PATTERN, `${field}는 yyyy-MM 형식의 달이어야 합니다.`));
const Page = v.optional(
  v.pipe(v.number('page는 숫자여야 합니다.'), v.integer('page는 정수여야 합니다.'), v.minValue(1, 'page는 1 이상이어야 합니다.'), v.maxValue(500, 'page는 500 이하여야 합니다.')),
  1,
);
const Size = v.optional(v.picklist(EVENT_PAGE_SIZES, 'size는 10, 20, 50 중 하나여야 합니다.'), 10);
const Query = v.optional(v.pipe(v.string('query는 문자열이어야 합니다.'), v.trim(), maxChars(50, 'query는 50자 이하여야 합니다.')), '');
const Category = v.optional(v.pipe(v.string('category는 문자열이어야 합니다.'), v.trim(), maxChars(50, 'category는 50자 이하여야 합니다.')), '');
const Id = (field: string) =>
  v.pipe(
    v.number(`${field}는 숫자여야 합니다.`),
    v.integer(`${field}는 정수여야 합니다.`),
    v.minValue(1, `${field}는 1 이상이어야 합니다.`),
    v.maxValue(999_999_999, `${field}가 너무 큽니다.`),
  );

const Count = numberOr(0, CountLike);
const Paging = { TOTAL_COUNT: Count, PAGE: numberOr(1, PageNumber), SIZE: numberOr(10, PageNumber) };
const Result = oneOfOr(['SUCCESS', 'NO_DATA'], 'SUCCESS');
/** yyyy-MM-dd, '' when not sent. */
const Day = textOr('', 10);
/** HH:mm (Seoul), '' for all day. */
const Time = textOr('', 5);

// ——— Library events ———

/** POST /gglib/selectlibraryeventlist: the events of a month (or all, newest period first). */
export const LibraryEventListRequest = v.object({
  manage_code: ManageCodeField,
  /** Events whose period touches this month; absent: every event, latest first. */
  month: v.optional(Month('month')),
  category: Category,
  /** Searched in the title, place, organiser and body. */
  query: Query,
  page: Page,
  size: Size,
});
export type LibraryEventListRequest = v.InferInput<typeof LibraryEventListRequest>;

/** Where an event stands on the library's day: 예정, 진행 중, 종료. */
export const EVENT_STATES = ['UPCOMING', 'ONGOING', 'ENDED'] as const;
export type EventState = (typeof EVENT_STATES)[number];

export const LibraryEventSummarySchema = v.object({
  EVENT_ID: IntegerLike,
  TITLE: requiredText(200),
  CATEGORY: textOr(''),
  START_DAY: Day,
  END_DAY: Day,
  START_TIME: Time,
  END_TIME: Time,
  PLACE: textOr(''),
  ORGANISER: textOr(''),
  TARGET: textOr(''),
  POSTER_URL: textOr(''),
  /** Y: an application is needed; it is made on the program's page (PROGRAM_ID). */
  APPLY_YN: yesNoOr('N'),
  /** 0 when the event is not a program. */
  PROGRAM_ID: numberOr(0, IntegerLike),
  STATE: oneOfOr(EVENT_STATES, 'UPCOMING'),
});
export type LibraryEventSummary = v.InferOutput<typeof LibraryEventSummarySchema>;

export const LibraryEventListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: Result,
  LIST: listOf(LibraryEventSummarySchema),
  /** Every category the site's events use, in 가나다 order (for the filter). */
  CATEGORIES: listOf(v.string()),
  ...Paging,
});
export type LibraryEventListResponse = v.InferOutput<typeof LibraryEventListResponse>;

/** POST /gglib/selectlibraryeventdetail. An unknown id: 404. */
export const LibraryEventDetailRequest = v.object({ manage_code: ManageCodeField, event_id: Id('event_id') });
export type LibraryEventDetailRequest = v.InferInput<typeof LibraryEventDetailRequest>;

export const LibraryEventSchema = v.object({
  ...LibraryEventSummarySchema.entries,
  /** Plain-text paragraphs separated by blank lines, never HTML. */
  BODY: textOr(''),
});
export type LibraryEvent = v.InferOutput<typeof LibraryEventSchema>;

export const LibraryEventDetailResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: Result,
  EVENT: LibraryEventSchema,
});
export type LibraryEventDetailResponse = v.InferOutput<typeof LibraryEventDetailResponse>;

// ——— Schedule ———

/** POST /gglib/selectschedulemonth: closed days, library events and programs of one month. */
export const ScheduleMonthRequest = v.object({ manage_code: ManageCodeField, month: Month('month') });
export type ScheduleMonthRequest = v.InferInput<typeof ScheduleMonthRequest>;

export const SCHEDULE_KINDS = ['CLOSED', 'EVENT', 'PROGRAM'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const ScheduleEntrySchema = v.object({
  /** event-12, program-3, closed-2026-11-30: the address of its detail. */
  ENTRY_ID: requiredText(40),
  KIND: v.picklist(SCHEDULE_KINDS),
  /** The event's or program's title; for a closed day its reason (정기휴관일, 성탄절 …). */
  TITLE: requiredText(200),
  CATEGORY: textOr(''),
  START_DAY: requiredText(10),
  END_DAY: requiredText(10),
  START_TIME: Time,
  END_TIME: Time,
  PLACE: textOr(''),
  TARGET: textOr(''),
  /** The library event's id (EVENT), 0 otherwise. */
  EVENT_ID: numberOr(0, IntegerLike),
  /** The program's id (PROGRAM, or an EVENT that is a program), 0 otherwise. */
  PROGRAM_ID: numberOr(0, IntegerLike),
});
export type ScheduleEntry = v.InferOutput<typeof ScheduleEntrySchema>;

export const ScheduleMonthResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: Result,
  MONTH: requiredText(7),
  /** The library's day when answered (yyyy-MM-dd, Asia/Seoul). */
  TODAY: Day,
  /** Closed days first on a day, then by start day, time and title. */
  LIST: listOf(ScheduleEntrySchema),
});
export type ScheduleMonthResponse = v.InferOutput<typeof ScheduleMonthResponse>;

/** POST /gglib/selectscheduledetail. An unknown entry: 404. */
export const ScheduleDetailRequest = v.object({
  manage_code: ManageCodeField,
  entry_id: v.pipe(v.string('entry_id는 문자열이어야 합니다.'), v.regex(SCHEDULE_ENTRY_PATTERN, 'entry_id는 event-번호, program-번호, closed-yyyy-MM-dd 중 하나여야 합니다.')),
});
export type ScheduleDetailRequest = v.InferInput<typeof ScheduleDetailRequest>;

export const ScheduleDetailSchema = v.object({
  ...ScheduleEntrySchema.entries,
  ORGANISER: textOr(''),
  /** Plain-text paragraphs; for a closed day, the library's closing rules in words. */
  BODY: textOr(''),
});
export type ScheduleDetail = v.InferOutput<typeof ScheduleDetailSchema>;

export const ScheduleDetailResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: Result,
  ENTRY: ScheduleDetailSchema,
});
export type ScheduleDetailResponse = v.InferOutput<typeof ScheduleDetailResponse>;

// ——— Link31 ———

/** POST /gglib/selectlink31eventlist: events held with the 31 cities and counties. */
export const Link31EventListRequest = v.object({
  manage_code: ManageCodeField,
  sigungu: v.optional(v.pipe(v.string('sigungu는 문자열이어야 합니다.'), v.regex(LINK31_SIGUNGU_PATTERN, 'sigungu는 시·군 이름(수원시, 가평군 …)이어야 합니다.'))),
  month: v.optional(Month('month')),
  query: Query,
  page: Page,
  size: Size,
});
export type Link31EventListRequest = v.InferInput<typeof Link31EventListRequest>;

const Coordinate = numberOr(0, NumberLike);

export const Link31VenueSchema = v.object({
  VENUE_ID: IntegerLike,
  SIGUNGU: requiredText(20),
  NAME: requiredText(100),
  ADDRESS: textOr(''),
  PHONE: textOr(''),
  LATITUDE: Coordinate,
  LONGITUDE: Coordinate,
  /** Events of the venue still running or to come. */
  EVENT_COUNT: Count,
});
export type Link31Venue = v.InferOutput<typeof Link31VenueSchema>;

export const Link31EventSchema = v.object({
  EVENT_ID: IntegerLike,
  TITLE: requiredText(200),
  CATEGORY: textOr(''),
  TARGET: textOr(''),
  START_DAY: Day,
  END_DAY: Day,
  START_TIME: Time,
  END_TIME: Time,
  SUMMARY: textOr(''),
  STATE: oneOfOr(EVENT_STATES, 'UPCOMING'),
  VENUE_ID: IntegerLike,
  SIGUNGU: textOr(''),
  VENUE_NAME: textOr(''),
  VENUE_ADDRESS: textOr(''),
  VENUE_PHONE: textOr(''),
});
export type Link31Event = v.InferOutput<typeof Link31EventSchema>;

export const Link31EventListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: Result,
  LIST: listOf(Link31EventSchema),
  /** Every city and county with events, with how many match the month and search (0 included). */
  SIGUNGU_COUNTS: listOf(v.object({ SIGUNGU: requiredText(20), COUNT: Count })),
  ...Paging,
});
export type Link31EventListResponse = v.InferOutput<typeof Link31EventListResponse>;

/** POST /gglib/selectlink31venuelist: every venue, for the map. */
export const Link31VenueListRequest = v.object({ manage_code: ManageCodeField });
export type Link31VenueListRequest = v.InferInput<typeof Link31VenueListRequest>;

export const Link31VenueListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: Result,
  LIST: listOf(Link31VenueSchema),
});
export type Link31VenueListResponse = v.InferOutput<typeof Link31VenueListResponse>;

/** The state of a period on a day (all yyyy-MM-dd; both ends inclusive). */
export function eventState(today: string, startDay: string, endDay: string): EventState {
  if (today < startDay) return 'UPCOMING';
  return today > endDay ? 'ENDED' : 'ONGOING';
}

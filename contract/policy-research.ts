import * as v from 'valibot';
import { ManageCodeField } from './envelope';
import { CountLike, IntegerLike, TextLike, lenientListOf, listOf, numberOr, oneOfOr, requiredText, textOr, yesNoOr } from './wire';

/* 도서관 정책연구 (docs/api.md "Policy research and library statistics"): the policy research
 * centre's reports, its seminars and forums, and the library's statistics by month. Public calls;
 * answers are read tolerantly (numbers as text, fields left out), the requests the reference
 * server accepts are strict. */

// ---- reports ---------------------------------------------------------------------------------

/** BASIC 기본연구, POLICY 정책연구, COMMISSIONED 수탁연구, SURVEY 조사보고서. */
export const REPORT_KINDS = ['BASIC', 'POLICY', 'COMMISSIONED', 'SURVEY'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** POST /gglib/selectpolicyreportlist: every report, newest first. */
export const PolicyReportListRequest = v.object({ manage_code: ManageCodeField });
export type PolicyReportListRequest = v.InferInput<typeof PolicyReportListRequest>;

export const PolicyReportSchema = v.object({
  REPORT_ID: IntegerLike,
  YEAR: IntegerLike,
  KIND: oneOfOr(REPORT_KINDS, 'POLICY'),
  TITLE: requiredText(200),
  RESEARCHERS: textOr(''),
  /** yyyy-MM-dd */
  PUBLISHED_ON: textOr(''),
  PAGES: numberOr(0, CountLike),
  ABSTRACT: textOr(''),
  /** The published summary: paragraphs split by a blank line, '- ' lines a list. */
  SUMMARY: textOr(''),
  KEYWORDS: listOf(TextLike),
});
export type PolicyReport = v.InferOutput<typeof PolicyReportSchema>;

export const PolicyReportListResponse = v.object({
  RESULT_INFO: textOr('SUCCESS'),
  /** NO_DATA with an empty LIST when the centre has published nothing. */
  RESULT: textOr('SUCCESS'),
  LIST: listOf(PolicyReportSchema),
});
export type PolicyReportListResponse = v.InferOutput<typeof PolicyReportListResponse>;

// ---- seminars and forums ---------------------------------------------------------------------

export const POLICY_EVENT_KINDS = ['SEMINAR', 'FORUM', 'COLLOQUIUM', 'WORKSHOP'] as const;
export type PolicyEventKind = (typeof POLICY_EVENT_KINDS)[number];

/** UPCOMING 예정, TODAY 오늘 열림, ENDED 종료: the library's day against the event's day. */
export const POLICY_EVENT_STATES = ['UPCOMING', 'TODAY', 'ENDED'] as const;
export type PolicyEventState = (typeof POLICY_EVENT_STATES)[number];

/** NONE 사전 신청 없이 참석, PHONE 전화 사전 신청 (until REGISTRATION_UNTIL), INVITED 초청 대상만. */
export const POLICY_REGISTRATIONS = ['NONE', 'PHONE', 'INVITED'] as const;
export type PolicyRegistration = (typeof POLICY_REGISTRATIONS)[number];

/** POST /gglib/selectpolicyeventlist: coming events first (soonest first), then past ones (newest first). */
export const PolicyEventListRequest = v.object({ manage_code: ManageCodeField });
export type PolicyEventListRequest = v.InferInput<typeof PolicyEventListRequest>;

export const PolicyEventSchema = v.object({
  EVENT_ID: IntegerLike,
  KIND: oneOfOr(POLICY_EVENT_KINDS, 'SEMINAR'),
  TITLE: requiredText(200),
  /** yyyy-MM-dd */
  EVENT_DAY: requiredText(10),
  /** HH:mm */
  START_TIME: textOr(''),
  END_TIME: textOr(''),
  PLACE: textOr(''),
  HOST: textOr(''),
  AUDIENCE: textOr(''),
  SPEAKERS: textOr(''),
  DESCRIPTION: textOr(''),
  STATE: oneOfOr(POLICY_EVENT_STATES, 'ENDED'),
  REGISTRATION: oneOfOr(POLICY_REGISTRATIONS, 'NONE'),
  /** yyyy-MM-dd, for PHONE; '' otherwise. */
  REGISTRATION_UNTIL: textOr(''),
  /** Y while a PHONE registration still takes names (today is on or before REGISTRATION_UNTIL). */
  REGISTRATION_OPEN: yesNoOr('N'),
  CAPACITY: numberOr(0, CountLike),
  CONTACT: textOr(''),
  RESULT_SUMMARY: textOr(''),
});
export type PolicyEvent = v.InferOutput<typeof PolicyEventSchema>;

export const PolicyEventListResponse = v.object({
  RESULT_INFO: textOr('SUCCESS'),
  RESULT: textOr('SUCCESS'),
  /** The library's day the states were reckoned on. */
  TODAY: textOr(''),
  LIST: listOf(PolicyEventSchema),
});
export type PolicyEventListResponse = v.InferOutput<typeof PolicyEventListResponse>;

// ---- statistics ------------------------------------------------------------------------------

/** The KDC main classes as the statistics name them ('000' … '900'), in order. */
export const STAT_KDC_CLASSES = ['000', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export type StatKdcClass = (typeof STAT_KDC_CLASSES)[number];

/** Age groups of new members, youngest first: CHILD 0–13, TEEN 14–19, then by decade, 60PLUS. */
export const AGE_GROUPS = ['CHILD', 'TEEN', '20S', '30S', '40S', '50S', '60PLUS'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const STAT_YEAR_MIN = 2000;
export const STAT_YEAR_MAX = 2100;

/** POST /gglib/selectlibrarystatistics: one year's figures; without `year`, the latest year counted. */
export const LibraryStatisticsRequest = v.object({
  manage_code: ManageCodeField,
  year: v.optional(v.pipe(v.number('year는 숫자여야 합니다.'), v.integer('year는 정수여야 합니다.'), v.minValue(STAT_YEAR_MIN, 'year는 2000 이상이어야 합니다.'), v.maxValue(STAT_YEAR_MAX, 'year는 2100 이하여야 합니다.'))),
});
export type LibraryStatisticsRequest = v.InferInput<typeof LibraryStatisticsRequest>;

const MonthText = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

export const StatMonthSchema = v.object({
  /** yyyy-MM */
  MONTH: MonthText,
  VISITORS: numberOr(0, CountLike),
  LOANS: numberOr(0, CountLike),
  NEW_MEMBERS: numberOr(0, CountLike),
});
export type StatMonth = v.InferOutput<typeof StatMonthSchema>;

export const StatKdcSchema = v.object({ CLASS: v.picklist(STAT_KDC_CLASSES), COUNT: numberOr(0, CountLike) });
export type StatKdc = v.InferOutput<typeof StatKdcSchema>;

export const StatAgeSchema = v.object({ GROUP: v.picklist(AGE_GROUPS), COUNT: numberOr(0, CountLike) });
export type StatAge = v.InferOutput<typeof StatAgeSchema>;

export const LibraryStatisticsResponse = v.object({
  RESULT_INFO: textOr('SUCCESS'),
  /** NO_DATA when the year asked has no figures (its lists empty or zero). */
  RESULT: textOr('SUCCESS'),
  /** The year answered; 0 when nothing is counted (NO_DATA). */
  YEAR: numberOr(0, IntegerLike),
  /** Every year with figures, oldest first. */
  YEARS: listOf(IntegerLike),
  /** The last month counted in all the figures (yyyy-MM): the statistics' 기준월. */
  LAST_MONTH: textOr(''),
  /** The year's months with figures, in order (a year the library opened in starts at its opening). */
  MONTHS: lenientListOf(StatMonthSchema),
  /** The year's loans by KDC main class; their sum is the year's loans. */
  LOANS_BY_KDC: lenientListOf(StatKdcSchema),
  /** The year's new members by age group; their sum is the year's new members. */
  NEW_MEMBERS_BY_AGE: lenientListOf(StatAgeSchema),
  /** Members registered since the opening, at the end of the year's last month counted. */
  MEMBERS_TOTAL: numberOr(0, CountLike),
});
export type LibraryStatisticsResponse = v.InferOutput<typeof LibraryStatisticsResponse>;

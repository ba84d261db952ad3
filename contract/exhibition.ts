import * as v from 'valibot';
import { maxChars } from './text-length';
import { ManageCodeField } from './envelope';
import { CountLike, IntegerLike, PageNumber, TextLike, listOf, numberOr, oneOfOr, requiredText, textOr } from './wire';

/* Exhibitions (docs/api.md "Exhibitions and reading culture"): the library's exhibitions with
 * their period, place and works. Public calls; answers are read tolerantly (numbers as text,
 * fields left out), the requests the reference server accepts are strict. */

/** ONGOING 전시 중, UPCOMING 전시 예정, ENDED 전시 종료 (by the library's calendar day). */
export const EXHIBITION_STATES = ['ONGOING', 'UPCOMING', 'ENDED'] as const;
export type ExhibitionState = (typeof EXHIBITION_STATES)[number];

export const EXHIBITION_KEYWORD_MAX = 50;
export const EXHIBITION_PAGE_SIZE = 12;

const Keyword = v.pipe(v.string('keyword는 문자열이어야 합니다.'), v.trim(), maxChars(EXHIBITION_KEYWORD_MAX, `검색어는 ${EXHIBITION_KEYWORD_MAX}자 이하로 입력해 주세요.`));

/** POST /gglib/selectexhibitionlist: newest first; `state` '' is every state. */
export const ExhibitionListRequest = v.object({
  manage_code: ManageCodeField,
  state: v.optional(v.picklist(['', ...EXHIBITION_STATES], 'state는 ONGOING, UPCOMING, ENDED 중 하나여야 합니다.'), ''),
  keyword: v.optional(Keyword, ''),
  page: v.optional(v.pipe(v.number('page는 숫자여야 합니다.'), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
});
export type ExhibitionListRequest = v.InferInput<typeof ExhibitionListRequest>;

export const ExhibitionSummarySchema = v.object({
  EXHIBITION_ID: IntegerLike,
  TITLE: requiredText(200),
  SUBTITLE: textOr(''),
  PLACE: textOr(''),
  /** yyyy-MM-dd */
  START_DATE: textOr(''),
  END_DATE: textOr(''),
  STATE: oneOfOr(EXHIBITION_STATES, 'ENDED'),
  POSTER_URL: textOr(''),
  SUMMARY: textOr(''),
  WORK_COUNT: numberOr(0, CountLike),
});
export type ExhibitionSummary = v.InferOutput<typeof ExhibitionSummarySchema>;

export const ExhibitionListResponse = v.object({
  RESULT_INFO: textOr('SUCCESS'),
  LIST: listOf(ExhibitionSummarySchema),
  TOTAL_COUNT: numberOr(0, CountLike),
  PAGE: numberOr(1, PageNumber),
  SIZE: numberOr(EXHIBITION_PAGE_SIZE, PageNumber),
});
export type ExhibitionListResponse = v.InferOutput<typeof ExhibitionListResponse>;

/** POST /gglib/selectexhibitiondetail: one exhibition and its works; HTTP 404 when there is none. */
export const ExhibitionDetailRequest = v.object({
  manage_code: ManageCodeField,
  exhibition_id: v.pipe(v.number('exhibition_id는 숫자여야 합니다.'), v.integer(), v.minValue(1)),
});
export type ExhibitionDetailRequest = v.InferInput<typeof ExhibitionDetailRequest>;

export const ExhibitionWorkSchema = v.object({
  WORK_ID: IntegerLike,
  TITLE: TextLike,
  ARTIST: textOr(''),
  /** e.g. 2019, 수채화 */
  NOTE: textOr(''),
  DESCRIPTION: textOr(''),
  IMAGE_URL: textOr(''),
});
export type ExhibitionWork = v.InferOutput<typeof ExhibitionWorkSchema>;

export const ExhibitionDetailSchema = v.object({
  ...ExhibitionSummarySchema.entries,
  DESCRIPTION: textOr(''),
  ORGANIZER: textOr(''),
  /** e.g. 화–일 09:00–18:00 (월요일 휴관) */
  HOURS: textOr(''),
  WORKS: listOf(ExhibitionWorkSchema),
});
export type ExhibitionDetail = v.InferOutput<typeof ExhibitionDetailSchema>;

export const ExhibitionDetailResponse = v.object({ RESULT_INFO: textOr('SUCCESS'), EXHIBITION: ExhibitionDetailSchema });
export type ExhibitionDetailResponse = v.InferOutput<typeof ExhibitionDetailResponse>;

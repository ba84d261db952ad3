import * as v from 'valibot';
import { ManageCodeField } from './envelope';
import { IntegerLike, TextLike, YesNoLike, listOf, oneOfOr, textOr } from './wire';
import { PostSummarySchema } from './post-summary';

/** A book card (the catalogue issue extends the record; these fields stay). */
export const BookCardSchema = v.object({
  BOOK_KEY: TextLike,
  TITLE: TextLike,
  AUTHOR: textOr(''),
  PUBLISHER: textOr(''),
  /** yyyy (a number reads as its text), or ''. */
  PUBLISH_YEAR: textOr(''),
  /** Same-origin image path, or '' (a grey logo is shown). */
  COVER_URL: textOr(''),
  /** OK = 대출가능(비치중), otherwise 대출불가(대출중). */
  LOAN_CODE: textOr(''),
});
export type BookCard = v.InferOutput<typeof BookCardSchema>;

/** A cultural program or event. */
export const ProgramCardSchema = v.object({
  PROGRAM_ID: IntegerLike,
  TITLE: TextLike,
  /** e.g. 강연, 체험, 전시, 독서모임 */
  CATEGORY: textOr(''),
  /** e.g. 성인, 어린이(초등 3~6학년) */
  TARGET: textOr(''),
  PLACE: textOr(''),
  /** ISO 8601 local date-time (Asia/Seoul) */
  START_AT: TextLike,
  END_AT: textOr(''),
  /** OPEN (접수중), SOON (접수예정), CLOSED (마감); missing or another word: CLOSED (never invites to apply). */
  APPLY_STATUS: oneOfOr(['OPEN', 'SOON', 'CLOSED'], 'CLOSED'),
  POSTER_URL: textOr(''),
});
export type ProgramCard = v.InferOutput<typeof ProgramCardSchema>;

/** Today's opening state and this month's closed days. */
export const OpeningInfoSchema = v.object({
  /** yyyy-MM-dd the answer is for. */
  TODAY: textOr(''),
  OPEN_YN: YesNoLike,
  /** e.g. 09:00–22:00, or '' when closed. */
  TODAY_HOURS: textOr(''),
  /** Why closed today (정기휴관일, 설날 …), or ''. */
  CLOSED_REASON: textOr(''),
  /** yyyy-MM-dd list for this month. */
  CLOSED_DAYS: listOf(v.string()),
  /** Free text lines, e.g. 평일 09:00–22:00 / 주말 09:00–18:00. */
  HOURS_LINES: listOf(v.string()),
});
export type OpeningInfo = v.InferOutput<typeof OpeningInfoSchema>;

/** POST /gglib/selectmainpage {manage_code, today}: everything the home page shows. */
export const MainPageRequest = v.object({ manage_code: ManageCodeField, today: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)) });

export const MainPageResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  /** Each list may be missing or null (nothing to show in that section). */
  NOTICES: listOf(PostSummarySchema),
  NEWS: listOf(PostSummarySchema),
  NEW_BOOKS: listOf(BookCardSchema),
  PROGRAMS: listOf(ProgramCardSchema),
  OPENING: OpeningInfoSchema,
});
export type MainPageResponse = v.InferOutput<typeof MainPageResponse>;

import * as v from 'valibot';
import { ManageCodeField, YesNo } from './envelope';
import { PostSummarySchema } from './post-summary';

/** A book card (the catalogue issue extends the record; these fields stay). */
export const BookCardSchema = v.object({
  BOOK_KEY: v.string(),
  TITLE: v.string(),
  AUTHOR: v.string(),
  PUBLISHER: v.string(),
  PUBLISH_YEAR: v.string(),
  /** Same-origin image path, or '' (a grey logo is shown). */
  COVER_URL: v.string(),
  /** OK = 대출가능(비치중), otherwise 대출불가(대출중). */
  LOAN_CODE: v.string(),
});
export type BookCard = v.InferOutput<typeof BookCardSchema>;

/** A cultural program or event. */
export const ProgramCardSchema = v.object({
  PROGRAM_ID: v.number(),
  TITLE: v.string(),
  /** e.g. 강연, 체험, 전시, 독서모임 */
  CATEGORY: v.string(),
  /** e.g. 성인, 어린이(초등 3~6학년) */
  TARGET: v.string(),
  PLACE: v.string(),
  /** ISO 8601 local date-time (Asia/Seoul) */
  START_AT: v.string(),
  END_AT: v.string(),
  /** OPEN (접수중), SOON (접수예정), CLOSED (마감) */
  APPLY_STATUS: v.picklist(['OPEN', 'SOON', 'CLOSED']),
  POSTER_URL: v.string(),
});
export type ProgramCard = v.InferOutput<typeof ProgramCardSchema>;

/** Today's opening state and this month's closed days. */
export const OpeningInfoSchema = v.object({
  /** yyyy-MM-dd the answer is for. */
  TODAY: v.string(),
  OPEN_YN: YesNo,
  /** e.g. 09:00–22:00, or '' when closed. */
  TODAY_HOURS: v.string(),
  /** Why closed today (정기휴관일, 설날 …), or ''. */
  CLOSED_REASON: v.string(),
  /** yyyy-MM-dd list for this month. */
  CLOSED_DAYS: v.array(v.string()),
  /** Free text lines, e.g. 평일 09:00–22:00 / 주말 09:00–18:00. */
  HOURS_LINES: v.array(v.string()),
});
export type OpeningInfo = v.InferOutput<typeof OpeningInfoSchema>;

/** POST /gglib/selectmainpage {manage_code, today}: everything the home page shows. */
export const MainPageRequest = v.object({ manage_code: ManageCodeField, today: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)) });

export const MainPageResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  NOTICES: v.array(PostSummarySchema),
  NEWS: v.array(PostSummarySchema),
  NEW_BOOKS: v.array(BookCardSchema),
  PROGRAMS: v.array(ProgramCardSchema),
  OPENING: OpeningInfoSchema,
});
export type MainPageResponse = v.InferOutput<typeof MainPageResponse>;

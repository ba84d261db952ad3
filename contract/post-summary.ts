import * as v from 'valibot';
import { CountLike, IntegerLike, TextLike, numberOr, textOr, yesNoOr } from './wire';

/**
 * A post as lists show it (boards and the home page); apart so the home page loads only this.
 * POST_CODE (the link) and TITLE are required; numbers may come as text; the rest may be missing.
 */
export const PostSummarySchema = v.object({
  POST_CODE: IntegerLike,
  TITLE: TextLike,
  /** Display name; member names are masked (홍*동). */
  WRITER: textOr(''),
  /** ISO 8601 */
  CREATED_AT: textOr(''),
  VIEW_COUNT: numberOr(0, CountLike),
  /** Y: pinned at the top of the list. */
  NOTICE_YN: yesNoOr('N'),
  ATTACH_COUNT: numberOr(0, CountLike),
  /** qna boards: Y when a librarian answered. */
  ANSWERED_YN: yesNoOr('N'),
});
export type PostSummary = v.InferOutput<typeof PostSummarySchema>;

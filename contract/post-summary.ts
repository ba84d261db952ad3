import * as v from 'valibot';
import { YesNo } from './envelope';

/** A post as lists show it (boards and the home page); apart so the home page loads only this. */
export const PostSummarySchema = v.object({
  POST_CODE: v.number(),
  TITLE: v.string(),
  /** Display name; member names are masked (홍*동). */
  WRITER: v.string(),
  /** ISO 8601 */
  CREATED_AT: v.string(),
  VIEW_COUNT: v.number(),
  /** Y: pinned at the top of the list. */
  NOTICE_YN: YesNo,
  ATTACH_COUNT: v.number(),
  /** qna boards: Y when a librarian answered. */
  ANSWERED_YN: YesNo,
});
export type PostSummary = v.InferOutput<typeof PostSummarySchema>;

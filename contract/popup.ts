import * as v from 'valibot';
import { IsoDate, ManageCodeField, ResultWord, YesNo } from './envelope';

/** A main-page popup notice (spec §3). */
export const PopupSchema = v.object({
  POPUP_ID: v.pipe(v.number(), v.integer()),
  /** Alternative text of the image: what the notice says. */
  POPUP_TITLE: v.pipe(v.string(), v.maxLength(200)),
  /** Same-origin path or absolute https address of the image. */
  POPUP_IMAGE: v.pipe(v.string(), v.maxLength(500)),
  POPUP_LINK_USE_YN: YesNo,
  POPUP_LINK_URL: v.pipe(v.string(), v.maxLength(500)),
  /** yyyy-MM-dd, first day shown. */
  POPUP_START_DATE: IsoDate,
  /** yyyy-MM-dd, last day shown. */
  POPUP_END_DATE: IsoDate,
});
export type Popup = v.InferOutput<typeof PopupSchema>;

/** Sent as query parameters (spec §7) or, equally accepted, as the JSON body. */
export const PopupListRequest = v.object({ manage_code: ManageCodeField, today: IsoDate });
export type PopupListRequest = v.InferOutput<typeof PopupListRequest>;

export const PopupListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: ResultWord,
  LIST: v.array(PopupSchema),
});
export type PopupListResponse = v.InferOutput<typeof PopupListResponse>;

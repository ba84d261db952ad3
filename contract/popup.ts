import * as v from 'valibot';
import { IsoDate, ManageCodeField, ResultWord } from './envelope';
import { IntegerLike, lenientListOf, numberOr, requiredText, textOr, yesNoOr } from './wire';

/**
 * A main-page popup notice. Spec §3 promises POPUP_IMAGE, POPUP_LINK_USE_YN and POPUP_LINK_URL;
 * the image is required, the rest may be missing (no link, no title: the dialog's own title is
 * the image's text then); numbers may come as text.
 */
export const PopupSchema = v.object({
  /** 0 when not sent. */
  POPUP_ID: numberOr(0, IntegerLike),
  /** Alternative text of the image: what the notice says ('' when not sent). */
  POPUP_TITLE: textOr('', 200),
  /** Same-origin path or absolute https address of the image. */
  POPUP_IMAGE: requiredText(500),
  /** Missing: N (no link). */
  POPUP_LINK_USE_YN: yesNoOr('N'),
  POPUP_LINK_URL: textOr('', 500),
  /** yyyy-MM-dd, first day shown ('' when not sent). */
  POPUP_START_DATE: textOr('', 10),
  /** yyyy-MM-dd, last day shown ('' when not sent). */
  POPUP_END_DATE: textOr('', 10),
});
export type Popup = v.InferOutput<typeof PopupSchema>;

/** Sent as query parameters (spec §7) or, equally accepted, as the JSON body. */
export const PopupListRequest = v.object({ manage_code: ManageCodeField, today: IsoDate });
export type PopupListRequest = v.InferOutput<typeof PopupListRequest>;

/**
 * Spec §7: RESULT_INFO 'SUCCESS', RESULT ('NO_DATA' = empty), LIST. LIST may be missing or null
 * (read as []); a popup that cannot be shown (no image) is left out, the others still show.
 */
export const PopupListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: ResultWord,
  LIST: lenientListOf<Popup>(PopupSchema),
});
export type PopupListResponse = v.InferOutput<typeof PopupListResponse>;

import * as v from 'valibot';
import { maxChars } from './text-length';
import { ManageCodeField } from './envelope';
import { IntegerLike, numberOr, textOr } from './wire';

/** Marker replacing dots in access_prev_url (spec §3). */
export const PREV_URL_DOT_MARKER = '|||';

const field = (max: number) => v.pipe(v.string(), maxChars(max, `${max}자 이하로 보내 주세요.`));

/** One page view (spec §3 "Access log"). */
export const AccessLogRequest = v.object({
  manage_code: ManageCodeField,
  /** M = mobile, P = PC, decided from the user agent. */
  access_device: v.picklist(['M', 'P'], 'access_device는 M 또는 P여야 합니다.'),
  access_menu_key: field(20),
  access_menu_name: field(200),
  access_page_name: field(200),
  access_url: field(2000),
  /** Previous URL with every '.' replaced by PREV_URL_DOT_MARKER. */
  access_prev_url: field(2000),
});
export type AccessLogRequest = v.InferOutput<typeof AccessLogRequest>;

/** The spec shows no answer ('not shown'): whatever of these comes is read. */
export const AccessLogResponse = v.object({
  RESULT_INFO: textOr('SUCCESS'),
  RESULT_CODE: numberOr(100, IntegerLike),
});
export type AccessLogResponse = v.InferOutput<typeof AccessLogResponse>;

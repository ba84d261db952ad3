import * as v from 'valibot';

/**
 * The section-7 response envelope. Every portal call answers with some of these fields;
 * each call's own schema narrows them.
 * - RESULT_INFO: 'SUCCESS' or 'FAIL' (outcome of the call)
 * - RESULT: 'SUCCESS', 'NO_DATA' (call succeeded but nothing to return) or 'FAIL'
 * - RESULT_CODE: 100 when ok, the HTTP status or a negative code otherwise
 * - RESULT_MESSAGE: Korean text for a person, present on failures
 */
export const ResultWord = v.picklist(['SUCCESS', 'NO_DATA', 'FAIL']);
export type ResultWord = v.InferOutput<typeof ResultWord>;

export const ErrorEnvelope = v.object({
  RESULT_INFO: v.literal('FAIL'),
  RESULT: v.literal('FAIL'),
  RESULT_CODE: v.number(),
  RESULT_MESSAGE: v.string(),
  /** Which field was wrong, when a request body failed validation. */
  FIELD: v.optional(v.string()),
});
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelope>;

/** 'Y' or 'N' flags as the legacy API spells them. */
export const YesNo = v.picklist(['Y', 'N']);
export type YesNo = v.InferOutput<typeof YesNo>;

/** yyyy-MM-dd */
export const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 yyyy-MM-dd 형식이어야 합니다.'));

/** Manage code: digits only, as the site code 141674. */
export const ManageCodeField = v.pipe(
  v.string('manage_code는 문자열이어야 합니다.'),
  v.regex(/^\d{1,10}$/, 'manage_code는 숫자로 된 도서관 코드여야 합니다.'),
);

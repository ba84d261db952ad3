import * as v from 'valibot';

/**
 * A preview link's signed token (`{expiry}.{signature}`, from the `token` search param of
 * /preview/*): with preview_yn Y it opens drafts; missing or invalid, preview_yn Y answers as N.
 */
export const PreviewTokenField = v.optional(
  v.pipe(v.string('preview_token은 문자열이어야 합니다.'), v.maxLength(100, 'preview_token이 너무 깁니다.')),
  '',
);


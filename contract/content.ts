import * as v from 'valibot';
import { PreviewTokenField } from './preview';
import { ManageCodeField, ResultWord } from './envelope';
import { TextLike, textOr, yesNoOr } from './wire';

/** Which route family a CMS page belongs to: /contents/{word} or /custom/{word}. */
export const ContentKind = v.picklist(['contents', 'custom'], 'kind는 contents 또는 custom이어야 합니다.');
export type ContentKind = v.InferOutput<typeof ContentKind>;

/** A menu word: letters, digits, '-' and '_' only. */
export const MenuUrlWord = v.pipe(
  v.string('menu_url_word는 문자열이어야 합니다.'),
  v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'menu_url_word는 영문, 숫자, -, _ 로 된 100자 이하의 단어여야 합니다.'),
);

/** POST /gglib/selectcontents body. preview_yn Y with a valid preview_token also returns unpublished drafts. */
export const ContentRequest = v.object({
  manage_code: ManageCodeField,
  kind: ContentKind,
  menu_url_word: MenuUrlWord,
  preview_yn: v.optional(v.picklist(['Y', 'N']), 'N'),
  preview_token: PreviewTokenField,
});
export type ContentRequest = v.InferOutput<typeof ContentRequest>;

export const ContentPageSchema = v.object({
  MENU_URL_WORD: TextLike,
  KIND: ContentKind,
  TITLE: v.pipe(TextLike, v.maxLength(200)),
  /** Page body in CommonMark; raw HTML is never rendered. '' when not sent. */
  BODY_MD: textOr('', 200_000),
  /** ISO 8601 timestamp of the last edit ('' when not sent). */
  UPDATED_AT: textOr(''),
  /** N for a draft visible only in preview. Missing: Y (the page was answered to be shown). */
  PUBLISHED_YN: yesNoOr('Y'),
});
export type ContentPage = v.InferOutput<typeof ContentPageSchema>;

export const ContentResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: ResultWord,
  /** null (or missing) with RESULT NO_DATA: no such page. */
  CONTENT: v.nullish(ContentPageSchema, null),
});
export type ContentResponse = v.InferOutput<typeof ContentResponse>;

import * as v from 'valibot';
import { ManageCodeField, ResultWord } from './envelope';

/** Which route family a CMS page belongs to: /contents/{word} or /custom/{word}. */
export const ContentKind = v.picklist(['contents', 'custom'], 'kind는 contents 또는 custom이어야 합니다.');
export type ContentKind = v.InferOutput<typeof ContentKind>;

/** A menu word: letters, digits, '-' and '_' only. */
export const MenuUrlWord = v.pipe(
  v.string('menu_url_word는 문자열이어야 합니다.'),
  v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'menu_url_word는 영문, 숫자, -, _ 로 된 100자 이하의 단어여야 합니다.'),
);

/** POST /gglib/selectcontents body. preview_yn Y also returns unpublished drafts. */
export const ContentRequest = v.object({
  manage_code: ManageCodeField,
  kind: ContentKind,
  menu_url_word: MenuUrlWord,
  preview_yn: v.optional(v.picklist(['Y', 'N']), 'N'),
});
export type ContentRequest = v.InferOutput<typeof ContentRequest>;

export const ContentPageSchema = v.object({
  MENU_URL_WORD: v.string(),
  KIND: ContentKind,
  TITLE: v.pipe(v.string(), v.maxLength(200)),
  /** Page body in CommonMark; raw HTML is never rendered. */
  BODY_MD: v.pipe(v.string(), v.maxLength(200_000)),
  /** ISO 8601 timestamp of the last edit. */
  UPDATED_AT: v.string(),
  /** N for a draft visible only in preview. */
  PUBLISHED_YN: v.picklist(['Y', 'N']),
});
export type ContentPage = v.InferOutput<typeof ContentPageSchema>;

export const ContentResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: ResultWord,
  CONTENT: v.nullable(ContentPageSchema),
});
export type ContentResponse = v.InferOutput<typeof ContentResponse>;

import * as v from 'valibot';
import { maxChars } from './text-length';
import { PreviewTokenField } from './preview';
import { ManageCodeField, ResultWord, YesNo } from './envelope';
import { CountLike, IntegerLike, PageNumber, TextLike, listOf, numberOr, oneOfOr, textOr, yesNoOr } from './wire';
import { PostSummarySchema } from './post-summary';

export { PostSummarySchema, type PostSummary } from './post-summary';
export { BOARD_CONTENT_MAX, BOARD_KEYWORD_MAX, BOARD_PAGE_SIZES, BOARD_TITLE_MAX } from './board-limits';
import { BOARD_CONTENT_MAX, BOARD_KEYWORD_MAX, BOARD_PAGE_SIZES, BOARD_TITLE_MAX } from './board-limits';

/** Board codes: lower-case words, the same in /board/{code} and in menus' MENU_URL_WORD. */
export const BoardCode = v.pipe(v.string('board_code는 문자열이어야 합니다.'), v.regex(/^[a-z][a-z0-9_-]{0,29}$/, 'board_code 형식이 올바르지 않습니다.'));

/** Named routes that show a board (spec §2): /notice → notice, /qnaboard → qna, … */
export const NAMED_BOARD_ROUTES = {
  news: 'news',
  notice: 'notice',
  report: 'report',
  social: 'social',
  qnaboard: 'qna',
  qnanotice: 'qnanotice',
} as const;


/** A board's settings. */
export const BoardInfoSchema = v.object({
  BOARD_CODE: TextLike,
  BOARD_NAME: TextLike,
  /** One line under the title ('' when not sent). */
  BOARD_DESC: textOr(''),
  /** Y: members may write (and edit their own posts). Missing: N. */
  WRITE_YN: yesNoOr('N'),
  /** Y: the list shows each post's writer. Missing: N. */
  SHOW_WRITER_YN: yesNoOr('N'),
});
export type BoardInfo = v.InferOutput<typeof BoardInfoSchema>;

export const AttachmentSchema = v.object({
  FILE_ID: IntegerLike,
  FILE_NAME: TextLike,
  /** bytes (0 when not sent) */
  FILE_SIZE: numberOr(0, CountLike),
  /** Same-origin download path, e.g. /uploads/board/…. */
  FILE_URL: TextLike,
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;



/**
 * A post. BODY_FORMAT 'text': plain text written by a member, shown as text; 'markdown': written
 * by the library, rendered with raw HTML escaped and unsafe URLs removed.
 */
export const PostSchema = v.object({
  ...PostSummarySchema.entries,
  BOARD_CODE: TextLike,
  BODY: textOr(''),
  /** Missing or unknown: text (shown as written, never rendered). */
  BODY_FORMAT: oneOfOr(['text', 'markdown'], 'text'),
  /** ISO 8601, or '' when never edited. */
  UPDATED_AT: textOr(''),
  /** Y when the asking session's member wrote it (may edit). Missing: N. */
  MINE_YN: yesNoOr('N'),
  /** qna: the librarian's answer in markdown, or ''. */
  ANSWER: textOr(''),
  ATTACHMENTS: listOf(AttachmentSchema),
});
export type Post = v.InferOutput<typeof PostSchema>;

const Keyword = v.pipe(v.string(), v.trim(), maxChars(BOARD_KEYWORD_MAX, `검색어는 ${BOARD_KEYWORD_MAX}자 이하로 입력해 주세요.`));

/** POST /gglib/selectboardlist */
export const BoardListRequest = v.object({
  manage_code: ManageCodeField,
  board_code: BoardCode,
  /** title, content, writer or all (title+content). */
  search_type: v.optional(v.picklist(['all', 'title', 'content', 'writer']), 'all'),
  keyword: v.optional(Keyword, ''),
  /** 1-based */
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
  size: v.optional(v.picklist(BOARD_PAGE_SIZES), 10),
  /** Y: also drafts and hidden posts (preview routes), with a valid preview_token only. */
  preview_yn: v.optional(YesNo, 'N'),
  preview_token: PreviewTokenField,
});
export type BoardListRequest = v.InferInput<typeof BoardListRequest>;

/**
 * RESULT NO_DATA (no posts) may come without LIST, TOTAL_COUNT, PAGE or SIZE: an empty first page
 * then. BOARD (the page's title and rules) is required.
 */
export const BoardListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: ResultWord,
  BOARD: BoardInfoSchema,
  /** Pinned notices first (on page 1 only), then the page. */
  LIST: listOf(PostSummarySchema),
  /** The posts that are not pinned (the pages are ceil(TOTAL_COUNT / SIZE)). */
  TOTAL_COUNT: numberOr(0, CountLike),
  /**
   * The pinned posts that match, on every page (optional: an API without it, or with null or
   * anything else, is read as the pinned posts listed). The count a reader sees is TOTAL_COUNT + this.
   */
  PINNED_COUNT: v.fallback(v.optional(CountLike), undefined),
  PAGE: numberOr(1, PageNumber),
  SIZE: numberOr(10, PageNumber),
});
export type BoardListResponse = v.InferOutput<typeof BoardListResponse>;

/** POST /gglib/selectboarddetail (counts a view). */
export const BoardDetailRequest = v.object({
  manage_code: ManageCodeField,
  board_code: BoardCode,
  post_code: v.pipe(v.number('post_code는 숫자여야 합니다.'), v.integer(), v.minValue(1)),
  /** Y: also a draft or hidden post, and the view is not counted (preview routes), with a valid preview_token only. */
  preview_yn: v.optional(YesNo, 'N'),
  preview_token: PreviewTokenField,
});

export const BoardDetailResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: ResultWord,
  BOARD: BoardInfoSchema,
  /** null (or missing) with RESULT NO_DATA: no such post. */
  POST: v.nullish(PostSchema, null),
  PREV: v.nullish(v.object({ POST_CODE: IntegerLike, TITLE: TextLike }), null),
  NEXT: v.nullish(v.object({ POST_CODE: IntegerLike, TITLE: TextLike }), null),
});
export type BoardDetailResponse = v.InferOutput<typeof BoardDetailResponse>;

const Title = v.pipe(v.string('제목은 문자열이어야 합니다.'), v.trim(), v.minLength(1, '제목을 입력해 주세요.'), maxChars(BOARD_TITLE_MAX, `제목은 ${BOARD_TITLE_MAX}자 이하로 입력해 주세요.`));
const Content = v.pipe(v.string('내용은 문자열이어야 합니다.'), v.trim(), v.minLength(1, '내용을 입력해 주세요.'), maxChars(BOARD_CONTENT_MAX, `내용은 ${BOARD_CONTENT_MAX}자 이하로 입력해 주세요.`));

/** POST /gglib/insertboard (members; plain text). */
export const BoardInsertRequest = v.object({
  manage_code: ManageCodeField,
  user_key: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  board_code: BoardCode,
  title: Title,
  content: Content,
});
export type BoardInsertRequest = v.InferInput<typeof BoardInsertRequest>;

/** POST /gglib/updateboard (the author only). */
export const BoardUpdateRequest = v.object({
  ...BoardInsertRequest.entries,
  post_code: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type BoardUpdateRequest = v.InferInput<typeof BoardUpdateRequest>;

/** A refusal (RESULT other than SUCCESS) may leave out POST_CODE (0) and RESULT_MESSAGE (''). */
export const BoardWriteResponse = v.object({
  RESULT: TextLike,
  POST_CODE: numberOr(0, IntegerLike),
  RESULT_MESSAGE: textOr(''),
});
export type BoardWriteResponse = v.InferOutput<typeof BoardWriteResponse>;

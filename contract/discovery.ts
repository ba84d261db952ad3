import * as v from 'valibot';
import { BookSummarySchema } from './catalogue';
import { ManageCodeField } from './envelope';
import { CountLike, PageNumber, TextLike, listOf, numberOr, oneOfOr, textOr } from './wire';

/* Discovery lists (docs/api.md "Discovery"): new and newly published books, popular books,
 * bestseller lists, curations and the five recommendation lists. Each answers BookSummary items,
 * so a list reads like search results and links to the same detail page. */

/** A count in an answer: a whole number (text allowed), 0 when not sent. */
const Count = numberOr(0, CountLike);
/** Paging of an answer: numbers (text allowed); a NO_DATA answer may leave them out. */
const Paging = { TOTAL_COUNT: Count, PAGE: numberOr(1, PageNumber), SIZE: numberOr(20, PageNumber) };
const Page = v.optional(
  v.pipe(v.number('page는 숫자여야 합니다.'), v.integer('page는 정수여야 합니다.'), v.minValue(1, 'page는 1 이상이어야 합니다.'), v.maxValue(500, 'page는 500 이하여야 합니다.')),
  1,
);
const Size = v.optional(v.picklist([10, 20, 50], 'size는 10, 20, 50 중 하나여야 합니다.'), 20);
const KdcMain = v.optional(v.pipe(v.string('kdc는 문자열이어야 합니다.'), v.regex(/^[0-9]$/, 'kdc는 KDC 주류 한 자리 숫자(0–9)여야 합니다.')));
const Token = v.pipe(v.string('token은 문자열이어야 합니다.'), v.regex(/^[a-z0-9-]{1,60}$/, 'token 형식이 올바르지 않습니다.'));

/**
 * POST /gglib/selectnewbooks. basis 'acquired': 신착 도서, books the library acquired in the last
 * `days` days, newest first (/search/new/new-list). basis 'published': 신간 도서, books published
 * in the last three calendar years (this one included), newest publication first, then newest
 * acquisition (/newbook/newbook-list); `days` is ignored.
 */
export const NewBooksRequest = v.object({
  manage_code: ManageCodeField,
  basis: v.optional(v.picklist(['acquired', 'published'], "basis는 'acquired' 또는 'published'여야 합니다."), 'acquired'),
  days: v.optional(v.picklist([30, 60, 90, 180], 'days는 30, 60, 90, 180 중 하나여야 합니다.'), 30),
  kdc: KdcMain,
  page: Page,
  size: Size,
});
export type NewBooksRequest = v.InferInput<typeof NewBooksRequest>;

export const NewBookSchema = v.object({
  ...BookSummarySchema.entries,
  /** yyyy-MM-dd ('' when not sent) */
  ACQUIRED_AT: textOr(''),
});
export type NewBook = v.InferOutput<typeof NewBookSchema>;

export const NewBooksResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.picklist(['SUCCESS', 'NO_DATA']),
  LIST: listOf(NewBookSchema),
  ...Paging,
});
export type NewBooksResponse = v.InferOutput<typeof NewBooksResponse>;

/**
 * POST /gglib/selectpopularbooks (/search/popular/popular-list): the most borrowed books over the
 * period ending today, counted from loans (current and returned), at most 50, ties by title.
 */
export const PopularBooksRequest = v.object({
  manage_code: ManageCodeField,
  period: v.optional(v.picklist(['1m', '3m', '1y'], "period는 '1m', '3m', '1y' 중 하나여야 합니다."), '3m'),
  kdc: KdcMain,
  size: v.optional(v.picklist([10, 20, 50], 'size는 10, 20, 50 중 하나여야 합니다.'), 20),
});
export type PopularBooksRequest = v.InferInput<typeof PopularBooksRequest>;

export const RankedBookSchema = v.object({
  ...BookSummarySchema.entries,
  RANK: PageNumber,
  /** Loans in the period (popular); 0 for bestseller lists. */
  LOAN_COUNT: Count,
});
export type RankedBook = v.InferOutput<typeof RankedBookSchema>;

export const PopularBooksResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.picklist(['SUCCESS', 'NO_DATA']),
  /** yyyy-MM-dd, both inclusive ('' when not sent). */
  FROM: textOr(''),
  TO: textOr(''),
  LIST: listOf(RankedBookSchema),
});
export type PopularBooksResponse = v.InferOutput<typeof PopularBooksResponse>;

/** POST /gglib/selectbestsellerlist (/search/bestseller/bestseller-list): the monthly lists, newest first. */
export const BestsellerListRequest = v.object({ manage_code: ManageCodeField });

export const BestsellerSummarySchema = v.object({
  /** e.g. 2026-11 */
  LIST_ID: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
  /** e.g. 2026년 11월 경기도서관 베스트셀러 */
  TITLE: TextLike,
  /** Where the ranking comes from, in words (e.g. 경기도 공공도서관 대출 데이터). */
  SOURCE: textOr(''),
  /** The first three, for the list page. */
  TOP: listOf(RankedBookSchema),
  BOOK_COUNT: Count,
});
export type BestsellerSummary = v.InferOutput<typeof BestsellerSummarySchema>;

export const BestsellerListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.picklist(['SUCCESS', 'NO_DATA']),
  LIST: listOf(BestsellerSummarySchema),
});
export type BestsellerListResponse = v.InferOutput<typeof BestsellerListResponse>;

/** POST /gglib/selectbestsellerdetail (/search/bestseller/bestseller-detail?id=2026-11): one whole list. */
export const BestsellerDetailRequest = v.object({
  manage_code: ManageCodeField,
  list_id: v.pipe(v.string('list_id는 문자열이어야 합니다.'), v.regex(/^\d{4}-\d{2}$/, 'list_id는 yyyy-MM 형식이어야 합니다.')),
});

export const BestsellerDetailResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.picklist(['SUCCESS', 'NO_DATA']),
  BESTSELLER: v.nullish(
    v.object({
      LIST_ID: TextLike,
      TITLE: TextLike,
      SOURCE: textOr(''),
      LIST: listOf(RankedBookSchema),
    }),
    null,
  ),
});
export type BestsellerDetailResponse = v.InferOutput<typeof BestsellerDetailResponse>;

/**
 * Curations (/curation/curation-list, /curation/{token}, /curation/31link-detail?token=):
 * themed book lists written by librarians. SOURCE 'library': ours; '31link': shared by one of
 * the 31 city and county libraries of Gyeonggi-do (SIGUNGU names which).
 */
export const CurationSource = v.picklist(['library', '31link']);

export const CurationListRequest = v.object({
  manage_code: ManageCodeField,
  source: v.optional(CurationSource),
  page: Page,
  size: v.optional(v.picklist([12, 24], 'size는 12 또는 24여야 합니다.'), 12),
});
export type CurationListRequest = v.InferInput<typeof CurationListRequest>;

export const CurationSummarySchema = v.object({
  TOKEN: TextLike,
  TITLE: TextLike,
  /** One or two sentences. */
  SUMMARY: textOr(''),
  /** Missing or another word: library. */
  SOURCE: oneOfOr(['library', '31link'], 'library'),
  /** '' for the library's own. */
  SIGUNGU: textOr(''),
  /** Same-origin image path, or ''. */
  IMAGE_URL: textOr(''),
  BOOK_COUNT: Count,
  /** yyyy-MM-dd */
  PUBLISHED_AT: textOr(''),
});
export type CurationSummary = v.InferOutput<typeof CurationSummarySchema>;

export const CurationListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.picklist(['SUCCESS', 'NO_DATA']),
  LIST: listOf(CurationSummarySchema),
  ...Paging,
  SIZE: numberOr(12, PageNumber),
});
export type CurationListResponse = v.InferOutput<typeof CurationListResponse>;

export const CurationDetailRequest = v.object({ manage_code: ManageCodeField, token: Token });

export const CuratedBookSchema = v.object({
  ...BookSummarySchema.entries,
  /** The curator's note on this book, or ''. */
  NOTE: textOr(''),
});
export type CuratedBook = v.InferOutput<typeof CuratedBookSchema>;

export const CurationDetailResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.picklist(['SUCCESS', 'NO_DATA']),
  CURATION: v.nullish(
    v.object({
      ...CurationSummarySchema.entries,
      /** Plain text paragraphs separated by blank lines (never HTML). */
      BODY: textOr(''),
      BOOKS: listOf(CuratedBookSchema),
    }),
    null,
  ),
});
export type CurationDetailResponse = v.InferOutput<typeof CurationDetailResponse>;

/**
 * POST /gglib/selectrecommendlist: the five /search/recommend/{kind}-list pages.
 * local: 경기 지역 작가의 책; others: 다른 기관이 추천한 책 (문학나눔·세종도서 등);
 * climate: 기후위기·환경 도서; gyeonggi: 경기도를 알 수 있는 책; collection: 경기도서관 특화 장서.
 */
export const RECOMMEND_KINDS = ['local', 'others', 'climate', 'gyeonggi', 'collection'] as const;
export const RecommendKind = v.picklist(RECOMMEND_KINDS, `kind는 ${RECOMMEND_KINDS.join(', ')} 중 하나여야 합니다.`);
export type RecommendKind = v.InferOutput<typeof RecommendKind>;

export const RecommendListRequest = v.object({ manage_code: ManageCodeField, kind: RecommendKind, page: Page, size: Size });
export type RecommendListRequest = v.InferInput<typeof RecommendListRequest>;

export const RecommendListResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.picklist(['SUCCESS', 'NO_DATA']),
  KIND: RecommendKind,
  TITLE: TextLike,
  /** A sentence or two about the list. */
  DESCRIPTION: textOr(''),
  LIST: listOf(CuratedBookSchema),
  ...Paging,
});
export type RecommendListResponse = v.InferOutput<typeof RecommendListResponse>;

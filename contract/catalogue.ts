import * as v from 'valibot';
import { maxChars } from './text-length';
import { BranchCodeField } from './branches';
import { ManageCodeField, YesNo } from './envelope';
import { CountLike, PageNumber, TextLike, YesNoLike, listOf, numberOr, textOr, yesNoOr } from './wire';

export { CATALOGUE_LIMITS } from './catalogue-limits';
import { CATALOGUE_LIMITS } from './catalogue-limits';

export const CatalogueField = v.picklist(['all', 'title', 'author', 'publisher', 'isbn']);
export type CatalogueField = v.InferOutput<typeof CatalogueField>;

export const CatalogueSort = v.picklist(['relevance', 'newest', 'title']);
export type CatalogueSort = v.InferOutput<typeof CatalogueSort>;

const Year = v.pipe(
  v.number('연도는 숫자여야 합니다.'),
  v.integer('연도는 정수여야 합니다.'),
  v.minValue(1000, '연도는 1000 이상이어야 합니다.'),
  v.maxValue(2100, '연도는 2100 이하여야 합니다.'),
);

/**
 * POST /gglib/searchcatalogue. query: the words typed (trimmed, up to 100 characters; '' lists
 * by the filters alone). kdc: a KDC class prefix, 1–3 digits ('8' literature, '81' Korean
 * literature, '813' Korean fiction): books whose class starts with it. available_yn 'Y': only books on the
 * shelf (LOAN_CODE OK); 'N' or absent: all.
 */
export const CatalogueSearchRequest = v.object({
  manage_code: ManageCodeField,
  query: v.optional(
    v.pipe(
      v.string('query는 문자열이어야 합니다.'),
      v.trim(),
      maxChars(CATALOGUE_LIMITS.queryMaxLength, `검색어는 ${CATALOGUE_LIMITS.queryMaxLength}자 이하로 입력해 주세요. (query)`),
    ),
    '',
  ),
  field: v.optional(CatalogueField, 'all'),
  year_from: v.optional(Year),
  year_to: v.optional(Year),
  kdc: v.optional(v.pipe(v.string('kdc는 문자열이어야 합니다.'), v.regex(/^[0-9]{1,3}$/, 'kdc는 KDC 분류기호 앞자리 1–3자리 숫자여야 합니다.'))),
  /** Only books with a copy in this branch (BRANCHES in contract/branches.ts). */
  branch: v.optional(BranchCodeField),
  available_yn: v.optional(YesNo),
  sort: v.optional(CatalogueSort, 'relevance'),
  page: v.optional(
    v.pipe(
      v.number('page는 숫자여야 합니다.'),
      v.integer('page는 정수여야 합니다.'),
      v.minValue(1, 'page는 1 이상이어야 합니다.'),
      v.maxValue(CATALOGUE_LIMITS.pageMax, `page는 ${CATALOGUE_LIMITS.pageMax} 이하여야 합니다.`),
    ),
    1,
  ),
  size: v.optional(v.picklist(CATALOGUE_LIMITS.sizes, 'size는 10, 20, 50 중 하나여야 합니다.'), 20),
});
export type CatalogueSearchRequest = v.InferInput<typeof CatalogueSearchRequest>;

/**
 * One book in a result list. BOOK_KEY (the link; '' for a book without a record page) and TITLE
 * are required; the rest may be missing (''), and numbers (a year, an ISBN) read as their text.
 */
export const BookSummarySchema = v.object({
  BOOK_KEY: TextLike,
  TITLE: TextLike,
  AUTHOR: textOr(''),
  PUBLISHER: textOr(''),
  /** yyyy, or '' when unknown. */
  PUBLISH_YEAR: textOr(''),
  /** 10 or 13 characters, or ''. */
  ISBN: textOr(''),
  /** e.g. 813.7 */
  KDC_CLASS: textOr(''),
  CALL_NO: textOr(''),
  SHELF_LOC_DESC: textOr(''),
  /** OK = 대출가능(비치중), otherwise 대출불가. */
  LOAN_CODE: textOr(''),
  /** Same-origin image path, or '' (a grey logo is shown). */
  COVER_URL: textOr(''),
});
export type BookSummary = v.InferOutput<typeof BookSummarySchema>;

const FacetCount = CountLike;

/** No facets: what a NO_DATA answer that leaves FACETS out reads as. */
const noFacets = () => ({ KDC: [], YEAR: [], AVAILABLE: { Y: 0, N: 0 }, BRANCH: [] });

export const CatalogueFacetsSchema = v.object({
  /** By KDC main class ('0'–'9'), largest first. */
  KDC: listOf(v.object({ CODE: TextLike, COUNT: FacetCount })),
  /** By decade of publication ('1990', '2000' …), newest first. */
  YEAR: listOf(v.object({ DECADE: TextLike, COUNT: FacetCount })),
  /** Y: on the shelf, N: not. */
  AVAILABLE: v.nullish(v.object({ Y: numberOr(0, FacetCount), N: numberOr(0, FacetCount) }), () => ({ Y: 0, N: 0 })),
  /** Books with at least one copy in each branch, in BRANCHES order; branches with none left out. */
  BRANCH: listOf(v.object({ CODE: TextLike, COUNT: FacetCount })),
});
export type CatalogueFacets = v.InferOutput<typeof CatalogueFacetsSchema>;

export const CatalogueSearchResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  /** NO_DATA: nothing matched (LIST empty, TOTAL_COUNT 0); it may leave out everything below. */
  RESULT: v.picklist(['SUCCESS', 'NO_DATA']),
  LIST: listOf(BookSummarySchema),
  /** The matches: exact, or an estimate when TOTAL_EXACT_YN is 'N' (docs/api.md "Catalogue search"). */
  TOTAL_COUNT: numberOr(0, FacetCount),
  /** Y: more than CATALOGUE_LIMITS.countCap books matched, so they were not all counted. */
  TOTAL_CAPPED_YN: yesNoOr('N'),
  /**
   * Y: TOTAL_COUNT and FACETS are exact. N: more than countCap matched and both are estimates
   * (shown as '약 N건'), TOTAL_COUNT rounded to two significant figures; pages exist for at least
   * the first countCap matches. Optional: a backend without it gives exact counts, or with
   * TOTAL_CAPPED_YN 'Y' a TOTAL_COUNT that is only a lower bound ('N건 이상').
   */
  TOTAL_EXACT_YN: v.fallback(v.optional(YesNoLike), undefined),
  PAGE: numberOr(1, PageNumber),
  SIZE: numberOr(20, PageNumber),
  FACETS: v.nullish(CatalogueFacetsSchema, noFacets),
});
export type CatalogueSearchResponse = v.InferOutput<typeof CatalogueSearchResponse>;

/** POST /gglib/selectbookdetail: one book by its key. */
export const BookDetailRequest = v.object({
  manage_code: ManageCodeField,
  book_key: v.pipe(v.string('book_key는 문자열이어야 합니다.'), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'book_key 형식이 올바르지 않습니다.')),
});

/** One copy of a book in one branch. */
export const HoldingSchema = v.object({
  HOLDING_KEY: TextLike,
  BRANCH_CODE: TextLike,
  BRANCH_NAME: textOr(''),
  /** Registration number printed on the copy, e.g. EM0000012345. */
  REG_NO: textOr(''),
  CALL_NO: textOr(''),
  SHELF_LOC_DESC: textOr(''),
  /** OK = 대출가능(비치중); LOAN = 대출중; other codes (정리중 …) = 대출불가. */
  LOAN_CODE: textOr(''),
  /** yyyy-MM-dd the copy is due back when LOAN, else ''. */
  DUE_DATE: textOr(''),
});
export type Holding = v.InferOutput<typeof HoldingSchema>;

export const BookDetailSchema = v.object({
  ...BookSummarySchema.entries,
  /** A few sentences about the book, or ''. */
  SUMMARY: textOr(''),
  /** yyyy-MM-dd the library acquired it, or ''. */
  ACQUIRED_AT: textOr(''),
  /** Every copy, in BRANCHES order. LOAN_CODE of the book is OK when any copy is OK. */
  HOLDINGS: listOf(HoldingSchema),
  /** Members waiting in the reservation queue (status WAIT or READY). */
  RESERVE_COUNT: numberOr(0, FacetCount),
});
export type BookDetail = v.InferOutput<typeof BookDetailSchema>;

export const BookDetailResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  /** NO_DATA: no book with that key (BOOK null or missing). */
  RESULT: v.picklist(['SUCCESS', 'NO_DATA']),
  BOOK: v.nullish(BookDetailSchema, null),
});
export type BookDetailResponse = v.InferOutput<typeof BookDetailResponse>;

/** POST /gglib/selectbookmarc: the book's KORMARC record (the /window/search/marc page). */
export const BookMarcRequest = BookDetailRequest;

export const MarcSubfieldSchema = v.object({ CODE: TextLike, VALUE: textOr('') });

/** A control field (tag 001–009) has VALUE and no SUBFIELDS; a data field has indicators and subfields. */
export const MarcFieldSchema = v.object({
  TAG: v.pipe(v.string(), v.regex(/^[0-9]{3}$/)),
  IND1: textOr(''),
  IND2: textOr(''),
  VALUE: textOr(''),
  SUBFIELDS: listOf(MarcSubfieldSchema),
});
export type MarcField = v.InferOutput<typeof MarcFieldSchema>;

export const BookMarcResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  RESULT: v.picklist(['SUCCESS', 'NO_DATA']),
  MARC: v.nullish(
    v.object({
      BOOK_KEY: TextLike,
      TITLE: TextLike,
      /** 24 characters. */
      LEADER: textOr(''),
      /** In tag order. */
      FIELDS: listOf(MarcFieldSchema),
    }),
    null,
  ),
});
export type BookMarcResponse = v.InferOutput<typeof BookMarcResponse>;

import type { Handler } from 'hono';
import type * as v from 'valibot';
import {
  BookDetailRequest,
  BookMarcRequest,
  CatalogueSearchRequest,
  type BookDetailResponse,
  type BookMarcResponse,
  type CatalogueSearchResponse,
} from '../../contract/catalogue';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { parseRequest } from '../http/validate';
import { findBook, findBookMarc, searchBooks, type CatalogueQuery } from '../repositories/catalogue-repository';
import { libraryExists } from '../repositories/home-repository';
import { foldIsbnText, isbnDigits, otherIsbnForm } from '../search/isbn';
import { normalise } from '../search/korean';

export const CATALOGUE_MESSAGES = {
  emptyQuery: '검색어를 입력해 주세요.',
  nothingToSearch: '검색어에 글자나 숫자를 넣어 주세요.',
  isbnDigits: 'ISBN은 숫자로 입력해 주세요.',
  yearOrder: '시작 연도(year_from)는 끝 연도(year_to)보다 클 수 없습니다.',
} as const;

type CatalogueInput = v.InferOutput<typeof CatalogueSearchRequest>;

/** At most this many words of a query are searched (each one is an index condition). */
export const MAX_TERMS = 8;

/** A query that is an ISBN or its start and nothing else: 9–13 digits (the last may be X), hyphens between (after foldIsbnText). */
const ISBN_ALONE = /^(?:\d-?){8,12}[\dXx]$/;

/** The request as the repository takes it, or an HttpError 400. */
export function toCatalogueQuery(input: CatalogueInput): CatalogueQuery {
  const hasFilter =
    input.year_from !== undefined ||
    input.year_to !== undefined ||
    input.kdc !== undefined ||
    input.branch !== undefined ||
    input.available_yn === 'Y';
  if (input.query === '' && !hasFilter) throw new HttpError(400, CATALOGUE_MESSAGES.emptyQuery, 'query');
  if (input.year_from !== undefined && input.year_to !== undefined && input.year_from > input.year_to) {
    throw new HttpError(400, CATALOGUE_MESSAGES.yearOrder, 'year_from');
  }
  const query: CatalogueQuery = {
    field: input.field,
    terms: [],
    ...(input.year_from === undefined ? {} : { yearFrom: input.year_from }),
    ...(input.year_to === undefined ? {} : { yearTo: input.year_to }),
    ...(input.kdc === undefined ? {} : { kdc: input.kdc }),
    ...(input.branch === undefined ? {} : { branch: input.branch }),
    availableOnly: input.available_yn === 'Y',
    sort: input.sort,
    page: input.page,
    size: input.size,
  };
  if (input.query === '') return query;
  // An ISBN typed under 전체 (the search page says 전체 covers ISBN) is searched as one; no title
  // or name is nine digits and more with nothing else.
  // Either form of a whole ISBN finds the book, whichever form the catalogue holds.
  if (input.field === 'isbn' || (input.field === 'all' && ISBN_ALONE.test(foldIsbnText(input.query)))) {
    const digits = isbnDigits(input.query);
    if (digits === '') throw new HttpError(400, CATALOGUE_MESSAGES.isbnDigits, 'query');
    const other = otherIsbnForm(digits);
    return { ...query, field: 'isbn', isbnPrefix: digits, ...(other === undefined ? {} : { isbnOtherForm: other }) };
  }
  const terms = [
    ...new Set(
      input.query
        .split(/\s+/)
        .map(normalise)
        .filter((term) => term !== ''),
    ),
  ].slice(0, MAX_TERMS);
  if (terms.length === 0) throw new HttpError(400, CATALOGUE_MESSAGES.nothingToSearch, 'query');
  return { ...query, terms };
}

/** POST /gglib/searchcatalogue: the catalogue searched by title, author, publisher or ISBN. */
export const searchCatalogue =
  (db: Queryable): Handler =>
  async (c) => {
    const input = await parseRequest(c, CatalogueSearchRequest);
    const query = toCatalogueQuery(input);
    const empty: CatalogueSearchResponse = {
      RESULT_INFO: 'SUCCESS',
      RESULT: 'NO_DATA',
      LIST: [],
      TOTAL_COUNT: 0,
      TOTAL_CAPPED_YN: 'N',
      TOTAL_EXACT_YN: 'Y',
      PAGE: query.page,
      SIZE: query.size,
      FACETS: { KDC: [], YEAR: [], AVAILABLE: { Y: 0, N: 0 }, BRANCH: [] },
    };
    if (!(await libraryExists(db, input.manage_code))) return c.json(empty);
    const { list, counts } = await searchBooks(db, query);
    const body: CatalogueSearchResponse = {
      ...empty,
      RESULT: counts.total === 0 ? 'NO_DATA' : 'SUCCESS',
      LIST: list,
      TOTAL_COUNT: counts.total,
      TOTAL_CAPPED_YN: counts.exact ? 'N' : 'Y',
      TOTAL_EXACT_YN: counts.exact ? 'Y' : 'N',
      FACETS: counts.facets,
    };
    return c.json(body);
  };

/** POST /gglib/selectbookdetail: one book (search-detail page). */
export const selectBookDetail =
  (db: Queryable): Handler =>
  async (c) => {
    const input = await parseRequest(c, BookDetailRequest);
    const book = (await libraryExists(db, input.manage_code)) ? await findBook(db, input.book_key) : null;
    const body: BookDetailResponse = { RESULT_INFO: 'SUCCESS', RESULT: book ? 'SUCCESS' : 'NO_DATA', BOOK: book };
    return c.json(body);
  };

/** POST /gglib/selectbookmarc: the book's KORMARC record (/window/search/marc). */
export const selectBookMarc =
  (db: Queryable): Handler =>
  async (c) => {
    const input = await parseRequest(c, BookMarcRequest);
    const marc = (await libraryExists(db, input.manage_code)) ? await findBookMarc(db, input.book_key, input.manage_code) : null;
    const body: BookMarcResponse = { RESULT_INFO: 'SUCCESS', RESULT: marc ? 'SUCCESS' : 'NO_DATA', MARC: marc };
    return c.json(body);
  };

/** The catalogue's calls by path under the API base (docs/api.md "Catalogue search"). */
export function catalogueCalls(db: Queryable): Record<string, Handler> {
  return {
    '/searchcatalogue': searchCatalogue(db),
    '/selectbookdetail': selectBookDetail(db),
    '/selectbookmarc': selectBookMarc(db),
  };
}

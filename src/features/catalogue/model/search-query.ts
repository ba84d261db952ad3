import type { CatalogueField, CatalogueSort } from '../../../../contract/catalogue';
import { BRANCH_CODES, type BranchCode } from '../../../../contract/branches';
import { CATALOGUE_LIMITS } from '../../../../contract/catalogue-limits';

/** A catalogue search as the URL carries it (only what differs from the defaults). */
export interface SearchParams {
  query?: string;
  field?: CatalogueField;
  /**
   * KDC class prefix, 1–3 digits ('8' literature, '81' Korean literature, '813' Korean fiction).
   * A string: leading zeros matter ('01' is not '1'). In the URL it is written bare (searchHref);
   * the router hands back a number for '81' and a string for '01', and both read back the same.
   */
  kdc?: string;
  /** Only books with a copy in this branch (contract/branches.ts). */
  branch?: BranchCode;
  available?: 'Y';
  from?: number;
  to?: number;
  sort?: CatalogueSort;
  page?: number;
}

const FIELDS: readonly CatalogueField[] = ['all', 'title', 'author', 'publisher', 'isbn'];
const SORTS: readonly CatalogueSort[] = ['relevance', 'newest', 'title'];

function year(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number >= 1000 && number <= 2100 ? number : undefined;
}

/** URL search → a valid search; anything odd is left out rather than sent. */
export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  const result: SearchParams = {};
  const query = typeof search.query === 'string' ? search.query.trim().slice(0, CATALOGUE_LIMITS.queryMaxLength) : typeof search.query === 'number' ? String(search.query) : '';
  if (query) result.query = query;
  if (FIELDS.includes(search.field as CatalogueField) && search.field !== 'all') result.field = search.field as CatalogueField;
  if (typeof search.kdc === 'string' || typeof search.kdc === 'number') {
    const kdc = String(search.kdc);
    if (/^[0-9]{1,3}$/.test(kdc)) result.kdc = kdc;
  }
  if (BRANCH_CODES.includes(search.branch as BranchCode)) result.branch = search.branch as BranchCode;
  if (search.available === 'Y') result.available = 'Y';
  const from = year(search.from);
  const to = year(search.to);
  if (from !== undefined) result.from = from;
  if (to !== undefined) result.to = to;
  if (SORTS.includes(search.sort as CatalogueSort) && search.sort !== 'relevance') result.sort = search.sort as CatalogueSort;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= CATALOGUE_LIMITS.pageMax) result.page = page;
  return result;
}

export function hasCriteria(params: SearchParams): boolean {
  return Boolean(params.query || params.kdc !== undefined || params.branch || params.available || params.from || params.to);
}

/** The list page address of a search. */
export function searchHref(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `/search/search-list?${text}` : '/search/search-list';
}

/** KDC main classes in words (facets and browsing). */
export const KDC_NAMES: Record<string, string> = {
  '0': '총류',
  '1': '철학',
  '2': '종교',
  '3': '사회과학',
  '4': '자연과학',
  '5': '기술과학',
  '6': '예술',
  '7': '언어',
  '8': '문학',
  '9': '역사',
};

/** Spec §2: a book result links to its detail page, or to its own url when it has no key. */
export function bookHref(bookKey: string, url = ''): string {
  return bookKey ? `/search/search-detail/0?bookType=book&bookKey=${encodeURIComponent(bookKey)}` : url;
}

import type { CatalogueField, CatalogueSort } from '../../../../contract/catalogue';
import { BRANCH_CODES, type BranchCode } from '../../../../contract/branches';
import { CATALOGUE_LIMITS } from '../../../../contract/catalogue-limits';
import { integer, oneOf, searchSchema, text } from '../../../lib/search-schema';

/** A catalogue search as the URL carries it (only what differs from the defaults). */
export interface SearchParams {
  query?: string;
  field?: CatalogueField;
  /**
   * KDC class prefix, 1–3 digits ('8' literature, '81' Korean literature, '813' Korean fiction).
   * A string: leading zeros matter ('01' is not '1'); the address keeps it as typed.
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

const FIELDS = ['all', 'title', 'author', 'publisher', 'isbn'] as const satisfies readonly CatalogueField[];
const SORTS = ['relevance', 'newest', 'title'] as const satisfies readonly CatalogueSort[];
const YEAR = { min: 1000, max: 2100 };

/** /search/search-list's validateSearch: a valid search; anything odd is left out rather than sent. */
export const catalogueSearch = searchSchema({
  query: text({ max: CATALOGUE_LIMITS.queryMaxLength, cut: true }),
  field: oneOf(FIELDS, 'all'),
  kdc: text({ max: 3, pattern: /^[0-9]{1,3}$/ }),
  branch: oneOf(BRANCH_CODES),
  available: oneOf(['Y']),
  from: integer(YEAR),
  to: integer(YEAR),
  sort: oneOf(SORTS, 'relevance'),
  page: integer({ min: 1, max: CATALOGUE_LIMITS.pageMax, drop: 1 }),
});

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

import type { BranchCode } from '../../../../contract/branches';
import type { CatalogueField, CatalogueSort } from '../../../../contract/catalogue';
import { CATALOGUE_LIMITS } from '../../../../contract/catalogue-limits';
import { integer, oneOf, searchSchema, text } from '../../../lib/search-schema';

// What /search/search-list's route options run at boot (route options are not code-split): its
// URL model. The addresses and names the page shows are in search-query.ts.

/** The contract's BRANCH_CODES, repeated so the route options do not load the branches' names (a test keeps them equal). */
export const BRANCH_CODE_LIST = ['MAIN', 'CHILD', 'NORTH', 'SMART'] as const satisfies readonly BranchCode[];

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
  branch: oneOf(BRANCH_CODE_LIST),
  available: oneOf(['Y']),
  from: integer(YEAR),
  to: integer(YEAR),
  sort: oneOf(SORTS, 'relevance'),
  page: integer({ min: 1, max: CATALOGUE_LIMITS.pageMax, drop: 1 }),
});

export function hasCriteria(params: SearchParams): boolean {
  return Boolean(params.query || params.kdc !== undefined || params.branch || params.available || params.from || params.to);
}

// Apart from the schemas: the search page's URL parser needs only these numbers at boot.

/** Result-size limits of POST /gglib/searchcatalogue (docs/api.md "Catalogue search"). */
export const CATALOGUE_LIMITS = {
  queryMaxLength: 100,
  /**
   * Counts and facets are exact up to this many matches; beyond, estimated from the first
   * countCap + 1 (TOTAL_CAPPED_YN 'Y', TOTAL_EXACT_YN 'N'), and the pages offered stop here.
   */
  countCap: 1000,
  pageMax: 1000,
  sizes: [10, 20, 50],
} as const;

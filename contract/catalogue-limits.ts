// Apart from the schemas: the search page's URL parser needs only these numbers at boot.

/** Result-size limits of POST /gglib/searchcatalogue (docs/api.md "Catalogue search"). */
export const CATALOGUE_LIMITS = {
  queryMaxLength: 100,
  /** Counts and facets stop at this many matches (TOTAL_CAPPED_YN 'Y'). */
  countCap: 10_000,
  pageMax: 1000,
  sizes: [10, 20, 50],
} as const;

import { integer, oneOf, searchSchema, text } from '../../../lib/search-schema';

// What the exhibition routes' options run at boot (route options are not code-split): the list's
// URL model only, with no contract import. exhibition-search.test.ts checks the states against
// the contract's.

export const EXHIBITION_FILTERS = ['ONGOING', 'UPCOMING', 'ENDED'] as const;
export type ExhibitionFilter = (typeof EXHIBITION_FILTERS)[number];

/** The longest keyword the list sends (the contract's EXHIBITION_KEYWORD_MAX). */
export const EXHIBITION_Q_MAX = 50;

/** /community/exhibition/exhibition-list?state=ONGOING&q=원화&page=2 — only what differs from the defaults. */
export const exhibitionListSearch = searchSchema({
  state: oneOf(EXHIBITION_FILTERS),
  q: text({ max: EXHIBITION_Q_MAX, cut: true }),
  page: integer({ min: 1, max: 10_000, drop: 1 }),
});

export interface ExhibitionQuery {
  state: '' | ExhibitionFilter;
  q: string;
  page: number;
}

export function exhibitionQuery(search: { state?: ExhibitionFilter | undefined; q?: string | undefined; page?: number | undefined }): ExhibitionQuery {
  return { state: search.state ?? '', q: search.q ?? '', page: search.page ?? 1 };
}

import * as v from 'valibot';
import { BOARD_KEYWORD_MAX } from '../../../../contract/board-limits';
import { integer, oneOf, searchSchema, text } from '../../../lib/search-schema';

// What the board list routes' options run at boot (route options are not code-split): the list's
// URL model. The rest of the boards' model is in board-query.ts.

export type SearchType = 'all' | 'title' | 'content' | 'writer';

/** A board list's place in the URL: ?page=2&type=title&q=휴관 */
export interface BoardQuery {
  page: number;
  type: SearchType;
  q: string;
}

const TYPES = ['all', 'title', 'content', 'writer'] as const satisfies readonly SearchType[];

/** What the URL carries: only the values that differ from the defaults. */
export interface BoardSearch {
  page?: number;
  type?: SearchType;
  q?: string;
}

/**
 * A board list's validateSearch: keeps the URL clean (/notice, not /notice?page=1&type=all&q=);
 * anything odd reads as the default.
 */
export const boardSearch = v.pipe(
  searchSchema({
    page: integer({ min: 1, max: 10_000, drop: 1 }),
    type: oneOf(TYPES, 'all'),
    q: text({ max: BOARD_KEYWORD_MAX, cut: true }),
  }),
  // A search type means something only with a keyword: /notice?type=title is /notice.
  v.transform((search) => (search.q ? search : { ...search, type: undefined })),
);

/** The list query a board page loads and shows: the URL's values with the defaults filled in. */
export function boardQuery(search: BoardSearch): BoardQuery {
  return { page: search.page ?? 1, type: search.type ?? 'all', q: search.q ?? '' };
}

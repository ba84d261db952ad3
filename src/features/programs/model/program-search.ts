import { integer, oneOf, searchSchema, text } from '../../../lib/search-schema';

// What the program routes' options run at boot (route options are not code-split): the list's
// URL model and the program id check. The contract's lists are repeated here so route options do
// not pull the contract's schemas into the first chunk (program-search.test.ts keeps them equal).

export const AUDIENCE_KEYS = ['CHILD', 'TEEN', 'ADULT', 'SENIOR', 'FAMILY', 'ALL'] as const;
export type AudienceKey = (typeof AUDIENCE_KEYS)[number];
export const STATE_FILTER_KEYS = ['OPEN', 'WAITLIST', 'CLOSED', 'SOON'] as const;
export type StateFilterKey = (typeof STATE_FILTER_KEYS)[number];
export const PROGRAM_QUERY_LIMIT = 50;
export const PROGRAM_PAGE_MAX = 1000;

/** ?month=2026-04&audience=SENIOR&state=OPEN&q=디지털&page=2: only what differs from the defaults. */
export interface ProgramListSearch {
  month?: string;
  audience?: AudienceKey;
  state?: StateFilterKey;
  q?: string;
  page?: number;
}

/** The list query a page loads and shows: the URL's values with the defaults filled in. */
export interface ProgramListQuery {
  /** yyyy-MM, or '' for the programs not yet over. */
  month: string;
  audience: AudienceKey | '';
  state: StateFilterKey | '';
  q: string;
  page: number;
}

export const programListSearch = searchSchema({
  month: text({ pattern: /^20\d{2}-(0[1-9]|1[0-2])$/ }),
  audience: oneOf(AUDIENCE_KEYS),
  state: oneOf(STATE_FILTER_KEYS),
  q: text({ max: PROGRAM_QUERY_LIMIT, cut: true }),
  page: integer({ min: 1, max: PROGRAM_PAGE_MAX, drop: 1 }),
});

export function programListQuery(search: ProgramListSearch): ProgramListQuery {
  return { month: search.month ?? '', audience: search.audience ?? '', state: search.state ?? '', q: search.q ?? '', page: search.page ?? 1 };
}

/** The URL's values of a query: defaults left out. */
export function programListSearchOf(query: ProgramListQuery): ProgramListSearch {
  return {
    month: query.month || undefined,
    audience: query.audience || undefined,
    state: query.state || undefined,
    q: query.q || undefined,
    page: query.page > 1 ? query.page : undefined,
  };
}

/** A program id from the path: digits without a leading zero, else null (the page says it is unknown). */
export function programIdOf(text: string): number | null {
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

import { integer, oneOf, searchSchema, text } from '../../../lib/search-schema';

// What the reading routes' options run at boot (route options are not code-split): their URL
// models only, with no contract import. reading-search.test.ts checks the lists against the
// contract's.

export const CLUB_STATE_FILTERS = ['open', 'closed'] as const;
export type ClubStateFilter = (typeof CLUB_STATE_FILTERS)[number];

/** The longest keyword a list sends (the contract's READING_KEYWORD_MAX). */
export const READING_Q_MAX = 50;

/** A club list: ?state=open&q=한강 */
export const clubListSearch = searchSchema({
  state: oneOf(CLUB_STATE_FILTERS),
  q: text({ max: READING_Q_MAX, cut: true }),
});

/** The club application form: ?club=3 (the club chosen on its page). */
export const clubApplySearch = searchSchema({
  club: integer({ min: 1, max: 1_000_000_000 }),
});

/** Reviews: the list (?q=&page=), one review (?id=12), or the form (?write=Y). */
export const reviewSearch = searchSchema({
  q: text({ max: READING_Q_MAX, cut: true }),
  page: integer({ min: 1, max: 10_000, drop: 1 }),
  id: integer({ min: 1, max: 1_000_000_000 }),
  write: oneOf(['Y'] as const),
});

export const MAGIC_READER_VALUES = ['child', 'teen', 'adult'] as const;
export const MAGIC_MOOD_VALUES = ['comfort', 'courage', 'curiosity', 'laugh', 'think'] as const;
export const MAGIC_TIME_VALUES = ['short', 'long'] as const;

/** 북매직: the three answers (and the availability filter) are the address of a prescription. */
export const bookMagicSearch = searchSchema({
  reader: oneOf(MAGIC_READER_VALUES),
  mood: oneOf(MAGIC_MOOD_VALUES),
  time: oneOf(MAGIC_TIME_VALUES),
  available: oneOf(['Y'] as const),
});

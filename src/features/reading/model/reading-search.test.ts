import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CLUB_FILTERS, MAGIC_MOODS, MAGIC_READERS, MAGIC_TIMES, READING_KEYWORD_MAX } from '../../../../contract/reading';
import { bookMagicSearch, CLUB_STATE_FILTERS, clubApplySearch, clubListSearch, MAGIC_MOOD_VALUES, MAGIC_READER_VALUES, MAGIC_TIME_VALUES, READING_Q_MAX, reviewSearch } from './reading-search';

describe('reading URL models', () => {
  it('say the same values as the contract (kept apart so boot needs no contract)', () => {
    expect(CLUB_STATE_FILTERS).toEqual(CLUB_FILTERS);
    expect(MAGIC_READER_VALUES).toEqual(MAGIC_READERS);
    expect(MAGIC_MOOD_VALUES).toEqual(MAGIC_MOODS);
    expect(MAGIC_TIME_VALUES).toEqual(MAGIC_TIMES);
    expect(READING_Q_MAX).toBe(READING_KEYWORD_MAX);
  });

  it('a club list: a known state, a keyword trimmed and cut; anything else left out', () => {
    expect(v.parse(clubListSearch, { state: 'open', q: ' 한강 ' })).toEqual({ state: 'open', q: '한강' });
    expect(v.parse(clubListSearch, { state: 'waiting', q: '' })).toEqual({ state: undefined, q: undefined });
    expect(v.parse(clubListSearch, { q: '가'.repeat(60) }).q).toHaveLength(READING_Q_MAX);
  });

  it('the application form takes the club from the address, as typed digits only', () => {
    expect(v.parse(clubApplySearch, { club: '3' })).toEqual({ club: 3 });
    for (const club of ['03', '0', '-1', 'x', '3.5']) expect(v.parse(clubApplySearch, { club }).club).toBeUndefined();
  });

  it('reviews: page 1 stays out of the address; id and write', () => {
    expect(v.parse(reviewSearch, { page: '1', id: '12', write: 'Y' })).toEqual({ q: undefined, page: undefined, id: 12, write: 'Y' });
    expect(v.parse(reviewSearch, { page: '2', write: 'yes' })).toMatchObject({ page: 2, write: undefined });
  });

  it('북매직: the answers are the address; unknown answers are left out', () => {
    expect(v.parse(bookMagicSearch, { reader: 'teen', mood: 'think', time: 'long', available: 'Y' })).toEqual({ reader: 'teen', mood: 'think', time: 'long', available: 'Y' });
    expect(v.parse(bookMagicSearch, { reader: 'cat', mood: 'think', time: 'forever' })).toMatchObject({ reader: undefined, time: undefined });
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PROGRAM_AUDIENCES, PROGRAM_QUERY_MAX, PROGRAM_STATE_FILTERS } from '../../../../contract/programs';
import { AUDIENCE_KEYS, PROGRAM_QUERY_LIMIT, STATE_FILTER_KEYS, programIdOf, programListQuery, programListSearch, programListSearchOf } from './program-search';

describe('programListSearch', () => {
  it('repeats the contract lists exactly', () => {
    expect(AUDIENCE_KEYS).toEqual(PROGRAM_AUDIENCES);
    expect(STATE_FILTER_KEYS).toEqual(PROGRAM_STATE_FILTERS);
    expect(PROGRAM_QUERY_LIMIT).toBe(PROGRAM_QUERY_MAX);
  });

  it('reads the address text and keeps defaults out', () => {
    expect(v.parse(programListSearch, { month: '2026-04', audience: 'SENIOR', state: 'WAITLIST', q: ' 디지털 ', page: '2' })).toEqual({
      month: '2026-04',
      audience: 'SENIOR',
      state: 'WAITLIST',
      q: '디지털',
      page: 2,
    });
    expect(v.parse(programListSearch, { page: '1' })).toEqual({ page: undefined });
  });

  it('leaves odd values out instead of failing the page', () => {
    expect(v.parse(programListSearch, { month: '2026-13', audience: 'KIDS', state: 'FREE', page: '0' })).toEqual({
      month: undefined,
      audience: undefined,
      state: undefined,
      page: undefined,
    });
    expect(v.parse(programListSearch, { q: '가'.repeat(80) }).q).toHaveLength(PROGRAM_QUERY_LIMIT);
  });

  it('turns a query into the URL values and back', () => {
    const query = programListQuery({ audience: 'FAMILY', page: 3 });
    expect(query).toEqual({ month: '', audience: 'FAMILY', state: '', q: '', page: 3 });
    expect(programListSearchOf(query)).toEqual({ month: undefined, audience: 'FAMILY', state: undefined, q: undefined, page: 3 });
    expect(programListSearchOf({ ...query, page: 1 }).page).toBeUndefined();
  });

  it('reads a program id from the path, or null', () => {
    expect(programIdOf('12')).toBe(12);
    for (const odd of ['0', '012', 'abc', '1.5', '', '12345678901']) expect(programIdOf(odd), odd).toBeNull();
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { STAT_YEAR_MAX, STAT_YEAR_MIN } from '../../../../contract/policy-research';
import { STATISTICS_YEAR_MAX, STATISTICS_YEAR_MIN, statisticsSearch } from './statistics-search';

describe('statisticsSearch', () => {
  it('has the contract bounds', () => {
    expect([STATISTICS_YEAR_MIN, STATISTICS_YEAR_MAX]).toEqual([STAT_YEAR_MIN, STAT_YEAR_MAX]);
  });

  it('reads a year from the address, and leaves out what is not one', () => {
    expect(v.parse(statisticsSearch, { year: '2025' })).toEqual({ year: 2025 });
    expect(v.parse(statisticsSearch, { year: 2026 })).toEqual({ year: 2026 });
    for (const year of ['1999', '2101', '2025.0', 'abc', '']) expect(v.parse(statisticsSearch, { year }).year).toBeUndefined();
    expect(v.parse(statisticsSearch, {})).toEqual({});
  });
});

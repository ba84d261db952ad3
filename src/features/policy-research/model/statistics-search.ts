import { integer, searchSchema } from '../../../lib/search-schema';

// What /policy-research/lib-statistics runs at boot (route options are not code-split): the year
// in the address only, with no contract import. Bounds as the contract's STAT_YEAR_MIN/MAX
// (statistics-search.test.ts checks them).

export const STATISTICS_YEAR_MIN = 2000;
export const STATISTICS_YEAR_MAX = 2100;

/** /policy-research/lib-statistics?year=2025 — without a year, the latest year counted. */
export const statisticsSearch = searchSchema({
  year: integer({ min: STATISTICS_YEAR_MIN, max: STATISTICS_YEAR_MAX }),
});

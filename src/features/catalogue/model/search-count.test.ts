import { describe, expect, it } from 'vitest';
import { CATALOGUE_LIMITS } from '../../../../contract/catalogue-limits';
import { searchCount } from './search-count';

describe('searchCount', () => {
  it('shows an exact count as it is and pages through all of it', () => {
    expect(searchCount({ TOTAL_COUNT: 3529, TOTAL_CAPPED_YN: 'N', TOTAL_EXACT_YN: 'Y' })).toEqual({
      count: 3529,
      kind: 'exact',
      pageable: 3529,
      beyondPages: false,
    });
    // A backend without TOTAL_EXACT_YN that did not cap its count.
    expect(searchCount({ TOTAL_COUNT: 12, TOTAL_CAPPED_YN: 'N' }).kind).toBe('exact');
  });

  it('shows an estimate as one, and offers only the pages known to exist', () => {
    expect(searchCount({ TOTAL_COUNT: 11_000, TOTAL_CAPPED_YN: 'Y', TOTAL_EXACT_YN: 'N' })).toEqual({
      count: 11_000,
      kind: 'estimated',
      pageable: CATALOGUE_LIMITS.countCap,
      beyondPages: true,
    });
  });

  it('shows a capped count without an estimate as a lower bound', () => {
    // Every one of those results exists, and more.
    expect(searchCount({ TOTAL_COUNT: 10_000, TOTAL_CAPPED_YN: 'Y' })).toEqual({ count: 10_000, kind: 'atLeast', pageable: 10_000, beyondPages: true });
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EXHIBITION_KEYWORD_MAX, EXHIBITION_STATES } from '../../../../contract/exhibition';
import { EXHIBITION_FILTERS, EXHIBITION_Q_MAX, exhibitionListSearch, exhibitionQuery } from './exhibition-search';

describe('the exhibition list URL model', () => {
  it('says the same states and bound as the contract', () => {
    expect(EXHIBITION_FILTERS).toEqual(EXHIBITION_STATES);
    expect(EXHIBITION_Q_MAX).toBe(EXHIBITION_KEYWORD_MAX);
  });

  it('keeps only what differs from the defaults', () => {
    expect(v.parse(exhibitionListSearch, { state: 'UPCOMING', q: ' 원화 ', page: '1' })).toEqual({ state: 'UPCOMING', q: '원화', page: undefined });
    expect(v.parse(exhibitionListSearch, { state: 'upcoming', page: '0' })).toEqual({ state: undefined, q: undefined, page: undefined });
    expect(exhibitionQuery({})).toEqual({ state: '', q: '', page: 1 });
    expect(exhibitionQuery({ state: 'ENDED', page: 3 })).toEqual({ state: 'ENDED', q: '', page: 3 });
  });
});

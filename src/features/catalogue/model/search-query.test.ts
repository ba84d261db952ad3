import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../../../lib/search-params';
import { BRANCH_CODES } from '../../../../contract/branches';
import { BRANCH_CODE_LIST, catalogueSearch, hasCriteria } from './catalogue-search';
import { activeFilterCount } from './search-query';

const parseSearchParams = (search: Record<string, unknown>) => v.parse(catalogueSearch, search);

describe('catalogueSearch', () => {
  it('keeps valid values and drops defaults and odd input', () => {
    expect(parseSearchParams({ query: ' 해리 ', field: 'title', kdc: '8', branch: 'NORTH', available: 'Y', from: '2000', to: 2020, sort: 'newest', page: '2' })).toEqual({
      query: '해리',
      field: 'title',
      kdc: '8',
      branch: 'NORTH',
      available: 'Y',
      from: 2000,
      to: 2020,
      sort: 'newest',
      page: 2,
    });
    expect(parseSearchParams({ field: 'all', sort: 'relevance', page: 1 })).toEqual({});
    expect(parseSearchParams({ field: 'drop', kdc: '8888', branch: 'MOON', available: 'N', from: 'x', page: -3, query: '' })).toEqual({});
    expect(parseSearchParams({ query: 'x'.repeat(150) }).query).toHaveLength(100);
  });

  it('reads a KDC prefix whether a link passes a number or the address gives its text', () => {
    expect(parseSearchParams({ kdc: 81 })).toEqual({ kdc: '81' });
    expect(parseSearchParams({ kdc: '01' })).toEqual({ kdc: '01' });
    expect(parseSearchParams({ kdc: 813 })).toEqual({ kdc: '813' });
    expect(stringifySearch(parseSearchParams({ kdc: '01' }))).toBe('?kdc=01');
    expect(parseSearchParams(parseSearch('?kdc=01&query=9788936434120&from=2000'))).toEqual({ kdc: '01', query: '9788936434120', from: 2000 });
  });

  it('writes a refused or default value as undefined, so the raw text does not survive the router merge', () => {
    const output = parseSearchParams({ page: 'abc', field: 'all', branch: 'MOON', query: '해리' });
    expect(Object.keys(output).sort()).toEqual(['branch', 'field', 'page', 'query']);
    expect(output).toEqual({ query: '해리' });
  });

  it('repeats the branch codes of the contract', () => {
    expect(BRANCH_CODE_LIST).toEqual(BRANCH_CODES);
  });

  it('knows when there is something to search', () => {
    expect(hasCriteria({})).toBe(false);
    expect(hasCriteria({ kdc: '8' })).toBe(true);
    expect(hasCriteria({ kdc: '0' })).toBe(true);
    expect(hasCriteria({ branch: 'CHILD' })).toBe(true);
    expect(hasCriteria({ query: '한강' })).toBe(true);
  });
});

describe('activeFilterCount', () => {
  it('counts availability, subject, branch and the years (as one), not the query, field, sort or page', () => {
    expect(activeFilterCount({ query: '소년', field: 'title', sort: 'newest', page: 2 })).toBe(0);
    expect(activeFilterCount({ available: 'Y' })).toBe(1);
    expect(activeFilterCount({ kdc: '0', branch: 'NORTH' })).toBe(2);
    expect(activeFilterCount({ from: 2000, to: 2020 })).toBe(1);
    expect(activeFilterCount({ available: 'Y', kdc: '81', branch: 'MAIN', to: 2020 })).toBe(4);
  });
});

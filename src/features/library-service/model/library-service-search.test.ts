import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { E_RESOURCE_ACCESS, E_RESOURCE_QUERY_MAX, E_RESOURCE_SUBJECT_MAX, HUMAN_CATEGORIES } from '../../../../contract/library-service';
import { ACCESS_KEYS, HUMAN_CATEGORY_KEYS, LIST_QUERY_MAX, SUBJECT_MAX, eResourceListSearch, humanLibrarySearch, journalDetailSearch } from './library-service-search';

describe('library-service URL models', () => {
  it('repeat the contract lists exactly', () => {
    expect(ACCESS_KEYS).toEqual(E_RESOURCE_ACCESS);
    expect(HUMAN_CATEGORY_KEYS).toEqual(HUMAN_CATEGORIES);
    expect(LIST_QUERY_MAX).toBe(E_RESOURCE_QUERY_MAX);
    expect(SUBJECT_MAX).toBe(E_RESOURCE_SUBJECT_MAX);
  });

  it('read an e-resource list address, words trimmed', () => {
    expect(v.parse(eResourceListSearch, { subject: '인문', access: 'REMOTE', q: ' DBpia ' })).toEqual({ subject: '인문', access: 'REMOTE', q: 'DBpia' });
  });

  it('leave odd values out instead of failing the page', () => {
    expect(v.parse(eResourceListSearch, { subject: '가'.repeat(21), access: 'HOME', q: '' })).toEqual({ subject: undefined, access: undefined, q: undefined });
    expect(v.parse(humanLibrarySearch, { category: 'SPORTS', q: '목수' })).toEqual({ category: undefined, q: '목수' });
  });

  it('takes a journal id as whole digits only', () => {
    expect(v.parse(journalDetailSearch, { id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '012', '1.5', 'abc', '-3', '1e3']) expect(v.parse(journalDetailSearch, { id })).toEqual({ id: undefined });
    expect(v.parse(journalDetailSearch, {})).toEqual({});
  });
});

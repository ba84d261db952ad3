import { describe, expect, it } from 'vitest';
import { bookResource, recentSearchesResource, searchResource, withRecentSearch } from './catalogue-data';

describe('catalogue resources', () => {
  it("keep a search under its list address, values in a fixed order (the key stored since v1's kv)", () => {
    expect(searchResource.key({ query: '해리 포터', page: 2 })).toBe('search:/search/search-list?query=%ED%95%B4%EB%A6%AC+%ED%8F%AC%ED%84%B0&page=2');
    expect(searchResource.key({ page: 2, query: '해리 포터' })).toBe(searchResource.key({ query: '해리 포터', page: 2 }));
    expect(searchResource.key({})).toBe('search:/search/search-list');
    expect(searchResource.policy).toBe('network-first');
  });

  it('keep a book under its key, and recent searches on this device only', () => {
    expect(bookResource.key({ bookKey: 'GGL0000001' })).toBe('book:GGL0000001');
    expect(recentSearchesResource.policy).toBe('local');
    expect(recentSearchesResource.perMember).toBe(false);
  });
});

describe('withRecentSearch', () => {
  it('puts the search first, once, and keeps ten at most', () => {
    expect(withRecentSearch([], '해리')).toEqual(['해리']);
    expect(withRecentSearch(['소년', '해리', '채식주의자'], '해리')).toEqual(['해리', '소년', '채식주의자']);
    const ten = Array.from({ length: 10 }, (_, i) => `검색어${i}`);
    expect(withRecentSearch(ten, '새 검색')).toEqual(['새 검색', ...ten.slice(0, 9)]);
  });
});

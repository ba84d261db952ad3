import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RECOMMEND_KINDS } from '../../../../../contract/discovery';
import { bestsellerDetailHref, classHref, classPrefix, curationListHref, marcHref, newbookHref, newListHref, popularHref, recommendHref } from './discovery-params';
import {
  RECOMMEND_KIND_LIST,
  bestsellerDetailSearch,
  classSearch,
  curation31Search,
  curationListSearch,
  marcSearch,
  newbookSearch,
  newListSearch,
  popularSearch,
  recommendKindFromSlug,
  recommendSearch,
  validCurationToken,
} from './discovery-search';

/** A route's validateSearch as the router runs it. */
const reader =
  <TSchema extends v.GenericSchema>(schema: TSchema) =>
  (search: Record<string, unknown>): v.InferOutput<TSchema> =>
    v.parse(schema, search);
const parseNewListParams = reader(newListSearch);
const parseNewbookParams = reader(newbookSearch);
const parsePopularParams = reader(popularSearch);
const parseBestsellerDetailParams = reader(bestsellerDetailSearch);
const parseCurationListParams = reader(curationListSearch);
const parseCuration31Params = reader(curation31Search);
const parseClassParams = reader(classSearch);
const parseRecommendParams = reader(recommendSearch);
const parseMarcParams = reader(marcSearch);

describe('신착 도서 params', () => {
  it('keeps valid days, class and page, and drops defaults', () => {
    expect(parseNewListParams({ days: '90', kdc: '8', page: '3' })).toEqual({ days: 90, kdc: 8, page: 3 });
    expect(parseNewListParams({ days: 180, kdc: 0 })).toEqual({ days: 180, kdc: 0 });
    expect(parseNewListParams({ days: 30, page: 1 })).toEqual({});
    expect(parseNewListParams({ days: 45, kdc: '81', page: '0' })).toEqual({});
    expect(parseNewListParams({ days: 'x', kdc: 'a', page: 501 })).toEqual({});
    expect(parseNewListParams({ page: 2.5 })).toEqual({});
  });

  it('builds its address', () => {
    expect(newListHref({})).toBe('/search/new/new-list');
    expect(newListHref({ days: 90, kdc: 0, page: 2 })).toBe('/search/new/new-list?days=90&kdc=0&page=2');
  });
});

describe('신간 도서 params', () => {
  it('keeps the class and page', () => {
    expect(parseNewbookParams({ kdc: 4, page: 2, days: 90 })).toEqual({ kdc: 4, page: 2 });
    expect(parseNewbookParams({ kdc: 10 })).toEqual({});
    expect(newbookHref({ kdc: 4 })).toBe('/newbook/newbook-list?kdc=4');
  });
});

describe('인기 도서 params', () => {
  it('keeps 1m and 1y (3m is the default)', () => {
    expect(parsePopularParams({ period: '1m', kdc: '8' })).toEqual({ period: '1m', kdc: 8 });
    expect(parsePopularParams({ period: '1y' })).toEqual({ period: '1y' });
    expect(parsePopularParams({ period: '3m' })).toEqual({});
    expect(parsePopularParams({ period: '6m', page: 2 })).toEqual({});
    expect(popularHref({ period: '1y', kdc: 8 })).toBe('/search/popular/popular-list?period=1y&kdc=8');
    expect(popularHref({})).toBe('/search/popular/popular-list');
  });
});

describe('베스트셀러 params', () => {
  it('accepts a yyyy-MM id only', () => {
    expect(parseBestsellerDetailParams({ id: '2026-11' })).toEqual({ id: '2026-11' });
    expect(parseBestsellerDetailParams({ id: '2026-13' })).toEqual({});
    expect(parseBestsellerDetailParams({ id: '2026-1' })).toEqual({});
    expect(parseBestsellerDetailParams({ id: 202611 })).toEqual({});
    expect(parseBestsellerDetailParams({})).toEqual({});
    expect(bestsellerDetailHref('2026-11')).toBe('/search/bestseller/bestseller-detail?id=2026-11');
  });
});

describe('큐레이션 params', () => {
  it('keeps a known source and the page', () => {
    expect(parseCurationListParams({ source: '31link', page: '2' })).toEqual({ source: '31link', page: 2 });
    expect(parseCurationListParams({ source: 'library' })).toEqual({ source: 'library' });
    expect(parseCurationListParams({ source: 'all', page: 1 })).toEqual({});
    expect(curationListHref({ source: '31link', page: 2 })).toBe('/curation/curation-list?source=31link&page=2');
    expect(curationListHref({})).toBe('/curation/curation-list');
  });

  it('checks tokens as the contract does and links each source to its page', () => {
    expect(validCurationToken('spring-reading-2026')).toBe('spring-reading-2026');
    expect(validCurationToken(2026)).toBe('2026');
    expect(validCurationToken('Bad_Token')).toBeUndefined();
    expect(validCurationToken('a'.repeat(61))).toBeUndefined();
    expect(parseCuration31Params({ token: 'suwon-1' })).toEqual({ token: 'suwon-1' });
    expect(parseCuration31Params({ token: '../x' })).toEqual({});
    // Each source's page address: src/links/links.test.ts (curationLink).
  });
});

describe('주제별 찾기 params', () => {
  it('nests division under class and section under division', () => {
    expect(parseClassParams({ kdc: '8', division: '1', section: '3', page: '2' })).toEqual({ kdc: 8, division: 1, section: 3, page: 2 });
    expect(parseClassParams({ division: 1, section: 3, page: 2 })).toEqual({});
    expect(parseClassParams({ kdc: 0, section: 3 })).toEqual({ kdc: 0 });
    expect(parseClassParams({ kdc: 8, division: 11 })).toEqual({ kdc: 8 });
  });

  it('writes what it leaves out as undefined, so the raw text does not survive the router merge', () => {
    const output = parseClassParams({ division: '1', section: '3', page: '2' });
    expect(Object.keys(output)).toEqual(expect.arrayContaining(['division', 'section', 'page']));
    expect([output.division, output.section, output.page]).toEqual([undefined, undefined, undefined]);
    expect('days' in parseNewListParams({ days: '45' })).toBe(true);
  });

  it('turns the params into a KDC prefix and back', () => {
    expect(classPrefix({})).toBe('');
    expect(classPrefix({ kdc: 0, division: 1 })).toBe('01');
    expect(classPrefix({ kdc: 8, division: 1, section: 3 })).toBe('813');
    expect(classHref('')).toBe('/search/decimal/class-list');
    expect(classHref('8')).toBe('/search/decimal/class-list?kdc=8');
    expect(classHref('01')).toBe('/search/decimal/class-list?kdc=0&division=1');
    expect(classHref('813', 2)).toBe('/search/decimal/class-list?kdc=8&division=1&section=3&page=2');
    expect(parseClassParams(Object.fromEntries(new URL(`http://x${classHref('813', 2)}`).searchParams))).toEqual({ kdc: 8, division: 1, section: 3, page: 2 });
  });
});

describe('추천 도서 params', () => {
  it('knows the five lists', () => {
    expect(RECOMMEND_KIND_LIST).toEqual(RECOMMEND_KINDS);
    expect(recommendKindFromSlug('local-list')).toBe('local');
    expect(recommendKindFromSlug('collection-list')).toBe('collection');
    expect(recommendKindFromSlug('local')).toBeUndefined();
    expect(recommendKindFromSlug('poetry-list')).toBeUndefined();
    expect(parseRecommendParams({ page: '4' })).toEqual({ page: 4 });
    expect(recommendHref('climate', { page: 2 })).toBe('/search/recommend/climate-list?page=2');
  });
});

describe('MARC params', () => {
  it('accepts a book key only', () => {
    expect(parseMarcParams({ bookKey: 'GGL0000001' })).toEqual({ bookKey: 'GGL0000001' });
    expect(parseMarcParams({ bookKey: 12345 })).toEqual({ bookKey: '12345' });
    expect(parseMarcParams({ bookKey: 'a b' })).toEqual({});
    expect(marcHref('GGL0000001')).toBe('/window/search/marc?bookKey=GGL0000001');
  });
});

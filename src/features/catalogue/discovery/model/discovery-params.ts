import type { RecommendKind } from '../../../../../contract/discovery';
import type { ClassParams, CurationListParams, NewbookParams, NewListParams, PopularParams, RecommendParams } from './discovery-search';

/*
 * The discovery pages' addresses (the lists' links are typed in src/links; these texts are the
 * keys their results are kept under). Only values that differ from the defaults appear. The
 * URL models themselves (types, validateSearch schemas) are in discovery-search.ts.
 */

export type {
  BestsellerDetailParams,
  ClassParams,
  Curation31Params,
  CurationListParams,
  CurationSourceParam,
  MarcParams,
  NewbookParams,
  NewDays,
  NewListParams,
  PopularParams,
  PopularPeriod,
  RecommendParams,
} from './discovery-search';
export { CURATION_SOURCES, NEW_DAYS, PAGE_MAX, POPULAR_PERIODS, RECOMMEND_KIND_LIST } from './discovery-search';

export const PATHS = {
  newList: '/search/new/new-list',
  newbook: '/newbook/newbook-list',
  popular: '/search/popular/popular-list',
  bestsellerList: '/search/bestseller/bestseller-list',
  bestsellerDetail: '/search/bestseller/bestseller-detail',
  curationList: '/curation/curation-list',
  curation31: '/curation/31link-detail',
  classes: '/search/decimal/class-list',
  marc: '/window/search/marc',
} as const;

/** path?key=value… with only the given values, in the order given. */
export function withSearch(path: string, params: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

// 신착 도서 /search/new/new-list?days=90&kdc=8&page=2
export function newListHref(params: NewListParams): string {
  return withSearch(PATHS.newList, { days: params.days, kdc: params.kdc, page: params.page });
}

// 신간 도서 /newbook/newbook-list?kdc=8&page=2
export function newbookHref(params: NewbookParams): string {
  return withSearch(PATHS.newbook, { kdc: params.kdc, page: params.page });
}

// 인기 도서 /search/popular/popular-list?period=1y&kdc=8
export function popularHref(params: PopularParams): string {
  return withSearch(PATHS.popular, { period: params.period, kdc: params.kdc });
}

// 베스트셀러 /search/bestseller/bestseller-detail?id=2026-11
export function bestsellerDetailHref(id: string): string {
  return withSearch(PATHS.bestsellerDetail, { id });
}

// 북큐레이션 /curation/curation-list?source=31link&page=2, /curation/{token}, /curation/31link-detail?token=…
export function curationListHref(params: CurationListParams): string {
  return withSearch(PATHS.curationList, { source: params.source, page: params.page });
}

// KDC 주제별 검색 /search/decimal/class-list?kdc=8&division=1&section=3&page=2

/** The KDC prefix the page lists: '8', '81', '813', or '' at the top. */
export function classPrefix(params: ClassParams): string {
  return [params.kdc, params.division, params.section].filter((entry) => entry !== undefined).join('');
}

/** The search of the page for a prefix of 0–3 digits ('813' → kdc 8, division 1, section 3); page 1 left out. */
export function classSearchOf(prefix: string, pageNumber?: number): ClassParams {
  const [kdc, division, section] = prefix.split('').map(Number);
  return { kdc, division, section, page: pageNumber && pageNumber > 1 ? pageNumber : undefined };
}

/** The page for a prefix of 0–3 digits (page 1). */
export function classHref(prefix: string, pageNumber?: number): string {
  return withSearch(PATHS.classes, classSearchOf(prefix, pageNumber));
}

// 추천 도서 /search/recommend/{kind}-list?page=2
export function recommendHref(kind: RecommendKind, params: RecommendParams = {}): string {
  return withSearch(`/search/recommend/${kind}-list`, { page: params.page });
}

// MARC /window/search/marc?bookKey=GGL0000001
export function marcHref(bookKey: string): string {
  return withSearch(PATHS.marc, { bookKey });
}

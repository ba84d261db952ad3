import * as v from 'valibot';
import type { RecommendKind } from '../../../../../contract/discovery';
import { integer, oneOf, searchSchema, text } from '../../../../lib/search-schema';

/*
 * The discovery pages' URL models: route validateSearch schemas (small: route options are not
 * code-split) and the addresses that go with them. Only values that differ from the defaults
 * appear; anything odd is left out rather than sent. Pages and KDC digits are numbers in the
 * pages (the address holds their text).
 */

export const PAGE_MAX = 500;
export const NEW_DAYS = [30, 60, 90, 180] as const;
export type NewDays = (typeof NEW_DAYS)[number];
export const POPULAR_PERIODS = ['1m', '3m', '1y'] as const;
export type PopularPeriod = (typeof POPULAR_PERIODS)[number];
/** The contract's RECOMMEND_KINDS, repeated so route options do not pull the discovery schemas into the first chunk (a test keeps them equal). */
export const RECOMMEND_KIND_LIST = ['local', 'others', 'climate', 'gyeonggi', 'collection'] as const satisfies readonly RecommendKind[];
export const CURATION_SOURCES = ['library', '31link'] as const;
export type CurationSourceParam = (typeof CURATION_SOURCES)[number];

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

/** A single digit 0–9 as a number, from '8' or 8. */
const digit = () => integer({ min: 0, max: 9 });

/** A page number; 1 is the default and stays out of the URL. */
const page = () => integer({ min: 1, max: PAGE_MAX, drop: 1 });

const CURATION_TOKEN = /^[a-z0-9-]{1,60}$/;

/** path?key=value… with only the given values, in the order given. */
export function withSearch(path: string, params: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

// 신착 도서 /search/new/new-list?days=90&kdc=8&page=2
export interface NewListParams {
  days?: Exclude<NewDays, 30>;
  kdc?: number;
  page?: number;
}

export const newListSearch = searchSchema({ days: oneOf(NEW_DAYS, 30), kdc: digit(), page: page() });

export function newListHref(params: NewListParams): string {
  return withSearch(PATHS.newList, { days: params.days, kdc: params.kdc, page: params.page });
}

// 신간 도서 /newbook/newbook-list?kdc=8&page=2
export interface NewbookParams {
  kdc?: number;
  page?: number;
}

export const newbookSearch = searchSchema({ kdc: digit(), page: page() });

export function newbookHref(params: NewbookParams): string {
  return withSearch(PATHS.newbook, { kdc: params.kdc, page: params.page });
}

// 인기 도서 /search/popular/popular-list?period=1y&kdc=8
export interface PopularParams {
  period?: Exclude<PopularPeriod, '3m'>;
  kdc?: number;
}

export const popularSearch = searchSchema({ period: oneOf(POPULAR_PERIODS, '3m'), kdc: digit() });

export function popularHref(params: PopularParams): string {
  return withSearch(PATHS.popular, { period: params.period, kdc: params.kdc });
}

// 베스트셀러 /search/bestseller/bestseller-detail?id=2026-11
export interface BestsellerDetailParams {
  id?: string;
}

/** A month's list: yyyy-MM. */
export const bestsellerDetailSearch = searchSchema({ id: text({ max: 7, pattern: /^\d{4}-(0[1-9]|1[0-2])$/ }) });

export function bestsellerDetailHref(id: string): string {
  return withSearch(PATHS.bestsellerDetail, { id });
}

// 북큐레이션 /curation/curation-list?source=31link&page=2, /curation/{token}, /curation/31link-detail?token=…
export interface CurationListParams {
  source?: CurationSourceParam;
  page?: number;
}

export const curationListSearch = searchSchema({ source: oneOf(CURATION_SOURCES), page: page() });

export function curationListHref(params: CurationListParams): string {
  return withSearch(PATHS.curationList, { source: params.source, page: params.page });
}

/** The contract's token: 1–60 of a–z, 0–9 and '-'. */
export function validCurationToken(value: unknown): string | undefined {
  const token = typeof value === 'string' ? value : typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : undefined;
  return token !== undefined && CURATION_TOKEN.test(token) ? token : undefined;
}

export interface Curation31Params {
  token?: string;
}

export const curation31Search = searchSchema({ token: text({ max: 60, pattern: CURATION_TOKEN }) });

// 주제별 찾기 /search/decimal/class-list?kdc=8&division=1&section=3&page=2
export interface ClassParams {
  /** Main class 0–9. */
  kdc?: number;
  /** Second digit, only with kdc. */
  division?: number;
  /** Third digit, only with division. */
  section?: number;
  page?: number;
}

export const classSearch = v.pipe(
  searchSchema({ kdc: digit(), division: digit(), section: digit(), page: page() }),
  // Each digit only below the one before it; no pages at the top (there is no list there).
  v.transform((search) => {
    const division = search.kdc === undefined ? undefined : search.division;
    const section = division === undefined ? undefined : search.section;
    return { ...search, division, section, page: search.kdc === undefined ? undefined : search.page };
  }),
);

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
export interface RecommendParams {
  page?: number;
}

export const recommendSearch = searchSchema({ page: page() });

/** 'local-list' → 'local'; anything else → undefined (the page is not found). */
export function recommendKindFromSlug(slug: string): RecommendKind | undefined {
  const match = /^([a-z]+)-list$/.exec(slug);
  const kind = match?.[1];
  return kind !== undefined && (RECOMMEND_KIND_LIST as readonly string[]).includes(kind) ? (kind as RecommendKind) : undefined;
}

export function recommendHref(kind: RecommendKind, params: RecommendParams = {}): string {
  return withSearch(`/search/recommend/${kind}-list`, { page: params.page });
}

// MARC /window/search/marc?bookKey=GGL0000001
export interface MarcParams {
  bookKey?: string;
}

export const marcSearch = searchSchema({ bookKey: text({ max: 40, pattern: /^[A-Za-z0-9_-]{1,40}$/ }) });

export function marcHref(bookKey: string): string {
  return withSearch(PATHS.marc, { bookKey });
}

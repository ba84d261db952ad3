import * as v from 'valibot';
import type { RecommendKind } from '../../../../../contract/discovery';
import { integer, oneOf, searchSchema, text } from '../../../../lib/search-schema';

/*
 * What the discovery routes' options run at boot (route options are not code-split): the
 * validateSearch schemas, the recommendation slug and the curation token checks. Only values
 * that differ from the defaults are kept; anything odd is left out rather than sent. Pages and
 * KDC digits are numbers in the pages (the address holds their text). The addresses are in
 * discovery-params.ts, which only the pages load.
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

/** A single digit 0–9 as a number, from '8' or 8. */
const digit = () => integer({ min: 0, max: 9 });

/** A page number; 1 is the default and stays out of the URL. */
const page = () => integer({ min: 1, max: PAGE_MAX, drop: 1 });

const CURATION_TOKEN = /^[a-z0-9-]{1,60}$/;

export interface NewListParams {
  days?: Exclude<NewDays, 30>;
  kdc?: number;
  page?: number;
}

export interface NewbookParams {
  kdc?: number;
  page?: number;
}

export interface PopularParams {
  period?: Exclude<PopularPeriod, '3m'>;
  kdc?: number;
}

export interface BestsellerDetailParams {
  id?: string;
}

export interface CurationListParams {
  source?: CurationSourceParam;
  page?: number;
}

export interface Curation31Params {
  token?: string;
}

export interface ClassParams {
  /** Main class 0–9. */
  kdc?: number;
  /** Second digit, only with kdc. */
  division?: number;
  /** Third digit, only with division. */
  section?: number;
  page?: number;
}

export interface RecommendParams {
  page?: number;
}

export interface MarcParams {
  bookKey?: string;
}

export const newListSearch = searchSchema({ days: oneOf(NEW_DAYS, 30), kdc: digit(), page: page() });
export const newbookSearch = searchSchema({ kdc: digit(), page: page() });
export const popularSearch = searchSchema({ period: oneOf(POPULAR_PERIODS, '3m'), kdc: digit() });
export const curationListSearch = searchSchema({ source: oneOf(CURATION_SOURCES), page: page() });
export const curation31Search = searchSchema({ token: text({ max: 60, pattern: CURATION_TOKEN }) });
export const recommendSearch = searchSchema({ page: page() });
export const marcSearch = searchSchema({ bookKey: text({ max: 40, pattern: /^[A-Za-z0-9_-]{1,40}$/ }) });
/** A month's list: yyyy-MM. */
export const bestsellerDetailSearch = searchSchema({ id: text({ max: 7, pattern: /^\d{4}-(0[1-9]|1[0-2])$/ }) });
export const classSearch = v.pipe(
  searchSchema({ kdc: digit(), division: digit(), section: digit(), page: page() }),
  // Each digit only below the one before it; no pages at the top (there is no list there).
  v.transform((search) => {
    const division = search.kdc === undefined ? undefined : search.division;
    const section = division === undefined ? undefined : search.section;
    return { ...search, division, section, page: search.kdc === undefined ? undefined : search.page };
  }),
);

/** The contract's token: 1–60 of a–z, 0–9 and '-'. */
export function validCurationToken(value: unknown): string | undefined {
  const token = typeof value === 'string' ? value : typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : undefined;
  return token !== undefined && CURATION_TOKEN.test(token) ? token : undefined;
}

/** 'local-list' → 'local'; anything else → undefined (the page is not found). */
export function recommendKindFromSlug(slug: string): RecommendKind | undefined {
  const match = /^([a-z]+)-list$/.exec(slug);
  const kind = match?.[1];
  return kind !== undefined && (RECOMMEND_KIND_LIST as readonly string[]).includes(kind) ? (kind as RecommendKind) : undefined;
}

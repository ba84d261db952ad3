import type * as v from 'valibot';
import { BookMarcResponse, CatalogueSearchResponse } from '../../../../contract/catalogue';
import {
  BestsellerDetailResponse,
  BestsellerListResponse,
  CurationDetailResponse,
  CurationListResponse,
  NewBooksResponse,
  PopularBooksResponse,
  RecommendListResponse,
  type RecommendKind,
} from '../../../../contract/discovery';
import { defineResource, load, type FetchAnswer, type Loaded, type Preload } from '../../../data/resource';
import {
  fetchBestsellerDetail,
  fetchBestsellerList,
  fetchBookMarc,
  fetchClassBooks,
  fetchCurationDetail,
  fetchCurationList,
  fetchNewBooks,
  fetchPopularBooks,
  fetchRecommendList,
} from './api/discovery-api';
import {
  bestsellerDetailHref,
  classHref,
  curationListHref,
  marcHref,
  newbookHref,
  newListHref,
  popularHref,
  recommendHref,
  PATHS,
  type ClassParams,
  type CurationListParams,
  type NewbookParams,
  type NewListParams,
  type PopularParams,
  type RecommendParams,
  classPrefix,
} from './model/discovery-params';

/**
 * A discovery list: network first (availability and rankings change), stored under its page
 * address, so a failed call shows the stored copy with its time. Each list is one call of its
 * own; the family is one, so one registry entry covers them all.
 */
function discoveryList<P, T>(schema: v.GenericSchema<unknown, T>, address: (params: P) => string, fetch: (params: P, quiet: boolean) => Promise<FetchAnswer<T>>) {
  return defineResource({ family: 'discovery', id: address, schema, policy: 'network-first', fetch: (params, { background }) => fetch(params, background) });
}


const newList = discoveryList(NewBooksResponse, (params: NewListParams) => newListHref(params), (params, quiet) =>
  fetchNewBooks({ basis: 'acquired', days: params.days ?? 30, kdc: params.kdc, page: params.page }, quiet),
);
const newbookList = discoveryList(NewBooksResponse, (params: NewbookParams) => newbookHref(params), (params, quiet) =>
  fetchNewBooks({ basis: 'published', kdc: params.kdc, page: params.page }, quiet),
);
const popularList = discoveryList(PopularBooksResponse, (params: PopularParams) => popularHref(params), (params, quiet) =>
  fetchPopularBooks({ period: params.period ?? '3m', kdc: params.kdc }, quiet),
);
const bestsellerList = discoveryList(BestsellerListResponse, () => PATHS.bestsellerList, (_params: undefined, quiet) => fetchBestsellerList(quiet));
const bestsellerDetail = discoveryList(BestsellerDetailResponse, (id: string) => bestsellerDetailHref(id), (id, quiet) => fetchBestsellerDetail(id, quiet));
const curationList = discoveryList(CurationListResponse, (params: CurationListParams) => curationListHref(params), (params, quiet) => fetchCurationList(params, quiet));
const curation = discoveryList(CurationDetailResponse, (token: string) => `/curation/${token}`, (token, quiet) => fetchCurationDetail(token, quiet));
const recommendList = discoveryList(
  RecommendListResponse,
  (params: { kind: RecommendKind; page?: number }) => recommendHref(params.kind, { page: params.page }),
  (params, quiet) => fetchRecommendList(params, quiet),
);
const classBooks = discoveryList(
  CatalogueSearchResponse,
  (params: { prefix: string; page?: number }) => classHref(params.prefix, params.page),
  (params, quiet) => fetchClassBooks(params, quiet),
);
const marc = discoveryList(BookMarcResponse, (bookKey: string) => marcHref(bookKey), (bookKey, quiet) => fetchBookMarc(bookKey, quiet));

export function loadNewList(params: NewListParams, options: Preload = {}) {
  return load(newList, params, options);
}

export function loadNewbookList(params: NewbookParams, options: Preload = {}) {
  return load(newbookList, params, options);
}

export function loadPopular(params: PopularParams, options: Preload = {}) {
  return load(popularList, params, options);
}

export function loadBestsellerList(options: Preload = {}) {
  return load(bestsellerList, undefined, options);
}

export function loadBestsellerDetail(id: string, options: Preload = {}) {
  return load(bestsellerDetail, id, options);
}

export function loadCurationList(params: CurationListParams, options: Preload = {}) {
  return load(curationList, params, options);
}

export function loadCuration(token: string, options: Preload = {}) {
  return load(curation, token, options);
}

export function loadRecommend(kind: RecommendKind, params: RecommendParams, options: Preload = {}) {
  return load(recommendList, { kind, page: params.page }, options);
}

/** Books of a KDC class; nothing to load at the top of the browse (no class chosen). */
export async function loadClassBooks(params: ClassParams, options: Preload = {}): Promise<Loaded<CatalogueSearchResponse> | { kind: 'none' }> {
  const prefix = classPrefix(params);
  if (!prefix) return { kind: 'none' };
  return load(classBooks, { prefix, page: params.page }, options);
}

export function loadMarc(bookKey: string, options: Preload = {}) {
  return load(marc, bookKey, options);
}

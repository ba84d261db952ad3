import * as v from 'valibot';
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
import { readValue, writeValue } from '../../../db/repositories/kv-repository';
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
  type CallAnswer,
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
 * A discovery list as a page shows it. data: the answer, with when it was fetched and whether
 * it is the stored copy (offline, or the server failed); offline: no network and nothing stored;
 * error: the server refused and nothing is stored.
 */
export type Loaded<T> = { kind: 'data'; data: T; fetchedAt: number; fromCache: boolean } | { kind: 'offline' } | { kind: 'error'; message: string };

/**
 * Network first (availability and rankings change), then IndexedDB: every answer is stored under
 * its page address, and a failed call shows the stored copy with its time (like load-search.ts).
 */
async function loadCached<T>(key: string, schema: v.GenericSchema<unknown, T>, fetch: () => Promise<CallAnswer<T>>): Promise<Loaded<T>> {
  const answer = await fetch();
  if (answer.kind === 'ok') {
    const fetchedAt = Date.now();
    await writeValue(key, { data: answer.data, fetchedAt });
    return { kind: 'data', data: answer.data, fetchedAt, fromCache: false };
  }
  const stored = await readValue(key, v.object({ data: schema, fetchedAt: v.number() }));
  if (stored) return { kind: 'data', data: stored.data, fetchedAt: stored.fetchedAt, fromCache: true };
  return answer.kind === 'offline' ? { kind: 'offline' } : { kind: 'error', message: answer.message };
}

const key = (href: string) => `discovery:${href}`;

export function loadNewList(params: NewListParams) {
  return loadCached(key(newListHref(params)), NewBooksResponse, () => fetchNewBooks({ basis: 'acquired', days: params.days ?? 30, kdc: params.kdc, page: params.page }));
}

export function loadNewbookList(params: NewbookParams) {
  return loadCached(key(newbookHref(params)), NewBooksResponse, () => fetchNewBooks({ basis: 'published', kdc: params.kdc, page: params.page }));
}

export function loadPopular(params: PopularParams) {
  return loadCached(key(popularHref(params)), PopularBooksResponse, () => fetchPopularBooks({ period: params.period ?? '3m', kdc: params.kdc }));
}

export function loadBestsellerList() {
  return loadCached(key(PATHS.bestsellerList), BestsellerListResponse, () => fetchBestsellerList());
}

export function loadBestsellerDetail(id: string) {
  return loadCached(key(bestsellerDetailHref(id)), BestsellerDetailResponse, () => fetchBestsellerDetail(id));
}

export function loadCurationList(params: CurationListParams) {
  return loadCached(key(curationListHref(params)), CurationListResponse, () => fetchCurationList(params));
}

export function loadCuration(token: string) {
  return loadCached(key(`/curation/${token}`), CurationDetailResponse, () => fetchCurationDetail(token));
}

export function loadRecommend(kind: RecommendKind, params: RecommendParams) {
  return loadCached(key(recommendHref(kind, params)), RecommendListResponse, () => fetchRecommendList({ kind, page: params.page }));
}

/** Books of a KDC class; nothing to load at the top of the browse (no class chosen). */
export async function loadClassBooks(params: ClassParams): Promise<Loaded<CatalogueSearchResponse> | { kind: 'none' }> {
  const prefix = classPrefix(params);
  if (!prefix) return { kind: 'none' };
  return loadCached(key(classHref(prefix, params.page)), CatalogueSearchResponse, () => fetchClassBooks({ prefix, page: params.page }));
}

export function loadMarc(bookKey: string) {
  return loadCached(key(marcHref(bookKey)), BookMarcResponse, () => fetchBookMarc(bookKey));
}

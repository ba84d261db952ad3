import * as v from 'valibot';
import { BookDetailSchema, CatalogueSearchResponse, type BookDetail } from '../../../contract/catalogue';
import { defineResource, load, readStored, revalidate, type Loaded, type Preload } from '../../data/resource';
import { useLoaded } from '../../data/use-resource';
import { forgetAll, writeStored } from '../../data/resource-edits';
import { fetchBook, searchCatalogue } from './api/search-catalogue';
import type { SearchParams } from './model/search-query';

const RECENT_MAX = 10;

/**
 * The results of one search, network first (availability changes), kept under the search's
 * list address so the same search reads offline later with its time.
 */
export const searchResource = defineResource({
  family: 'search',
  id: (params: SearchParams) => searchAddress(params),
  schema: CatalogueSearchResponse,
  policy: 'network-first',
  fetch: (params, { background }) => searchCatalogue(params, { quiet: background }),
});

/** One book with its copies, network first; the stored copy when the network fails. */
export const bookResource = defineResource({
  family: 'book',
  id: (params: { bookKey: string }) => params.bookKey,
  schema: BookDetailSchema,
  policy: 'network-first',
  fetch: (params, { background }) => fetchBook(params.bookKey, { quiet: background }),
});

/** Recent searches, newest first, kept on this device only (never sent). */
export const recentSearchesResource = defineResource({
  family: 'recent-searches',
  id: () => '',
  schema: v.array(v.pipe(v.string(), v.maxLength(100))),
  policy: 'local',
});

/** The list page address of a search, its values in a fixed order (the stored key since v1). */
function searchAddress(params: SearchParams): string {
  const order: Array<keyof SearchParams> = ['query', 'field', 'kdc', 'branch', 'available', 'from', 'to', 'sort', 'page'];
  const query = new URLSearchParams();
  for (const name of order) {
    const value = params[name];
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `/search/search-list?${text}` : '/search/search-list';
}

/** A search page's answer: results (fresh or stored), why there are none, or no criteria yet. */
export type SearchResult = Loaded<CatalogueSearchResponse> | { kind: 'empty' };

/** Searches; results are kept so the same search reads offline later (with its time). */
export async function loadSearch(params: SearchParams, hasCriteria: boolean, options: Preload = {}): Promise<SearchResult> {
  if (!hasCriteria) return { kind: 'empty' };
  return load(searchResource, params, options);
}

export function loadBook(bookKey: string, options: Preload = {}): Promise<Loaded<BookDetail>> {
  return load(bookResource, { bookKey }, options);
}

/** The book page's answer, replaced by a newer copy when {@link refreshBook} brings one. */
export function useBook(bookKey: string, initial: Loaded<BookDetail>): Loaded<BookDetail> {
  return useLoaded(bookResource, { bookKey }, initial);
}

/** Fetches a book again, quietly (a member's reservation changed its waiting count). */
export function refreshBook(bookKey: string): Promise<unknown> {
  return revalidate(bookResource, { bookKey });
}

/** What the search page renders with: the search's answer and the recent searches as stored. */
export interface SearchPage {
  result: SearchResult;
  recent: string[];
}

/**
 * The search page's loader: the search and, beside it, the recent searches (a local read), so
 * the recent-searches row is there in the first render instead of pushing the results down
 * after they have been painted.
 */
export async function loadSearchPage(params: SearchParams, hasCriteria: boolean, options: Preload = {}): Promise<SearchPage> {
  const [result, recent] = await Promise.all([loadSearch(params, hasCriteria, options), recentSearches()]);
  return { result, recent };
}

/** Recent searches, newest first, kept on this device only. */
export async function recentSearches(): Promise<string[]> {
  return (await readStored(recentSearchesResource, {}))?.data ?? [];
}

/** The recent searches once `query` is remembered: first, once, at most RECENT_MAX in all. */
export function withRecentSearch(recent: readonly string[], query: string): string[] {
  return [query, ...recent.filter((entry) => entry !== query)].slice(0, RECENT_MAX);
}

/**
 * Puts a search first in the recent searches (the search page does, when it shows fresh results)
 * and answers the list as stored.
 */
export async function rememberSearch(query: string): Promise<string[]> {
  const list = withRecentSearch(await recentSearches(), query);
  await writeStored(recentSearchesResource, {}, list);
  return list;
}

export async function clearRecentSearches(): Promise<void> {
  await forgetAll(recentSearchesResource);
}

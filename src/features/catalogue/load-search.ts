import * as v from 'valibot';
import { CatalogueSearchResponse } from '../../../contract/catalogue';
import { readValue, writeValue } from '../../db/repositories/kv-repository';
import { searchCatalogue } from './api/search-catalogue';
import { searchHref, type SearchParams } from './model/search-query';

const Stored = v.object({ data: CatalogueSearchResponse, fetchedAt: v.number() });
const Recent = v.array(v.pipe(v.string(), v.maxLength(100)));
const RECENT_KEY = 'recent-searches';
const RECENT_MAX = 10;

export type SearchResult =
  | { kind: 'results'; data: CatalogueSearchResponse; fetchedAt: number; fromCache: boolean }
  | { kind: 'refused'; message: string }
  | { kind: 'offline' }
  | { kind: 'empty' };

function cacheKey(params: SearchParams): string {
  return `search:${searchHref(params)}`;
}

/** Searches; results are kept so the same search reads offline later (with its time). */
export async function loadSearch(params: SearchParams, hasCriteria: boolean): Promise<SearchResult> {
  if (!hasCriteria) return { kind: 'empty' };
  const answer = await searchCatalogue(params);
  if (answer.kind === 'ok') {
    const fetchedAt = Date.now();
    await writeValue(cacheKey(params), { data: answer.data, fetchedAt });
    if (params.query) await rememberSearch(params.query);
    return { kind: 'results', data: answer.data, fetchedAt, fromCache: false };
  }
  if (answer.kind === 'offline') {
    const stored = await readValue(cacheKey(params), Stored);
    return stored ? { kind: 'results', ...stored, fromCache: true } : { kind: 'offline' };
  }
  return answer;
}

/** Recent searches, newest first, kept on this device only. */
export async function recentSearches(): Promise<string[]> {
  return (await readValue(RECENT_KEY, Recent)) ?? [];
}

async function rememberSearch(query: string): Promise<void> {
  const recent = (await recentSearches()).filter((entry) => entry !== query);
  await writeValue(RECENT_KEY, [query, ...recent].slice(0, RECENT_MAX));
}

export async function clearRecentSearches(): Promise<void> {
  await writeValue(RECENT_KEY, []);
}

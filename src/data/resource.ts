import * as v from 'valibot';
import { keepEqual } from '../lib/keep-equal';
import { yieldToMain } from '../lib/next-task';
import { readResource, writeResource } from '../db/repositories/resource-repository';
import type { ResourceFamily, STORED } from './registry';

/*
 * The local-first resource layer: one way to declare what the portal keeps of the library's API,
 * and one way to load it. A feature declares a resource in a few lines (defineResource) and loads
 * it with `load`; screens read it with the hooks of use-resource.ts and repaint by themselves when
 * a refresh writes a newer copy. Freshness is a policy of the resource, not code of its own:
 *
 * - cache-first: the stored copy at once, refreshed quietly in the background (when older than
 *   `revalidateAfterMs`); the network is awaited only when nothing is stored. Menus, pages,
 *   boards, the home page, 나의 도서관 lists, chat history.
 * - network-first: the network when it answers (availability and rankings change), else the
 *   stored copy with its time. Search, book pages, discovery lists, popups.
 * - local: kept on this device only, never fetched (recent searches).
 */

/** What a fetch brought: validated data, a clear 'no such thing', no network, or a refusal. */
export type FetchAnswer<T> =
  | { kind: 'ok'; data: T }
  /** The server answered that the thing does not exist (NO_DATA, no such book). */
  | { kind: 'missing' }
  /** No network answered. */
  | { kind: 'offline' }
  /** The server refused or failed; `message` is a sentence to show ('' when it gave none). */
  | { kind: 'failed'; status: number; message: string };

/** What a screen gets: data with the time it was fetched, or why there is none. */
export type Loaded<T> =
  | {
      kind: 'data';
      data: T;
      /** Epoch milliseconds of the fetch that brought it: the screen's '마지막 업데이트'. */
      fetchedAt: number;
      /** The stored copy (shown first, or because the network failed), not a fresh answer. */
      fromCache: boolean;
    }
  | { kind: 'missing' }
  | { kind: 'offline' }
  | { kind: 'failed'; status: number; message: string };

/** A stored copy and when it was fetched. */
export interface Stored<T> {
  data: T;
  /** Epoch milliseconds. */
  fetchedAt: number;
}

export interface FetchContext {
  /**
   * A quiet refresh of what a screen already shows: no loading overlay, never the error page.
   * false: the screen waits for this answer (overlay and error page as the call decides).
   */
  background: boolean;
}

export type Policy = 'cache-first' | 'network-first' | 'local';

type Fetcher<P, T> = (params: P, context: FetchContext) => Promise<FetchAnswer<T>>;

type FreshnessSpec<P, T> =
  | {
      policy: 'cache-first';
      fetch: Fetcher<P, T>;
      /** A stored copy younger than this is not refreshed on load (milliseconds; default 0). */
      revalidateAfterMs?: number;
      /** See `PreloadRule`; default 'fetch'. */
      preload?: PreloadRule;
    }
  | { policy: 'network-first'; fetch: Fetcher<P, T>; preload?: PreloadRule }
  | { policy: 'local' };

/**
 * What a hover, focus or touch on a link (an intent preload) may do: `fetch` quietly (no overlay,
 * no error page), or read only the `stored` copy, for a read the server counts (a post's views).
 */
export type PreloadRule = 'fetch' | 'stored';

type OwnerSpec<F extends ResourceFamily, P> = (typeof STORED)[F]['scope'] extends 'member'
  ? {
      /** The member the entry belongs to (user_key): part of its key, so one member never reads another's. */
      owner: (params: P) => string;
    }
  : { owner?: undefined };

export type ResourceSpec<F extends ResourceFamily, P, T> = {
  /** The registry entry (src/data/registry.ts) this resource stores under. */
  family: F;
  /** Tells one entry of the family from another ('' for a single entry); stable across versions. */
  id: (params: P) => string;
  /** The contract schema of the data: stored copies are input too and are checked on every read. */
  schema: v.GenericSchema<unknown, T>;
} & FreshnessSpec<P, T> &
  OwnerSpec<F, P>;

export interface Resource<P, T> {
  readonly family: ResourceFamily;
  /** A member's own data: its key carries the member (the registry marks the family `member`). */
  readonly perMember: boolean;
  readonly policy: Policy;
  readonly revalidateAfterMs: number;
  readonly preload: PreloadRule;
  /** The storage key of one entry. */
  key(params: P): string;
  /** @internal the stored record's schema (data + fetchedAt). */
  readonly record: v.GenericSchema<unknown, Stored<T>>;
  /** @internal */
  readonly fetch: Fetcher<P, T> | null;
}

/** Declares a resource; see the top of this file. */
export function defineResource<F extends ResourceFamily, P, T>(spec: ResourceSpec<F, P, T>): Resource<P, T> {
  const { family } = spec;
  // The types demand an owner exactly for the registry's member families, so its presence tells
  // the scope here without loading the registry (it is needed at logout only).
  const owner = spec.owner as ((params: P) => string) | undefined;
  return {
    family,
    perMember: owner !== undefined,
    policy: spec.policy,
    revalidateAfterMs: spec.policy === 'cache-first' ? (spec.revalidateAfterMs ?? 0) : 0,
    preload: spec.policy === 'local' ? 'stored' : (spec.preload ?? 'fetch'),
    key(params: P): string {
      if (!owner) return `${family}:${spec.id(params)}`;
      const member = owner(params);
      // A member's entry without a member would be readable by whoever comes next.
      if (member === '') throw new Error(`${family}: a member resource needs its member`);
      return `${family}:${member}:${spec.id(params)}`;
    },
    record: v.object({ data: spec.schema, fetchedAt: v.number() }),
    fetch: spec.policy === 'local' ? null : spec.fetch,
  };
}

// -------------------------------------------------------------------------------------------
// Reading and writing the stored copy

/** @internal The stored copy under `key`, validated; null when absent or no longer valid. Read-only (live queries). */
export async function readEntry<T>(resource: Resource<unknown, T>, key: string): Promise<Stored<T> | null> {
  const row = await readResource(key);
  if (!row) return null;
  const written = writtenHere.get(key);
  if (written && written.fetchedAt === row.fetchedAt && keepEqual(written.data, row.data) === written.data) return written as Stored<T>;
  const parsed = v.safeParse(resource.record, { data: row.data, fetchedAt: row.fetchedAt });
  return parsed.success ? parsed.output : null;
}

export function readStored<P, T>(resource: Resource<P, T>, params: P): Promise<Stored<T> | null> {
  return readEntry(resource as Resource<unknown, T>, resource.key(params));
}

/**
 * The copies this page is writing itself, already validated as the network's answer: the live
 * reads that every write sets off read the row back, and when it still holds exactly that copy
 * they take these objects instead of validating the same data a second time on the main thread
 * (the menus, the popups, the home page and the library's facts each went through their schema
 * twice on a first visit). Anything else in the row (another tab's write, a change in place that
 * kept the time of the fetch, a write that failed) is validated as always. The newest few only.
 */
const writtenHere = new Map<string, Stored<unknown>>();
const WRITTEN_KEPT = 24;

function rememberWrite(key: string, copy: Stored<unknown>): void {
  writtenHere.delete(key);
  writtenHere.set(key, copy);
  const oldest = writtenHere.keys().next();
  if (writtenHere.size > WRITTEN_KEPT && !oldest.done) writtenHere.delete(oldest.value);
}

/**
 * Local changes count per key while the page lives: a fetch that left before a change must not
 * write its older answer over the change when it lands (a renamed conversation coming back with
 * its old title, a deleted one reappearing).
 */
const changes = new Map<string, number>();

function changeCount(key: string): number {
  return changes.get(key) ?? 0;
}

/** @internal resource-edits.ts marks a local change (see `changes`). */
export function noteChange(key: string): void {
  changes.set(key, changeCount(key) + 1);
}

// -------------------------------------------------------------------------------------------
// Fetching

interface Fetched<T> {
  answer: FetchAnswer<T>;
  /** When a good answer arrived (epoch milliseconds). */
  fetchedAt: number;
}

const inFlight = new Map<string, { run: Promise<Fetched<unknown>>; background: boolean }>();

/**
 * One fetch per key at a time: a second caller shares the first one's answer. A screen waiting
 * for data that joins a quiet fetch (a refresh, a preload) and sees it fail asks again itself, so
 * the failure is shown the way the screen's own call shows it (overlay, error page).
 */
async function fetchAndStore<P, T>(resource: Resource<P, T>, params: P, key: string, context: FetchContext, fresh = false): Promise<Fetched<T>> {
  const running = inFlight.get(key);
  if (running && fresh) {
    // A fetch that left before this call may have missed what the caller knows changed (an
    // outbox write that landed meanwhile): let it finish, then ask again.
    await running.run.catch(() => undefined);
  } else if (running) {
    const shared = (await running.run) as Fetched<T>;
    if (context.background || !running.background || shared.answer.kind !== 'failed') return shared;
  }
  const fetcher = resource.fetch;
  if (!fetcher) return { answer: { kind: 'missing' }, fetchedAt: 0 };
  const before = changeCount(key);
  const run = (async (): Promise<Fetched<T>> => {
    let answer: FetchAnswer<T>;
    try {
      answer = await fetcher(params, context);
    } catch (error) {
      // Calls answer instead of throwing; a throw is a bug, reported but not a broken screen.
      console.error(`[data] ${resource.family}`, error);
      answer = { kind: 'failed', status: 0, message: '' };
    }
    const fetchedAt = Date.now();
    if (answer.kind === 'ok') {
      // The write (its copy into IndexedDB) in a task of its own, not the one that validated.
      await yieldToMain();
      if (changeCount(key) === before) {
        rememberWrite(key, { data: answer.data, fetchedAt });
        await writeResource({ key, family: resource.family, data: answer.data, fetchedAt }).catch((error: unknown) => {
          // The answer is shown all the same; a full storage is told to the member once.
          void import('./storage-full').then(({ noteStorageFailure }) => noteStorageFailure(error));
          console.warn('[data] 저장하지 못했습니다', error);
        });
      }
    }
    return { answer, fetchedAt };
  })();
  const entry = { run, background: context.background };
  inFlight.set(key, entry);
  try {
    return await run;
  } finally {
    if (inFlight.get(key) === entry) inFlight.delete(key);
  }
}

function fromFetched<T>({ answer, fetchedAt }: Fetched<T>): Loaded<T> {
  return answer.kind === 'ok' ? { kind: 'data', data: answer.data, fetchedAt, fromCache: false } : answer;
}

export interface LoadOptions<T> {
  /**
   * false: ask the network and never read or write the stored copy (previews of drafts, which
   * must not linger on the device, and the edit form, which starts from the server's copy).
   */
  store?: boolean;
  /** Told the answer of the quiet refresh a cache-first load starts (e.g. to update a memo). */
  onRefresh?: (answer: FetchAnswer<T>) => void;
  /**
   * An intent preload (the router's loader context `preload`): every fetch is quiet, a resource
   * whose rule is 'stored' only reads the device, and a result without data throws `PreloadMiss`
   * so the router keeps nothing and the navigation loads for real (overlay and error page then).
   */
  preload?: boolean;
}

/** What a route loader passes on from its context (`preload` of the router's loader context). */
export type Preload = Pick<LoadOptions<unknown>, 'preload'>;

/** A preload found nothing worth keeping (see LoadOptions.preload); the router drops it. */
export class PreloadMiss extends Error {
  constructor(family: string) {
    super(`${family}: nothing to preload`);
    this.name = 'PreloadMiss';
  }
}

/** Loads by the resource's policy (see the top of this file). Never throws, but for a preload miss. */
export async function load<P, T>(resource: Resource<P, T>, params: P, options: LoadOptions<T> = {}): Promise<Loaded<T>> {
  if (!options.preload) return loadNow(resource, params, options, false);
  const loaded = await loadNow(resource, params, options, true);
  if (loaded.kind !== 'data') throw new PreloadMiss(resource.family);
  return loaded;
}

async function loadNow<P, T>(resource: Resource<P, T>, params: P, options: LoadOptions<T>, preload: boolean): Promise<Loaded<T>> {
  const key = resource.key(params);
  // A preload is quiet, and may not even ask the server (a read the server counts).
  const foreground: FetchContext = { background: preload };
  if (options.store === false) {
    if (!resource.fetch || (preload && resource.preload === 'stored')) return { kind: 'missing' };
    try {
      const answer = await resource.fetch(params, foreground);
      return fromFetched({ answer, fetchedAt: Date.now() });
    } catch (error) {
      console.error(`[data] ${resource.family}`, error);
      return { kind: 'failed', status: 0, message: '' };
    }
  }
  const stored = async () => readEntry(resource as Resource<unknown, T>, key).catch(() => null);
  if (preload && resource.preload === 'stored') {
    const copy = await stored();
    return copy ? { kind: 'data', ...copy, fromCache: true } : { kind: 'missing' };
  }
  switch (resource.policy) {
    case 'local': {
      const copy = await stored();
      return copy ? { kind: 'data', ...copy, fromCache: true } : { kind: 'missing' };
    }
    case 'cache-first': {
      const copy = await stored();
      if (copy) {
        if (Date.now() - copy.fetchedAt >= resource.revalidateAfterMs) {
          void fetchAndStore(resource, params, key, { background: true }).then(({ answer }) => options.onRefresh?.(answer));
        }
        return { kind: 'data', ...copy, fromCache: true };
      }
      return fromFetched(await fetchAndStore(resource, params, key, foreground));
    }
    case 'network-first': {
      const fetched = await fetchAndStore(resource, params, key, foreground);
      if (fetched.answer.kind === 'ok' || fetched.answer.kind === 'missing') return fromFetched(fetched);
      const copy = await stored();
      return copy ? { kind: 'data', ...copy, fromCache: true } : fetched.answer;
    }
  }
}

/**
 * A quiet refresh: fetch in the background and store a good answer (screens repaint by live query).
 * `fresh`: the answer must come from a request sent after this call (the caller knows the data
 * changed), so a fetch already in flight is not shared.
 */
export async function revalidate<P, T>(resource: Resource<P, T>, params: P, options: { fresh?: boolean } = {}): Promise<FetchAnswer<T>> {
  return (await fetchAndStore(resource, params, resource.key(params), { background: true }, options.fresh === true)).answer;
}

const resetHooks = new Set<() => void>();

/** @internal use-resource.ts forgets its shared live reads with the rest of the layer. */
export function onResourceLayerReset(hook: () => void): void {
  resetHooks.add(hook);
}

/** For tests: forget the in-memory bookkeeping (fetches in flight, local change counts, live reads). */
export function resetResourceLayer(): void {
  inFlight.clear();
  writtenHere.clear();
  changes.clear();
  for (const hook of resetHooks) hook();
}

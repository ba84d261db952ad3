import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { watch } from '../db/live';
import { onServerBack } from '../lib/http/server-status';
import { keepEqual } from '../lib/keep-equal';
import { useKeptEqual } from '../lib/use-kept-equal';
import { onResourceLayerReset, readEntry, revalidate, type Loaded, type Resource, type Stored } from './resource';

/**
 * The stored copy of one entry, live: it repaints by itself whenever anything writes a newer
 * copy (a background refresh, another tab). undefined while reading the device, null when none.
 * `params` null: no entry to read (e.g. a member's data while nobody is logged in).
 */
export function useStored<P, T>(resource: Resource<P, T>, params: P | null): Stored<T> | null | undefined {
  const key = params === null ? null : resource.key(params);
  return useLiveEntry(resource as Resource<unknown, T>, key);
}

/**
 * One live read per stored entry, shared by every component showing it: the header, the drawer
 * and /main all show the menus, and each used to read and validate them again after every
 * write (3–4 reads of the same entry on a cold load). A later subscriber gets the value already
 * read at once. The read stops a moment after the last subscriber leaves (not at once: a
 * navigation often unmounts and mounts the same entry's readers).
 */
interface LiveEntry {
  value: Stored<unknown> | null | undefined;
  listeners: Set<() => void>;
  stop: (() => void) | null;
  idle: ReturnType<typeof setTimeout> | undefined;
}

const LINGER_MS = 2_000;
const liveEntries = new Map<string, LiveEntry>();

function liveEntry(key: string): LiveEntry {
  let entry = liveEntries.get(key);
  if (!entry) {
    entry = { value: undefined, listeners: new Set(), stop: null, idle: undefined };
    liveEntries.set(key, entry);
  }
  return entry;
}

function subscribeEntry<T>(resource: Resource<unknown, T>, key: string, listener: () => void): () => void {
  const entry = liveEntry(key);
  entry.listeners.add(listener);
  clearTimeout(entry.idle);
  // Each read gives new objects (a structured clone, then validation): what did not change keeps
  // the objects already shown, so memoised parts of a screen skip it (a refresh that brought the
  // same answer, another entry's write announced to this one).
  const settle = (value: Stored<unknown> | null) => {
    const previous = entry.value;
    // Still nothing stored: nothing to show anew either.
    if (value === null && previous === null) return;
    if (value && previous) {
      const data = keepEqual(previous.data, value.data);
      // The same copy read again: nothing to show anew.
      if (data === previous.data && value.fetchedAt === previous.fetchedAt) return;
      entry.value = { ...value, data };
    } else {
      entry.value = value;
    }
    for (const notify of entry.listeners) notify();
  };
  // A read the device refuses (storage gone, private mode) is shown as nothing stored, not as
  // reading forever: the screens then fall back to the network or say it is unavailable.
  entry.stop ??= watch({ store: 'resources', key }, () => readEntry(resource, key), settle, () => settle(null));
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return;
    clearTimeout(entry.idle);
    entry.idle = setTimeout(() => {
      if (entry.listeners.size > 0) return;
      entry.stop?.();
      entry.stop = null;
      liveEntries.delete(key);
    }, LINGER_MS);
  };
}

onResourceLayerReset(() => {
  for (const entry of liveEntries.values()) {
    clearTimeout(entry.idle);
    entry.stop?.();
  }
  liveEntries.clear();
});

/**
 * The entry's latest value. A new copy is shown as a transition, not through
 * useSyncExternalStore: a store's update always renders at once and in one piece (one task of
 * 30–50 ms at 4× CPU for every copy a cold /main receives, npm run bench -- --boot-only), while
 * a transition renders in slices that yield to the browser, and copies arriving close together
 * render once. A component mounting reads the value already there at once.
 */
function useLiveEntry<T>(resource: Resource<unknown, T>, key: string | null): Stored<T> | null | undefined {
  const [, setVersion] = useState(0);
  const current = key === null ? null : (liveEntries.get(key)?.value as Stored<T> | null | undefined);
  const shown = useRef(current);
  shown.current = current;
  useEffect(() => {
    if (key === null) return undefined;
    const repaint = () => startTransition(() => setVersion((n) => n + 1));
    const stop = subscribeEntry(resource, key, repaint);
    // A copy that arrived between this render and the subscription.
    if (liveEntries.get(key)?.value !== shown.current) repaint();
    return stop;
  }, [resource, key]);
  return current;
}

/**
 * A loader's answer, replaced by the stored copy when a refresh writes a newer one. With
 * `live: false` (previews) the answer stays as loaded: a stored public copy is not the draft.
 */
export function useLoaded<P, T>(resource: Resource<P, T>, params: P, initial: Loaded<T>, options: { live?: boolean } = {}): Loaded<T> {
  const live = options.live ?? true;
  const key = resource.key(params);
  const stored = useLiveEntry(resource as Resource<unknown, T>, live ? key : null) ?? null;
  // Only a screen that shows data is refreshed: a page the server says is gone stays gone.
  if (initial.kind !== 'data' || !stored || stored.fetchedAt <= initial.fetchedAt) return initial;
  return { kind: 'data', data: stored.data, fetchedAt: stored.fetchedAt, fromCache: false };
}

/** How the last refresh of a self-refreshing screen went. */
export type RefreshStatus = 'loading' | 'fresh' | 'offline' | 'failed' | 'missing';

export interface ResourceView<T> {
  /** The stored copy (undefined while reading the device, null when nothing is kept yet). */
  stored: Stored<T> | null | undefined;
  status: RefreshStatus;
  /** The server's message when the refresh failed with one. */
  message: string;
  /** Asks the server again (after an action, or when the member asks). */
  refresh: () => void;
}

/**
 * A screen that keeps its own data fresh (나의 도서관 lists, the home page): the stored copy at
 * once, then the server's, again when the network returns and whenever `refresh` is called.
 */
export function useResource<P, T>(resource: Resource<P, T>, params: P): ResourceView<T> {
  const key = resource.key(params);
  const stored = useStored(resource, params);
  const [state, setState] = useState<{ status: RefreshStatus; message: string }>({ status: 'loading', message: '' });
  // The refresh's own answer, for a device that keeps nothing (storage full): shown only while no
  // copy is stored, so a stored copy (and any local change to it) always wins.
  const [answered, setAnswered] = useState<{ key: string; copy: Stored<T> } | null>(null);
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  // The key says which entry; the latest params are what to ask for it.
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const asked = useRef(false);

  useEffect(() => {
    let current = true;
    // The first ask starts from the initial state (loading): setting it again re-rendered the
    // screen for nothing. A later ask (another key, a refresh) shows loading again.
    if (asked.current) setState({ status: 'loading', message: '' });
    asked.current = true;
    // The first ask may share a fetch in flight (a preload); a later one (the network came back,
    // an action landed, the member asked) needs an answer sent after it.
    void revalidate(resource, paramsRef.current, { fresh: tick > 0 }).then((answer) => {
      if (!current) return;
      // As a transition, like a new stored copy (useLiveEntry): the screen that takes the answer
      // (the home page's first data) renders in slices that yield, not in one task.
      startTransition(() => {
        if (answer.kind === 'ok') setAnswered({ key, copy: { data: answer.data, fetchedAt: Date.now() } });
        setState(answer.kind === 'ok' ? { status: 'fresh', message: '' } : { status: answer.kind, message: answer.kind === 'failed' ? answer.message : '' });
      });
    });
    return () => {
      current = false;
    };
  }, [resource, key, tick]);

  useEffect(() => {
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [refresh]);

  // A refresh that met a server outage (refused, 5xx) is asked again when the server answers.
  const waitsForServer = state.status === 'offline' || state.status === 'failed';
  useEffect(() => (waitsForServer ? onServerBack(refresh) : undefined), [waitsForServer, refresh]);

  const fallback = answered?.key === key ? answered.copy : null;
  // On a first visit the refresh's answer shows first and the copy read back from the device a
  // moment later: equal data, other objects. What the screen showed last keeps its objects.
  const shown = useKeptEqual(stored ?? fallback ?? stored);
  return { stored: shown, status: state.status, message: state.message, refresh };
}

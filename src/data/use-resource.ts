import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readEntry, revalidate, type Loaded, type Resource, type Stored } from './resource';

/**
 * The stored copy of one entry, live: it repaints by itself whenever anything writes a newer
 * copy (a background refresh, another tab). undefined while reading the device, null when none.
 * `params` null: no entry to read (e.g. a member's data while nobody is logged in).
 */
export function useStored<P, T>(resource: Resource<P, T>, params: P | null): Stored<T> | null | undefined {
  const key = params === null ? null : resource.key(params);
  return useLiveQuery(() => (key === null ? null : readEntry(resource as Resource<unknown, T>, key)), [resource, key]);
}

/**
 * A loader's answer, replaced by the stored copy when a refresh writes a newer one. With
 * `live: false` (previews) the answer stays as loaded: a stored public copy is not the draft.
 */
export function useLoaded<P, T>(resource: Resource<P, T>, params: P, initial: Loaded<T>, options: { live?: boolean } = {}): Loaded<T> {
  const live = options.live ?? true;
  const key = resource.key(params);
  const stored = useLiveQuery(() => (live ? readEntry(resource as Resource<unknown, T>, key) : null), [resource, key, live], null);
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
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  // The key says which entry; the latest params are what to ask for it.
  const paramsRef = useRef(params);
  paramsRef.current = params;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading', message: '' });
    void revalidate(resource, paramsRef.current).then((answer) => {
      if (!current) return;
      setState(answer.kind === 'ok' ? { status: 'fresh', message: '' } : { status: answer.kind, message: answer.kind === 'failed' ? answer.message : '' });
    });
    return () => {
      current = false;
    };
  }, [resource, key, tick]);

  useEffect(() => {
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [refresh]);

  return { stored, status: state.status, message: state.message, refresh };
}

import { liveQuery } from 'dexie';

/**
 * Runs `read` now and again whenever a write touches what it read (Dexie's live query), handing
 * each result to `onValue`. Returns the function that stops watching. A failed read is reported
 * to `onError` and watching goes on.
 */
export function watch<T>(read: () => Promise<T>, onValue: (value: T) => void, onError: (error: unknown) => void = () => undefined): () => void {
  const subscription = liveQuery(read).subscribe({ next: onValue, error: onError });
  return () => subscription.unsubscribe();
}

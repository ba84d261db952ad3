import { onChange } from './changes';
import type { StoreName } from './schema';

/** What a live read looks at: one entry of a store, or the whole store. */
export interface WatchScope {
  store: StoreName;
  key?: string | number;
}

/**
 * Runs `read` now and again whenever a write announced in src/db (changes.ts; this tab or
 * another) touches `scope`, handing each result to `onValue`. Writes arriving during a read
 * cause one more read after it, never overlapping ones. Returns the function that stops
 * watching. A failed read is reported to `onError` and watching goes on.
 */
export function watch<T>(scope: WatchScope, read: () => Promise<T>, onValue: (value: T) => void, onError: (error: unknown) => void = () => undefined): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    do {
      again = false;
      try {
        const value = await read();
        if (!stopped) onValue(value);
      } catch (error) {
        if (!stopped) onError(error);
      }
    } while (again && !stopped);
    running = false;
  };
  const stop = onChange((change) => {
    if (change.store !== scope.store) return;
    if (change.key !== undefined && scope.key !== undefined && change.key !== scope.key) return;
    void run();
  });
  void run();
  return () => {
    stopped = true;
    stop();
  };
}

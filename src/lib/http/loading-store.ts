/**
 * Count of requests that asked for the loading overlay. An external store so React reads it
 * through useSyncExternalStore and non-React code can bump it.
 */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loadingStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): number {
    return pending;
  },
  begin(): void {
    pending += 1;
    emit();
  },
  end(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
};

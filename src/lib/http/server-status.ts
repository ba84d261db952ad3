/**
 * Whether the library's API answered the last call: the HTTP client notes every outcome, the
 * shell says in words while the server does not answer (the browser may well be online), and
 * whoever waits for the server (the outbox, screens showing a stored copy after a failed
 * refresh) hears when it answers again — the 'online' event of a server outage.
 */
let down = false;
const listeners = new Set<() => void>();
const backListeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === down) return;
  down = next;
  for (const listener of listeners) listener();
  if (!next) for (const listener of backListeners) listener();
}

export const serverStatus = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** true while the last call got no answer or a 5xx. */
  getSnapshot: (): boolean => down,
  /** An answer arrived: a 5xx says the server is failing, any other status that it works. */
  answered(status: number): void {
    set(status >= 500);
  },
  /** No answer at all (connection refused, no network). */
  unreachable(): void {
    set(true);
  },
};

/** Calls `listener` each time the server answers again after failing; returns the unsubscribe. */
export function onServerBack(listener: () => void): () => void {
  backListeners.add(listener);
  return () => {
    backListeners.delete(listener);
  };
}

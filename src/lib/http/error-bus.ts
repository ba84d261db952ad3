/**
 * A tiny channel from the HTTP client to whoever shows the error page. The client raises a
 * status; the app shell listens. Kept here so the client never imports UI code.
 */
export type ErrorStatusListener = (status: number, detail?: string) => void;

const listeners = new Set<ErrorStatusListener>();

export function onErrorStatus(listener: ErrorStatusListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function raiseErrorStatus(status: number, detail?: string): void {
  for (const listener of listeners) listener(status, detail);
}

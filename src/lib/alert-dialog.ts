/*
 * The portal's own alert instead of the browser's window.alert(): the same words (spec §8), in an
 * accessible dialog the app draws (src/app/alert-host.tsx). Domain-free and tiny, so every page
 * can raise one: `await showAlert(message)` resolves when the person has closed it (확인 or Esc),
 * as the native alert returned only then, so code that navigates or reloads after an alert waits
 * for it. Alerts raised while one is shown wait their turn, in order.
 *
 * Features and routes receive it as an `AlertFn` (or import showAlert); they never import src/app.
 */

/** Shows `message` and resolves once it has been closed. */
export type AlertFn = (message: string) => Promise<void>;

export interface QueuedAlert {
  readonly id: number;
  readonly message: string;
  /** Called by the host when the person closed it: the next alert shows, the caller goes on. */
  readonly close: () => void;
}

let queue: readonly QueuedAlert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The alerts waiting, the one shown first (an external store for the app's host). */
export const alertQueue = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): readonly QueuedAlert[] {
    return queue;
  },
};

export const showAlert: AlertFn = (message) =>
  new Promise<void>((resolve) => {
    let closed = false;
    const entry: QueuedAlert = {
      id: nextId++,
      message,
      close: () => {
        if (closed) return;
        closed = true;
        queue = queue.filter((queued) => queued !== entry);
        emit();
        resolve();
      },
    };
    queue = [...queue, entry];
    emit();
  });

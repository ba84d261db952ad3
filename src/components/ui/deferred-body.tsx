import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children, rendered in a background render right after its own first one.
 *
 * A page's content mounts in one synchronous render when the router has its data (the router's
 * state reaches React through useSyncExternalStore, which React never cuts into slices): for a
 * page with a heavy body (twenty results with their facets) that is one long task on a phone
 * (~75 ms at 4× CPU for /search/search-list). Wrapped in this, the body is left out of that
 * first render (the heading, the intro and the form paint at once) and comes in the deferred
 * render React schedules next, which yields to the browser every few milliseconds. Once mounted,
 * later updates (another page of results) render as usual.
 */
export function DeferredBody({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}

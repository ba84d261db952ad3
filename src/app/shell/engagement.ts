import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** How long a visitor stays on the page they arrived at before that alone counts as engagement. */
export const ENGAGED_AFTER_MS = 30_000;

/** What engagement needs of the router: its resolved pages, as TanStack Router reports them. */
export interface ResolvedPages {
  /** The page already resolved when watching starts, if any. */
  resolvedPathname(): string | null;
  /** Calls back with each page's path once it has resolved; returns the unsubscribe. */
  onResolved(callback: (pathname: string) => void): () => void;
}

/**
 * Calls `onEngaged` once the visitor has moved on from the page they arrived at (a second page
 * of this visit: redirects at arrival do not count, as they resolve as one page) or has stayed
 * `afterMs` on it. Returns the cleanup.
 */
export function watchEngagement(pages: ResolvedPages, onEngaged: () => void, afterMs = ENGAGED_AFTER_MS): () => void {
  let done = false;
  let landing = pages.resolvedPathname();
  const engage = () => {
    if (done) return;
    done = true;
    cleanup();
    onEngaged();
  };
  const unsubscribe = pages.onResolved((pathname) => {
    if (landing === null) landing = pathname;
    else if (pathname !== landing) engage();
  });
  const timer = window.setTimeout(engage, afterMs);
  function cleanup() {
    unsubscribe();
    window.clearTimeout(timer);
  }
  return () => {
    if (done) return;
    done = true;
    cleanup();
  };
}

/**
 * Whether the visitor has engaged with the portal in this visit (watchEngagement). Offers that
 * interrupt, such as installing the app, wait for it instead of covering the first page a person
 * opens while they are reading it.
 */
export function useEngaged(): boolean {
  const router = useRouter();
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged) return;
    return watchEngagement(
      {
        resolvedPathname: () => (router.state.status === 'idle' && router.state.resolvedLocation ? router.state.resolvedLocation.pathname : null),
        onResolved: (callback) => router.subscribe('onResolved', (event) => callback(event.toLocation.pathname)),
      },
      () => setEngaged(true),
    );
  }, [router, engaged]);
  return engaged;
}

import { createRouter } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '../lib/search-params';
import { preloadCodeOnly } from './preload-policy';
import { routeTree } from '../routeTree.gen';
import { LoadingDots } from './loading-overlay';
import { LazyNotFoundPage } from './lazy-error-page';
import { AppShell } from './shell/app-shell';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPendingComponent: LoadingDots,
  defaultPendingMs: 400,
  defaultNotFoundComponent: LazyNotFoundPage,
  scrollRestoration: true,
  // One rule both ways (src/lib/search-params.ts): URL values are text, read and written as text
  // (an ISBN or '01' stays as typed, nothing is JSON-quoted). Each route's validateSearch turns
  // the text into the typed values its page uses.
  parseSearch,
  stringifySearch,
  // The shell wraps every match inside the router's context, so route files stay thin.
  InnerWrap: ({ children }) => <AppShell>{children}</AppShell>,
});

// Hover, focus and touch preload a route's code and guards, not yet its data (see preload-policy.ts).
preloadCodeOnly(Object.values(router.routesById));

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

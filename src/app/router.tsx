import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { parseSearch, stringifySearch } from '../lib/search-params';
import type { routeTree as fileRouteTree } from '../routeTree.gen';
import { LoadingDots } from './loading-overlay';
import { LazyNotFoundPage } from './lazy-error-page';
import { attachSectionRouter, bootRouteTree } from './route-sections';
import { AppShell } from './shell/app-shell';

/**
 * The app's router, created on first use: building it (the route tree's matching tables) is
 * 50–60 ms on a phone-speed CPU, so the app's step (app-phase.tsx) creates it once the boot reads
 * from IndexedDB are done, in a task of its own instead of the one that evaluates the modules.
 */
export function appRouter(): AppRouter {
  if (!created) {
    created = makeRouter();
    attachSectionRouter(created);
  }
  return created;
}

let created: AppRouter | undefined;
let history: RouterHistory | undefined;

/**
 * The browser history the router reads and writes, made on first use: the app's step makes it in
 * a task before the router's (reading the address, the history's listeners and state), so that
 * neither is one long task on a phone-speed CPU.
 */
export function appHistory(): RouterHistory {
  history ??= createBrowserHistory();
  return history;
}

const makeRouter = () =>
  createRouter({
    history: appHistory(),
    // The first page's routes and the sections already loaded (./route-sections.ts); typed as the
    // whole tree TanStack's generator wrote, which the sections add up to at run time.
    routeTree: bootRouteTree() as unknown as typeof fileRouteTree,
    // Hover, focus and touch on a link load the page's code, run its guards (quietly: they read
    // `preload`) and its loader: loaders pass `preload` to the data layer, which fetches quietly,
    // never asks for a read the server counts, and keeps only data (src/data/resource.ts).
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

type AppRouter = ReturnType<typeof makeRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
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
  // Query values stay the plain text of the URL: an ISBN or a year typed as a search is not
  // turned into a number (and written back quoted, ?query=%229788936434120%22). Every route's
  // validateSearch reads strings and checks them itself.
  parseSearch: parseSearchWith((value) => value),
  stringifySearch: stringifySearchWith(JSON.stringify),
  // The shell wraps every match inside the router's context, so route files stay thin.
  InnerWrap: ({ children }) => <AppShell>{children}</AppShell>,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

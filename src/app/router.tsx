import { createRouter } from '@tanstack/react-router';
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
  // The shell wraps every match inside the router's context, so route files stay thin.
  InnerWrap: ({ children }) => <AppShell>{children}</AppShell>,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

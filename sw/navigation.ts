import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Server-rendered paths (API, uploads, the sister-service demo pages, the certification and
 * identity providers' pages, the OpenID Connect adaptor's redirects) never get the app shell.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/gglib(\/|$)/, /^\/api(\/|$)/, /^\/uploads(\/|$)/, /^\/sso(\/|$)/, /^\/cert(\/|$)/, /^\/idp(\/|$)/, /^\/oidc(\/|$)/, /^\/sw\.js$/, /^\/builds\//];

export function isAppNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}

/** Every in-app navigation is answered by the precached index.html, so deep links work offline. */
export function registerNavigationFallback(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...NAVIGATION_DENYLIST] }));
}

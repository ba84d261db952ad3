/** The part of a route this policy reads and sets (router-core's route options). */
interface PreloadableRoute {
  options: { loader?: unknown; preload?: boolean };
}

/**
 * Intent preloads (hover, focus, touch on a RouteLink or HrefLink, the router's defaultPreload)
 * fetch a route's code and run its guards, which read `preload` and stay silent. They must not
 * run its loader yet: today's loaders show the full-screen loading overlay, raise the error
 * page on a 404, count a post view or remember a search, and none of them reads `preload`. A
 * route with `preload: false` is preloaded without its loader (router-core, load-client.ts:
 * `preloadable`), and the loader runs on the navigation as before. Drop this once the loaders
 * keep quiet on a preload.
 */
export function preloadCodeOnly(routes: Iterable<PreloadableRoute>): void {
  for (const route of routes) {
    if (route.options.loader) route.options.preload = false;
  }
}

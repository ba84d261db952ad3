import { createRoute, notFound, redirect, type AnyRoute } from '@tanstack/react-router';
import { bootRoutes, rootRoute, sectionLoaders } from 'virtual:route-sections';
import { sectionOfPath } from '../../contract/route-section';

/*
 * The route tree, loaded by section (issue 13; vite.route-sections.ts builds the sections from
 * src/routeTree.gen.ts). The router starts with the root route, `/`, `/main` and a catch-all.
 * A section (`/community/…`, `/mypage/…`) joins the tree:
 * - before the first render, for the address the app opened on (app-phase.tsx);
 * - when a link's intent preloads it or a navigation reaches it: the catch-all matched, so it loads
 *   the section and sends the navigation to the same address again, now matched by its own route.
 * An address no section answers ends on the not-found page, as before.
 */

/** What the sections need of the router: to rebuild its matching tables and to match a path. */
export interface SectionRouter {
  buildRouteTree: () => object;
  setRoutes: (caches: never) => void;
  getMatchedRoutes: (pathname: string) => readonly [unknown, unknown, AnyRoute | undefined];
}

let router: SectionRouter | undefined;
const children: AnyRoute[] = [];
const loading = new Map<string, Promise<void>>();

/** Matches any address no loaded route does: loads its section, or ends on the not-found page. */
export const catchAllRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: async ({ location }) => {
    await loadSectionOf(location.pathname);
    const found = router?.getMatchedRoutes(location.pathname)[2];
    if (found && found !== catchAllRoute) throw redirect({ href: location.href, replace: true });
    throw notFound();
  },
});

/** The tree the router is created with: the first page's routes, the catch-all and any section already loaded. */
export function bootRouteTree() {
  if (children.length === 0) children.push(...bootRoutes, catchAllRoute);
  return rootRoute.addChildren([...children]);
}

/** Sections loaded later rebuild this router's matching tables. */
export function attachSectionRouter(next: SectionRouter): void {
  router = next;
}

/**
 * Loads the routes of the section `pathname` belongs to, once; resolves at once for the first
 * page's addresses and unknown sections. A failed load (offline, a chunk not yet cached) is tried
 * again next time.
 */
export function loadSectionOf(pathname: string): Promise<void> {
  const key = sectionOfPath(pathname);
  const loader = Object.hasOwn(sectionLoaders, key) ? sectionLoaders[key] : undefined;
  if (!loader) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = loader().then((routes) => {
      if (children.length === 0) children.push(...bootRoutes, catchAllRoute);
      children.push(...routes);
      rootRoute.addChildren([...children]);
      if (router) router.setRoutes(router.buildRouteTree() as never);
    });
    loading.set(key, pending);
    pending.catch(() => loading.delete(key));
  }
  return pending;
}

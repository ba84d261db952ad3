/**
 * The route tree in sections, served by vite.route-sections.ts from src/routeTree.gen.ts (its
 * types stay in that file; src/app/router.tsx registers them).
 */
declare module 'virtual:route-sections' {
  import type { AnyRootRoute, AnyRoute } from '@tanstack/react-router';

  /** The root route (src/routes/__root.tsx). */
  export const rootRoute: AnyRootRoute;
  /** The top-level routes of the first page: `/` and `/main`. */
  export const bootRoutes: AnyRoute[];
  /** Every other section by its first path segment: its top-level routes, loaded on demand. */
  export const sectionLoaders: Record<string, () => Promise<AnyRoute[]>>;
}

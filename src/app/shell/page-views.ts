/**
 * Which resolved addresses are new page views, for the access log (spec §4: every path change).
 *
 * A page view is counted when the router has resolved a path other than the one last counted; a
 * change of the search or the hash on the same page is not a new view. A navigation to another
 * path that never resolves (the member moved on before its page had loaded: the router drops
 * the superseded navigation without an `onResolved`) still leaves the page last counted, so
 * coming back to it is a new view: /main → (인사말, abandoned) → /main logs /main twice.
 */
export interface PageViews {
  /** A navigation towards `pathname` began (the router's `onBeforeNavigate`). */
  started(pathname: string): void;
  /** The router resolved `pathname`; true when that is a new page view. */
  resolved(pathname: string): boolean;
}

export function pageViews(): PageViews {
  // The path of the last view counted, or null once a navigation has left it.
  let shown: string | null = null;
  return {
    started(pathname) {
      if (pathname !== shown) shown = null;
    },
    resolved(pathname) {
      if (pathname === shown) return false;
      shown = pathname;
      return true;
    },
  };
}

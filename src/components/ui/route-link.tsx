import { useRouter, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, useMemo, type AnchorHTMLAttributes, type ForwardRefExoticComponent, type RefAttributes } from 'react';
import { useRouterAnchor } from './router-anchor';

interface AnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * This link's own aria-current, set by the page that knows: 'page' for the page shown, 'true'
   * for a chosen filter or the section a detail page belongs to.
   */
  current?: 'page' | 'true';
  /** Called after the click started an in-app navigation (e.g. to close a menu); not for modified clicks. */
  onNavigate?: () => void;
}

/** The router's options a link may carry: where it goes and how. None reaches the anchor. */
const NAVIGATION_KEYS = [
  'to',
  'params',
  'search',
  'hash',
  'from',
  'state',
  'mask',
  'replace',
  'resetScroll',
  'hashScrollIntoView',
  'viewTransition',
  'ignoreBlocker',
  'unsafeRelative',
] as const;
/** Options of the router's own Link that this one does without (it marks no link active). */
const DROPPED_KEYS = ['activeProps', 'inactiveProps', 'activeOptions', 'preload', 'preloadDelay', 'preloadIntentProximity', 'reloadDocument', 'startTransition', 'disabled', '_asChild'];

type Navigation = Record<(typeof NAVIGATION_KEYS)[number], unknown>;

/**
 * A typed link to a route of the app: `<RouteLink to="/notice" search={{ page: 2 }}>` or
 * `<RouteLink {...bookLink(key)}>` (src/links). Navigates through the router, preloads the route
 * on hover, focus and touch (as the router's defaultPreload 'intent'), and renders a plain <a>
 * with only the props given (aria-current through `current`).
 *
 * It is typed as the router's links (`LinkComponent`), but is not one: the router's Link marks
 * the active link (which our pages do themselves), follows the router's location through a store
 * subscription and rebuilds its address when it moves, and is five components deep with our
 * anchor and wrapper. The app's links all name an absolute route with their own params and
 * search, so the address is built once (again only when the link's own options change) and the
 * link is one component: /main alone holds 37 of them (docs/architecture.md). Its handlers are
 * HrefLink's (./router-anchor.ts).
 */
const RouteLinkAnchor = forwardRef<HTMLAnchorElement, AnchorProps & Partial<Navigation>>(function RouteLink(props, ref) {
  const router = useRouter();
  const anchor: Record<string, unknown> = { ...props };
  const navigation: Partial<Navigation> = {};
  for (const key of NAVIGATION_KEYS) {
    if (anchor[key] !== undefined) navigation[key] = anchor[key];
    delete anchor[key];
  }
  for (const key of DROPPED_KEYS) delete anchor[key];
  const { current, onNavigate, onClick, onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, target, ...rest } = anchor as AnchorProps;
  // The options are plain data (paths, ids, search values): their text is the memo's key.
  const key = JSON.stringify(navigation);
  const href = useMemo(
    () => router.history.createHref(router.buildLocation(navigation as never).publicHref),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `navigation`
    [router, key],
  );
  const handlers = useRouterAnchor({
    routed: !target || target === '_self',
    preload: () => router.preloadRoute(navigation as never),
    navigate: () => void router.navigate(navigation as never),
    onNavigate,
    own: { onClick, onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart },
  });
  return <a ref={ref} {...rest} href={href} target={target} aria-current={current} {...handlers} />;
});

export const RouteLink = RouteLinkAnchor as unknown as LinkComponent<ForwardRefExoticComponent<AnchorProps & RefAttributes<HTMLAnchorElement>>>;

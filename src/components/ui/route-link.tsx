import { useRouter, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, useMemo, useRef, type AnchorHTMLAttributes, type ForwardRefExoticComponent, type MouseEvent, type RefAttributes } from 'react';
import { leaveFocusToNextPage } from '../../lib/focus-return';

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

/** Hover or focus this long before the route is preloaded, as the router's own links and HrefLink. */
const PRELOAD_DELAY_MS = 50;

/** The caller's own handler first, then the link's. */
function then<E>(own: ((event: E) => void) | undefined, after: (event: E) => void): (event: E) => void {
  return (event) => {
    own?.(event);
    after(event);
  };
}

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
 * link is one component: /main alone holds 37 of them (docs/architecture.md).
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
  const timer = useRef<number | undefined>(undefined);
  const routed = !target || target === '_self';
  const cancel = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  const preloadNow = () => {
    if (routed) router.preloadRoute(navigation as never).catch((error: unknown) => console.warn(error));
  };
  const preload = () => {
    if (!routed || timer.current !== undefined) return;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      preloadNow();
    }, PRELOAD_DELAY_MS);
  };
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!routed || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    cancel();
    // A link in a dialog (the assistant's answer, the full menu, the popup) leads to the next page,
    // whose content takes the focus as the dialog closes (lib/focus-return.ts).
    if (event.currentTarget.closest('dialog')) leaveFocusToNextPage();
    void router.navigate(navigation as never);
    onNavigate?.();
  };
  return (
    <a
      ref={ref}
      {...rest}
      href={href}
      target={target}
      aria-current={current}
      onClick={handleClick}
      onMouseEnter={then(onMouseEnter, preload)}
      onFocus={then(onFocus, preload)}
      onTouchStart={then(onTouchStart, () => {
        cancel();
        preloadNow();
      })}
      onMouseLeave={then(onMouseLeave, cancel)}
      onBlur={then(onBlur, cancel)}
    />
  );
});

export const RouteLink = RouteLinkAnchor as unknown as LinkComponent<ForwardRefExoticComponent<AnchorProps & RefAttributes<HTMLAnchorElement>>>;

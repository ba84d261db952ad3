import { useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { isFocusMovedByApp, leaveFocusToNextPage } from '../../lib/focus-return';

type Handlers = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'onClick' | 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onTouchStart'>;

export interface RouterAnchorOptions {
  /** Whether a plain left click navigates in the app (an in-app address, in this window). */
  routed: boolean;
  /** Loads the route ahead (its code, guards and data, quietly). */
  preload: () => Promise<unknown>;
  /** Navigates in the app. */
  navigate: () => void;
  /** Called after a click started an in-app navigation (e.g. to close a menu). */
  onNavigate?: (() => void) | undefined;
  /** The link's own handlers: each runs before the link's. */
  own: Handlers;
}

/** Hover or focus this long before the route is preloaded (a pointer passing over a menu is no intent). */
const PRELOAD_DELAY_MS = 50;

/** The caller's own handler first, then the link's. */
function then<E>(own: ((event: E) => void) | undefined, after: () => void): (event: E) => void {
  return (event) => {
    own?.(event);
    after();
  };
}

/**
 * The handlers of an anchor that navigates through the router (RouteLink, HrefLink): a plain left
 * click navigates (modified clicks and other windows keep the browser's behaviour); hover and
 * the member's focus preload the route after PRELOAD_DELAY_MS, touch at once, as the router's
 * `defaultPreload: 'intent'`; a failed preload is only logged.
 */
export function useRouterAnchor({ routed, preload, navigate, onNavigate, own }: RouterAnchorOptions): Required<Handlers> {
  const timer = useRef<number | undefined>(undefined);
  const cancel = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  const preloadNow = () => {
    if (routed) preload().catch((error: unknown) => console.warn(error));
  };
  const preloadSoon = () => {
    if (!routed || timer.current !== undefined) return;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      preloadNow();
    }, PRELOAD_DELAY_MS);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    own.onClick?.(event);
    if (!routed || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    cancel();
    // A link in a dialog (the assistant's answer, the full menu, the popup's slides) leads to the
    // next page, whose content takes the focus as the dialog closes (lib/focus-return.ts).
    if (event.currentTarget.closest('dialog')) leaveFocusToNextPage();
    navigate();
    onNavigate?.();
  };
  return {
    onClick,
    onMouseEnter: then(own.onMouseEnter, preloadSoon),
    // Focus the app moves (a dialog opening on its first link) is no intent to follow the link.
    onFocus: then(own.onFocus, () => {
      if (!isFocusMovedByApp()) preloadSoon();
    }),
    onTouchStart: then(own.onTouchStart, () => {
      cancel();
      preloadNow();
    }),
    onMouseLeave: then(own.onMouseLeave, cancel),
    onBlur: then(own.onBlur, cancel),
  };
}

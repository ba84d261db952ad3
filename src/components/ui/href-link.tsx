import { useRouter } from '@tanstack/react-router';
import { useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { leaveFocusToNextPage } from '../../lib/focus-return';

export interface HrefLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path such as /contents/hours (query allowed). */
  href: string;
  /** Called after an in-app navigation started (e.g. to close a menu). */
  onNavigate?: () => void;
}

/** A path of this app: one leading '/', not '//host' or '/\host' (another site). */
function isAppPath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/** The caller's own handler first, then the link's. */
function then<E>(own: ((event: E) => void) | undefined, after: () => void): (event: E) => void {
  return (event) => {
    own?.(event);
    after();
  };
}

/** Hover this long before the route is preloaded (a pointer passing over a menu is no intent). */
const PRELOAD_DELAY_MS = 50;

/**
 * A link to an in-app path that comes from data (server menus, CMS and popup links, chat
 * answers), so it cannot be a typed route: fixed addresses use RouteLink. A plain left click
 * navigates through the router; hover, focus and touch preload the route (its code, guards and
 * data, quietly; a failed preload is only logged); modified clicks and other targets keep the
 * browser's behaviour.
 *
 * It reads the router only from context and computes nothing per render: the header, the drawer
 * and /main's menu cards hold some 150 of these, and a router link each resolved its location
 * and followed the router's state, which cost about 40 ms of every navigation's render on a
 * phone-speed CPU (npm run bench -- --boot-only). RouteLink now works the same way for typed
 * routes.
 */
export function HrefLink({ href, onNavigate, onClick, onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, target, ...rest }: HrefLinkProps) {
  const router = useRouter();
  const timer = useRef<number | undefined>(undefined);
  const routed = isAppPath(href) && (!target || target === '_self');
  const cancel = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  const preloadNow = () => {
    if (routed) router.preloadRoute({ to: '.', href }).catch((error: unknown) => console.warn(error));
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
    // In a dialog (the popup's slides): the next page's content takes the focus as it closes.
    if (event.currentTarget.closest('dialog')) leaveFocusToNextPage();
    void router.navigate({ to: '.', href });
    onNavigate?.();
  };
  return (
    <a
      {...rest}
      href={href}
      target={target}
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
}

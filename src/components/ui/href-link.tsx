import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';

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

/**
 * A real link to an in-app path that comes from data (server menus, CMS and popup links, chat
 * answers), so it cannot be a typed route: fixed addresses use RouteLink. It navigates through
 * the router, and preloads the route on hover, focus and touch as RouteLink does (the router's
 * defaultPreload); a preload that fails is ignored, the click still navigates. Modified clicks
 * keep the browser's behaviour.
 */
export function HrefLink({ href, onNavigate, onClick, onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, ...rest }: HrefLinkProps) {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => cancel, []);
  const intent = router.options.defaultPreload === 'intent' && isAppPath(href);
  const preload = () => {
    cancel();
    // preloadRoute's type asks for `to`; at run time `href`, when given, decides the location.
    router.preloadRoute({ to: '/', href }).catch(() => undefined);
  };
  // Hover and focus wait the router's preload delay (a pointer passing over does not fetch).
  const soon = () => {
    if (intent && timer.current === undefined) timer.current = setTimeout(preload, router.options.defaultPreloadDelay ?? 50);
  };
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    cancel();
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
    onNavigate?.();
  };
  return (
    <a
      href={href}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        soon();
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        cancel();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        soon();
      }}
      onBlur={(event) => {
        onBlur?.(event);
        cancel();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        if (intent) preload();
      }}
      {...rest}
    />
  );
}

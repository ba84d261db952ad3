import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { useRouterAnchor } from './router-anchor';

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
  const handlers = useRouterAnchor({
    routed: isAppPath(href) && (!target || target === '_self'),
    preload: () => router.preloadRoute({ to: '.', href }),
    navigate: () => void router.navigate({ to: '.', href }),
    onNavigate,
    own: { onClick, onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart },
  });
  return <a {...rest} href={href} target={target} {...handlers} />;
}

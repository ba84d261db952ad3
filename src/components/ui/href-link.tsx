import type { AnchorHTMLAttributes } from 'react';
import { RouteLink } from './route-link';

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
 * answers), so it cannot be a typed route: fixed addresses use RouteLink. The router builds
 * the link from `href` as it does from `to`, so it navigates through the router and preloads
 * the route on hover, focus and touch like RouteLink (a failed preload is only logged); modified
 * clicks keep the browser's behaviour.
 */
export function HrefLink({ href, ...rest }: HrefLinkProps) {
  // `to` is only for the types: when `href` is given, the router takes the location from it.
  return <RouteLink to="." href={href} preload={isAppPath(href) ? undefined : false} {...rest} />;
}

import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface HrefLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path such as /contents/hours (query allowed). */
  href: string;
  /** Called after an in-app navigation started (e.g. to close a menu). */
  onNavigate?: () => void;
}

/**
 * A real link to an in-app path that navigates through the router. Paths come from server
 * data (menus), so they cannot be typed routes; modified clicks keep the browser's behaviour.
 */
export function HrefLink({ href, onNavigate, onClick, ...rest }: HrefLinkProps) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
    onNavigate?.();
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}

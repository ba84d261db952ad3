import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
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

/** What the router adds to the anchor beside the link's own props. */
interface RouterMarks {
  'data-status'?: string;
  disabled?: boolean;
}

/**
 * The router marks a link it finds active with aria-current="page" and data-status, by path
 * prefix and partial search by default: a link to / or to page 1 of a list would read as the
 * current page everywhere below it. Our pages say which link is current themselves (`current`),
 * so the router's marks are dropped here and the markup is exactly what the page wrote.
 */
const Anchor = forwardRef<HTMLAnchorElement, AnchorProps & RouterMarks>(function Anchor(
  { current, onNavigate, onClick, 'aria-current': _routerCurrent, 'data-status': _routerStatus, disabled: _disabled, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The router's click handler runs inside `onClick` and prevents the browser's default
    // exactly when it navigates (a plain left click on a same-window link).
    onClick?.(event);
    // A link in a dialog (the assistant's answer, the full menu, the popup) leads to the next page,
    // whose content takes the focus as the dialog closes (lib/focus-return.ts).
    if (event.defaultPrevented && event.currentTarget.closest('dialog')) leaveFocusToNextPage();
    if (onNavigate && event.defaultPrevented) onNavigate();
  };
  return <a ref={ref} {...rest} onClick={handleClick} aria-current={current} />;
});

const AnchorLink = createLink(Anchor);

// An explicit (empty) activeProps: without it the router adds the class 'active' to active links.
const NO_STATE_PROPS = {};

/**
 * A typed link to a route of the app: `<RouteLink to="/notice" search={{ page: 2 }}>` or
 * `<RouteLink {...bookLink(key)}>` (src/links). Navigates through the router, preloads the route
 * on hover, focus and touch (the router's defaultPreload 'intent'), and renders a plain <a> with
 * only the props given (aria-current through `current`).
 */
// forwardRef would drop createLink's generic, route-typed call signature; the wrapper only adds
// two defaults, so it keeps AnchorLink's type.
export const RouteLink = forwardRef<HTMLAnchorElement, Parameters<typeof AnchorLink>[0]>(function RouteLink(props, ref) {
  return <AnchorLink activeProps={NO_STATE_PROPS} inactiveProps={NO_STATE_PROPS} {...props} ref={ref} />;
}) as unknown as typeof AnchorLink;

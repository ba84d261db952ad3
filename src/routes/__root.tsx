import { createRootRoute, Outlet } from '@tanstack/react-router';
import { requireMemberForLoginMenus } from './-shared/guards';

// The shell (header, footer, panels) wraps every route through the router's InnerWrap (src/app).
export const Route = createRootRoute({
  beforeLoad: ({ location, preload }) => requireMemberForLoginMenus({ location, preload }),
  component: Outlet,
});

import { createRootRoute, Outlet } from '@tanstack/react-router';

// The shell (header, footer, panels) wraps every route through the router's InnerWrap (src/app).
export const Route = createRootRoute({ component: Outlet });

import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseSearch, stringifySearch } from '../../lib/search-params';
import { RouteLink } from './route-link';

const onNavigate = vi.fn();

// Paths the app has too: RouteLink is typed against the app's registered routes.
function Links() {
  return (
    <nav>
      <RouteLink to="/notice" search={{ q: '휴관' }} onNavigate={onNavigate}>
        검색
      </RouteLink>
      <RouteLink to="/" className="logo">
        홈
      </RouteLink>
      <RouteLink to="/notice">1페이지</RouteLink>
      <RouteLink to="/notice" search={{ page: 2 }} current="page" aria-label="2페이지">
        2
      </RouteLink>
      <RouteLink to="/notice" search={{ page: 3 }}>
        3
      </RouteLink>
      <RouteLink to="/notice" search={{ page: 4 }} target="_blank" rel="noopener">
        새 창
      </RouteLink>
    </nav>
  );
}

async function renderAt(url: string) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: Links }),
    createRoute({ getParentRoute: () => root, path: '/notice', component: Links }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), parseSearch, stringifySearch });
  await router.load();
  render(<RouterProvider router={router} />);
  await screen.findByRole('link', { name: '홈' });
  return router;
}

describe('RouteLink', () => {
  afterEach(cleanup);

  it('writes typed addresses with the one search rule', async () => {
    await renderAt('/notice?page=2');
    expect(screen.getByRole('link', { name: '홈' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '1페이지' }).getAttribute('href')).toBe('/notice');
    expect(screen.getByRole('link', { name: '2페이지' }).getAttribute('href')).toBe('/notice?page=2');
  });

  it('carries only the aria-current its page gives, never the router active marks', async () => {
    await renderAt('/notice?page=2');
    for (const name of ['홈', '1페이지', '3']) {
      const link = screen.getByRole('link', { name });
      expect(link.hasAttribute('aria-current')).toBe(false);
      expect(link.hasAttribute('data-status')).toBe(false);
    }
    expect(screen.getByRole('link', { name: '홈' }).className).toBe('logo');
    expect(screen.getByRole('link', { name: '1페이지' }).hasAttribute('class')).toBe(false);
    const current = screen.getByRole('link', { name: '2페이지' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.hasAttribute('data-status')).toBe(false);
    expect(current.hasAttribute('class')).toBe(false);
  });

  it('tells onNavigate about a plain click that navigates, not about a modified one', async () => {
    await renderAt('/notice');
    const link = screen.getByRole('link', { name: '검색' });
    fireEvent.click(link, { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('navigates through the router on a plain click, and leaves a link to another window to the browser', async () => {
    const router = await renderAt('/notice');
    const other = screen.getByRole('link', { name: '새 창' });
    expect(other.getAttribute('href')).toBe('/notice?page=4');
    expect(fireEvent.click(other)).toBe(true); // not prevented: the browser opens it
    expect(fireEvent.click(screen.getByRole('link', { name: '3' }))).toBe(false);
    await vi.waitFor(() => expect(router.state.location.href).toBe('/notice?page=3'));
    // The addresses stay the links' own once the location has moved.
    expect(screen.getByRole('link', { name: '1페이지' }).getAttribute('href')).toBe('/notice');
    expect(screen.getByRole('link', { name: '2페이지' }).getAttribute('href')).toBe('/notice?page=2');
  });

  it('preloads its route after a short hover, not when the pointer only passes', async () => {
    const router = await renderAt('/');
    const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
    const link = screen.getByRole('link', { name: '3' });
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(preload).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    await vi.waitFor(() => expect(preload).toHaveBeenCalledWith(expect.objectContaining({ to: '/notice', search: { page: 3 } })));
  });
});

import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useSearch } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../../lib/search-params';
import { Pagination } from './pagination';

const labels = { name: '페이지', previous: '이전 페이지', next: '다음 페이지', page: (n: number) => `${n}페이지` };

// A list on /notice (a path the app has: links are typed against its routes), 10 a page of 45.
function List({ withTarget }: { withTarget: boolean }) {
  const search: { page?: unknown } = useSearch({ strict: false });
  const current = Number(search.page ?? 1) || 1;
  return (
    <section>
      <p id="count" role="status">
        45건 중 {current}페이지
      </p>
      <Pagination
        current={current}
        total={45}
        size={10}
        linkFor={(page) => ({ to: '/notice', search: page > 1 ? { page } : {} })}
        labels={labels}
        {...(withTarget ? { focusAfterPaging: 'count' } : {})}
      />
    </section>
  );
}

async function renderList(url: string, withTarget = true) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const routeTree = root.addChildren([createRoute({ getParentRoute: () => root, path: '/notice', component: () => <List withTarget={withTarget} /> })]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [url] }), parseSearch, stringifySearch });
  await router.load();
  render(<RouterProvider router={router} />);
  await screen.findByRole('navigation', { name: '페이지' });
  return router;
}

describe('Pagination', () => {
  afterEach(cleanup);

  it('moves the focus to the start of the list once the chosen page is shown', async () => {
    await renderList('/notice?page=2');
    const next = screen.getByRole('link', { name: '다음 페이지' });
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('45건 중 3페이지'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    expect(screen.getByRole('status').getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus alone for the page already shown, for a navigation made elsewhere, and without a target', async () => {
    const router = await renderList('/notice?page=2');
    const current = screen.getByRole('link', { name: '2페이지' });
    current.focus();
    fireEvent.click(current);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(current);

    // A navigation made elsewhere (the router's own, as Back and Forward are) is not a page chosen here.
    await router.navigate({ to: '/notice', search: { page: 4 } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('45건 중 4페이지'));
    expect(document.activeElement).not.toBe(screen.getByRole('status'));
    cleanup();

    await renderList('/notice?page=2', false);
    const next = screen.getByRole('link', { name: '다음 페이지' });
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('45건 중 3페이지'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).not.toBe(screen.getByRole('status'));
  });
});

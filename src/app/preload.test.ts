import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { PreloadMiss } from '../data/resource';

// What the data layer's preload rule relies on in the router (src/data/resource.ts, LoadOptions):
// a preload's data is kept for the click that follows, and a preload that throws keeps nothing.
describe('intent preloads and the router', () => {
  function app(loader: (context: { preload: boolean }) => unknown) {
    const root = createRootRoute();
    const page = createRoute({ getParentRoute: () => root, path: '/notice', loader: ({ preload }) => loader({ preload }) });
    const home = createRoute({ getParentRoute: () => root, path: '/' });
    const router = createRouter({ routeTree: root.addChildren([page, home]), history: createMemoryHistory({ initialEntries: ['/'] }) });
    // The registered app router's types would apply to `to` here: this small router is seen as untyped.
    return router as unknown as { load(): Promise<void>; preloadRoute(options: { href: string }): Promise<unknown>; navigate(options: { href: string }): Promise<void> };
  }

  it('keeps the data a preload brought, so the click shows it without loading again', async () => {
    const loader = vi.fn(() => '공지사항');
    const router = app(loader);
    await router.load();
    await router.preloadRoute({ href: '/notice' });
    expect(loader).toHaveBeenLastCalledWith({ preload: true });
    await router.navigate({ href: '/notice' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing from a preload that missed: the click loads for real', async () => {
    const loader = vi.fn(({ preload }: { preload: boolean }) => {
      if (preload) throw new PreloadMiss('board-post');
      return '공지사항';
    });
    const router = app(loader);
    await router.load();
    await router.preloadRoute({ href: '/notice' }).catch(() => undefined);
    await router.navigate({ href: '/notice' });
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenLastCalledWith({ preload: false });
  });
});

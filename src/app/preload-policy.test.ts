import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadCodeOnly } from './preload-policy';

describe('preloadCodeOnly', () => {
  it('keeps loaders out of preloads, runs them on the navigation, and still runs guards with preload set', async () => {
    const loader = vi.fn(() => 'data');
    const beforeLoad = vi.fn();
    const root = createRootRoute();
    const withData = createRoute({ getParentRoute: () => root, path: '/notice', beforeLoad: ({ preload }) => beforeLoad(preload), loader });
    const plain = createRoute({ getParentRoute: () => root, path: '/' });
    const router = createRouter({ routeTree: root.addChildren([withData, plain]), history: createMemoryHistory({ initialEntries: ['/'] }) });
    preloadCodeOnly(Object.values(router.routesById));
    expect(withData.options.preload).toBe(false);
    expect(plain.options.preload).toBeUndefined();

    await router.load();
    // The registered app router's types would apply to `to` here: this small router is seen as untyped.
    const untyped = router as unknown as { preloadRoute(options: { href: string }): Promise<unknown>; navigate(options: { href: string }): Promise<void> };
    await untyped.preloadRoute({ href: '/notice' });
    expect(beforeLoad).toHaveBeenLastCalledWith(true);
    expect(loader).not.toHaveBeenCalled();

    await untyped.navigate({ href: '/notice' });
    expect(beforeLoad).toHaveBeenLastCalledWith(false);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

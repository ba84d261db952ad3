import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGAGED_AFTER_MS, watchEngagement, type ResolvedPages } from './engagement';

function fakePages(resolved: string | null) {
  const listeners = new Set<(pathname: string) => void>();
  const pages: ResolvedPages = {
    resolvedPathname: () => resolved,
    onResolved: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
  return { pages, resolve: (pathname: string) => listeners.forEach((listener) => listener(pathname)), listeners };
}

describe('watchEngagement', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is not engaged on the page the visitor arrived at, however often it resolves', () => {
    const { pages, resolve } = fakePages(null);
    const onEngaged = vi.fn();
    watchEngagement(pages, onEngaged);
    resolve('/notice');
    resolve('/notice'); // a search on the same page
    vi.advanceTimersByTime(ENGAGED_AFTER_MS - 1);
    expect(onEngaged).not.toHaveBeenCalled();
  });

  it('engages on the second page of the visit, once', () => {
    const { pages, resolve, listeners } = fakePages('/main');
    const onEngaged = vi.fn();
    watchEngagement(pages, onEngaged);
    resolve('/main');
    expect(onEngaged).not.toHaveBeenCalled();
    resolve('/notice');
    resolve('/search/search-list');
    vi.advanceTimersByTime(ENGAGED_AFTER_MS);
    expect(onEngaged).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it('takes the first resolved page as the arrival when none had resolved yet', () => {
    const { pages, resolve } = fakePages(null);
    const onEngaged = vi.fn();
    watchEngagement(pages, onEngaged);
    resolve('/main'); // after a redirect from /, the arrival
    expect(onEngaged).not.toHaveBeenCalled();
    resolve('/login');
    expect(onEngaged).toHaveBeenCalledTimes(1);
  });

  it('engages after staying on the first page long enough', () => {
    const { pages } = fakePages('/main');
    const onEngaged = vi.fn();
    watchEngagement(pages, onEngaged);
    vi.advanceTimersByTime(ENGAGED_AFTER_MS);
    expect(onEngaged).toHaveBeenCalledTimes(1);
  });

  it('does nothing after cleanup', () => {
    const { pages, resolve, listeners } = fakePages('/main');
    const onEngaged = vi.fn();
    const stop = watchEngagement(pages, onEngaged);
    stop();
    resolve('/notice');
    vi.advanceTimersByTime(ENGAGED_AFTER_MS);
    expect(onEngaged).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadSettles } from './after-load-settles';

let readyState: DocumentReadyState = 'loading';

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.spyOn(performance, 'now').mockImplementation(() => Date.now() - start);
  // jsdom has no requestIdleCallback: an idle period comes 50 ms later here.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 50));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

let start = 0;

function load(): void {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
}

describe('afterLoadSettles', () => {
  it('waits for the load event, the minimum time since navigation and an idle period', () => {
    start = Date.now();
    const work = vi.fn();
    afterLoadSettles(work, { minimumMs: 2_500 });
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
    load(); // at 1 s: 1.5 s of the minimum remain, then the idle period
    vi.advanceTimersByTime(1_500);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('after a late load event, waits only for the idle period', () => {
    start = Date.now();
    const work = vi.fn();
    afterLoadSettles(work, { minimumMs: 2_500 });
    vi.advanceTimersByTime(4_000);
    expect(work).not.toHaveBeenCalled();
    load();
    vi.advanceTimersByTime(50);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts at once from a page that has loaded already', () => {
    start = Date.now() - 10_000;
    readyState = 'complete';
    const work = vi.fn();
    afterLoadSettles(work);
    vi.advanceTimersByTime(50);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled at any step', () => {
    start = Date.now();
    const work = vi.fn();
    const cancel = afterLoadSettles(work, { minimumMs: 100 });
    load();
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
  });
});

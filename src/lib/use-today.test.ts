import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeviceZone } from './test-device-zone';
import { useToday } from './use-today';

describe('useToday with the device in Los Angeles', () => {
  useDeviceZone('America/Los_Angeles');
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('is Seoul’s day and turns at Seoul’s midnight, not the device’s', () => {
    // 23:58 in Seoul = 07:58 the same morning in Los Angeles.
    vi.setSystemTime(Date.parse('2026-03-14T23:58:00+09:00'));
    const { result, unmount } = renderHook(() => useToday());
    expect(result.current).toBe('2026-03-14');
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(result.current).toBe('2026-03-15');
    unmount();
  });

  it('checks again when the page comes back to the foreground', () => {
    vi.setSystemTime(Date.parse('2026-03-14T12:00:00+09:00'));
    const { result, unmount } = renderHook(() => useToday());
    expect(result.current).toBe('2026-03-14');
    // A device asleep for a day fires no timer in time; waking up shows the page again.
    vi.setSystemTime(Date.parse('2026-03-16T09:00:00+09:00'));
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe('2026-03-16');
    unmount();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRemaining, secondsLeft, startCountdown } from './countdown';

describe('countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down each second from SESSION_TIME and expires once at zero', () => {
    const start = Date.now();
    let expiresAt = start + 3000;
    const ticks: number[] = [];
    const onExpire = vi.fn();
    startCountdown(() => expiresAt, (seconds) => ticks.push(seconds), onExpire);
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(2000);
    expect(ticks).toEqual([3, 2, 1]);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(ticks).toEqual([3, 2, 1, 0]);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expiresAt += 10_000;
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(0);
  });

  it('restarts when the expiry moves (a session check)', () => {
    let expiresAt = Date.now() + 2000;
    const onExpire = vi.fn();
    const ticks: number[] = [];
    startCountdown(() => expiresAt, (seconds) => ticks.push(seconds), onExpire);
    vi.advanceTimersByTime(1000);
    expiresAt = Date.now() + 1800 * 1000;
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(1799);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('stops on demand', () => {
    const onExpire = vi.fn();
    const countdown = startCountdown(() => Date.now() + 1000, () => undefined, onExpire);
    countdown.stop();
    vi.advanceTimersByTime(5000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('follows the wall clock even when ticks are late', () => {
    const now = vi.fn(() => 0);
    const seen: number[] = [];
    startCountdown(() => 1800_000, (seconds) => seen.push(seconds), () => undefined, now);
    now.mockReturnValue(1799_500);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([1800, 1]);
  });

  it('formats the time left', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(0, 10_000)).toBe(0);
    expect(formatRemaining(1800)).toBe('30:00');
    expect(formatRemaining(59)).toBe('00:59');
    expect(formatRemaining(3725)).toBe('1:02:05');
  });
});

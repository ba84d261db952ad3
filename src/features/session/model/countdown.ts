/** Session tick (spec §9). */
export const SESSION_TICK_MS = 1000;

/** Whole seconds left until expiresAt (epoch ms), never negative. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** "mm:ss" (or "h:mm:ss" past an hour) for the header timer. */
export function formatRemaining(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(secs).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

export interface Countdown {
  stop: () => void;
}

/**
 * Ticks every second from the wall clock (so a throttled background tab still expires on
 * time), reporting the seconds left; calls onExpire once at zero.
 */
export function startCountdown(
  expiresAt: () => number,
  onTick: (seconds: number) => void,
  onExpire: () => void,
  now: () => number = Date.now,
): Countdown {
  let done = false;
  const tick = () => {
    if (done) return;
    const seconds = secondsLeft(expiresAt(), now());
    onTick(seconds);
    if (seconds === 0) {
      done = true;
      clearInterval(timer);
      onExpire();
    }
  };
  const timer = setInterval(tick, SESSION_TICK_MS);
  tick();
  return {
    stop: () => {
      done = true;
      clearInterval(timer);
    },
  };
}

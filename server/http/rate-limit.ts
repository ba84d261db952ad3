import { type EventStore, memoryEventStore } from './event-window';

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface WindowLimits {
  /** Most actions per key inside the window. */
  max: number;
  windowMs: number;
}

/**
 * At most `max` actions per key in any sliding window of `windowMs`. Where the actions are kept
 * is the caller's choice (event-window.ts): in memory a process counts alone, in the database
 * every server process on it counts together (issue 19). `scope` keeps one limiter's keys apart
 * from another's in a shared store.
 */
export class SlidingWindowLimiter {
  private readonly store: EventStore;

  constructor(
    readonly limits: WindowLimits,
    private readonly now: () => number = Date.now,
    store?: EventStore,
    private readonly scope = 'rate',
  ) {
    this.store = store ?? memoryEventStore({ sweepWindowMs: limits.windowMs });
  }

  /** Records an action for key when it is allowed; refuses it (recording nothing) otherwise. */
  take(key: string): Promise<LimitDecision> {
    const now = this.now();
    const scoped = `rate:${this.scope}:${key}`;
    return this.store.decide<LimitDecision>([scoped], this.limits.windowMs, now, ([live = []]) => {
      if (live.length >= this.limits.max) {
        const oldest = live[live.length - this.limits.max] ?? now;
        return { result: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.limits.windowMs - now) / 1000)) }, record: [] };
      }
      return { result: { allowed: true }, record: [scoped] };
    });
  }
}

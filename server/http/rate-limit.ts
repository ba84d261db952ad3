export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface WindowLimits {
  /** Most actions per key inside the window. */
  max: number;
  windowMs: number;
}

/** Keys kept before the ones with nothing left in their window are swept. */
const SWEEP_AT = 10_000;

/**
 * At most `max` actions per key in any sliding window of `windowMs`. In memory, per process: a
 * restart forgets the counts, and several server processes count separately.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limits: WindowLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an action for key when it is allowed; refuses it (recording nothing) otherwise. */
  take(key: string): LimitDecision {
    const now = this.now();
    if (this.hits.size >= SWEEP_AT) this.sweep(now);
    const live = (this.hits.get(key) ?? []).filter((at) => at > now - this.limits.windowMs);
    if (live.length >= this.limits.max) {
      this.hits.set(key, live);
      const oldest = live[live.length - this.limits.max] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.limits.windowMs - now) / 1000)) };
    }
    live.push(now);
    this.hits.set(key, live);
    return { allowed: true };
  }

  private sweep(now: number): void {
    for (const [key, list] of this.hits) {
      if (!list.some((at) => at > now - this.limits.windowMs)) this.hits.delete(key);
    }
  }
}

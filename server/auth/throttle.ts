/**
 * Failed password checks, counted per key (the lower-cased login id, and the client address) in a
 * sliding window. Attempt n in the window — the one that would be the n-th failure — is
 *  - delayed by delayStepMs × (n − delayFrom + 1), at most maxDelayMs, from n = delayFrom, and
 *  - refused outright (HTTP 429, password not even checked) from n = lockFrom,
 * where n counts the key with the most failures. With the defaults: attempts 1–2 answer at once,
 * 3 waits 0.5 s, 4 waits 1 s, 5 waits 1.5 s, 6 and later are refused until enough failures have
 * left the 15-minute window.
 *
 * Every attempt is recorded as a failure before the password is checked and taken back when it
 * succeeds, so a burst of parallel guesses is counted as such, and the delay does not depend on
 * the answer (a client cannot cut a slow answer short to learn that it was a failure).
 *
 * In memory, per process: a restart forgets the counts, and several server processes count
 * separately.
 */
export interface ThrottleLimits {
  windowMs: number;
  delayFrom: number;
  delayStepMs: number;
  maxDelayMs: number;
  lockFrom: number;
  /** Most keys kept; beyond it expired keys are swept, then the oldest dropped. */
  maxKeys: number;
}

export const DEFAULT_THROTTLE_LIMITS: Readonly<ThrottleLimits> = {
  windowMs: 15 * 60 * 1000,
  delayFrom: 3,
  delayStepMs: 500,
  maxDelayMs: 3000,
  lockFrom: 6,
  maxKeys: 100_000,
};

/** Most timestamps kept per key: enough for any lock decision, bounded under a flood. */
const MAX_ENTRIES_PER_KEY = 64;

export interface Attempt {
  readonly keys: readonly string[];
  readonly at: number;
}

export type ThrottleDecision =
  | { allowed: true; delayMs: number; attempt: Attempt }
  | { allowed: false; retryAfterSeconds: number };

export class LoginThrottle {
  readonly limits: ThrottleLimits;
  private readonly failures = new Map<string, number[]>();
  private lastSweep: number;

  constructor(
    limits: Partial<ThrottleLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_THROTTLE_LIMITS, ...limits };
    this.lastSweep = now();
  }

  /** Failures of key still inside the window (for tests and diagnostics). */
  count(key: string): number {
    return this.live(key, this.now()).length;
  }

  /** Decides on an attempt for these keys; an allowed attempt is recorded as a failure. */
  begin(keys: readonly string[]): ThrottleDecision {
    const now = this.now();
    this.sweep(now);
    const { lockFrom, delayFrom, delayStepMs, maxDelayMs, windowMs } = this.limits;
    const lists = keys.map((key) => this.live(key, now));
    const attemptNumber = Math.max(0, ...lists.map((list) => list.length)) + 1;
    if (attemptNumber >= lockFrom) {
      // Free again once enough of the oldest failures have left the window for the next attempt
      // to count below lockFrom again, on every key that is over.
      const freeAt = Math.max(
        ...lists
          .filter((list) => list.length + 1 >= lockFrom)
          .map((list) => (list[list.length - lockFrom + 1] ?? now) + windowMs),
      );
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
    }
    for (const [index, key] of keys.entries()) {
      const list = lists[index] ?? [];
      list.push(now);
      if (list.length > MAX_ENTRIES_PER_KEY) list.splice(0, list.length - MAX_ENTRIES_PER_KEY);
      this.failures.delete(key);
      this.failures.set(key, list);
    }
    const delayMs =
      attemptNumber >= delayFrom ? Math.min(maxDelayMs, delayStepMs * (attemptNumber - delayFrom + 1)) : 0;
    return { allowed: true, delayMs, attempt: { keys: [...keys], at: now } };
  }

  /** The attempt succeeded: it was no failure, and the keys in reset start again from zero. */
  succeed(attempt: Attempt, reset: readonly string[]): void {
    for (const key of attempt.keys) {
      const list = this.failures.get(key);
      const index = list?.indexOf(attempt.at) ?? -1;
      if (list && index >= 0) list.splice(index, 1);
      if (list?.length === 0) this.failures.delete(key);
    }
    for (const key of reset) this.failures.delete(key);
  }

  private live(key: string, now: number): number[] {
    const list = this.failures.get(key);
    if (!list) return [];
    const from = now - this.limits.windowMs;
    const firstLive = list.findIndex((at) => at > from);
    if (firstLive === -1) {
      this.failures.delete(key);
      return [];
    }
    if (firstLive > 0) list.splice(0, firstLive);
    return list;
  }

  private sweep(now: number): void {
    const { windowMs, maxKeys } = this.limits;
    if (now - this.lastSweep < windowMs && this.failures.size < maxKeys) return;
    this.lastSweep = now;
    for (const key of [...this.failures.keys()]) this.live(key, now);
    // Still full: forget the keys least recently failed (the map keeps insertion order), down to
    // 90 % so that the next sweep is a window away again.
    for (const key of this.failures.keys()) {
      if (this.failures.size < maxKeys * 0.9) break;
      this.failures.delete(key);
    }
  }
}

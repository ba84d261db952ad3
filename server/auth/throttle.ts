/**
 * Failed password checks in a sliding window, counted on three keys per attempt (issue 18, finding 3):
 *  - the (login id, client address) pair: delayed from its 3rd failure, then refused outright (HTTP
 *    429, password not even checked) from its 6th — one person guessing one account from one place;
 *  - the login id alone, from every address: delayed only, never refused, so failures made somewhere
 *    else cannot lock the member out — a correct password still gets in, a few seconds later;
 *  - the client address alone, across ids: delayed only, from its 10th failure, so spraying many ids
 *    from one address slows down while other people behind the same address (a proxy without
 *    TRUST_PROXY, a school's network) are never refused.
 * The delay is the largest any key calls for: delayStepMs × (n − from + 1), at most maxDelayMs.
 * With the defaults: attempts 1–2 on a pair answer at once, 3 waits 0.5 s, 4 waits 1 s, 5 waits
 * 1.5 s, 6 and later are refused until enough failures have left the 15-minute window.
 *
 * Every attempt is recorded as a failure before the password is checked and taken back when it
 * succeeds, so a burst of parallel guesses is counted as such, and the delay does not depend on
 * the answer (a client cannot cut a slow answer short to learn that it was a failure).
 *
 * Where the failures are kept is the caller's choice (server/http/event-window.ts): in memory a
 * process counts alone; in the database every server process on it counts together (issue 19).
 */
import { type EventStore, memoryEventStore } from '../http/event-window';

export interface ThrottleLimits {
  windowMs: number;
  /** Failures on the pair or the id from which attempts wait. */
  delayFrom: number;
  /** Failures on the address (across ids) from which attempts wait. */
  addressDelayFrom: number;
  delayStepMs: number;
  maxDelayMs: number;
  /** Attempt on one (id, address) pair that is refused. */
  lockFrom: number;
  /** Most keys kept in memory; beyond it expired keys are swept, then the oldest dropped. */
  maxKeys: number;
}

export const DEFAULT_THROTTLE_LIMITS: Readonly<ThrottleLimits> = {
  windowMs: 15 * 60 * 1000,
  delayFrom: 3,
  addressDelayFrom: 10,
  delayStepMs: 500,
  maxDelayMs: 3000,
  lockFrom: 6,
  maxKeys: 100_000,
};

/** Who is trying: the login id (compared in lower case) and the client address, in a scope (the portal, a provider). */
export interface ThrottleSubject {
  readonly id: string;
  readonly address: string;
  readonly scope?: string;
}

export interface Attempt {
  readonly keys: ThrottleKeys;
  readonly at: number;
}

interface ThrottleKeys {
  readonly pair: string;
  readonly id: string;
  readonly address: string;
}

export type ThrottleDecision =
  | { allowed: true; delayMs: number; attempt: Attempt }
  | { allowed: false; retryAfterSeconds: number };

export function throttleKeys(subject: ThrottleSubject): ThrottleKeys {
  const scope = subject.scope ? `${subject.scope}:` : '';
  const id = subject.id.toLowerCase();
  return { pair: `${scope}pair:${id}|${subject.address}`, id: `${scope}id:${id}`, address: `${scope}ip:${subject.address}` };
}

export class LoginThrottle {
  readonly limits: ThrottleLimits;
  private readonly store: EventStore;

  constructor(
    limits: Partial<ThrottleLimits> = {},
    private readonly now: () => number = Date.now,
    store?: EventStore,
  ) {
    this.limits = { ...DEFAULT_THROTTLE_LIMITS, ...limits };
    this.store = store ?? memoryEventStore({ maxKeys: this.limits.maxKeys, sweepWindowMs: this.limits.windowMs });
  }

  /** Failures of key still inside the window (for tests and diagnostics). */
  count(key: string): Promise<number> {
    return this.store.count(key, this.limits.windowMs, this.now());
  }

  /** Decides on an attempt by this subject; an allowed attempt is recorded as a failure. */
  begin(subject: ThrottleSubject): Promise<ThrottleDecision> {
    const now = this.now();
    const { lockFrom, delayFrom, addressDelayFrom, delayStepMs, maxDelayMs, windowMs } = this.limits;
    const keys = throttleKeys(subject);
    return this.store.decide<ThrottleDecision>([keys.pair, keys.id, keys.address], windowMs, now, ([pair = [], id = [], address = []]) => {
      if (pair.length + 1 >= lockFrom) {
        // Free again once enough of the pair's oldest failures have left the window for the next
        // attempt to count below lockFrom again.
        const freeAt = (pair[pair.length - lockFrom + 1] ?? now) + windowMs;
        return { result: { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) }, record: [] };
      }
      const step = (attemptNumber: number, from: number) =>
        attemptNumber >= from ? Math.min(maxDelayMs, delayStepMs * (attemptNumber - from + 1)) : 0;
      const delayMs = Math.max(step(pair.length + 1, delayFrom), step(id.length + 1, delayFrom), step(address.length + 1, addressDelayFrom));
      return { result: { allowed: true, delayMs, attempt: { keys, at: now } }, record: [keys.pair, keys.id, keys.address] };
    });
  }

  /** The attempt succeeded: it was no failure, and the pair and the id start again from zero (the address keeps its count). */
  async succeed(attempt: Attempt): Promise<void> {
    await this.store.removeOne(attempt.keys.address, attempt.at);
    await this.store.clear([attempt.keys.pair, attempt.keys.id]);
  }
}

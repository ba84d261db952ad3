import { describe, expect, it } from 'vitest';
import { LoginThrottle, type ThrottleDecision, throttleKeys } from './throttle';

const MINUTE = 60_000;

function setup() {
  const clock = { now: 1_000_000 };
  const throttle = new LoginThrottle({}, () => clock.now);
  return { clock, throttle };
}

const delayOf = (decision: ThrottleDecision) => (decision.allowed ? decision.delayMs : 'locked');
const a1 = { id: 'a', address: '1' };

describe('LoginThrottle', () => {
  it('delays one (id, address) pair from the 3rd failure by 0.5 s steps and refuses its 6th attempt', () => {
    const { throttle } = setup();
    const delays = Array.from({ length: 7 }, () => delayOf(throttle.begin(a1)));
    expect(delays).toEqual([0, 0, 500, 1000, 1500, 'locked', 'locked']);
    expect(throttle.count(throttleKeys(a1).pair)).toBe(5);
  });

  it('never refuses an id for failures made from other addresses: it only waits, at most maxDelayMs', () => {
    const { throttle } = setup();
    const delays = Array.from({ length: 10 }, (_, n) => delayOf(throttle.begin({ id: 'a', address: `10.0.0.${n}` })));
    expect(delays).toEqual([0, 0, 500, 1000, 1500, 2000, 2500, 3000, 3000, 3000]);
    // The member's own address: slowed by the id's count, not refused.
    expect(delayOf(throttle.begin({ id: 'A', address: 'home' }))).toBe(3000);
  });

  it('never refuses an address for failures on other ids: many ids from one address wait from the 10th failure', () => {
    const { throttle } = setup();
    const delays = Array.from({ length: 12 }, (_, n) => delayOf(throttle.begin({ id: `made-up-${n}`, address: 'proxy' })));
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 500, 1000, 1500]);
    // Someone else behind the same address with the right password: a wait, never a 429.
    expect(delayOf(throttle.begin({ id: 'member', address: 'proxy' }))).toBe(2000);
    expect(delayOf(throttle.begin({ id: 'member', address: 'elsewhere' }))).toBe(0);
  });

  it('says in Retry-After when the pair’s oldest failure leaves the 15-minute window, and then allows again', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 5; i++) {
      throttle.begin(a1);
      clock.now += MINUTE;
    }
    // The first failure was 5 minutes ago: 10 minutes to go.
    expect(throttle.begin(a1)).toEqual({ allowed: false, retryAfterSeconds: 600 });
    clock.now += 10 * MINUTE - 1000;
    expect(throttle.begin(a1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.now += 1000;
    expect(delayOf(throttle.begin(a1))).toBe(1500);
  });

  it('takes a successful attempt back and resets the pair and the id, but not the address', () => {
    const { throttle } = setup();
    for (let i = 0; i < 3; i++) throttle.begin(a1);
    const ok = throttle.begin(a1);
    if (!ok.allowed) throw new Error('expected allowed');
    throttle.succeed(ok.attempt);
    const keys = throttleKeys(a1);
    expect([throttle.count(keys.pair), throttle.count(keys.id), throttle.count(keys.address)]).toEqual([0, 0, 3]);
  });

  it('keeps scopes apart (the portal and each provider count separately)', () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) throttle.begin({ ...a1, scope: 'anyid' });
    expect(throttle.begin({ ...a1, scope: 'anyid' }).allowed).toBe(false);
    expect(delayOf(throttle.begin(a1))).toBe(0);
  });

  it('forgets keys beyond maxKeys, oldest first', () => {
    const throttle = new LoginThrottle({ maxKeys: 10 }, () => 0);
    for (let i = 0; i < 25; i++) throttle.begin({ id: `${i}`, address: `${i}` });
    expect(throttle.count(throttleKeys({ id: '0', address: '0' }).pair)).toBe(0);
    expect(throttle.count(throttleKeys({ id: '24', address: '24' }).pair)).toBe(1);
  });
});

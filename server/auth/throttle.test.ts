import { describe, expect, it } from 'vitest';
import { LoginThrottle, type ThrottleDecision } from './throttle';

const MINUTE = 60_000;

function setup() {
  const clock = { now: 1_000_000 };
  const throttle = new LoginThrottle({}, () => clock.now);
  return { clock, throttle };
}

const delayOf = (decision: ThrottleDecision) => (decision.allowed ? decision.delayMs : 'locked');

describe('LoginThrottle', () => {
  it('delays from the 3rd failure by 0.5 s steps and refuses the 6th attempt', () => {
    const { throttle } = setup();
    const delays = Array.from({ length: 7 }, () => delayOf(throttle.begin(['id:a', 'ip:1'])));
    expect(delays).toEqual([0, 0, 500, 1000, 1500, 'locked', 'locked']);
    expect(throttle.count('id:a')).toBe(5);
  });

  it('caps the delay at maxDelayMs', () => {
    const throttle = new LoginThrottle({ lockFrom: 100 }, () => 0);
    const delays = Array.from({ length: 10 }, () => delayOf(throttle.begin(['id:a'])));
    expect(delays).toEqual([0, 0, 500, 1000, 1500, 2000, 2500, 3000, 3000, 3000]);
  });

  it('says in Retry-After when the oldest failure leaves the 15-minute window, and then allows again', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 5; i++) {
      throttle.begin(['id:a']);
      clock.now += MINUTE;
    }
    // The first failure was 5 minutes ago: 10 minutes to go.
    expect(throttle.begin(['id:a'])).toEqual({ allowed: false, retryAfterSeconds: 600 });
    clock.now += 10 * MINUTE - 1000;
    expect(throttle.begin(['id:a'])).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.now += 1000;
    expect(delayOf(throttle.begin(['id:a']))).toBe(1500);
  });

  it('counts the worst key: an address with many failures slows every id from it', () => {
    const { throttle } = setup();
    for (const id of ['a', 'b', 'c', 'd', 'e']) throttle.begin([`id:${id}`, 'ip:1']);
    expect(throttle.begin(['id:new', 'ip:1']).allowed).toBe(false);
    expect(delayOf(throttle.begin(['id:new', 'ip:2']))).toBe(0);
  });

  it('takes a successful attempt back and resets the id, but not the address', () => {
    const { throttle } = setup();
    for (let i = 0; i < 3; i++) throttle.begin(['id:a', 'ip:1']);
    const ok = throttle.begin(['id:a', 'ip:1']);
    if (!ok.allowed) throw new Error('expected allowed');
    throttle.succeed(ok.attempt, ['id:a']);
    expect(throttle.count('id:a')).toBe(0);
    expect(throttle.count('ip:1')).toBe(3);
  });

  it('forgets keys beyond maxKeys, oldest first', () => {
    const throttle = new LoginThrottle({ maxKeys: 10 }, () => 0);
    for (let i = 0; i < 25; i++) throttle.begin([`id:${i}`]);
    expect(throttle.count('id:0')).toBe(0);
    expect(throttle.count('id:24')).toBe(1);
  });
});

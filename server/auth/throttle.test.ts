import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { databaseEventStore, type EventStore } from '../http/event-window';
import { SlidingWindowLimiter } from '../http/rate-limit';
import { openSeededTestDb } from '../testing/test-db';
import { LoginThrottle, type ThrottleDecision, throttleKeys } from './throttle';

const MINUTE = 60_000;

let db: Db;
beforeAll(async () => {
  db = await openSeededTestDb();
});
afterAll(() => db.close());

/** Runs `fn` n times one after another. */
async function times<T>(n: number, fn: (index: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let index = 0; index < n; index++) out.push(await fn(index));
  return out;
}

// The same rules whether a process counts alone (memory) or every process on the database counts together.
describe.each([
  { where: 'in memory', store: async (): Promise<EventStore | undefined> => undefined },
  {
    where: 'in the database (every server process on it counts together)',
    store: async (): Promise<EventStore | undefined> => {
      await db.query('DELETE FROM throttle_events');
      return databaseEventStore(db);
    },
  },
])('LoginThrottle $where', ({ store }) => {
async function setup() {
  const clock = { now: 1_000_000 };
  const throttle = new LoginThrottle({}, () => clock.now, await store());
  return { clock, throttle };
}

const delayOf = (decision: ThrottleDecision) => (decision.allowed ? decision.delayMs : 'locked');
const a1 = { id: 'a', address: '1' };

  it('delays one (id, address) pair from the 3rd failure by 0.5 s steps and refuses its 6th attempt', async () => {
    const { throttle } = await setup();
    const delays = (await times(7, () => throttle.begin(a1))).map(delayOf);
    expect(delays).toEqual([0, 0, 500, 1000, 1500, 'locked', 'locked']);
    expect(await throttle.count(throttleKeys(a1).pair)).toBe(5);
  });

  it('never refuses an id for failures made from other addresses: it only waits, at most maxDelayMs', async () => {
    const { throttle } = await setup();
    const delays = (await times(10, (n) => throttle.begin({ id: 'a', address: `10.0.0.${n}` }))).map(delayOf);
    expect(delays).toEqual([0, 0, 500, 1000, 1500, 2000, 2500, 3000, 3000, 3000]);
    // The member's own address: slowed by the id's count, not refused.
    expect(delayOf(await throttle.begin({ id: 'A', address: 'home' }))).toBe(3000);
  });

  it('never refuses an address for failures on other ids: many ids from one address wait from the 10th failure', async () => {
    const { throttle } = await setup();
    const delays = (await times(12, (n) => throttle.begin({ id: `made-up-${n}`, address: 'proxy' }))).map(delayOf);
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 500, 1000, 1500]);
    // Someone else behind the same address with the right password: a wait, never a 429.
    expect(delayOf(await throttle.begin({ id: 'member', address: 'proxy' }))).toBe(2000);
    expect(delayOf(await throttle.begin({ id: 'member', address: 'elsewhere' }))).toBe(0);
  });

  it('says in Retry-After when the pair’s oldest failure leaves the 15-minute window, and then allows again', async () => {
    const { clock, throttle } = await setup();
    for (let i = 0; i < 5; i++) {
      await throttle.begin(a1);
      clock.now += MINUTE;
    }
    // The first failure was 5 minutes ago: 10 minutes to go.
    expect(await throttle.begin(a1)).toEqual({ allowed: false, retryAfterSeconds: 600 });
    clock.now += 10 * MINUTE - 1000;
    expect(await throttle.begin(a1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.now += 1000;
    expect(delayOf(await throttle.begin(a1))).toBe(1500);
  });

  it('takes a successful attempt back and resets the pair and the id, but not the address', async () => {
    const { throttle } = await setup();
    for (let i = 0; i < 3; i++) await throttle.begin(a1);
    const ok = await throttle.begin(a1);
    if (!ok.allowed) throw new Error('expected allowed');
    await throttle.succeed(ok.attempt);
    const keys = throttleKeys(a1);
    expect([await throttle.count(keys.pair), await throttle.count(keys.id), await throttle.count(keys.address)]).toEqual([0, 0, 3]);
  });

  it('keeps scopes apart (the portal and each provider count separately)', async () => {
    const { throttle } = await setup();
    for (let i = 0; i < 5; i++) await throttle.begin({ ...a1, scope: 'anyid' });
    expect((await throttle.begin({ ...a1, scope: 'anyid' })).allowed).toBe(false);
    expect(delayOf(await throttle.begin(a1))).toBe(0);
  });

});

describe('LoginThrottle in memory', () => {
  it('forgets keys beyond maxKeys, oldest first', async () => {
    const throttle = new LoginThrottle({ maxKeys: 10 }, () => 0);
    for (let i = 0; i < 25; i++) await throttle.begin({ id: `${i}`, address: `${i}` });
    expect(await throttle.count(throttleKeys({ id: '0', address: '0' }).pair)).toBe(0);
    expect(await throttle.count(throttleKeys({ id: '24', address: '24' }).pair)).toBe(1);
  });
});

describe('SlidingWindowLimiter in the database', () => {
  it('counts one scope per limiter, across every limiter on the database, and frees the window as it slides', async () => {
    await db.query('DELETE FROM throttle_events');
    const clock = { now: 5_000_000 };
    const store = databaseEventStore(db);
    // Two limiters on one database: two server processes.
    const one = new SlidingWindowLimiter({ max: 2, windowMs: MINUTE }, () => clock.now, store, 'board');
    const two = new SlidingWindowLimiter({ max: 2, windowMs: MINUTE }, () => clock.now, databaseEventStore(db), 'board');
    const other = new SlidingWindowLimiter({ max: 2, windowMs: MINUTE }, () => clock.now, store, 'chat');
    expect(await one.take('member:1')).toEqual({ allowed: true });
    clock.now += 10_000;
    expect(await two.take('member:1')).toEqual({ allowed: true });
    expect(await one.take('member:1')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(await other.take('member:1')).toEqual({ allowed: true });
    clock.now += 50_000;
    expect(await two.take('member:1')).toEqual({ allowed: true });
  });

  it('decides one at a time per key, so parallel attempts cannot all slip under the limit', async () => {
    await db.query('DELETE FROM throttle_events');
    const limiter = new SlidingWindowLimiter({ max: 3, windowMs: MINUTE }, () => 9_000_000, databaseEventStore(db), 'race');
    const decisions = await Promise.all(Array.from({ length: 8 }, () => limiter.take('ip:1')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });
});

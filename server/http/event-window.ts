import { type Queryable, withTransaction } from '../db/db';

/*
 * Where the login throttle (server/auth/throttle.ts) and the rate limits (rate-limit.ts) keep the
 * times of what they count (issue 19). In memory, each server process counts alone; in the
 * database (table throttle_events), every process on that database counts together, so N stateless
 * API processes behind a load balancer throttle and limit as one.
 *
 * A decision reads the live events of its keys and records new ones in one step: under a lock on
 * its first key (in the database an advisory lock held by the transaction), so concurrent
 * decisions on one subject, from any process, happen one after another.
 */

export interface WindowDecision<T> {
  result: T;
  /** Keys to record one event for, at `now`. */
  record: readonly string[];
}

export interface EventStore {
  /** Runs `decide` on the live event times of `keys` (each ascending, after now − windowMs) and records what it says. */
  decide<T>(keys: readonly string[], windowMs: number, now: number, decide: (live: number[][]) => WindowDecision<T>): Promise<T>;
  /** Forgets every event of these keys. */
  clear(keys: readonly string[]): Promise<void>;
  /** Takes back one event of `key` at `at`. */
  removeOne(key: string, at: number): Promise<void>;
  /** Live events of `key` (tests and diagnostics). */
  count(key: string, windowMs: number, now: number): Promise<number>;
}

/** Most event times kept per key in memory: enough for any decision, bounded under a flood. */
const MAX_ENTRIES_PER_KEY = 64;

/**
 * One process's store. Keys with nothing left in `sweepWindowMs` are swept when more than
 * `maxKeys` are kept or a window has passed; still full, the least recently used go first.
 */
export function memoryEventStore({ maxKeys = 100_000, sweepWindowMs = 15 * 60 * 1000 }: { maxKeys?: number; sweepWindowMs?: number } = {}): EventStore {
  const events = new Map<string, number[]>();
  let lastSweep = 0;
  const live = (key: string, windowMs: number, now: number): number[] => {
    const list = events.get(key);
    if (!list) return [];
    const firstLive = list.findIndex((at) => at > now - windowMs);
    if (firstLive === -1) {
      events.delete(key);
      return [];
    }
    if (firstLive > 0) list.splice(0, firstLive);
    return list;
  };
  const sweep = (now: number) => {
    if (now - lastSweep < sweepWindowMs && events.size < maxKeys) return;
    lastSweep = now;
    for (const key of [...events.keys()]) live(key, sweepWindowMs, now);
    for (const key of events.keys()) {
      if (events.size < maxKeys * 0.9) break;
      events.delete(key);
    }
  };
  return {
    decide(keys, windowMs, now, decide) {
      sweep(now);
      const lists = keys.map((key) => live(key, windowMs, now));
      const { result, record } = decide(lists.map((list) => [...list]));
      for (const key of record) {
        const list = live(key, windowMs, now);
        list.push(now);
        if (list.length > MAX_ENTRIES_PER_KEY) list.splice(0, list.length - MAX_ENTRIES_PER_KEY);
        // Re-inserted: the map's order is the order of last use.
        events.delete(key);
        events.set(key, list);
      }
      return Promise.resolve(result);
    },
    clear(keys) {
      for (const key of keys) events.delete(key);
      return Promise.resolve();
    },
    removeOne(key, at) {
      const list = events.get(key);
      const index = list?.indexOf(at) ?? -1;
      if (list && index >= 0) list.splice(index, 1);
      if (list?.length === 0) events.delete(key);
      return Promise.resolve();
    },
    count(key, windowMs, now) {
      return Promise.resolve(live(key, windowMs, now).length);
    },
  };
}

/** Events older than this are deleted (every window in use is far shorter). */
const DATABASE_HORIZON_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** The store every server process on `db` shares (table throttle_events, migration 0030). */
export function databaseEventStore(db: Queryable): EventStore {
  let lastPrune = 0;
  const times = (rows: { key: string; at_ms: number }[], key: string) => rows.filter((row) => row.key === key).map((row) => Math.round(Number(row.at_ms)));
  return {
    decide(keys, windowMs, now, decide) {
      return withTransaction(db, async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [keys[0] ?? '']);
        const rows = await tx.query<{ key: string; at_ms: number }>(
          `SELECT key, extract(epoch FROM at)::float8 * 1000 AS at_ms FROM throttle_events
            WHERE key = ANY($1::text[]) AND at > $2::timestamptz ORDER BY at`,
          [[...keys], iso(now - windowMs)],
        );
        const { result, record } = decide(keys.map((key) => times(rows, key)));
        if (record.length > 0) {
          await tx.query('INSERT INTO throttle_events (key, at) SELECT unnest($1::text[]), $2::timestamptz', [[...record], iso(now)]);
        }
        if (now - lastPrune > PRUNE_EVERY_MS) {
          lastPrune = now;
          await tx.query('DELETE FROM throttle_events WHERE at < $1::timestamptz', [iso(now - DATABASE_HORIZON_MS)]);
        }
        return result;
      });
    },
    async clear(keys) {
      await db.query('DELETE FROM throttle_events WHERE key = ANY($1::text[])', [[...keys]]);
    },
    async removeOne(key, at) {
      await db.query(
        'DELETE FROM throttle_events WHERE ctid IN (SELECT ctid FROM throttle_events WHERE key = $1 AND at = $2::timestamptz LIMIT 1)',
        [key, iso(at)],
      );
    },
    async count(key, windowMs, now) {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM throttle_events WHERE key = $1 AND at > $2::timestamptz', [
        key,
        iso(now - windowMs),
      ]);
      return row?.n ?? 0;
    },
  };
}

import { createHash } from 'node:crypto';
import type { Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDEMPOTENCY_HEADER } from '../../contract/push';
import type { Queryable } from '../db/db';
import { HttpError } from './errors';
import { parsedBodyText } from './validate';

/** What a client may send as a key: a UUID, or any 8–100 URL-safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Stored answers are kept at least this long; older ones are purged at start. */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** A replayed answer carries this header (value `true`), so a client or a log can tell. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * A key reserved this long ago and still without an answer belongs to a request that died
 * (crash, lost connection to the database): a repeat may take it over.
 */
const STALE_RESERVATION_SECONDS = 60;

export const IDEMPOTENCY_MESSAGES = {
  badKey: `${IDEMPOTENCY_HEADER} 헤더는 영문자, 숫자, -, _ 로 된 8–100자여야 합니다.`,
  inProgress: '같은 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
  otherBody: `같은 ${IDEMPOTENCY_HEADER}로 내용이 다른 요청을 보낼 수 없습니다. 새 키로 다시 보내 주세요.`,
} as const;

interface KeyRow {
  request_hash: string | null;
  response_status: number | null;
  response_body: string | null;
  stale: boolean;
}

/** Takes (key, call) for this request; false when a row for it exists already. */
async function reserve(db: Queryable, key: string, call: string, requestHash: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (key, call, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (key, call) DO NOTHING RETURNING 1 AS taken`,
    [key, call, requestHash],
  );
  return rows.length > 0;
}

async function readKey(db: Queryable, key: string, call: string): Promise<KeyRow | null> {
  const [row] = await db.query<KeyRow>(
    `SELECT request_hash, response_status, response_body,
            created_at < now() - make_interval(secs => $3) AS stale
       FROM idempotency_keys WHERE key = $1 AND call = $2`,
    [key, call, STALE_RESERVATION_SECONDS],
  );
  return row ?? null;
}

/** Frees an unanswered reservation (the handler failed), so a corrected retry can succeed. */
async function release(db: Queryable, key: string, call: string): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE key = $1 AND call = $2 AND response_status IS NULL', [key, call]);
}

async function releaseIfStale(db: Queryable, key: string, call: string): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_keys WHERE key = $1 AND call = $2 AND response_status IS NULL
        AND created_at < now() - make_interval(secs => $3)`,
    [key, call, STALE_RESERVATION_SECONDS],
  );
}

/**
 * SHA-256 of the request body parseRequest read; wrapping a call before parsing it is a bug.
 * Fields named in `ignored` are left out: they say how the request travelled, not what it asks.
 */
function bodyHash(text: string | undefined, call: string, ignored: readonly string[]): string {
  if (text === undefined) throw new Error(`withIdempotency(${call}): parseRequest must read the body first.`);
  let hashed = text;
  if (ignored.length > 0) {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      hashed = JSON.stringify(Object.fromEntries(Object.entries(parsed).filter(([name]) => !ignored.includes(name))));
    }
  }
  return createHash('sha256').update(hashed).digest('base64url');
}

export interface IdempotencyOptions {
  /**
   * Body fields that do not make a request another one: the outbox's replay of a booking adds
   * `queued_yn` to the body the lost attempt sent under the same key, and must get its answer.
   */
  ignoredFields?: readonly string[];
  /**
   * Whether a 2xx answer is kept for replays (default: every one). A refusal answered 200 that
   * left nothing behind may be let go, so a later attempt under the key runs again (the outbox's
   * replay of a booking refused while its answer was lost then records the refusal).
   */
  keep?: (body: string) => boolean;
}

/**
 * A caller's scope of a call for withIdempotency: `${call}:${member id}` for a member, else a
 * hash of the visitor's session or address (no address is stored), so one caller's key is never
 * another caller's replay.
 */
export function idempotencyCall(call: string, caller: { memberId: number } | { visitor: string }): string {
  if ('memberId' in caller) return `${call}:${caller.memberId}`;
  return `${call}:v_${createHash('sha256').update(caller.visitor).digest('base64url').slice(0, 32)}`;
}

/**
 * Makes a write call idempotent (docs/api.md "Idempotency"). Wrap the handler after the request is
 * parsed and the caller authenticated, with `call` scoped to the caller (idempotencyCall): a key is
 * then only ever replayed to the caller who first sent it. Without the Idempotency-Key header
 * the handler runs as usual. With it (8–100 of [A-Za-z0-9_-], else 400), the first request for
 * (key, call) stores a hash of the body and reserves the key under the table's primary key, runs the handler and stores its
 * status and body when it is a 2xx; any repeat answers that stored status and body (header
 * Idempotent-Replayed: true) without running the handler again. A failure (thrown or non-2xx) is
 * not stored: the reservation is freed so a corrected retry can succeed. A repeat arriving while
 * the first is still running gets 409 with Retry-After: 1. A repeat whose body differs from the
 * first one's gets 422 (a client bug or a forged replay; nothing runs, nothing is replayed).
 */
export function withIdempotency(db: Queryable, call: string, handler: Handler, options: IdempotencyOptions = {}): Handler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return handler(c, next);
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, IDEMPOTENCY_MESSAGES.badKey, IDEMPOTENCY_HEADER);
    const requestHash = bodyHash(parsedBodyText(c), call, options.ignoredFields ?? []);

    // At most a few rounds: a reservation may vanish (released, taken over) between the insert
    // and the read.
    let owned = false;
    for (let round = 0; round < 3 && !owned; round += 1) {
      if (await reserve(db, key, call, requestHash)) {
        owned = true;
        break;
      }
      const row = await readKey(db, key, call);
      // A stale unanswered reservation never acted: it is taken over below whatever its body was.
      const live = row !== null && (row.response_status != null || !row.stale);
      if (live && row.request_hash !== requestHash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherBody, IDEMPOTENCY_HEADER);
      if (row?.response_status != null) {
        return c.body(row.response_body ?? '', row.response_status as ContentfulStatusCode, {
          'Content-Type': 'application/json; charset=UTF-8',
          'Cache-Control': 'no-store',
          [REPLAYED_HEADER]: 'true',
        });
      }
      if (row && !row.stale) break;
      if (row) await releaseIfStale(db, key, call);
    }
    if (!owned) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, undefined, { 'Retry-After': '1' });

    let response: Response | void;
    try {
      response = await handler(c, next);
    } catch (error) {
      await release(db, key, call);
      throw error;
    }
    if (!(response instanceof Response) || response.status < 200 || response.status > 299) {
      await release(db, key, call);
      return response;
    }
    const body = await response.clone().text();
    if (options.keep && !options.keep(body)) {
      await release(db, key, call);
      return response;
    }
    await db.query(
      `UPDATE idempotency_keys SET response_status = $3, response_body = $4 WHERE key = $1 AND call = $2`,
      [key, call, response.status, body],
    );
    return response;
  };
}

/** Deletes stored answers older than IDEMPOTENCY_KEY_DAYS; answers how many went. */
export async function purgeIdempotencyKeys(db: Queryable): Promise<number> {
  const rows = await db.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(days => $1) RETURNING 1 AS gone`,
    [IDEMPOTENCY_KEY_DAYS],
  );
  return rows.length;
}

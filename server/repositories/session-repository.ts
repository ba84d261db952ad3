import type { Queryable } from '../db/db';
import { hashToken, randomToken } from '../auth/tokens';
import { MEMBER_COLUMNS, type MemberRow } from './member-repository';

/** Times come from the app's clock (injectable in tests), never from the database's now(). */
const at = (ms: number): string => new Date(ms).toISOString();

export interface LiveSession {
  tokenHash: string;
  member: MemberRow;
}

/** Starts a session for the member; returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Queryable, memberId: number, now: number, ttlMs: number): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO member_sessions (token_hash, member_id, created_at, expires_at, last_seen_at)
     VALUES ($1, $2, $3::timestamptz, $4::timestamptz, $3::timestamptz)`,
    [hashToken(token), memberId, at(now), at(now + ttlMs)],
  );
  return token;
}

/** The session a cookie names with its member, or null when unknown or expired. */
export async function findLiveSession(db: Queryable, token: string, now: number): Promise<LiveSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.query<MemberRow & { live: boolean }>(
    `SELECT ${MEMBER_COLUMNS('m')}, s.expires_at > $2::timestamptz AS live
       FROM member_sessions s JOIN members m ON m.id = s.member_id AND m.closed_at IS NULL
      WHERE s.token_hash = $1`,
    [tokenHash, at(now)],
  );
  if (!row) return null;
  if (!row.live) {
    await db.query('DELETE FROM member_sessions WHERE token_hash = $1', [tokenHash]);
    return null;
  }
  const { live: _live, ...member } = row;
  return { tokenHash, member };
}

/** sessioncheck: the session lives SESSION_TIME from now again. */
export async function touchSession(
  db: Queryable,
  tokenHash: string,
  now: number,
  ttlMs: number,
  isPwa: boolean,
): Promise<void> {
  await db.query(
    `UPDATE member_sessions SET expires_at = $2::timestamptz, last_seen_at = $3::timestamptz, is_pwa = $4
      WHERE token_hash = $1`,
    [tokenHash, at(now + ttlMs), at(now), isPwa],
  );
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM member_sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Housekeeping on each login: rows of sessions nobody can use any more. */
export async function deleteExpiredSessions(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM member_sessions WHERE expires_at <= $1::timestamptz', [at(now)]);
}

/** Live auto-login credentials kept per member; a new one beyond this revokes the oldest. */
export const MAX_LIVE_DEVICE_CREDENTIALS = 10;

/** A new auto-login credential for the member's device; returns it (only its hash is stored). */
export async function createDeviceCredential(
  db: Queryable,
  memberId: number,
  deviceName: string,
  now: number,
): Promise<string> {
  const credential = randomToken();
  await db.query(
    `INSERT INTO device_credentials (member_id, token_hash, device_name, created_at)
     VALUES ($1, $2, $3, $4::timestamptz)`,
    [memberId, hashToken(credential), deviceName, at(now)],
  );
  // A device that logs in again without logging out leaves its old credential behind: keep the
  // newest few live, so forgotten ones do not pile up for ever.
  await db.query(
    `UPDATE device_credentials SET revoked_at = $2::timestamptz
      WHERE member_id = $1 AND revoked_at IS NULL
        AND id NOT IN (SELECT id FROM device_credentials WHERE member_id = $1 AND revoked_at IS NULL
                        ORDER BY id DESC LIMIT $3)`,
    [memberId, at(now), MAX_LIVE_DEVICE_CREDENTIALS],
  );
  return credential;
}

/**
 * Revokes a live credential and says whose it was, or null when it is unknown or already
 * revoked. One statement, so two requests racing with the same credential cannot both win.
 */
export async function revokeDeviceCredential(
  db: Queryable,
  credential: string,
  now: number,
): Promise<{ memberId: number; deviceName: string } | null> {
  const [row] = await db.query<{ member_id: number; device_name: string }>(
    `UPDATE device_credentials SET revoked_at = $2::timestamptz, last_used_at = $2::timestamptz
      WHERE token_hash = $1 AND revoked_at IS NULL
      RETURNING member_id, device_name`,
    [hashToken(credential), at(now)],
  );
  return row ? { memberId: row.member_id, deviceName: row.device_name } : null;
}

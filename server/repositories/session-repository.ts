import type { Queryable } from '../db/db';
import { hashToken, randomToken } from '../auth/tokens';
import { MEMBER_COLUMNS, type MemberRow } from './member-repository';

/** Times come from the app's clock (injectable in tests), never from the database's now(). */
const at = (ms: number): string => new Date(ms).toISOString();

export interface LiveSession {
  tokenHash: string;
  member: MemberRow;
  /** Epoch ms of the session's absolute end (SESSION_MAX_TIME after the login), which nothing moves. */
  absoluteExpiresAt: number;
}

/**
 * Starts a session for the member; returns the token for the cookie (only its hash is stored).
 * It ends after `ttlMs` without a sessioncheck, and `maxMs` after now in any case. `family`: the
 * auto-login credential family it was opened with, so a detected reuse ends it too.
 */
export async function createSession(
  db: Queryable,
  memberId: number,
  now: number,
  ttlMs: number,
  maxMs: number,
  family: string | null = null,
): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO member_sessions (token_hash, member_id, created_at, expires_at, last_seen_at, absolute_expires_at, credential_family)
     VALUES ($1, $2, $3::timestamptz, $4::timestamptz, $3::timestamptz, $5::timestamptz, $6)`,
    [hashToken(token), memberId, at(now), at(now + Math.min(ttlMs, maxMs)), at(now + maxMs), family],
  );
  return token;
}

/** The session a cookie names with its member, or null when unknown or expired (idle or absolute). */
export async function findLiveSession(db: Queryable, token: string, now: number): Promise<LiveSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db.query<MemberRow & { live: boolean; absolute_expires_at: Date | string }>(
    `SELECT ${MEMBER_COLUMNS('m')}, s.absolute_expires_at,
            s.expires_at > $2::timestamptz AND s.absolute_expires_at > $2::timestamptz AS live
       FROM member_sessions s JOIN members m ON m.id = s.member_id AND m.closed_at IS NULL
      WHERE s.token_hash = $1`,
    [tokenHash, at(now)],
  );
  if (!row) return null;
  if (!row.live) {
    await db.query('DELETE FROM member_sessions WHERE token_hash = $1', [tokenHash]);
    return null;
  }
  const { live: _live, absolute_expires_at: absolute, ...member } = row;
  return { tokenHash, member, absoluteExpiresAt: new Date(absolute).getTime() };
}

/** sessioncheck: the session lives SESSION_TIME from now again, never past its absolute end. */
export async function touchSession(
  db: Queryable,
  tokenHash: string,
  now: number,
  ttlMs: number,
  isPwa: boolean,
): Promise<void> {
  await db.query(
    `UPDATE member_sessions SET expires_at = LEAST($2::timestamptz, absolute_expires_at), last_seen_at = $3::timestamptz, is_pwa = $4
      WHERE token_hash = $1`,
    [tokenHash, at(now + ttlMs), at(now), isPwa],
  );
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM member_sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Housekeeping on each login: rows of sessions nobody can use any more. */
export async function deleteExpiredSessions(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM member_sessions WHERE expires_at <= $1::timestamptz OR absolute_expires_at <= $1::timestamptz', [at(now)]);
}

/** Live auto-login credentials kept per member; a new one beyond this revokes the oldest. */
export const MAX_LIVE_DEVICE_CREDENTIALS = 10;

/**
 * How long an auto-login family lives from the password login that started it: rotations hand the
 * successor the same end, so a device asks for the password again at least this often.
 */
export const DEVICE_CREDENTIAL_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A credential's family: its id and the absolute end every credential of it shares. */
export interface CredentialFamily {
  family: string;
  expiresAt: number;
}

/**
 * A new auto-login credential for the member's device; returns it (only its hash is stored).
 * Without `family` it starts a new family that ends DEVICE_CREDENTIAL_LIFETIME_MS from now.
 */
export async function createDeviceCredential(
  db: Queryable,
  memberId: number,
  deviceName: string,
  now: number,
  family: CredentialFamily = { family: randomToken(16), expiresAt: now + DEVICE_CREDENTIAL_LIFETIME_MS },
): Promise<{ credential: string } & CredentialFamily> {
  const credential = randomToken();
  await db.query(
    `INSERT INTO device_credentials (member_id, token_hash, device_name, created_at, family, expires_at)
     VALUES ($1, $2, $3, $4::timestamptz, $5, $6::timestamptz)`,
    [memberId, hashToken(credential), deviceName, at(now), family.family, at(family.expiresAt)],
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
  return { credential, ...family };
}

export type CredentialUse =
  | ({ outcome: 'used'; memberId: number; deviceName: string } & CredentialFamily)
  /** Unknown, or past its family's end. */
  | { outcome: 'invalid' }
  /** Already used or revoked: a copy is in someone else's hands; the family and its sessions are ended. */
  | { outcome: 'reused'; memberId: number };

/**
 * autologin's use of a credential (issue 18, finding 7). A live one is revoked and its family
 * handed back for the successor; the UPDATE is one statement, so of two requests racing with the
 * same credential only one wins and the other counts as a reuse. A credential already used or
 * revoked revokes every live credential of its family and ends the sessions opened with it.
 */
export async function useDeviceCredential(db: Queryable, credential: string, now: number): Promise<CredentialUse> {
  const tokenHash = hashToken(credential);
  const [live] = await db.query<{ member_id: number; device_name: string; family: string; expires_at: Date | string }>(
    `UPDATE device_credentials SET revoked_at = $2::timestamptz, last_used_at = $2::timestamptz
      WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2::timestamptz
      RETURNING member_id, device_name, family, expires_at`,
    [tokenHash, at(now)],
  );
  if (live) {
    return { outcome: 'used', memberId: live.member_id, deviceName: live.device_name, family: live.family, expiresAt: new Date(live.expires_at).getTime() };
  }
  const [known] = await db.query<{ member_id: number; family: string; revoked: boolean }>(
    'SELECT member_id, family, revoked_at IS NOT NULL AS revoked FROM device_credentials WHERE token_hash = $1',
    [tokenHash],
  );
  if (!known) return { outcome: 'invalid' };
  if (!known.revoked) {
    // Past its family's end: it will never work again.
    await db.query('UPDATE device_credentials SET revoked_at = $2::timestamptz WHERE token_hash = $1', [tokenHash, at(now)]);
    return { outcome: 'invalid' };
  }
  await revokeCredentialFamily(db, known.family, now);
  return { outcome: 'reused', memberId: known.member_id };
}

/** Marks a session as opened with the credential family (a sign-in that asked for auto-login afterwards). */
export async function bindSessionToCredentialFamily(db: Queryable, tokenHash: string, family: string): Promise<void> {
  await db.query('UPDATE member_sessions SET credential_family = $2 WHERE token_hash = $1', [tokenHash, family]);
}

/** Revokes every live credential of the family and ends the sessions opened with it. */
async function revokeCredentialFamily(db: Queryable, family: string, now: number): Promise<void> {
  await db.query('UPDATE device_credentials SET revoked_at = $2::timestamptz WHERE family = $1 AND revoked_at IS NULL', [family, at(now)]);
  await db.query('DELETE FROM member_sessions WHERE credential_family = $1', [family]);
}

/**
 * Logout's revocation: the credential sent along and the rest of its family (holding it is proof
 * enough). Says whose it was, or null when it is unknown or already revoked.
 */
export async function revokeDeviceCredential(
  db: Queryable,
  credential: string,
  now: number,
): Promise<{ memberId: number; deviceName: string } | null> {
  const [row] = await db.query<{ member_id: number; device_name: string; family: string }>(
    `UPDATE device_credentials SET revoked_at = $2::timestamptz, last_used_at = $2::timestamptz
      WHERE token_hash = $1 AND revoked_at IS NULL
      RETURNING member_id, device_name, family`,
    [hashToken(credential), at(now)],
  );
  if (!row) return null;
  await db.query('UPDATE device_credentials SET revoked_at = $2::timestamptz WHERE family = $1 AND revoked_at IS NULL', [row.family, at(now)]);
  return { memberId: row.member_id, deviceName: row.device_name };
}

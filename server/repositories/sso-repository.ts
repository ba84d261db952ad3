import type { SsoTarget } from '../../contract/auth';
import type { Queryable } from '../db/db';
import { hashToken, randomToken } from '../auth/tokens';

const at = (ms: number): string => new Date(ms).toISOString();

/** What an sso_tokens row is for: a sister service's login, or the proof gyeonggissoinfo issues. */
export type SsoTokenTarget = SsoTarget | 'ggpoint-proof';

/** Rows kept this long past their expiry (for a look at recent use), then deleted. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

/** Issues a single-use token for the member; returns it (only its hash is stored). */
export async function issueSsoToken(
  db: Queryable,
  memberId: number,
  target: SsoTokenTarget,
  now: number,
  ttlMs: number,
): Promise<string> {
  await db.query('DELETE FROM sso_tokens WHERE expires_at < $1::timestamptz', [at(now - KEEP_EXPIRED_MS)]);
  const token = randomToken();
  await db.query(
    `INSERT INTO sso_tokens (token_hash, member_id, target, created_at, expires_at)
     VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
    [hashToken(token), memberId, target, at(now), at(now + ttlMs)],
  );
  return token;
}

/**
 * Uses up a token issued for target (and, when given, for that member): returns its member's id,
 * or null when it is unknown, expired, already used or for something else. One statement, so a
 * token can be used once even under concurrent requests.
 */
export async function consumeSsoToken(
  db: Queryable,
  token: string,
  target: SsoTokenTarget,
  now: number,
  memberId?: number,
): Promise<number | null> {
  const [row] = await db.query<{ member_id: number }>(
    `UPDATE sso_tokens SET used_at = $3::timestamptz
      WHERE token_hash = $1 AND target = $2 AND used_at IS NULL AND expires_at > $3::timestamptz
        AND ($4::integer IS NULL OR member_id = $4::integer)
      RETURNING member_id`,
    [hashToken(token), target, at(now), memberId ?? null],
  );
  return row?.member_id ?? null;
}

/** A logout code for the cyber library's logout link; returns it (only its hash is stored). */
export async function issueLogoutCode(db: Queryable, memberId: number, now: number, ttlMs: number): Promise<string> {
  await db.query('DELETE FROM sso_logout_codes WHERE expires_at < $1::timestamptz', [at(now - KEEP_EXPIRED_MS)]);
  const code = randomToken();
  await db.query(
    `INSERT INTO sso_logout_codes (code_hash, member_id, expires_at) VALUES ($1, $2, $3::timestamptz)`,
    [hashToken(code), memberId, at(now + ttlMs)],
  );
  return code;
}

/** Uses up a logout code: the member's id, or null when unknown, expired or used. */
export async function consumeLogoutCode(db: Queryable, code: string, now: number): Promise<number | null> {
  const [row] = await db.query<{ member_id: number }>(
    `UPDATE sso_logout_codes SET used_at = $2::timestamptz
      WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2::timestamptz
      RETURNING member_id`,
    [hashToken(code), at(now)],
  );
  return row?.member_id ?? null;
}

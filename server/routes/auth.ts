import type { Context, Handler } from 'hono';
import type * as v from 'valibot';
import { AutoLoginRequest, LoginRequest, type LoginResponse, LogoutRequest, SessionCheckQuery, type SessionCheckResponse } from '../../contract/auth';
import { RESULT_CODE_OK } from '../../contract/constants';
import {
  AUTH_MESSAGES,
  type Auth,
  clearSessionCookie,
  currentSession,
  decodePassword,
  sessionMaxMs,
  sessionTtlMs,
  sessionToken,
  setSessionCookie,
  throttledCheck,
} from '../auth/auth';
import { hashPassword, needsRehash, verifyAgainstNobody, verifyPassword } from '../auth/password';
import { HttpError } from '../http/errors';
import { parseRequest } from '../http/validate';
import { findMemberById, findMemberByLoginId, type MemberRow, toSessionUser } from '../repositories/member-repository';
import {
  createDeviceCredential,
  createSession,
  deleteExpiredSessions,
  deleteSession,
  revokeDeviceCredential,
  useDeviceCredential,
  touchSession,
} from '../repositories/session-repository';

/** sessioncheck's answer when there is no live session: the client logs out quietly (spec §4). */
export const RESULT_CODE_NO_SESSION = -200;

/**
 * Starts a fresh session for member (dropping the one the cookie named, so a session token is
 * never carried across a login) and answers LoginResponse.
 */
async function startSession(c: Context, auth: Auth, member: MemberRow, device: { credential: string; family: string } | null) {
  await openSession(c, auth, member.id, device?.family ?? null);
  return c.json(loginAnswer(auth, member, device?.credential ?? null), 200, { 'Cache-Control': 'no-store' });
}

/**
 * A new server session for the member and its cookie, dropping the session the cookie named
 * before (a token is never carried across a login). Answers the new token. Also the way in of a
 * provider's sign-in (server/routes/oidc.ts).
 */
export async function openSession(c: Context, auth: Auth, memberId: number, credentialFamily: string | null = null): Promise<string> {
  const now = auth.now();
  const previous = sessionToken(c, auth);
  if (previous) await deleteSession(auth.db, previous);
  await deleteExpiredSessions(auth.db, now);
  const token = await createSession(auth.db, memberId, now, sessionTtlMs(auth), sessionMaxMs(auth), credentialFamily);
  setSessionCookie(c, auth, token);
  return token;
}

/** The login answer (LoginResponse) for a member whose session has just begun. */
export function loginAnswer(auth: Auth, member: MemberRow, deviceCredential: string | null): LoginResponse {
  const body: LoginResponse = {
    RESULT_INFO: 'SUCCESS',
    RESULT: 'SUCCESS',
    RESULT_CODE: RESULT_CODE_OK,
    SESSION_TIME: auth.sessionTimeSeconds,
    USER_DATA: toSessionUser(member),
    DEVICE_CREDENTIAL: deviceCredential,
  };
  return body;
}

/**
 * After a successful verification: a hash weaker than the policy (a seeded demo member, a hash
 * from before issue 18) is replaced by one at the policy's cost. Only when the hash is still the
 * one verified, so a concurrent password change wins; password_changed_at is not touched.
 */
async function upgradePasswordHash(auth: Auth, member: MemberRow, password: string): Promise<void> {
  if (!needsRehash(member.password_hash)) return;
  const upgraded = await hashPassword(password);
  await auth.db.query('UPDATE members SET password_hash = $2 WHERE id = $1 AND password_hash = $3', [
    member.id,
    upgraded,
    member.password_hash,
  ]);
}

/** POST /gglib/login: id and base64 pw → session cookie and the member's session data. */
export const login =
  (auth: Auth): Handler =>
  async (c) => {
    const request = await parseRequest(c, LoginRequest);
    const password = decodePassword(request.pw);
    const lookup: { member: MemberRow | null } = { member: null };
    const ok = await throttledCheck(c, auth, request.id, async () => {
      lookup.member = await findMemberByLoginId(auth.db, request.id);
      // An unknown id costs the same scrypt time as a wrong password.
      return lookup.member
        ? verifyPassword(password, lookup.member.password_hash)
        : verifyAgainstNobody(password);
    });
    const found = lookup.member;
    if (!ok || !found) throw new HttpError(401, AUTH_MESSAGES.badCredentials);
    await upgradePasswordHash(auth, found, password);
    const credential =
      request.auto_login_yn === 'Y'
        ? await createDeviceCredential(auth.db, found.id, request.device_name, auth.now())
        : null;
    return startSession(c, auth, found, credential);
  };

/**
 * POST /gglib/autologin: a device credential → session, and the credential rotated within its
 * family (same absolute end). A credential used before (a copy) ends the family: 401 (issue 18,
 * finding 7).
 */
export const autoLogin =
  (auth: Auth): Handler =>
  async (c) => {
    const { credential } = await parseRequest(c, AutoLoginRequest);
    const now = auth.now();
    const used = await useDeviceCredential(auth.db, credential, now);
    const member = used.outcome === 'used' ? await findMemberById(auth.db, used.memberId) : null;
    if (used.outcome !== 'used' || !member) throw new HttpError(401, AUTH_MESSAGES.badAutoLogin);
    const rotated = await createDeviceCredential(auth.db, member.id, used.deviceName, now, used);
    return startSession(c, auth, member, rotated);
  };

/**
 * POST /gglib/userlogout: ends the cookie's session and clears the cookie; revokes the device
 * credential sent along (holding it is proof enough). Always SUCCESS, also with no session.
 */
export const userLogout =
  (auth: Auth): Handler =>
  async (c) => {
    await endPortalSession(c, auth, await parseRequest(c, LogoutRequest));
    return c.json({ RESULT: 'SUCCESS' as const });
  };

/** userlogout's work on an already parsed request (the SSO variant in oidc.ts adds the provider's logout). */
export async function endPortalSession(c: Context, auth: Auth, request: v.InferOutput<typeof LogoutRequest>): Promise<void> {
  const token = sessionToken(c, auth);
  if (token) await deleteSession(auth.db, token);
  if (request.device_credential) await revokeDeviceCredential(auth.db, request.device_credential, auth.now());
  clearSessionCookie(c, auth);
}

/**
 * POST /gglib/sessioncheck?user_key&isPwa: -200 without a live session, 403 for another member's
 * user_key, otherwise the session lives SESSION_TIME from now again and the data comes back.
 */
export const sessionCheck =
  (auth: Auth): Handler =>
  async (c) => {
    const { user_key, isPwa } = await parseRequest(c, SessionCheckQuery, { acceptQuery: true });
    c.header('Cache-Control', 'no-store');
    const session = await currentSession(c, auth);
    if (!session) {
      if (sessionToken(c, auth)) clearSessionCookie(c, auth);
      const body: SessionCheckResponse = { RESULT: 'SUCCESS', RESULT_CODE: RESULT_CODE_NO_SESSION };
      return c.json(body);
    }
    if (session.member.user_key !== user_key) {
      throw new HttpError(403, AUTH_MESSAGES.otherMembersSession);
    }
    const now = auth.now();
    await touchSession(auth.db, session.tokenHash, now, sessionTtlMs(auth), isPwa === 'Y');
    const body: SessionCheckResponse = {
      RESULT: 'SUCCESS',
      RESULT_CODE: RESULT_CODE_OK,
      // Near its absolute end the session lives less than SESSION_TIME: the countdown says so.
      SESSION_TIME: Math.max(1, Math.min(auth.sessionTimeSeconds, Math.floor((session.absoluteExpiresAt - now) / 1000))),
      USER_DATA: toSessionUser(session.member),
    };
    return c.json(body);
  };

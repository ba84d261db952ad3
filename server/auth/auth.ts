import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../contract/auth';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { clientAddress, isHttps, isLocalPlainHttp } from '../http/client-info';
import { findLiveSession, type LiveSession } from '../repositories/session-repository';
import { type EventStore, memoryEventStore } from '../http/event-window';
import { LoginThrottle, type ThrottleLimits } from './throttle';

export const DEFAULT_SESSION_TIME_SECONDS = 1800;

/** A session ends this long after its login however often sessioncheck extends it (SESSION_MAX_TIME). */
export const DEFAULT_SESSION_MAX_SECONDS = 12 * 60 * 60;

/**
 * The cookie outlives any session on purpose: the session row's expires_at decides, and it
 * slides with every sessioncheck, so the browser must not drop the cookie first.
 */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const AUTH_MESSAGES = {
  badCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  throttled: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  badAutoLogin: '자동 로그인 정보가 유효하지 않습니다.',
  loginRequired: '로그인이 필요합니다.',
  otherMembersSession: '다른 회원의 세션입니다.',
  otherMembersData: '다른 회원의 정보는 조회할 수 없습니다.',
  wrongPassword: '비밀번호가 일치하지 않습니다.',
  badPasswordEncoding: 'pw는 UTF-8 비밀번호를 base64로 인코딩해 보내 주세요.',
} as const;

/** Session, cookie and throttle settings; the clock and sleep are injectable so tests never wait. */
export interface AuthOptions {
  /** Session lifetime in seconds (env SESSION_TIME). */
  sessionTimeSeconds?: number;
  /** Absolute session lifetime in seconds from the login (env SESSION_MAX_TIME); at least sessionTimeSeconds. */
  sessionMaxSeconds?: number;
  /**
   * When cookies are Secure (COOKIE_SECURE): 'auto' (unset) everywhere but plain http to a
   * loopback name; 'always' (1) everywhere; 'https' (0) only on requests that came over https, for
   * a plain-http demo on a local network.
   */
  cookieSecure?: CookieSecurity;
  /** Believe X-Forwarded-For / X-Forwarded-Proto (TRUST_PROXY=1). */
  trustProxy?: boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  throttle?: Partial<ThrottleLimits>;
  /**
   * Where the login throttle and the rate limits count (server/http/event-window.ts): the
   * database for a server (every process on it counts together), this process's memory by default.
   */
  events?: EventStore;
}

export type CookieSecurity = 'auto' | 'always' | 'https';

export interface Auth {
  db: Queryable;
  sessionTimeSeconds: number;
  sessionMaxSeconds: number;
  cookieSecure: CookieSecurity;
  trustProxy: boolean;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  throttle: LoginThrottle;
  /** The store the rate limits of the routes count in (the throttle's too). */
  events: EventStore;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createAuth(db: Queryable, options: AuthOptions = {}): Auth {
  const now = options.now ?? Date.now;
  return {
    db,
    sessionTimeSeconds: options.sessionTimeSeconds ?? DEFAULT_SESSION_TIME_SECONDS,
    sessionMaxSeconds: Math.max(options.sessionMaxSeconds ?? DEFAULT_SESSION_MAX_SECONDS, options.sessionTimeSeconds ?? DEFAULT_SESSION_TIME_SECONDS),
    cookieSecure: options.cookieSecure ?? 'auto',
    trustProxy: options.trustProxy ?? false,
    now,
    sleep: options.sleep ?? realSleep,
    throttle: new LoginThrottle(options.throttle, now, options.events),
    events: options.events ?? memoryEventStore(),
  };
}

export const sessionTtlMs = (auth: Auth): number => auth.sessionTimeSeconds * 1000;
export const sessionMaxMs = (auth: Auth): number => auth.sessionMaxSeconds * 1000;

/**
 * Whether this response's cookies are Secure (issue 18, finding 8): by default everywhere but
 * plain http to this machine, whatever the server believes about the scheme, so a TLS proxy that
 * does not say so (no TRUST_PROXY) still gets Secure cookies.
 */
export function secureCookies(c: Context, auth: Auth): boolean {
  if (auth.cookieSecure === 'always' || isHttps(c, auth.trustProxy)) return true;
  return auth.cookieSecure === 'auto' && !isLocalPlainHttp(c, auth.trustProxy);
}

/** The session cookie's name and attributes for this request: `__Host-` whenever it is Secure. */
const sessionCookie = (c: Context, auth: Auth) => {
  const secure = secureCookies(c, auth);
  return {
    name: secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
    options: { path: '/', httpOnly: true, sameSite: 'Lax' as const, secure },
  };
};

export function setSessionCookie(c: Context, auth: Auth, token: string): void {
  const { name, options } = sessionCookie(c, auth);
  setCookie(c, name, token, { ...options, maxAge: SESSION_COOKIE_MAX_AGE_SECONDS });
}

export function clearSessionCookie(c: Context, auth: Auth): void {
  const { name, options } = sessionCookie(c, auth);
  deleteCookie(c, name, options);
}

/**
 * The session token the request's cookie carries, if it looks like one of ours. Where cookies are
 * Secure only the `__Host-` one counts: a cookie without the prefix may have been planted.
 */
export function sessionToken(c: Context, auth: Auth): string | null {
  const token = getCookie(c, sessionCookie(c, auth).name);
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** The live session of the request, or null (no cookie, unknown or expired). */
export async function currentSession(c: Context, auth: Auth): Promise<LiveSession | null> {
  const token = sessionToken(c, auth);
  return token ? findLiveSession(auth.db, token, auth.now()) : null;
}

/**
 * The guard of every member call: 401 without a live session, 403 when user_key is not the
 * session's own member (no data of one member is ever served to another).
 */
export async function requireMember(c: Context, auth: Auth, userKey: string): Promise<LiveSession> {
  const session = await currentSession(c, auth);
  if (!session) throw new HttpError(401, AUTH_MESSAGES.loginRequired);
  if (session.member.user_key !== userKey) throw new HttpError(403, AUTH_MESSAGES.otherMembersData);
  return session;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The pw field: base64 of the password's UTF-8 bytes (the contract checks the alphabet). */
export function decodePassword(encoded: string): string {
  try {
    return utf8.decode(Buffer.from(encoded, 'base64'));
  } catch {
    throw new HttpError(400, AUTH_MESSAGES.badPasswordEncoding, 'pw');
  }
}

/**
 * Runs one password check under the throttle (throttle.ts: refused per (login id, client address)
 * pair, only delayed per id and per address): waits the delay the failures so far call for, or
 * refuses with 429 and Retry-After without checking. A success takes the attempt back and clears
 * the pair's and the id's counts.
 */
export async function throttledCheck(
  c: Context,
  auth: Auth,
  loginId: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const decision = await auth.throttle.begin({ id: loginId, address: clientAddress(c, auth.trustProxy) });
  if (!decision.allowed) {
    throw new HttpError(429, AUTH_MESSAGES.throttled, undefined, {
      'Retry-After': String(decision.retryAfterSeconds),
    });
  }
  if (decision.delayMs > 0) await auth.sleep(decision.delayMs);
  const ok = await check();
  if (ok) await auth.throttle.succeed(decision.attempt);
  return ok;
}

import { resolve } from 'node:path';
import { DEFAULT_SECURITY_CONTACT } from './http/security-txt';

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute; PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string;
  /** When set, a real PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** DATABASE_POOL_MAX: connections each server process opens to PostgreSQL at most (default 10). */
  databasePoolMax: number;
  /** CHAT_RATE_PER_MINUTE: questions to the assistant per member or client address a minute (default 20). */
  chatRatePerMinute: number;
  /** Absolute path of the client's build output. */
  distDir: string;
  /** Session lifetime in seconds (SESSION_TIME); sessioncheck restarts it. */
  sessionTimeSeconds: number;
  /** Absolute session lifetime in seconds from the login (SESSION_MAX_TIME, default 12 hours, at least SESSION_TIME). */
  sessionMaxSeconds: number;
  /**
   * COOKIE_SECURE: unset, cookies are Secure (and the session cookie `__Host-`) everywhere but
   * plain http to a loopback name; 1: always; 0: only on requests that came over https.
   */
  cookieSecure: 'auto' | 'always' | 'https';
  /** TRUST_PROXY=1: believe X-Forwarded-For / X-Forwarded-Proto from a reverse proxy in front. */
  trustProxy: boolean;
  /** ADMIN_TOKEN: the bearer token of /api/admin/push; unset = the one in `${dataDir}/admin-token`. */
  adminToken: string | undefined;
  /** VAPID_SUBJECT: the contact push services see (mailto: or https:, never localhost). */
  vapidSubject: string;
  /**
   * PUBLIC_ORIGIN: where browsers reach this server (scheme://host[:port]); the simulated identity
   * providers' issuers and the portal's OpenID Connect callbacks are addresses under it.
   * Default http://localhost:{PORT}.
   */
  publicOrigin: string;
  /** SECURITY_CONTACT: security.txt's Contact (mailto: or https:). */
  securityContact: string;
}

/** An ADMIN_TOKEN must be at least this long. */
export const ADMIN_TOKEN_MIN_LENGTH = 16;

export const DEFAULT_VAPID_SUBJECT = 'mailto:webmaster@gglib.example';

/** The session cookie's Max-Age; a session may not outlive its cookie. */
const MAX_SESSION_TIME_SECONDS = 30 * 24 * 60 * 60;

function readFlag(env: NodeJS.ProcessEnv, name: string): boolean {
  const text = env[name]?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw new Error(`${name} 값이 올바르지 않습니다: "${env[name] ?? ''}" (1 또는 0을 넣어 주세요).`);
}

function readChatRate(env: NodeJS.ProcessEnv): number {
  const text = env.CHAT_RATE_PER_MINUTE?.trim() || '20';
  const rate = Number(text);
  if (!/^\d+$/.test(text) || rate < 1 || rate > 1_000_000) {
    throw new Error(`CHAT_RATE_PER_MINUTE 값이 올바르지 않습니다: "${text}" (1 이상의 정수를 넣어 주세요).`);
  }
  return rate;
}

function readPoolMax(env: NodeJS.ProcessEnv): number {
  const text = env.DATABASE_POOL_MAX?.trim() || '10';
  const max = Number(text);
  if (!/^\d+$/.test(text) || max < 1 || max > 200) {
    throw new Error(`DATABASE_POOL_MAX 값이 올바르지 않습니다: "${text}" (1–200 사이의 정수를 넣어 주세요).`);
  }
  return max;
}

function readSecurityContact(env: NodeJS.ProcessEnv): string {
  const contact = env.SECURITY_CONTACT?.trim() || DEFAULT_SECURITY_CONTACT;
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(contact)) {
    throw new Error(`SECURITY_CONTACT 값이 올바르지 않습니다: "${contact}" (mailto:주소 또는 https:// 주소를 넣어 주세요).`);
  }
  return contact;
}

function readCookieSecure(env: NodeJS.ProcessEnv): ServerConfig['cookieSecure'] {
  if ((env.COOKIE_SECURE?.trim() ?? '') === '') return 'auto';
  return readFlag(env, 'COOKIE_SECURE') ? 'always' : 'https';
}

function readSeconds(env: NodeJS.ProcessEnv, name: string, fallback: string, min: number): number {
  const text = env[name]?.trim() || fallback;
  const seconds = Number(text);
  if (!/^\d+$/.test(text) || seconds < min || seconds > MAX_SESSION_TIME_SECONDS) {
    throw new Error(
      `${name} 값이 올바르지 않습니다: "${text}" (${min}–${MAX_SESSION_TIME_SECONDS} 사이의 초 단위 정수를 넣어 주세요).`,
    );
  }
  return seconds;
}

const readSessionTime = (env: NodeJS.ProcessEnv): number => readSeconds(env, 'SESSION_TIME', '1800', 1);

/** The absolute lifetime may not be shorter than the idle one (it would cut every session short). */
function readSessionMaxTime(env: NodeJS.ProcessEnv): number {
  const idle = readSessionTime(env);
  return readSeconds(env, 'SESSION_MAX_TIME', String(Math.max(12 * 60 * 60, idle)), idle);
}

function readAdminToken(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.ADMIN_TOKEN?.trim() || undefined;
  if (token !== undefined && (token.length < ADMIN_TOKEN_MIN_LENGTH || /\s/.test(token))) {
    throw new Error(
      `ADMIN_TOKEN 값이 너무 짧거나 공백을 포함합니다 (공백 없이 ${ADMIN_TOKEN_MIN_LENGTH}자 이상으로 넣어 주세요).`,
    );
  }
  return token;
}

/** Push services refuse a localhost subject (Apple's answers 403 BadJwtToken). */
function readVapidSubject(env: NodeJS.ProcessEnv): string {
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  const url = URL.canParse(subject) ? new URL(subject) : null;
  const isLocal = (host: string) => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i.test(host);
  const mailDomain = url?.protocol === 'mailto:' ? /^[^@\s]+@([^@\s]+)$/.exec(url.pathname)?.[1] : undefined;
  const ok =
    (mailDomain !== undefined && !isLocal(mailDomain)) ||
    (url?.protocol === 'https:' && !isLocal(url.hostname));
  if (!ok) {
    throw new Error(
      `VAPID_SUBJECT 값이 올바르지 않습니다: "${subject}" (mailto:주소 또는 localhost가 아닌 https:// 주소를 넣어 주세요).`,
    );
  }
  return subject;
}

/** An http(s) origin only: no path, query or fragment. */
function readPublicOrigin(env: NodeJS.ProcessEnv, port: number): string {
  const text = env.PUBLIC_ORIGIN?.trim() || `http://localhost:${port}`;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== text.replace(/\/$/, '')) {
    throw new Error(`PUBLIC_ORIGIN 값이 올바르지 않습니다: "${text}" (예: https://library.example 처럼 경로 없이 넣어 주세요).`);
  }
  return url.origin;
}

/** Reads the environment, failing with a message a person can act on. */
export function readConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const portText = env.PORT?.trim() || '4173';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new Error(`PORT 값이 올바르지 않습니다: "${portText}" (0–65535 사이의 숫자를 넣어 주세요).`);
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    distDir: resolve(cwd, env.DIST_DIR?.trim() || 'dist'),
    sessionTimeSeconds: readSessionTime(env),
    sessionMaxSeconds: readSessionMaxTime(env),
    databasePoolMax: readPoolMax(env),
    chatRatePerMinute: readChatRate(env),
    securityContact: readSecurityContact(env),
    cookieSecure: readCookieSecure(env),
    trustProxy: readFlag(env, 'TRUST_PROXY'),
    adminToken: readAdminToken(env),
    vapidSubject: readVapidSubject(env),
    publicOrigin: readPublicOrigin(env, port),
  };
}

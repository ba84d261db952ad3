import * as v from 'valibot';
import { type AutoLoginRequest, LoginResponse, type LogoutRequest, SessionCheckResponse, type SessionUser } from '../../../../contract/auth';
import { ProviderLogoutResponse } from '../../../../contract/oidc';
import { encodeUtf8Base64 } from '../../../lib/crypto';
import { request, type RequestError } from '../../../lib/http/client';

export type LoginAnswer =
  | { kind: 'ok'; data: LoginResponse }
  /** Wrong id/password (401) or other refusal: message is the server's Korean text. */
  | { kind: 'refused'; status: number; message: string; retryAfterSeconds?: number }
  | { kind: 'offline' };

const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

function refusal(error: RequestError | null, status: number, fallback: string): LoginAnswer {
  if (!error || error.kind === 'network' || error.kind === 'aborted') return { kind: 'offline' };
  const parsed = v.safeParse(ErrorBody, error.body);
  return { kind: 'refused', status, message: parsed.success ? parsed.output.RESULT_MESSAGE : fallback };
}

/** POST {base}/login (spec §7): id and the base64-encoded password. */
export async function callLogin(input: { id: string; password: string; autoLogin: boolean }, fallback: string): Promise<LoginAnswer> {
  const result = await request({
    path: 'login',
    body: { id: input.id, pw: encodeUtf8Base64(input.password), auto_login_yn: input.autoLogin ? 'Y' : 'N', device_name: deviceName() },
    schema: LoginResponse,
    errorPage: false,
  });
  if (result.success && result.data) return { kind: 'ok', data: result.data };
  return refusal(result.error, result.status, fallback);
}

/** POST {base}/autologin with the stored device credential. */
export async function callAutoLogin(credential: string): Promise<LoginAnswer> {
  const body: v.InferInput<typeof AutoLoginRequest> = { credential };
  const result = await request({ path: 'autologin', body, schema: LoginResponse, errorPage: false });
  if (result.success && result.data) return { kind: 'ok', data: result.data };
  // A failing server has not refused the credential: keep it and the session for the next start.
  if (result.error?.kind === 'status' && unanswered(result.status)) return { kind: 'offline' };
  return refusal(result.error, result.status, '자동로그인 실패');
}

export type LogoutAnswer = 'ok' | 'failed' | 'error';

/**
 * Where the browser goes next to end a provider's session too (RP-initiated logout), from
 * userlogout's SSO_LOGOUT_URL: an absolute https address (http only on this origin or loopback),
 * else null — a malformed one is ignored and the portal's own logout still stands.
 */
export function providerLogoutAddress(raw: string, origin: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol === 'https:' || (url.protocol === 'http:' && (url.origin === origin || loopback))) return url.href;
  return null;
}

/** POST {base}/userlogout; RESULT SUCCESS means the server session is gone. returnTo: where a provider's logout comes back. */
export async function callLogout(deviceCredential: string | null, returnTo = '/main'): Promise<{ answer: LogoutAnswer; providerLogout: string | null }> {
  const body: v.InferInput<typeof LogoutRequest> = { ...(deviceCredential ? { device_credential: deviceCredential } : {}), return_to: returnTo };
  const result = await request({ path: 'userlogout', body, schema: ProviderLogoutResponse, errorPage: false });
  if (!result.success || !result.data) return { answer: result.error?.kind === 'status' ? 'failed' : 'error', providerLogout: null };
  if (result.data.RESULT !== 'SUCCESS') return { answer: 'failed', providerLogout: null };
  return { answer: 'ok', providerLogout: providerLogoutAddress(result.data.SSO_LOGOUT_URL, window.location.origin) };
}

export type SessionCheckAnswer =
  /** sessionTime null: the server did not say; the countdown restarts from the time the device knows. */
  | { kind: 'valid'; sessionTime: number | null; user: SessionUser | null }
  | { kind: 'expired' }
  /** Any other answer: a foreign session, a refusal (401/403), a malformed body. */
  | { kind: 'invalid' }
  /** No answer about the session: no network, or a server failing or asking to wait (see `unanswered`). */
  | { kind: 'offline' };

/**
 * A status that says nothing about the session: the server (or a proxy before it) failed or
 * asked to wait — 5xx, 408, 429. Like no network, it never logs a member out: a 5xx storm or a
 * restarting API would otherwise end every session it met.
 */
export function unanswered(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** POST {base}/sessioncheck?user_key&isPwa (spec §4 three outcomes). */
export async function callSessionCheck(userKey: string, isPwa: boolean): Promise<SessionCheckAnswer> {
  const result = await request({
    path: 'sessioncheck',
    query: { user_key: userKey, isPwa: isPwa ? 'Y' : 'N' },
    schema: SessionCheckResponse,
    errorPage: false,
  });
  if (!result.success || !result.data) {
    const noAnswer = result.error?.kind === 'network' || (result.error?.kind === 'status' && unanswered(result.status));
    return noAnswer ? { kind: 'offline' } : { kind: 'invalid' };
  }
  const data = result.data;
  if (data.RESULT === 'SUCCESS' && data.RESULT_CODE === -200) return { kind: 'expired' };
  // Spec §4: SUCCESS otherwise restarts the countdown; any other result logs out silently.
  if (data.RESULT === 'SUCCESS') return { kind: 'valid', sessionTime: data.SESSION_TIME ?? null, user: data.USER_DATA ?? null };
  return { kind: 'invalid' };
}

export function deviceName(): string {
  const ua = navigator.userAgent;
  const platform = /iphone|ipad/i.test(ua) ? 'iOS' : /android/i.test(ua) ? 'Android' : /windows/i.test(ua) ? 'Windows' : /mac os/i.test(ua) ? 'macOS' : 'Linux';
  return `${platform} 브라우저`;
}


import { HttpError } from '../http/errors';

/** A browser's PushSubscription as JSON (PushSubscription.toJSON()): what web-push sends to. */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export const SUBSCRIPTION_MESSAGES = {
  badEndpoint: '푸시 구독 주소(endpoint)는 https:// 주소여야 합니다.',
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Plain http is allowed only for a push service on this machine (tests, local demos). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseObject(token: string): Record<string, unknown> | null {
  if (!token.trimStart().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(token);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function isAllowedEndpoint(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
}

/**
 * The push service address of a device token: the `endpoint` of a token that is JSON with one,
 * null for any other token (e.g. a native app's FCM token, stored but not sendable here). An
 * endpoint that is not https (or http on localhost) is a 400.
 */
export function tokenEndpoint(token: string, field: string): string | null {
  const object = parseObject(token);
  if (object === null || !('endpoint' in object)) return null;
  const { endpoint } = object;
  if (typeof endpoint !== 'string' || !isAllowedEndpoint(endpoint)) {
    throw new HttpError(400, `${SUBSCRIPTION_MESSAGES.badEndpoint} (${field})`, field);
  }
  return endpoint;
}

/** The subscription a token holds, or null when it is not one web-push can send to. */
export function parseSubscription(token: string): WebPushSubscription | null {
  const object = parseObject(token);
  if (object === null) return null;
  const { endpoint, keys } = object;
  if (typeof endpoint !== 'string' || !isAllowedEndpoint(endpoint)) return null;
  if (typeof keys !== 'object' || keys === null) return null;
  const { p256dh, auth } = keys as Record<string, unknown>;
  if (typeof p256dh !== 'string' || typeof auth !== 'string' || !BASE64URL.test(p256dh) || !BASE64URL.test(auth)) {
    return null;
  }
  return { endpoint, keys: { p256dh, auth } };
}

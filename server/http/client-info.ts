import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** What app.request() tests (no socket) count as the client's address. */
export const LOCAL_CLIENT = 'local';

/**
 * The client's address for throttling. Behind a reverse proxy (TRUST_PROXY=1) it is the last
 * X-Forwarded-For entry — the one our proxy appended; earlier entries are whatever the client
 * wrote. Otherwise it is the socket's peer; headers are ignored, since anyone can send them.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? LOCAL_CLIENT;
  } catch {
    // app.request() has no incoming socket.
    return LOCAL_CLIENT;
  }
}

/** Whether the browser reached us over https (X-Forwarded-Proto counts only behind a trusted proxy). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (proto) return proto === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/** Names of this machine: plain http to them is a local demo or a test, not the public site. */
export function isLoopbackHost(hostname: string): boolean {
  return /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|::1)$/i.test(hostname) || hostname.toLowerCase().endsWith('.localhost');
}

/** The request came over plain http to a loopback name (the demo on this machine, the tests). */
export function isLocalPlainHttp(c: Context, trustProxy: boolean): boolean {
  return !isHttps(c, trustProxy) && isLoopbackHost(new URL(c.req.url).hostname);
}

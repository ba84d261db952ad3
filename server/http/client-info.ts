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

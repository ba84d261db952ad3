import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

/** Methods that change state; GET, HEAD and OPTIONS pass untouched (the OIDC callbacks are GETs). */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sec-Fetch-Site values a state-changing call may carry; `cross-site` (or anything else) is refused. */
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

export const SAME_SITE_MESSAGES = {
  crossSite: '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 경기도서관 누리집에서 다시 시도해 주세요.',
} as const;

/**
 * Refuses cross-site state-changing requests (a forged logout, a forged write) with 403.
 * Modern browsers send Sec-Fetch-Site: it must be same-origin, same-site or none (typed address).
 * Without it, an Origin header must be one of this server's own origins (the address the request
 * came to, or PUBLIC_ORIGIN); `Origin: null` is refused. A request with neither header is not from
 * a browser page (curl, the service worker's older engines, tests) and passes: a browser always
 * sends one of the two on a cross-site POST.
 */
export function refuseCrossSite(publicOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const site = c.req.header('Sec-Fetch-Site')?.trim().toLowerCase();
    if (site !== undefined && site !== '') {
      if (!ALLOWED_FETCH_SITES.has(site)) throw new HttpError(403, SAME_SITE_MESSAGES.crossSite);
      return next();
    }
    const origin = c.req.header('Origin')?.trim();
    if (origin !== undefined && origin !== '') {
      const own = new Set([new URL(c.req.url).origin]);
      if (publicOrigin) own.add(publicOrigin);
      if (!own.has(origin)) throw new HttpError(403, SAME_SITE_MESSAGES.crossSite);
    }
    return next();
  };
}

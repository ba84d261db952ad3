import type { MiddlewareHandler } from 'hono';
import { isLoopbackHost } from './client-info';

/**
 * The app's Content-Security-Policy, one directive per entry so a later feature extends it in
 * one place (e.g. a push or chat origin in connect-src). No 'unsafe-inline' anywhere: the client
 * ships no inline scripts or styles.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // Trusted Types (issue 18): HTML and script-URL sinks take only values of the app's one policy
  // (src/lib/trusted-types.ts), which admits our markdown renderers' HTML and our own scripts.
  'require-trusted-types-for': ["'script'"],
  'trusted-types': ['gglib'],
  // Where the browser reports what this policy refused (server/http/csp-report.ts). report-uri
  // only: every browser sends it at once; with report-to as well, Chromium would use only that,
  // batched up to a minute later, and Firefox does not read it.
  'report-uri': ['/api/csp-report'],
} as const satisfies Record<string, readonly string[]>;

export function serializeCsp(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export const CONTENT_SECURITY_POLICY = serializeCsp(CSP_DIRECTIVES);

/**
 * Files under /uploads will one day come from staff uploads; opened directly, an SVG among them
 * must not run script in our origin, so those responses are sandboxed on top of the app policy.
 */
export const UPLOADS_CONTENT_SECURITY_POLICY = `${CONTENT_SECURITY_POLICY}; sandbox`;

/** Camera and microphone are for the later barcode scanner and voice input; the rest is off. */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Older browsers that ignore frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/**
 * HSTS (issue 18, finding 8): two years, subdomains included. Sent for every host but this
 * machine's own names (a browser ignores it over plain http, and a developer's localhost must not
 * be pinned to https); behind a TLS proxy the browser sees it over https and keeps to https.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Sets the headers on every response, errors and 404s included; a route's own CSP is kept. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
  if (!isLoopbackHost(new URL(c.req.url).hostname)) c.res.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  c.res.headers.delete('X-Powered-By');
};

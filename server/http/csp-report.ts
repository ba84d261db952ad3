import { Hono } from 'hono';
import { clientAddress } from './client-info';
import { SlidingWindowLimiter } from './rate-limit';

/*
 * Where browsers report what the Content-Security-Policy (and Trusted Types) refused (issue 18):
 * the policy's `report-uri /api/csp-report` (`application/csp-report`); the Reporting API's
 * `application/reports+json` is read too, for a deployment that adds `report-to`.
 * A report is read tolerantly, cut to what a maintainer needs (directive, blocked resource, where,
 * a short sample; URLs without their query, which may carry search words), and logged as one line.
 * Anyone can post here, so it answers 204 to anything, reads at most 16 KB, and logs at most
 * 20 reports a minute per address.
 */

export const CSP_REPORT_PATH = '/api/csp-report';
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
const FIELD_MAX = 200;

export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  source: string;
  sample: string;
}

/** Control characters become spaces: a report cannot forge a line of the log. */
const printable = (value: string): string => Array.from(value, (character) => (character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f ? ' ' : character)).join('');

const text = (value: unknown): string => printable(typeof value === 'string' || typeof value === 'number' ? String(value) : '').slice(0, FIELD_MAX);

/** A URL without its query and fragment (they may carry what a member typed); other values as they are. */
function withoutQuery(value: unknown): string {
  const raw = text(value);
  if (!URL.canParse(raw)) return raw;
  const url = new URL(raw);
  return `${url.origin === 'null' ? url.protocol : url.origin}${url.pathname}`.slice(0, FIELD_MAX);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The violations a report body holds, in either format; [] for anything else. */
export function readCspReports(body: unknown): CspViolation[] {
  // report-uri: { "csp-report": { "document-uri", "violated-directive", "effective-directive", "blocked-uri", "script-sample", "source-file", "line-number" } }
  if (isRecord(body) && isRecord(body['csp-report'])) {
    const report = body['csp-report'];
    return [
      {
        directive: text(report['effective-directive'] ?? report['violated-directive']),
        blocked: withoutQuery(report['blocked-uri']),
        document: withoutQuery(report['document-uri']),
        source: [withoutQuery(report['source-file']), text(report['line-number'])].filter(Boolean).join(':'),
        sample: text(report['script-sample']),
      },
    ];
  }
  // Reporting API: [{ "type": "csp-violation", "url", "body": { "effectiveDirective", "blockedURL", "documentURL", "sourceFile", "lineNumber", "sample" } }]
  if (Array.isArray(body)) {
    return body.slice(0, 20).flatMap((entry) => {
      if (!isRecord(entry) || entry.type !== 'csp-violation' || !isRecord(entry.body)) return [];
      const report = entry.body;
      return [
        {
          directive: text(report.effectiveDirective),
          blocked: withoutQuery(report.blockedURL),
          document: withoutQuery(report.documentURL ?? entry.url),
          source: [withoutQuery(report.sourceFile), text(report.lineNumber)].filter(Boolean).join(':'),
          sample: text(report.sample),
        },
      ];
    });
  }
  return [];
}

export interface CspReportOptions {
  log?: (line: string) => void;
  trustProxy?: boolean;
  now?: () => number;
}

export function cspReportRoutes({ log = (line) => console.warn(line), trustProxy = false, now = Date.now }: CspReportOptions = {}): Hono {
  const limiter = new SlidingWindowLimiter({ max: 20, windowMs: 60_000 }, now);
  const routes = new Hono();
  routes.post('/', async (c) => {
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > CSP_REPORT_MAX_BYTES) return c.body(null, 413);
    const raw = await c.req.text();
    if (raw.length > CSP_REPORT_MAX_BYTES) return c.body(null, 413);
    let body: unknown = null;
    try {
      body = JSON.parse(raw);
    } catch {
      return c.body(null, 204);
    }
    const violations = readCspReports(body);
    if (violations.length > 0 && (await limiter.take(clientAddress(c, trustProxy))).allowed) {
      for (const violation of violations) {
        log(
          `[csp] ${violation.directive || '?'} blocked ${violation.blocked || '?'} on ${violation.document || '?'}` +
            `${violation.source ? ` at ${violation.source}` : ''}${violation.sample ? ` sample ${JSON.stringify(violation.sample)}` : ''}`,
        );
      }
    }
    return c.body(null, 204);
  });
  return routes;
}

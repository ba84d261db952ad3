import { Hono } from 'hono';

/*
 * /.well-known/security.txt (RFC 9116, issue 18): whom to tell about a vulnerability. Expires is
 * required and must be under a year ahead; it is computed when asked (180 days on), so a long-running
 * server never serves an expired file.
 */

export const DEFAULT_SECURITY_CONTACT = 'mailto:security@gglib.example';
const EXPIRES_AFTER_MS = 180 * 24 * 60 * 60 * 1000;

export function securityTxt({ contact, origin, now }: { contact: string; origin: string; now: number }): string {
  // The date at midnight UTC, so the answer is the same all day (and caches agree).
  const expires = new Date(Math.floor((now + EXPIRES_AFTER_MS) / 86_400_000) * 86_400_000).toISOString().replace('.000Z', 'Z');
  return [
    '# 경기도서관 포털: 보안 취약점을 발견하셨다면 알려 주세요. 개인정보가 담긴 화면이나 데이터는 보내지 말아 주세요.',
    '# Gyeonggi Provincial Library portal: please report security vulnerabilities to the contact below.',
    `Contact: ${contact}`,
    `Expires: ${expires}`,
    'Preferred-Languages: ko, en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export function securityTxtRoute({ contact = DEFAULT_SECURITY_CONTACT, origin, now = Date.now }: { contact?: string | undefined; origin: string; now?: () => number }): Hono {
  const routes = new Hono();
  routes.get('/', (c) =>
    c.body(securityTxt({ contact, origin, now: now() }), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    }),
  );
  return routes;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { IDP_PREFIX, IDP_PROFILES, type IdpName } from './catalog';

/*
 * The simulated providers' own pages: plain server-rendered Korean HTML, no script, no inline
 * style (the stylesheet is /idp/assets/idp.css; each provider's colour is a class), a strict CSP,
 * one <main> with one <h1>, labelled fields and errors said in words beside them.
 */

export const IDP_STYLESHEET = `${IDP_PREFIX}/assets/idp.css`;

/**
 * Everything under /idp: nothing but this origin's stylesheet and forms, never framed. No script
 * runs, with one exception oidc-provider makes itself: when a person signs in as another account
 * than the provider's session, it ends the old session with a self-submitting form and adds that
 * one inline script's sha256 to script-src ('report-sample' alone allows nothing).
 */
export const IDP_CSP = "default-src 'none'; script-src 'report-sample'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const IDP_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': IDP_CSP,
  'X-Content-Type-Options': 'nosniff',
  // same-origin, not no-referrer: with no-referrer a browser sends `Origin: null` on the pages'
  // own form posts, which the interaction handler refuses as foreign.
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const brandRules = Object.values(IDP_PROFILES)
  .map((profile) => `.brand--${profile.name} { background: ${profile.colour}; color: ${profile.onColour}; }\n.brand--${profile.name} + main button.primary { background: ${profile.colour}; border-color: ${profile.colour}; color: ${profile.onColour}; }`)
  .join('\n');

export const IDP_CSS = `:root { color-scheme: light; font-family: -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans KR', sans-serif; line-height: 1.6; color: #1a1a1a; background: #f2f4f6; }
body { margin: 0; word-break: keep-all; overflow-wrap: anywhere; }
header { padding: 0.75rem 1.25rem; }
header p { margin: 0; font-weight: 700; font-size: 1.125rem; }
header .note { font-weight: 400; font-size: 0.875rem; }
${brandRules}
main { max-width: 30rem; margin: 1.5rem auto; padding: 1.25rem; background: #fff; border: 1px solid #d5d9de; border-radius: 0.5rem; }
h1 { font-size: 1.375rem; margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin-top: 1rem; }
input[type=text], input[type=password], input[type=email] { box-sizing: border-box; width: 100%; min-height: 2.75rem; margin-top: 0.25rem; padding: 0.5rem; font: inherit; border: 1px solid #6b7280; border-radius: 0.375rem; }
input[aria-invalid=true] { border: 2px solid #a40e26; }
.hint { color: #4d4d4d; font-size: 0.9375rem; margin: 0.25rem 0 0; }
.error { color: #a40e26; font-weight: 600; border-left: 4px solid #a40e26; padding-left: 0.75rem; }
.field-error { color: #a40e26; font-weight: 600; margin: 0.25rem 0 0; }
.code { font-size: 1.75rem; font-weight: 700; letter-spacing: 0.3rem; margin: 0.25rem 0; }
.demo { background: #fff7e0; border: 1px solid #e0c36b; border-radius: 0.375rem; padding: 0.75rem; margin-top: 1rem; }
.demo p { margin: 0.25rem 0; }
ul.claims { padding-left: 1.25rem; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
button { min-height: 2.75rem; padding: 0.6rem 1.25rem; font: inherit; font-weight: 600; border-radius: 0.375rem; border: 1px solid #374151; background: #fff; color: #1a1a1a; cursor: pointer; }
a { color: #0b57a4; }
.actions a { min-height: 2.75rem; display: inline-flex; align-items: center; padding: 0 0.5rem; }
:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
`;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** A whole page of one provider. */
export function idpPage(name: IdpName, title: string, body: string): string {
  const profile = IDP_PROFILES[name];
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(profile.title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${IDP_STYLESHEET}">
</head>
<body>
<header class="brand--${name}">
<p>${escapeHtml(profile.title)}</p>
<p class="note">데모 인증 서비스 · 실제 계정과 연결되지 않습니다</p>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** A page that is no provider's (an unknown path under /idp). */
export function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${IDP_STYLESHEET}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function setIdpHeaders(res: ServerResponse): void {
  for (const [header, value] of Object.entries(IDP_HEADERS)) res.setHeader(header, value);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  setIdpHeaders(res);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.end(html);
}

export function sendCss(req: IncomingMessage, res: ServerResponse): void {
  setIdpHeaders(res);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/css; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.setHeader('Content-Length', Buffer.byteLength(IDP_CSS));
  res.end(req.method === 'HEAD' ? undefined : IDP_CSS);
}

/** An error block and the id fields point at with aria-describedby. */
export function errorBlock(message: string | undefined, id = 'form-error'): string {
  return message ? `<p class="error" role="alert" id="${id}">${escapeHtml(message)}</p>\n` : '';
}

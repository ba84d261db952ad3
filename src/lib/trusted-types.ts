/**
 * The app's one Trusted Types policy (issue 18). The server's CSP says
 * `require-trusted-types-for 'script'; trusted-types gglib`: the browser then refuses a plain
 * string at every HTML and script-URL sink (innerHTML, a worker's or the service worker's script
 * URL), and only this policy may turn one into a trusted value. So an XSS hole elsewhere (a
 * library, a future feature) cannot write markup into the page: it would have to come through
 * here, and here are only:
 * - {@link trustedHtml}: HTML made by our markdown renderers (micromark with raw HTML escaped and
 *   dangerous URLs removed: lib/markdown.ts, lib/chat-markdown.ts), for the three places that show
 *   it (CMS pages, board posts with their answers, the assistant's answers);
 * - {@link trustedScriptUrl}: our own scripts: the service worker and the chunks under /assets/.
 * Browsers without Trusted Types get the strings as they are.
 */

/** What a browser's Trusted Types give back (opaque: only the sinks read them). */
export interface TrustedHtmlValue {
  readonly __trustedHtml: unique symbol;
}
export interface TrustedScriptUrlValue {
  readonly __trustedScriptUrl: unique symbol;
}

interface Policy {
  createHTML(input: string): TrustedHtmlValue;
  createScriptURL(input: string): TrustedScriptUrlValue;
}

interface PolicyFactory {
  createPolicy(name: string, rules: { createHTML: (input: string) => string; createScriptURL: (input: string) => string }): Policy;
}

/** The policy's name, as the server's CSP lists it (server/http/security-headers.ts). */
export const TRUSTED_TYPES_POLICY = 'gglib';

/** Our own script URLs: same origin, the service worker or a built chunk (or the dev server's modules). */
export function isOwnScriptUrl(input: string, origin: string, dev: boolean): boolean {
  if (!URL.canParse(input, origin)) return false;
  const url = new URL(input, origin);
  if (url.origin !== origin || url.username !== '' || url.password !== '') return false;
  if (url.pathname === '/sw.js' || /^\/assets\/[\w.-]+\.js$/.test(url.pathname)) return true;
  return dev && (url.pathname.startsWith('/src/') || url.pathname.startsWith('/@') || url.pathname.startsWith('/node_modules/'));
}

let policy: Policy | null | undefined;

function getPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = typeof window === 'undefined' ? undefined : (window as unknown as { trustedTypes?: PolicyFactory }).trustedTypes;
  policy = factory
    ? factory.createPolicy(TRUSTED_TYPES_POLICY, {
        createHTML: (input) => input,
        createScriptURL: (input) => {
          if (!isOwnScriptUrl(input, window.location.origin, import.meta.env.DEV)) throw new TypeError(`not one of our scripts: ${input}`);
          return input;
        },
      })
    : null;
  return policy;
}

/** HTML our markdown renderers made, for an HTML sink. Nothing else may come through here. */
export function trustedHtml(html: string): string {
  // Typed as a string for the sinks' TypeScript types; at run time a TrustedHTML where supported.
  return (getPolicy()?.createHTML(html) ?? html) as unknown as string;
}

/** One of our own script URLs (the service worker, a chunk), for a script-URL sink; throws for any other. */
export function trustedScriptUrl(url: string): string {
  return (getPolicy()?.createScriptURL(url) ?? url) as unknown as string;
}

/**
 * Reads the precache manifest that vite-plugin-pwa (injectManifest) inlines into the built
 * service worker in place of `self.__WB_MANIFEST`: an array of `{ revision, url }` objects, as
 * JSON (`"url":"…"`) or, after minification, as object literals (`url:"…"`).
 */

export interface PrecacheEntry {
  /** As written in the manifest: relative to the worker's scope, or absolute from the origin. */
  url: string;
  /** Null for files whose name already carries a hash. */
  revision: string | null;
}

/** A quoted JS string in any of the three quote styles, with escapes; group 2 is its body. */
const STRING = String.raw`(["'\x60])((?:\\[\s\S]|(?!\1)[^\\])*)\1`;
/** `url`, `"url"` or `'url'` followed by a colon and a string literal. */
const URL_PROPERTY = new RegExp(String.raw`(?:\burl|"url"|'url')\s*:\s*` + STRING);
const REVISION_PROPERTY = new RegExp(
  String.raw`(?:\brevision|"revision"|'revision')\s*:\s*(?:null|void 0|` + STRING + ')',
);
/** An object literal with no nested braces: manifest entries are flat. */
const FLAT_OBJECT = /\{[^{}]*\}/g;

function unquote(quote: string, body: string): string {
  if (quote === '"') {
    try {
      return JSON.parse(`"${body}"`) as string;
    } catch {
      // fall through to the lenient decoding below
    }
  }
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, esc: string) => {
    if (esc.startsWith('u{')) return String.fromCodePoint(Number.parseInt(esc.slice(2, -1), 16));
    if (esc.startsWith('u') && esc.length === 5) return String.fromCharCode(Number.parseInt(esc.slice(1), 16));
    if (esc.startsWith('x') && esc.length === 3) return String.fromCharCode(Number.parseInt(esc.slice(1), 16));
    return ({ n: '\n', r: '\r', t: '\t', 0: '\0' } as Record<string, string>)[esc] ?? esc;
  });
}

function entriesFromObjects(source: string): PrecacheEntry[] {
  const entries: PrecacheEntry[] = [];
  for (const [object] of source.matchAll(FLAT_OBJECT)) {
    // Only objects with both keys: other `url:"…"` literals in the worker are not the manifest.
    const revision = REVISION_PROPERTY.exec(object);
    if (!revision) continue;
    const url = URL_PROPERTY.exec(object);
    if (!url) continue;
    entries.push({
      url: unquote(url[1] ?? '"', url[2] ?? ''),
      revision: revision[2] === undefined ? null : unquote(revision[1] ?? '"', revision[2]),
    });
  }
  return entries;
}

function dedupe(entries: PrecacheEntry[]): PrecacheEntry[] {
  const seen = new Map<string, PrecacheEntry>();
  for (const e of entries) if (!seen.has(e.url)) seen.set(e.url, e);
  return [...seen.values()];
}

/**
 * The manifest entries found in the worker's source, in order, without duplicates. Falls back to
 * every `url` string property when no `{ url, revision }` object is found, and to an unescaped
 * copy when the manifest sits inside a string (e.g. `JSON.parse('[{\"url\":…}]')`).
 */
export function parsePrecacheManifest(swSource: string): PrecacheEntry[] {
  let found = entriesFromObjects(swSource);
  if (found.length === 0 && swSource.includes('\\"')) {
    found = entriesFromObjects(swSource.replace(/\\(["'])/g, '$1'));
  }
  if (found.length === 0) {
    found = [...swSource.matchAll(new RegExp(URL_PROPERTY, 'g'))].map((m) => ({
      url: unquote(m[1] ?? '"', m[2] ?? ''),
      revision: null,
    }));
  }
  return dedupe(found);
}

/**
 * The file in the build output that serves a manifest URL, as a path relative to the output
 * folder, or null for a URL on another origin. Query and hash are dropped; `base` is the
 * app's base path (default '/').
 */
export function manifestUrlToFile(url: string, base = '/'): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return null;
  let path = url.split(/[?#]/, 1)[0] ?? '';
  const prefix = base.endsWith('/') ? base : `${base}/`;
  if (path.startsWith(prefix)) path = path.slice(prefix.length);
  path = path.replace(/^\.?\/+/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw path: a stray % is still a usable file name
  }
  return path === '' ? 'index.html' : path;
}

/**
 * Brotli copies of the built client, made once at build time (scripts/precompress.ts) and sent
 * in place of the file to a browser that accepts them (static-files.ts). Brotli at its highest
 * quality is too slow to run per request (~1.5 s for the 226 KB vendor chunk here) and packs
 * the build's text ~13 % smaller than the gzip the server makes on the fly (docs/architecture.md).
 */

/** A file's brotli copy sits beside it under this suffix (`core-abc.js.br`). */
export const BROTLI_SUFFIX = '.br';

/** Text the build writes; images and fonts are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml)$/i;

/** The server's on-the-fly threshold (hono's compress): smaller files are sent as they are. */
export const PRECOMPRESS_MIN_BYTES = 1024;

export function isPrecompressible(path: string, size: number): boolean {
  return TEXT_FILE.test(path) && size >= PRECOMPRESS_MIN_BYTES;
}

/**
 * Whether an Accept-Encoding header admits brotli: `br` (or `*`) with a quality above zero
 * (RFC 9110 §12.5.3). An explicit `br;q=0` refuses it even when `*` is accepted.
 */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const coding = name.toLowerCase();
    if (coding !== 'br' && coding !== '*') continue;
    const quality = params.find((param) => /^q\s*=/i.test(param));
    const value = quality === undefined ? 1 : Number(quality.replace(/^q\s*=\s*/i, ''));
    const accepted = Number.isFinite(value) && value > 0;
    if (coding === 'br') return accepted;
    star = accepted;
  }
  return star;
}

/**
 * Whether a copy's modification time is its file's: the build gives each copy its file's time
 * (scripts/precompress.ts), so a file replaced afterwards (by a newer file or an older one, `cp -p`
 * or `rsync -t` of another build) no longer matches its copy. Within a millisecond: `utimes`
 * takes seconds as a float, which keeps about a microsecond.
 */
export function sameModified(copyMs: number, fileMs: number): boolean {
  return Math.abs(copyMs - fileMs) < 1;
}

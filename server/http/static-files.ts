import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { createStreamBody } from '@hono/node-server/utils/stream';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { acceptsBrotli, BROTLI_SUFFIX, isPrecompressible, sameModified } from './precompressed';

/**
 * Maps a URL path onto a file below root, or null when the path could escape it or names a
 * hidden file. Decoding happens once, here, so `%2e%2e` and `..%2f` are judged after decoding.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const base = resolve(root);
  const target = resolve(base, ...segments);
  return target.startsWith(base + sep) ? target : null;
}

function parseRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size === 0) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const length = Number(to);
    return length === 0 ? null : { start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end ? { start, end } : null;
}

export interface SendFileOptions {
  /**
   * Send the file's brotli copy (precompressed.ts) instead when the client accepts brotli, asks for
   * no byte range, and the copy carries the file's own modification time (a file changed or
   * replaced after the build, as the update test does to sw.js, or copied without its times, is
   * sent as it is and compressed on the fly).
   */
  precompressed?: boolean;
}

/** The brotli copy of a file to send for this request, or null to send the file itself. */
async function brotliCopy(c: Context, path: string, info: Stats): Promise<Stats | null> {
  if (c.req.header('range') !== undefined || !acceptsBrotli(c.req.header('accept-encoding'))) return null;
  const copy = await stat(path + BROTLI_SUFFIX).catch(() => null);
  return copy?.isFile() && sameModified(copy.mtimeMs, info.mtimeMs) ? copy : null;
}

/** Whether a request's If-None-Match names this ETag (or any: `*`): answer 304 then. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  return header?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*') ?? false;
}

/**
 * Answers with the file at path (GET and HEAD, single byte ranges for media, weak ETag with 304),
 * or returns null when there is no such regular file so the caller can fall back.
 */
export async function sendFile(c: Context, path: string, cacheControl: string, options: SendFileOptions = {}): Promise<Response | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;

  const compressible = options.precompressed === true && isPrecompressible(path, info.size);
  const copy = compressible ? await brotliCopy(c, path, info) : null;
  // Size and mtime identify a build output well enough, and cost no read of the file; the brotli
  // copy is another representation of the same file, so it has an ETag of its own.
  const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}${copy ? '-br' : ''}"`;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  c.header('Last-Modified', info.mtime.toUTCString());
  // What is sent depends on Accept-Encoding whether or not a copy was sent (gzip on the fly).
  if (compressible) c.header('Vary', 'Accept-Encoding');
  if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  c.header('Content-Type', getMimeType(path) ?? 'application/octet-stream');
  if (copy) {
    c.header('Content-Encoding', 'br');
    c.header('Content-Length', String(copy.size));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(createStreamBody(createReadStream(path + BROTLI_SUFFIX)), 200);
  }
  c.header('Accept-Ranges', 'bytes');

  const rangeHeader = c.req.header('range');
  const range = rangeHeader === undefined ? null : parseRange(rangeHeader, info.size);
  if (rangeHeader !== undefined && range === null) {
    c.header('Content-Range', `bytes */${info.size}`);
    return c.body(null, 416);
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  c.header('Content-Length', String(Math.max(end - start + 1, 0)));
  if (range) c.header('Content-Range', `bytes ${start}-${end}/${info.size}`);
  const status = range ? 206 : 200;
  // HEAD reaches GET handlers in Hono; opening a stream nobody reads would leak its descriptor.
  if (c.req.method === 'HEAD' || info.size === 0) return c.body(null, status);
  return c.body(createStreamBody(createReadStream(path, { start, end })), status);
}

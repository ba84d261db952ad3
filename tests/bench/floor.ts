/**
 * The bare stack ("floor", ../shared/bench/floor): React, TanStack Router, Dexie, ky and jotai with
 * one page that reads the menus from IndexedDB and revalidates them from /gglib/selectMenu. The
 * portal's JS size and Lighthouse figures are compared with it in the same run.
 *
 * buildFloor copies its sources into a temporary folder (the shared folder stays untouched) and
 * builds them with the portal's own node_modules (the floor's dependency ranges are the portal's,
 * so both bundle the same library versions). serveFloor serves that dist/ like the portal's
 * server serves its own (brotli or gzip, immutable hashed assets, the SPA's index.html for any other path)
 * and forwards /gglib/* to the portal's server, so both pages read the same API.
 */
import { spawn } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptsBrotli } from '../../server/http/precompressed';

const BROTLI_AS_BUILT = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/** Where the floor's sources are: BENCH_FLOOR_DIR, else ../shared/bench/floor beside the repository. */
export function floorSourceDir(root: string): string {
  return resolve(process.env.BENCH_FLOOR_DIR ?? join(root, '..', 'shared', 'bench', 'floor'));
}

export interface FloorBuild {
  /** The built static site. */
  dist: string;
  /** Removes the temporary copy. */
  remove: () => void;
}

/** Builds the floor in a temporary copy with `vite build`, using the portal's node_modules. */
export async function buildFloor(root: string, log: (line: string) => void): Promise<FloorBuild> {
  const source = floorSourceDir(root);
  if (!existsSync(join(source, 'package.json'))) throw new Error(`no floor at ${source} (set BENCH_FLOOR_DIR)`);
  const work = mkdtempSync(join(tmpdir(), 'gglib-bench-floor-'));
  const remove = () => rmSync(work, { recursive: true, force: true });
  try {
    // Its sources only: not a node_modules or dist/ someone may have left there.
    cpSync(source, work, {
      recursive: true,
      filter: (path) => !['node_modules', 'dist'].includes(basename(path)),
    });
    symlinkSync(realpathSync(join(root, 'node_modules')), join(work, 'node_modules'), 'dir');
    const vite = join(work, 'node_modules', 'vite', 'bin', 'vite.js');
    log(`building the floor from ${source} in ${work}`);
    await new Promise<void>((done, fail) => {
      // The native config loader imports vite.config.js as it is: the bundling loader would write
      // its temporary file into the shared node_modules.
      const child = spawn(process.execPath, [vite, 'build', '--configLoader', 'native', '--logLevel', 'warn'], {
        cwd: work,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('error', fail);
      child.on('exit', (code, signal) => (code === 0 ? done() : fail(new Error(`floor build failed (${signal ?? `exit ${code}`})`))));
    });
    const dist = join(work, 'dist');
    if (!existsSync(join(dist, 'index.html'))) throw new Error('the floor build wrote no dist/index.html');
    return { dist, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

export interface FloorServer {
  origin: string;
  close: () => Promise<void>;
}

/** Serves dist/ on 127.0.0.1:port (0: any free port) and forwards /gglib/* to apiOrigin. */
export async function serveFloor(dist: string, apiOrigin: string, port = 0): Promise<FloorServer> {
  const base = resolve(dist);
  const index = readFileSync(join(base, 'index.html'));
  const packedFiles = new Map<string, Buffer>();

  const sendStatic = (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = '/';
    }
    const target = resolve(base, ...decoded.split('/').filter((s) => s !== '' && s !== '.' && s !== '..'));
    const isFile = target.startsWith(base + sep) && existsSync(target) && statSync(target).isFile();
    const file = isFile ? target : join(base, 'index.html');
    const extension = extname(file);
    const hashed = isFile && decoded.startsWith('/assets/');
    response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    const body = isFile ? readFileSync(file) : index;
    // As the portal's server: the build's brotli copy (quality 11, scripts/precompress.ts) to a
    // browser that accepts it, else gzip.
    const encoding = acceptsBrotli(request.headers['accept-encoding']) ? 'br' : /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? 'gzip' : null;
    if (encoding && COMPRESSIBLE.has(extension) && body.length > 1024) {
      const key = `${encoding} ${file}`;
      let packed = packedFiles.get(key);
      if (!packed) packedFiles.set(key, (packed = encoding === 'br' ? brotliCompressSync(body, BROTLI_AS_BUILT) : gzipSync(body)));
      response.setHeader('Content-Encoding', encoding);
      response.setHeader('Vary', 'Accept-Encoding');
      response.setHeader('Content-Length', packed.length);
      response.end(request.method === 'HEAD' ? undefined : packed);
      return;
    }
    response.setHeader('Content-Length', body.length);
    if (request.method === 'HEAD' || !isFile) response.end(request.method === 'HEAD' ? undefined : body);
    else createReadStream(file).pipe(response);
  };

  const forward = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || ['host', 'connection', 'content-length'].includes(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const upstream = await fetch(new URL(url.pathname + url.search, apiOrigin), {
      method: request.method,
      headers,
      body: ['GET', 'HEAD'].includes(request.method ?? 'GET') ? undefined : Buffer.concat(chunks),
      redirect: 'manual',
    });
    const skip = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);
    upstream.headers.forEach((value, name) => {
      if (!skip.has(name)) response.setHeader(name, value);
    });
    response.statusCode = upstream.status;
    if (upstream.body) await pipeline(Readable.fromWeb(upstream.body as NodeReadableStream), response);
    else response.end();
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor.invalid');
    if (url.pathname.startsWith('/gglib/')) {
      forward(request, response, url).catch(() => {
        if (!response.headersSent) response.statusCode = 502;
        response.end();
      });
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 405;
      response.end();
      return;
    }
    sendStatic(request, response, url.pathname);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { POPUP_HIDDEN_COOKIE, POPUP_HIDDEN_DAY } from '../../contract/shell-answers';
import { HttpError, MESSAGES } from '../http/errors';
import { shellPolicyReader } from '../http/inline-styles';
import { pageHeads, withPageHead } from '../http/page-heads';
import { routePreloads } from '../http/route-preload';
import { acceptsBrotli } from '../http/precompressed';
import { matchesIfNoneMatch, resolveInside, sendFile } from '../http/static-files';
import { shellBodies, withShellAnswers, type CarriedAnswers, type ShellAnswers } from './shell-answers';

/** Vite puts content-hashed files here: they never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else (index.html, sw.js, manifest.webmanifest, builds/latest.json, icons) is
 * revalidated on each use; the ETag makes that a 304 when nothing changed.
 */
const REVALIDATE = 'no-cache';

/** The build leaves a brotli copy of each text file (scripts/precompress.ts). */
const PRECOMPRESSED = { precompressed: true } as const;

/**
 * Paths the server answers itself: never the app shell, even if a route there is missing
 * (/sso/* are the demo sister-service pages; /sso-logout is a client route and not among them).
 */
const SERVER_PREFIXES = ['/sso/', '/cert/', '/idp/', '/oidc/', '/gglib/', '/api/', '/uploads/'];
const isServerPath = (path: string) =>
  SERVER_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));

/** A last segment with an extension names a file: a missing one is a 404, never the app shell. */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]{1,12}$/;

function cachePolicy(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built client from distDir and answers every other GET with index.html, so deep links
 * such as /search/search-list load the single-page app, which then routes (and shows its own
 * 404 page for unknown routes).
 */
/** How long a navigation waits for the answers its shell carries before it is sent without them. */
export const SHELL_ANSWERS_WAIT_MS = 250;

export function clientAppRoutes(distDir: string, options: { shellAnswers?: ShellAnswers; answersWaitMs?: number } = {}): Hono {
  const routes = new Hono();
  const indexHtml = join(distDir, 'index.html');
  const bodies = shellBodies();
  /** index.html's text, read again when the file changes (a new build under a running server). */
  let template: { mtimeMs: number; text: string } | null = null;
  const readTemplate = async (): Promise<string | null> => {
    const info = await stat(indexHtml).catch(() => null);
    if (!info?.isFile()) return null;
    if (template?.mtimeMs !== info.mtimeMs) template = { mtimeMs: info.mtimeMs, text: await readFile(indexHtml, 'utf8') };
    return template.text;
  };

  const preloads = routePreloads(distDir);
  const heads = pageHeads(distDir);
  const shellPolicy = shellPolicyReader(indexHtml);
  /** index.html, however it is asked for (a deep link, or by name: the service worker precaches it). */
  const withShellPolicy = (response: Response) => {
    const policy = shellPolicy();
    if (policy) response.headers.set('Content-Security-Policy', policy);
    return response;
  };

  /** The last time a failure to get the answers was logged (a database down fails every page). */
  let loggedAt = 0;
  /**
   * The answers a navigation's shell carries (contract/shell-answers.ts); none when they cannot be
   * had in SHELL_ANSWERS_WAIT_MS: a slow or failing database never holds the page itself back.
   */
  const answersFor = async (path: string, popupsHiddenOn: string | undefined): Promise<CarriedAnswers> => {
    const none: CarriedAnswers = { answers: {}, images: [] };
    if (!options.shellAnswers) return none;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<CarriedAnswers>((resolve) => {
      timer = setTimeout(() => resolve(none), options.answersWaitMs ?? SHELL_ANSWERS_WAIT_MS);
    });
    const asked = options.shellAnswers(path, popupsHiddenOn).catch((error: unknown) => {
      if (Date.now() - loggedAt > 60_000) {
        loggedAt = Date.now();
        console.error('[shell] the answers for the shell could not be read; it is sent as built', error);
      }
      return none;
    });
    try {
      return await Promise.race([asked, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  /** The shell with its answers and page head, its own ETag and, for a browser that takes it, brotli. */
  const shellWithAnswers = async (c: Context, answers: Record<string, unknown>, head: string): Promise<Response | null> => {
    const text = await readTemplate();
    if (text === null) return null;
    const withAnswers = Object.keys(answers).length > 0 ? withShellAnswers(text, answers) : text;
    const body = bodies(withPageHead(withAnswers, head));
    c.header('Cache-Control', REVALIDATE);
    c.header('ETag', body.etag);
    c.header('Vary', 'Accept-Encoding');
    if (matchesIfNoneMatch(c.req.header('if-none-match'), body.etag)) return c.body(null, 304);
    c.header('Content-Type', 'text/html; charset=utf-8');
    // Brotli here (the compress middleware leaves an encoded body as it is); gzip by the middleware.
    const brotli = acceptsBrotli(c.req.header('accept-encoding'));
    const bytes = brotli ? body.brotli() : body.html;
    if (brotli) c.header('Content-Encoding', 'br');
    c.header('Content-Length', String(bytes.length));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(new Uint8Array(bytes), 200);
  };

  const serveShell = async (c: Context, path: string) => {
    // Popups hidden for today ('오늘 하루 보지 않기'): no picture to preload. Only the Link header
    // differs, never the body, so a cache that kept one answer for everyone costs a preload at most.
    const hidden = getCookie(c, POPUP_HIDDEN_COOKIE);
    const { answers, images } = await answersFor(path, hidden !== undefined && POPUP_HIDDEN_DAY.test(hidden) ? hidden : undefined);
    const head = await heads(path);
    // Without answers or a head the shell is the file as built: the app asks the API itself.
    const shell = Object.keys(answers).length > 0 || head !== '' ? await shellWithAnswers(c, answers, head) : await sendFile(c, indexHtml, REVALIDATE, PRECOMPRESSED);
    if (shell) {
      withShellPolicy(shell);
      // The page's own code, named before the entry asks for it (server/http/route-preload.ts),
      // then the picture of its largest paint.
      const links = [preloads.linkHeader(path), ...images.map((image) => `<${image}>; rel=preload; as=image; fetchpriority=high`)].filter(Boolean).join(', ');
      if (links) shell.headers.set('Link', links);
      return shell;
    }
    return c.text(
      '경기도서관 클라이언트가 아직 빌드되지 않았습니다. `npm run build`를 실행해 주세요.\n' +
        'The client has not been built yet: run `npm run build`.\n',
      503,
    );
  };

  routes.get('/*', async (c) => {
    const rawPath = new URL(c.req.url).pathname;
    if (isServerPath(rawPath)) throw new HttpError(404, MESSAGES.notFound);
    // The build's own records (the manifest the preload hints come from) are not for the web.
    if (rawPath.startsWith('/.vite/')) throw new HttpError(404, MESSAGES.fileNotFound);
    const file = resolveInside(distDir, rawPath);
    const found = file && (await sendFile(c, file, cachePolicy(rawPath), PRECOMPRESSED));
    if (found) return file === indexHtml ? withShellPolicy(found) : found;
    if (rawPath.startsWith('/assets/') || rawPath.startsWith('/builds/') || FILE_LIKE.test(rawPath)) {
      throw new HttpError(404, MESSAGES.fileNotFound);
    }
    return serveShell(c, rawPath);
  });
  return routes;
}

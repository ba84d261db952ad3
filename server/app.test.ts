import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorEnvelope } from '../contract/envelope';
import { precompress } from '../scripts/precompress';
import { createApp } from './app';
import { CONTENT_SECURITY_POLICY } from './http/security-headers';
import { unreachableDb } from './testing/test-db';

const INDEX_HTML = '<!doctype html><title>경기도서관</title><div id="root"></div>';
const APP_JS = `console.log(${JSON.stringify('경기도서관 '.repeat(400))});`;
let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gglib-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'builds'));
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(join(dist, 'assets', 'index-AbC123.js'), APP_JS);
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"경기도서관"}');
  await writeFile(join(dist, 'builds', 'latest.json'), '{"version":"1"}');
  await writeFile(join(dist, '.env'), 'SECRET=1');
  app = createApp({ db: unreachableDb, distDir: dist });
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('client app', () => {
  it('serves index.html for an unknown app route (SPA fallback), revalidated each time', async () => {
    for (const path of ['/', '/no-such-page', '/search/search-detail/0?bookType=book', '/contents/hours']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('never answers /sso/* with the app shell, while /sso-logout and /cyber-sso-logout are app routes', async () => {
    for (const path of ['/sso', '/sso/', '/sso/unknown', '/sso/ggcyber/anything', '/sso/assets/app.js']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toBe(INDEX_HTML);
    }
    for (const path of ['/sso-logout?key=x&redirect=/sso/ggebook/logged-out', '/cyber-sso-logout?code=x']) {
      expect(await (await app.request(path)).text(), path).toBe(INDEX_HTML);
    }
  });

  it('caches hashed assets for a year and revalidates sw.js, the manifest and build info', async () => {
    const asset = await app.request('/assets/index-AbC123.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    for (const path of ['/sw.js', '/index.html', '/manifest.webmanifest', '/builds/latest.json']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache');
    }
    expect((await app.request('/manifest.webmanifest')).headers.get('Content-Type')).toBe('application/manifest+json');
  });

  it('answers 404, not the app shell, for a missing file', async () => {
    for (const path of ['/assets/gone-123.js', '/builds/nothing.json', '/favicon.ico', '/.env']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('SECRET');
    }
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await app.request('/sw.js');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\//);
    const again = await app.request('/sw.js', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('gzips text when the client accepts it', async () => {
    const response = await app.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(APP_JS);
  });

  it('serves a byte range (media playback needs it)', async () => {
    const response = await app.request('/sw.js', { headers: { Range: 'bytes=0-3' } });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('self');
  });

  it('says to build the client when the dist directory is missing, and still serves the API', async () => {
    const bare = createApp({ db: unreachableDb, distDir: join(dist, 'missing') });
    const response = await bare.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
    expect((await bare.request('/api/health')).status).toBe(200);
  });
});

describe('precompressed copies (scripts/precompress.ts)', () => {
  const BIG_JS = `export const books = ${JSON.stringify(Array.from({ length: 300 }, (_, at) => `채식주의자 ${at}`))};`;
  const MAP_HTML = `<!doctype html><title>층별 안내</title>${'<p>자료실 1층 어린이자료실</p>'.repeat(80)}`;
  let built: string;
  let served: ReturnType<typeof createApp>;
  beforeAll(async () => {
    built = await mkdtemp(join(tmpdir(), 'gglib-dist-br-'));
    await mkdir(join(built, 'assets'));
    await writeFile(join(built, 'index.html'), MAP_HTML);
    await writeFile(join(built, 'assets', 'core-Br1.js'), BIG_JS);
    await writeFile(join(built, 'assets', 'tiny-Br2.js'), 'export {};');
    await writeFile(join(built, 'sw.js'), BIG_JS);
    await writeFile(join(built, 'logo.png'), Buffer.alloc(4096, 7));
    expect(await precompress(built)).toMatchObject({ files: 3 });
    served = createApp({ db: unreachableDb, distDir: built });
  });
  afterAll(() => rm(built, { recursive: true, force: true }));

  it('writes a copy only for text of at least 1 KB, and one that unpacks to the file', async () => {
    const names = (await readdir(built, { recursive: true })).filter((name) => name.endsWith('.br')).sort();
    expect(names).toEqual(['assets/core-Br1.js.br', 'index.html.br', 'sw.js.br']);
    expect(brotliDecompressSync(await readFile(join(built, 'assets', 'core-Br1.js.br'))).toString()).toBe(BIG_JS);
  });

  it('sends the brotli copy to a browser that accepts it, as its own representation', async () => {
    const response = await served.request('/assets/core-Br1.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toContain('immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toBe(BIG_JS);
    const etag = response.headers.get('ETag') ?? '';
    expect(etag).toMatch(/-br"$/);
    const plain = await served.request('/assets/core-Br1.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers.get('Content-Encoding')).toBe('gzip');
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(plain.headers.get('ETag')).not.toBe(etag);
    // Each representation revalidates against its own tag.
    const again = await served.request('/assets/core-Br1.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const other = await served.request('/assets/core-Br1.js', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(other.status).toBe(200);
  });

  it('sends the shell brotli too, with its policy and Vary', async () => {
    const response = await served.request('/about/floor-guide', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(MAP_HTML);
    const head = await served.request('/index.html', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.headers.get('Content-Encoding')).toBe('br');
    expect(await head.text()).toBe('');
  });

  it('sends the file itself for a byte range, a refusal of brotli, or a copy that is not of the file', async () => {
    const range = await served.request('/assets/core-Br1.js', { headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-5' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('export');
    const refused = await served.request('/assets/core-Br1.js', { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
    expect(refused.headers.get('Content-Encoding')).toBe('gzip');
    // The update test appends to sw.js after the build: its copy is then out of date.
    const changed = `${BIG_JS}\n// rebuilt`;
    await writeFile(join(built, 'sw.js'), changed);
    const later = new Date(Date.now() + 60_000);
    await utimes(join(built, 'sw.js'), later, later);
    const stale = await served.request('/sw.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(stale.headers.get('Content-Encoding')).toBeNull();
    expect(await stale.text()).toBe(changed);
    // A file replaced by an older one (`cp -p` of another build) does not take the copy either.
    const older = `${BIG_JS}\n// an older build`;
    await writeFile(join(built, 'index.html'), older);
    const earlier = new Date(Date.now() - 86_400_000);
    await utimes(join(built, 'index.html'), earlier, earlier);
    const replaced = await served.request('/index.html', { headers: { 'Accept-Encoding': 'br' } });
    expect(replaced.headers.get('Content-Encoding')).toBeNull();
    expect(await replaced.text()).toBe(older);
  });

  it('leaves images and small files to the ordinary path', async () => {
    const image = await served.request('/logo.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(image.headers.get('Content-Encoding')).toBeNull();
    expect(image.headers.get('Vary')).toBeNull();
    const tiny = await served.request('/assets/tiny-Br2.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};');
  });
});

describe('uploads', () => {
  it('serves a popup image with its type and a one-day cache, sandboxed', async () => {
    const response = await app.request('/uploads/popup/book-festival.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/; sandbox$/);
    // Already compressed: sent as it is, even to a client that takes gzip.
    const asked = await app.request('/uploads/popup/book-festival.webp', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asked.headers.get('Content-Encoding')).toBeNull();
    expect(Number(asked.headers.get('Content-Length'))).toBeGreaterThan(1000);
  });

  it('refuses path traversal and directory listing', async () => {
    const appSource = await readFile(new URL('./app.ts', import.meta.url), 'utf8');
    for (const path of [
      '/uploads/../../app.ts',
      '/uploads/%2e%2e/%2e%2e/app.ts',
      '/uploads/popup/..%2f..%2f..%2fapp.ts',
      '/uploads/popup/%2e%2e%5c%2e%2e%5c..%5capp.ts',
      '/uploads/popup/%252e%252e/%252e%252e/app.ts',
      '/uploads/popup/',
      '/uploads/popup',
      '/uploads/popup/missing.png',
    ]) {
      const response = await app.request(path);
      const text = await response.text();
      expect(text, path).not.toBe(appSource);
      expect(text, path).not.toContain('createApp');
      expect(response.status, path).not.toBe(200);
    }
  });

  it('only allows GET', async () => {
    const response = await app.request('/uploads/popup/book-festival.webp', { method: 'DELETE' });
    expect(response.status).toBe(405);
  });
});

describe('security headers', () => {
  it('are on every kind of response, with no X-Powered-By', async () => {
    const responses = [
      await app.request('/'),
      await app.request('/assets/index-AbC123.js'),
      await app.request('/api/health'),
      await app.request('/gglib/nothing', { method: 'POST' }),
      await app.request('/uploads/nothing.png'),
    ];
    for (const response of responses) {
      expect(response.headers.get('Content-Security-Policy')).toContain(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
      expect(response.headers.get('Permissions-Policy')).toContain('camera=(self)');
      expect(response.headers.get('Permissions-Policy')).toContain('geolocation=()');
      expect(response.headers.has('X-Powered-By')).toBe(false);
    }
  });

  it('send HSTS for any host but this machine, so a browser that once reached the site over https keeps to it (issue 18, finding 8)', async () => {
    for (const url of ['https://library.example/', 'http://library.example/api/health', 'https://library.example/gglib/nothing']) {
      expect((await app.request(url)).headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    }
    for (const url of ['http://localhost/', 'http://127.0.0.1:4173/api/health']) {
      expect((await app.request(url)).headers.has('Strict-Transport-Security')).toBe(false);
    }
  });

  it('let the shell run exactly the styles its index.html carries inline, by hash, and follow a rebuild', async () => {
    const built = await mkdtemp(join(tmpdir(), 'gglib-dist-styles-'));
    try {
      const css = '.site-header{color:#0b5a7a}';
      await writeFile(join(built, 'index.html'), `<!doctype html><style>${css}</style><div id="root"></div>`);
      await mkdir(join(built, 'assets'));
      await writeFile(join(built, 'assets', 'x-1.js'), APP_JS);
      const shellApp = createApp({ db: unreachableDb, distDir: built });
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      for (const path of ['/main', '/index.html', '/index.html?__WB_REVISION__=1']) {
        const policy = (await shellApp.request(path)).headers.get('Content-Security-Policy');
        expect(policy).toBe(CONTENT_SECURITY_POLICY.replace("style-src 'self';", `style-src 'self' ${hash};`));
      }
      // Other files keep the policy without inline styles.
      expect((await shellApp.request('/assets/x-1.js')).headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
      // A new build under the running server: the new style's hash, not the old one.
      const next = '.site-header{color:#123456;margin:0}';
      await writeFile(join(built, 'index.html'), `<!doctype html><style>${next}</style><div id="root"></div>`);
      const policy = (await shellApp.request('/main')).headers.get('Content-Security-Policy') ?? '';
      expect(policy).toContain(`'sha256-${createHash('sha256').update(next).digest('base64')}'`);
      expect(policy).not.toContain(hash);
    } finally {
      await rm(built, { recursive: true, force: true });
    }
  });

  it('has the strict policy the client relies on', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; " +
        "connect-src 'self'; worker-src 'self'; manifest-src 'self'; media-src 'self'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'; require-trusted-types-for 'script'; " +
        'trusted-types gglib; report-uri /api/csp-report',
    );
  });

  it('name where violations are reported, and take the reports in both formats as one line each, without queries (issue 18)', async () => {
    const lines: string[] = [];
    const reporting = createApp({ db: unreachableDb, distDir: dist, cspReportLog: (line) => lines.push(line) });
    const legacy = await reporting.request('/api/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'https://library.example/search/search-list?query=개인적인검색어',
          'effective-directive': 'require-trusted-types-for',
          'blocked-uri': 'trusted-types-sink',
          'script-sample': 'Element innerHTML|<img src=x onerror=alert(1)>',
          'source-file': 'https://library.example/assets/index-abc.js',
          'line-number': 12,
        },
      }),
    });
    expect(legacy.status).toBe(204);
    const modern = await reporting.request('/api/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify([{ type: 'csp-violation', url: 'https://library.example/main', body: { effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js?k=1', documentURL: 'https://library.example/main', sample: 'x\n[csp] forged' } }]),
    });
    expect(modern.status).toBe(204);
    expect(lines).toEqual([
      '[csp] require-trusted-types-for blocked trusted-types-sink on https://library.example/search/search-list at https://library.example/assets/index-abc.js:12 sample "Element innerHTML|<img src=x onerror=alert(1)>"',
      // A report cannot forge a log line: control characters become spaces.
      '[csp] script-src-elem blocked https://evil.example/x.js on https://library.example/main sample "x [csp] forged"',
    ]);
    // Anything else is 204 and not logged; a body over 16 KB is 413.
    expect((await reporting.request('/api/csp-report', { method: 'POST', body: 'not json' })).status).toBe(204);
    expect((await reporting.request('/api/csp-report', { method: 'POST', body: JSON.stringify({ hello: 1 }) })).status).toBe(204);
    expect((await reporting.request('/api/csp-report', { method: 'POST', body: 'x'.repeat(17 * 1024) })).status).toBe(413);
    expect(lines).toHaveLength(2);
  });

  it('logs at most 20 reports a minute from one address', async () => {
    const lines: string[] = [];
    const reporting = createApp({ db: unreachableDb, distDir: dist, cspReportLog: (line) => lines.push(line) });
    const report = JSON.stringify({ 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'https://x.example/p.gif' } });
    for (let i = 0; i < 25; i++) expect((await reporting.request('/api/csp-report', { method: 'POST', body: report })).status).toBe(204);
    expect(lines).toHaveLength(20);
  });
});

describe('security.txt', () => {
  it('says whom to tell, in Korean first, and expires 180 days on (RFC 9116)', async () => {
    const response = await app.request('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:security@gglib\.example$/m);
    expect(text).toMatch(/^Preferred-Languages: ko, en$/m);
    expect(text).toMatch(/^Canonical: http:\/\/localhost:4173\/\.well-known\/security\.txt$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(178 * 86_400_000);
    expect(expires - Date.now()).toBeLessThan(181 * 86_400_000);
  });
});

describe('unexpected errors', () => {
  it('answer 500 with the envelope and no detail, and are logged', async () => {
    const logError = vi.fn();
    const broken = createApp({ db: unreachableDb, distDir: dist, logError });
    const response = await broken.request('/gglib/selectMenu', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"manage_code":"141674"}',
    });
    expect(response.status).toBe(500);
    const body = v.parse(ErrorEnvelope, await response.json());
    expect(body).toEqual({
      RESULT_INFO: 'FAIL',
      RESULT: 'FAIL',
      RESULT_CODE: 500,
      RESULT_MESSAGE: 'Internal Server Error',
    });
    expect(logError).toHaveBeenCalledOnce();
  });

  it('answer a non-GET request outside the API with a JSON 404', async () => {
    const response = await app.request('/somewhere', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(v.parse(ErrorEnvelope, await response.json()).RESULT_CODE).toBe(404);
  });
});

import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HEADS_FILE, parsePageHeads } from '../../contract/page-heads';
import { clientAppRoutes } from '../routes/client-app';
import { pageHeadHtml, pageHeads, withPageHead } from './page-heads';

const SHELL =
  '<!doctype html><html><body><div id="root"><header class="site-header"></header>\n' +
  '<main id="main-content" class="site-main" tabindex="-1" aria-busy="true"></main></div>\n</body></html>\n';
const HEADS = { '/search/search-list': { title: '통합검색', intro: '소장 자료를 찾아보세요.' } };

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'gglib-heads-'));
  await writeFile(join(dist, 'index.html'), SHELL);
  await mkdir(join(dist, '.vite'), { recursive: true });
  await writeFile(join(dist, PAGE_HEADS_FILE), JSON.stringify(HEADS));
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('page heads in the shell', () => {
  it("fills the shell's empty <main> on the page's address, with or without a query or a final slash", async () => {
    const routes = clientAppRoutes(dist);
    for (const path of ['/search/search-list', '/search/search-list?query=%EC%86%8C%EB%85%84', '/search/search-list/']) {
      const response = await routes.request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`aria-busy="true"><div class="container"><h1 class="page-title">통합검색</h1><p class="page-intro">소장 자료를 찾아보세요.</p></div></main>`);
      expect(response.headers.get('ETag')).toMatch(/^W\/"s-/);
    }
  });

  it('gives the shell with a head its own ETag (304 when it matches), brotli and HEAD', async () => {
    const routes = clientAppRoutes(dist);
    const first = await routes.request('/search/search-list', { headers: { 'Accept-Encoding': 'br' } });
    expect(first.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toContain('<h1 class="page-title">통합검색</h1>');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).not.toBe((await routes.request('/notice')).headers.get('ETag'));
    expect((await routes.request('/search/search-list', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const head = await routes.request('/search/search-list', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('leaves every other page, and index.html asked for by name, as built', async () => {
    const routes = clientAppRoutes(dist);
    for (const path of ['/notice', '/main', '/search/search-detail/1', '/index.html']) {
      expect(await (await routes.request(path)).text()).toBe(SHELL);
    }
  });

  it('reads the table again when a new build replaces it, and has none without one', async () => {
    const other = await mkdtemp(join(tmpdir(), 'gglib-heads-'));
    try {
      const heads = pageHeads(other);
      expect(await heads('/search/search-list')).toBe('');
      await mkdir(join(other, '.vite'), { recursive: true });
      await writeFile(join(other, PAGE_HEADS_FILE), JSON.stringify({ '/a': { title: '가', intro: '나' } }));
      expect(await heads('/a')).toBe(pageHeadHtml({ title: '가', intro: '나' }));
      await writeFile(join(other, PAGE_HEADS_FILE), JSON.stringify({ '/b': { title: '다', intro: '라' } }));
      const later = new Date(Date.now() + 5_000);
      await utimes(join(other, PAGE_HEADS_FILE), later, later);
      expect(await heads('/a')).toBe('');
      expect(await heads('/b')).toContain('다');
      await writeFile(join(other, PAGE_HEADS_FILE), 'not json');
      const latest = new Date(Date.now() + 10_000);
      await utimes(join(other, PAGE_HEADS_FILE), latest, latest);
      expect(await heads('/b')).toBe('');
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

describe('pageHeadHtml and parsePageHeads', () => {
  it('writes text as text: no title or intro can add markup', () => {
    const html = pageHeadHtml({ title: '<script>alert(1)</script>', intro: '"a" & \'b\' <img src=x onerror=alert(1)>' });
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;a&quot; &amp; &#39;b&#39; &lt;img');
  });

  it('keeps only well-formed entries of in-app paths', () => {
    expect(parsePageHeads({ '/a': { title: '가', intro: '' }, b: { title: '나', intro: '' }, '/c': { title: '', intro: '다' }, '/d': { title: 1 }, '/e': null })).toEqual({
      '/a': { title: '가', intro: '' },
    });
    expect(parsePageHeads(null)).toEqual({});
    expect(parsePageHeads([])).toEqual({});
  });

  it('leaves a shell without an empty <main> as it is', () => {
    const html = '<html><body><main id="main-content"><p>x</p></main></body></html>';
    expect(withPageHead(html, pageHeadHtml({ title: '가', intro: '나' }))).toBe(html);
    expect(withPageHead(SHELL, '')).toBe(SHELL);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_CODE } from '../../contract/constants';
import { SelectMenuResponse } from '../../contract/menu';
import { PopupListResponse } from '../../contract/popup';
import { POPUP_HIDDEN_COOKIE, SHELL_ANSWERS_ELEMENT_ID, shellAnswerKey } from '../../contract/shell-answers';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { openSeededTestDb } from '../testing/test-db';
import { clientAppRoutes } from './client-app';
import { withShellAnswers, type ShellAnswers } from './shell-answers';

const SHELL = '<!doctype html><html><head><title>경기도서관</title></head><body><div id="root"></div>\n  </body>\n</html>\n';
/** 2026-03-02 09:00 in Seoul. */
const NOW = Date.parse('2026-03-02T00:00:00Z');

let db: Db;
let dist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openSeededTestDb();
  dist = await mkdtemp(join(tmpdir(), 'gglib-shell-'));
  await writeFile(join(dist, 'index.html'), SHELL);
  app = createApp({ db, distDir: dist, auth: { now: () => NOW } });
});
afterAll(async () => {
  await db.close();
  await rm(dist, { recursive: true, force: true });
});

/** The answers block of a served shell, parsed. */
function carried(html: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${SHELL_ANSWERS_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  expect(match, 'the shell carries an answers block').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

const post = async (path: string, body?: unknown) =>
  (await app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) })).json();

describe('answers carried in the app shell', () => {
  it("carries selectMenu's own answer on every page", async () => {
    const response = await app.request('/notice');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const answers = carried(await response.text());
    expect(Object.keys(answers)).toEqual([shellAnswerKey.menus]);
    expect(v.parse(SelectMenuResponse, answers[shellAnswerKey.menus])).toEqual(await post('/gglib/selectMenu', { manage_code: MANAGE_CODE }));
  });

  it("carries the library's day's popups on the main page, under that day", async () => {
    for (const path of ['/main', '/']) {
      const answers = carried(await (await app.request(path)).text());
      const popups = v.parse(PopupListResponse, answers[shellAnswerKey.popups('2026-03-02')]);
      expect(popups).toEqual(await post(`/gglib/getpopuplist?manage_code=${MANAGE_CODE}&today=2026-03-02`));
      expect(popups.LIST.length).toBeGreaterThan(0);
    }
  });

  it("names the first popup's picture on /main in the Link header, beside the app's code, and nothing elsewhere", async () => {
    const popups = v.parse(PopupListResponse, await post(`/gglib/getpopuplist?manage_code=${MANAGE_CODE}&today=2026-03-02`));
    const first = popups.LIST[0]!.POPUP_IMAGE;
    expect(first).toMatch(/^\/uploads\//);
    expect((await app.request('/main')).headers.get('Link')).toContain(`<${first}>; rel=preload; as=image; fetchpriority=high`);
    expect((await app.request('/notice')).headers.get('Link') ?? '').not.toContain('as=image');
  });

  it("names no popup picture when the popups are hidden for the library's day, and still does for another day's choice", async () => {
    const asked = (cookie: string) => app.request('/main', { headers: { Cookie: cookie } });
    const hiddenToday = await asked(`${POPUP_HIDDEN_COOKIE}=2026-03-02`);
    expect(hiddenToday.headers.get('Link') ?? '').not.toContain('as=image');
    // The answers themselves stay: the app decides what shows, with its own stored choice.
    expect(Object.keys(carried(await hiddenToday.text()))).toContain(shellAnswerKey.popups('2026-03-02'));
    for (const cookie of [`${POPUP_HIDDEN_COOKIE}=2026-03-01`, `${POPUP_HIDDEN_COOKIE}=today`, `${POPUP_HIDDEN_COOKIE}=`, 'other=2026-03-02']) {
      expect((await asked(cookie)).headers.get('Link'), cookie).toContain('rel=preload; as=image');
    }
  });

  it('leaves index.html asked for by name as built (the service worker precaches it)', async () => {
    expect(await (await app.request('/index.html')).text()).toBe(SHELL);
  });

  it('sends brotli to a browser that takes it, and 304 for the same shell', async () => {
    const response = await app.request('/main', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).toBe(await (await app.request('/main')).text());
    const etag = response.headers.get('ETag');
    expect(etag).toMatch(/^W\/"s-/);
    expect((await app.request('/main', { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    // Another page carries other answers: its own tag.
    expect((await app.request('/notice', { headers: { 'If-None-Match': etag! } })).status).toBe(200);
  });
});

describe('a shell whose answers cannot be had', () => {
  const shellOf = async (answers: ShellAnswers, waitMs?: number) => {
    const routes = clientAppRoutes(dist, { shellAnswers: answers, ...(waitMs === undefined ? {} : { answersWaitMs: waitMs }) });
    return routes.request('/notice');
  };

  it('is the file as built when the database fails or is slow, so the page is never held back', async () => {
    const failing = await shellOf(() => Promise.reject(new Error('database down')));
    expect(failing.status).toBe(200);
    expect(await failing.text()).toBe(SHELL);
    const started = Date.now();
    const slow = await shellOf(() => new Promise(() => undefined), 50);
    expect(await slow.text()).toBe(SHELL);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers HEAD with the headers only, and gzip to a browser without brotli', async () => {
    const head = await app.request('/notice', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Encoding')).toBe('br');
    expect(await head.text()).toBe('');
    const gzipped = await app.request('/notice', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(await (await app.request('/notice')).text());
  });
});

describe('withShellAnswers', () => {
  it('puts the block before </body>, where no text of the library can end it', () => {
    const html = withShellAnswers(SHELL, { selectMenu: { LIST: [{ MENU_NAME: '</script><script>alert(1)</script><!--' }] } });
    expect(html.indexOf(`id="${SHELL_ANSWERS_ELEMENT_ID}"`)).toBeLessThan(html.indexOf('</body>'));
    const block = html.slice(html.indexOf(`id="${SHELL_ANSWERS_ELEMENT_ID}">`), html.indexOf('</body>'));
    expect(block.match(/</g)).toHaveLength(1);
    expect(carried(html)).toEqual({ selectMenu: { LIST: [{ MENU_NAME: '</script><script>alert(1)</script><!--' }] } });
  });
});

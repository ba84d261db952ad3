import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLogResponse } from '../../contract/access-log';
import { HIDDEN_MENU_ID, MANAGE_CODE } from '../../contract/constants';
import { ContentResponse } from '../../contract/content';
import { ErrorEnvelope } from '../../contract/envelope';
import { MENU_TYPES, type MenuItem, SelectMenuResponse } from '../../contract/menu';
import { PopupListResponse } from '../../contract/popup';
import { randomBytes } from 'node:crypto';
import { createApp } from '../app';
import { previewTokens } from '../auth/preview-token';
import type { Db } from '../db/db';
import { openSeededTestDb } from '../testing/test-db';

let db: Db;
let app: ReturnType<typeof createApp>;
const PREVIEW_SECRET = randomBytes(32);

beforeAll(async () => {
  db = await openSeededTestDb();
  app = createApp({ db, distDir: '/nonexistent-dist', previewSecret: PREVIEW_SECRET });
});
afterAll(() => db.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function expectBadRequest(response: Response, field?: string) {
  expect(response.status).toBe(400);
  const body = v.parse(ErrorEnvelope, await response.json());
  expect(body.RESULT_CODE).toBe(400);
  expect(body.RESULT_MESSAGE).toMatch(/[가-힣]/);
  expect(body.RESULT_MESSAGE).not.toMatch(/\bat \w+ \(|Error:/);
  expect(body.FIELD).toBe(field);
  if (field) expect(body.RESULT_MESSAGE).toContain(field);
  return body;
}

const walk = (items: MenuItem[], level = 1): { item: MenuItem; level: number }[] =>
  items.flatMap((item) => [{ item, level }, ...walk(item.children, level + 1)]);

describe('POST /gglib/selectMenu', () => {
  it('returns the whole tree, nested and in display order', async () => {
    const response = await post('/gglib/selectMenu', { manage_code: MANAGE_CODE });
    expect(response.status).toBe(200);
    const body = v.parse(SelectMenuResponse, await response.json());
    expect(body).toMatchObject({ RESULT: 'SUCCESS', RESULT_CODE: 100 });
    // sort_order, not id: 이용안내 (3) is the second header item.
    expect(body.LIST.map((m) => m.MENU_ID)).toEqual([1, 3, 2, 4, 5, 6, 7, HIDDEN_MENU_ID]);
    const all = walk(body.LIST);
    expect(new Set(all.map(({ item }) => item.MENU_TYPE))).toEqual(new Set(MENU_TYPES));
    expect(Math.max(...all.map(({ level }) => level))).toBe(3);
    expect(all.some(({ item }) => item.MENU_LOGIN_YN === 'Y')).toBe(true);
    const recommend = body.LIST[0]?.children.find((m) => m.MENU_ID === 103);
    expect(recommend?.children.map((m) => m.MENU_NAME)).toEqual([
      '경기도서관 추천',
      '사서추천',
      '기후위기 함께 읽기',
      '주제별 컬렉션',
      '다른 기관 추천도서',
    ]);
    for (const { item } of all.filter(({ item }) => item.MENU_TYPE === 5)) {
      expect(item.OUTSIDE_URL).toMatch(/^https:\/\//);
    }
  });

  it('answers NO_DATA with an empty list for a site it does not know', async () => {
    const body = v.parse(SelectMenuResponse, await (await post('/gglib/selectMenu', { manage_code: '999999' })).json());
    expect(body).toEqual({ RESULT_CODE: 100, RESULT: 'NO_DATA', LIST: [] });
  });
});

describe('POST /gglib/getpopuplist', () => {
  const list = async (query: string) => {
    const response = await app.request(`/gglib/getpopuplist?${query}`, { method: 'POST' });
    expect(response.status).toBe(200);
    return v.parse(PopupListResponse, await response.json());
  };

  it('takes manage_code and today from the query string and lists the day’s popups in order', async () => {
    const body = await list(`manage_code=${MANAGE_CODE}&today=2026-03-02`);
    expect(body.RESULT).toBe('SUCCESS');
    expect(body.LIST.map((p) => p.POPUP_TITLE)).toEqual([
      '경기도서관 개관 기념 북페스티벌',
      '겨울방학 어린이 독서교실 참가자 모집',
      '12월 정기 휴관일 안내',
      '경기도서관 앱 출시 안내',
    ]);
    expect(body.LIST.find((p) => p.POPUP_LINK_USE_YN === 'N')).toMatchObject({ POPUP_LINK_URL: '' });
    expect(body.LIST.map((p) => p.POPUP_IMAGE)).toContain('/uploads/popup/app-launch.webp');
    expect(body.LIST[0]).toMatchObject({ POPUP_START_DATE: '2025-01-01', POPUP_END_DATE: '2099-12-31' });
  });

  it('filters by date, both ends inclusive: the expired popup appears only in its own days', async () => {
    const december = await list(`manage_code=${MANAGE_CODE}&today=2024-12-31`);
    expect(december.LIST.map((p) => p.POPUP_TITLE)).toEqual(['2024 송년 독서 주간']);
    const later = await list(`manage_code=${MANAGE_CODE}&today=2025-01-01`);
    expect(later.LIST.map((p) => p.POPUP_TITLE)).not.toContain('2024 송년 독서 주간');
    expect(later.LIST).toHaveLength(4);
  });

  it('answers NO_DATA with an empty list when nothing is shown', async () => {
    expect(await list(`manage_code=${MANAGE_CODE}&today=2024-06-01`)).toEqual({
      RESULT_INFO: 'SUCCESS',
      RESULT: 'NO_DATA',
      LIST: [],
    });
    expect((await list('manage_code=1&today=2026-01-01')).RESULT).toBe('NO_DATA');
  });

  it('accepts the same fields as a JSON body', async () => {
    const response = await post('/gglib/getpopuplist', { manage_code: MANAGE_CODE, today: '2026-01-01' });
    expect(v.parse(PopupListResponse, await response.json()).LIST).toHaveLength(4);
  });

  it('refuses a day that is not on the calendar', async () => {
    await expectBadRequest(
      await app.request(`/gglib/getpopuplist?manage_code=${MANAGE_CODE}&today=2026-02-30`, { method: 'POST' }),
      'today',
    );
    await expectBadRequest(
      await app.request(`/gglib/getpopuplist?manage_code=${MANAGE_CODE}`, { method: 'POST' }),
      'today',
    );
  });
});

describe('POST /gglib/homepageinsertaccesslog', () => {
  const log = {
    manage_code: MANAGE_CODE,
    access_device: 'M',
    access_menu_key: '301',
    access_menu_name: '이용시간·휴관일',
    access_page_name: '이용안내 > 이용시간·휴관일',
    access_url: '/contents/hours',
    access_prev_url: 'https://library|||gg|||go|||kr/main',
  };

  it('stores the row with the user agent and the dots of the previous URL restored', async () => {
    const response = await post('/gglib/homepageinsertaccesslog', log, {
      'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    });
    expect(response.status).toBe(200);
    expect(v.parse(AccessLogResponse, await response.json())).toEqual({ RESULT_INFO: 'SUCCESS', RESULT_CODE: 100 });
    const rows = await db.query<{ access_prev_url: string; user_agent: string; access_device: string }>(
      'SELECT access_prev_url, user_agent, access_device FROM access_logs ORDER BY log_id DESC LIMIT 1',
    );
    expect(rows).toEqual([
      {
        access_prev_url: 'https://library.gg.go.kr/main',
        user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
        access_device: 'M',
      },
    ]);
  });

  it('refuses an unknown device and an over-long field', async () => {
    await expectBadRequest(
      await post('/gglib/homepageinsertaccesslog', { ...log, access_device: 'T' }),
      'access_device',
    );
    await expectBadRequest(
      await post('/gglib/homepageinsertaccesslog', { ...log, access_menu_name: '가'.repeat(201) }),
      'access_menu_name',
    );
  });
});

describe('POST /gglib/selectcontents', () => {
  const ask = async (body: Record<string, string>) => {
    const response = await post('/gglib/selectcontents', { manage_code: MANAGE_CODE, ...body });
    expect(response.status).toBe(200);
    return v.parse(ContentResponse, await response.json());
  };

  it('returns a published contents page', async () => {
    const body = await ask({ kind: 'contents', menu_url_word: 'hours' });
    expect(body.RESULT).toBe('SUCCESS');
    expect(body.CONTENT).toMatchObject({
      MENU_URL_WORD: 'hours',
      KIND: 'contents',
      TITLE: '이용시간·휴관일',
      PUBLISHED_YN: 'Y',
    });
    // The closed days are not written into the page: a block draws them from selectlibraryinfo.
    expect(body.CONTENT?.BODY_MD).toContain('## 정기 휴관일\n\n{{library:closed}}');
    expect(body.CONTENT?.UPDATED_AT).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('serves custom pages under their own kind only', async () => {
    expect((await ask({ kind: 'custom', menu_url_word: 'directions' })).CONTENT?.TITLE).toBe('찾아오시는 길');
    expect(await ask({ kind: 'contents', menu_url_word: 'directions' })).toEqual({
      RESULT_INFO: 'SUCCESS',
      RESULT: 'NO_DATA',
      CONTENT: null,
    });
  });

  it('serves the three terms pages', async () => {
    for (const word of ['privacy', 'agree', 'video']) {
      expect((await ask({ kind: 'contents', menu_url_word: word })).RESULT, word).toBe('SUCCESS');
    }
  });

  it('shows a draft only with preview_yn Y and a signed preview token for that page (issue 18)', async () => {
    const hidden = await ask({ kind: 'contents', menu_url_word: 'smart-library-draft' });
    expect(hidden).toMatchObject({ RESULT: 'NO_DATA', CONTENT: null });
    const previews = previewTokens(PREVIEW_SECRET);
    const token = previews.sign({ kind: 'contents', word: 'smart-library-draft' }, Date.now());
    const preview = await ask({ kind: 'contents', menu_url_word: 'smart-library-draft', preview_yn: 'Y', preview_token: token });
    expect(preview.CONTENT?.PUBLISHED_YN).toBe('N');
    // Without a token, with a forged, expired or other page's token, or another key's: published only.
    const otherSecret = previewTokens(randomBytes(32)).sign({ kind: 'contents', word: 'smart-library-draft' }, Date.now());
    for (const bad of [
      undefined,
      '',
      'garbage',
      `${token.split('.')[0]}.${'A'.repeat(43)}`,
      previews.sign({ kind: 'contents', word: 'smart-library-draft' }, Date.now() - 8 * 24 * 3600 * 1000),
      previews.sign({ kind: 'contents', word: 'hours' }, Date.now()),
      previews.sign({ kind: 'custom', word: 'smart-library-draft' }, Date.now()),
      otherSecret,
    ]) {
      const body = { kind: 'contents', menu_url_word: 'smart-library-draft', preview_yn: 'Y', ...(bad === undefined ? {} : { preview_token: bad }) };
      expect(await ask(body), String(bad)).toMatchObject({ RESULT: 'NO_DATA', CONTENT: null });
    }
  });

  it('answers NO_DATA for an unknown word', async () => {
    expect((await ask({ kind: 'contents', menu_url_word: 'no-such-page' })).RESULT).toBe('NO_DATA');
  });

  it('refuses a word outside [A-Za-z0-9_-] or longer than 100', async () => {
    await expectBadRequest(
      await post('/gglib/selectcontents', { manage_code: MANAGE_CODE, kind: 'contents', menu_url_word: '../x' }),
      'menu_url_word',
    );
    await expectBadRequest(
      await post('/gglib/selectcontents', {
        manage_code: MANAGE_CODE,
        kind: 'contents',
        menu_url_word: 'a'.repeat(101),
      }),
      'menu_url_word',
    );
    await expectBadRequest(
      await post('/gglib/selectcontents', { manage_code: MANAGE_CODE, kind: 'page', menu_url_word: 'hours' }),
      'kind',
    );
  });
});

describe('bad requests', () => {
  it('400 for a body that is not JSON', async () => {
    await expectBadRequest(await post('/gglib/selectMenu', '{"manage_code": '));
  });

  it('400 for a body sent with another content type', async () => {
    await expectBadRequest(
      await post('/gglib/selectMenu', `{"manage_code":"${MANAGE_CODE}"}`, { 'Content-Type': 'text/plain' }),
    );
  });

  it('400 for a JSON body that is not an object', async () => {
    await expectBadRequest(await post('/gglib/selectMenu', '"141674"'));
  });

  it('400 naming a missing field', async () => {
    const body = await expectBadRequest(await post('/gglib/selectMenu', {}), 'manage_code');
    expect(body.RESULT_MESSAGE).toBe('필수 항목 manage_code 값이 없습니다.');
    await expectBadRequest(await app.request('/gglib/selectMenu', { method: 'POST' }), 'manage_code');
  });

  it('400 naming a wrongly typed field', async () => {
    await expectBadRequest(await post('/gglib/selectMenu', { manage_code: 141674 }), 'manage_code');
  });

  it('400 for a manage_code that is not a site code', async () => {
    await expectBadRequest(await post('/gglib/selectMenu', { manage_code: 'abc' }), 'manage_code');
    await expectBadRequest(await post('/gglib/selectMenu', { manage_code: '12345678901' }), 'manage_code');
  });

  it('400 for a body over 64 KB, declared or streamed without a length', async () => {
    const big = JSON.stringify({ manage_code: MANAGE_CODE, padding: 'x'.repeat(70_000) });
    await expectBadRequest(await post('/gglib/selectMenu', big));
    const chunks = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < chunks.length; i += 8192) controller.enqueue(chunks.slice(i, i + 8192));
        controller.close();
      },
    });
    const response = await app.request('/gglib/selectMenu', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectBadRequest(response);
  });

  it('ignores fields the call does not know', async () => {
    const response = await post('/gglib/selectMenu', { manage_code: MANAGE_CODE, extra: true });
    expect(response.status).toBe(200);
  });
});

describe('unknown calls and methods', () => {
  it('404 JSON for an unknown portal call or /api path', async () => {
    for (const path of ['/gglib/noSuchCall', '/gglib/selectmenu', '/api/nothing']) {
      const response = await app.request(path, { method: 'POST' });
      expect(response.status, path).toBe(404);
      expect(v.parse(ErrorEnvelope, await response.json()).RESULT_CODE).toBe(404);
    }
  });

  it('405 JSON with Allow: POST for another method on a known call', async () => {
    const response = await app.request('/gglib/selectMenu');
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect(v.parse(ErrorEnvelope, await response.json()).RESULT_CODE).toBe(405);
  });

  it('GET /api/health answers ok', async () => {
    expect(await (await app.request('/api/health')).json()).toEqual({ ok: true });
  });
});

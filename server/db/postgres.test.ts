import { randomUUID } from 'node:crypto';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_CODE } from '../../contract/constants';
import { SessionCheckResponse } from '../../contract/auth';
import { GyeonggiSsoInfoResponse } from '../../contract/member';
import { GetSsoTokenResponse } from '../../contract/sso';
import { PopupListResponse } from '../../contract/popup';
import { SelectMenuResponse } from '../../contract/menu';
import { BoardDetailResponse, BoardListResponse } from '../../contract/board';
import { MainPageResponse } from '../../contract/home';
import { createApp } from '../app';
import { seedMembersIfEmpty } from '../seed/members';
import { seedBoardsIfEmpty } from '../seed/portal-content';
import { MemberClient } from '../testing/member-client';
import { seedIfEmpty } from '../seed/seed';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPostgres } from './postgres';

/**
 * The same migrations, seed and calls against a real PostgreSQL. Runs only where one is given,
 * e.g. `TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres`; each run works in a
 * schema of its own and drops it afterwards.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PostgreSQL (TEST_DATABASE_URL)', () => {
  const schema = `gglib_test_${randomUUID().replaceAll('-', '')}`;
  let admin: pg.Client;
  let db: Db;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url ?? '');
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    db = await openPostgres(scoped.toString());
  });
  afterAll(async () => {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  it('migrates idempotently and seeds once', async () => {
    expect(await migrate(db)).toEqual(['0001', '0002', '0003', '0004']);
    expect(await migrate(db)).toEqual([]);
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await seedMembersIfEmpty(db)).toBe(true);
    expect(await seedMembersIfEmpty(db)).toBe(false);
    expect(await seedBoardsIfEmpty(db)).toBe(true);
    expect(await seedBoardsIfEmpty(db)).toBe(false);
  });

  it('answers the board and home calls with the same text dates and counts', async () => {
    const app = createApp({ db, distDir: '/nonexistent' });
    const call = (path: string, body: unknown) =>
      app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const list = v.parse(
      BoardListResponse,
      await (await call('/gglib/selectboardlist', { manage_code: MANAGE_CODE, board_code: 'notice', keyword: '100%' })).json(),
    );
    expect(list).toMatchObject({ RESULT: 'NO_DATA', TOTAL_COUNT: 0 });
    const notices = v.parse(
      BoardListResponse,
      await (await call('/gglib/selectboardlist', { manage_code: MANAGE_CODE, board_code: 'notice' })).json(),
    );
    expect(notices.TOTAL_COUNT).toBeGreaterThanOrEqual(25);
    const code = notices.LIST[3]?.POST_CODE ?? 0;
    const detail = v.parse(
      BoardDetailResponse,
      await (await call('/gglib/selectboarddetail', { manage_code: MANAGE_CODE, board_code: 'notice', post_code: code })).json(),
    );
    expect(detail.POST?.CREATED_AT).toMatch(/Z$/);
    expect(detail.PREV).not.toBeNull();
    const home = v.parse(
      MainPageResponse,
      await (await call('/gglib/selectmainpage', { manage_code: MANAGE_CODE, today: '2026-03-02' })).json(),
    );
    expect(home.PROGRAMS.every((p) => p.START_AT.endsWith('+09:00'))).toBe(true);
  });

  it('answers the portal calls with the contract’s shapes', async () => {
    const app = createApp({ db, distDir: '/nonexistent' });
    const menu = await app.request('/gglib/selectMenu', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ manage_code: MANAGE_CODE }),
    });
    expect(v.parse(SelectMenuResponse, await menu.json()).LIST).toHaveLength(8);
    const popups = await app.request(`/gglib/getpopuplist?manage_code=${MANAGE_CODE}&today=2024-12-31`, {
      method: 'POST',
    });
    // Dates come back as the same yyyy-MM-dd text, whatever the server's time zone.
    expect(v.parse(PopupListResponse, await popups.json()).LIST[0]).toMatchObject({
      POPUP_START_DATE: '2024-12-01',
      POPUP_END_DATE: '2024-12-31',
    });
  });

  it('logs a member in, checks the session and signs into a sister service', async () => {
    const app = createApp({ db, distDir: '/nonexistent' });
    const client = new MemberClient(app);
    const { USER_DATA } = await client.login('member2');
    expect(USER_DATA).toMatchObject({ BIRTH_DATE: '1992-11-02', certAdminYn: 'Y' });
    const check = await client.post('/gglib/sessioncheck', { user_key: USER_DATA.USER_KEY, isPwa: 'Y' });
    expect(v.parse(SessionCheckResponse, await check.json())).toMatchObject({ RESULT_CODE: 100, SESSION_TIME: 1800 });
    const info = await client.post('/gglib/gyeonggissoinfo', { user_key: USER_DATA.USER_KEY });
    const proof = v.parse(GyeonggiSsoInfoResponse, await info.json()).USER_DATA?.PASSWORD;
    const sso = await client.post('/gglib/getssotoken', {
      id: 'member2',
      user_key: USER_DATA.USER_KEY,
      domin_yn: 'Y',
      target: 'ggpoint',
      password: proof,
    });
    const { TOKEN } = v.parse(GetSsoTokenResponse, await sso.json());
    const page = await app.request(`/sso/ggpoint?target=ggpoint&token=${TOKEN}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('김경기 님, 경기 독서포인트에 로그인되었습니다.');
    expect((await app.request(`/sso/ggpoint?target=ggpoint&token=${TOKEN}`)).status).toBe(401);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO libraries (manage_code, name) VALUES ('7', '롤백 도서관')`);
        throw new Error('중단');
      }),
    ).rejects.toThrow('중단');
    expect(await db.query(`SELECT 1 FROM libraries WHERE manage_code = '7'`)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_CODE } from '../../contract/constants';
import { PopupListResponse } from '../../contract/popup';
import { SelectMenuResponse } from '../../contract/menu';
import { createApp } from '../app';
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
    expect(await migrate(db)).toEqual(['0001']);
    expect(await migrate(db)).toEqual([]);
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
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

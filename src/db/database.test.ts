import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_STORE, PORTAL_DATABASE } from '../../contract/worker-protocol';
import type { MenuItem } from '../../contract/menu';
import Dexie from 'dexie';
import { PortalDatabase, useDatabaseForTests } from './database';
import { readSettings, saveSettings } from './repositories/settings-repository';
import { enqueue, listQueued, replayQueued } from './repositories/outbox-repository';
import { readDynamicPageData, readValue, setDynamicPageValue, writeValue } from './repositories/kv-repository';
import { clearSessionExcept, readSessionEntry, writeSessionEntry } from './repositories/session-repository';
import * as v from 'valibot';

let db: PortalDatabase;
let counter = 0;

beforeEach(async () => {
  counter += 1;
  db = new PortalDatabase(`test-${counter}`);
  useDatabaseForTests(db);
  await db.open();
});

afterEach(async () => {
  db.close();
  await db.delete();
});

const menu = (id: number, name: string, children: MenuItem[] = []): MenuItem => ({
  MENU_ID: id,
  MENU_NAME: name,
  MENU_TYPE: 1,
  MENU_URL_WORD: `w${id}`,
  MODULE_URL: '',
  OUTSIDE_URL: '',
  INSIDE_URL: '',
  MENU_LOGIN_YN: 'N',
  children,
});

describe('settings repository', () => {
  it('defaults the base path to /gglib and keeps a saved one', async () => {
    expect(await readSettings()).toEqual({ basePath: '/gglib', version: 1 });
    await saveSettings({ basePath: '/portal-api', version: 1 });
    expect((await readSettings()).basePath).toBe('/portal-api');
  });

  it('replaces a damaged record with the defaults', async () => {
    await db.config.put({ key: 'app-settings', value: { basePath: 'javascript:x', version: 1 } });
    expect((await readSettings()).basePath).toBe('/gglib');
  });
});

describe('key-value repository', () => {
  it('validates values on the way out', async () => {
    await writeValue('dynamicPageData', { notice: '2' });
    expect(await readValue('dynamicPageData', v.record(v.string(), v.string()))).toEqual({ notice: '2' });
    expect(await readValue('dynamicPageData', v.number())).toBeNull();
  });

  it('keeps dynamicPageData as a map', async () => {
    await setDynamicPageValue('notice', '3');
    await setDynamicPageValue('news', '1');
    expect(await readDynamicPageData()).toEqual({ notice: '3', news: '1' });
  });
});

describe('session repository', () => {
  it('clears everything but the saved id', async () => {
    await writeSessionEntry('savedId', 'member1');
    await writeSessionEntry('userInfo', { encrypted: true });
    await clearSessionExcept(['savedId']);
    expect(await readSessionEntry('savedId')).toBe('member1');
    expect(await readSessionEntry('userInfo')).toBeNull();
  });
});

describe('outbox', () => {
  it('replays in order and stops at the first write that must wait', async () => {
    await enqueue('access-log', 'homepageinsertaccesslog', { n: 1 }, 1);
    await enqueue('access-log', 'homepageinsertaccesslog', { n: 2 }, 2);
    await enqueue('access-log', 'homepageinsertaccesslog', { n: 3 }, 3);
    const seen: unknown[] = [];
    const first = await replayQueued(async (write) => {
      seen.push(write.body);
      return seen.length === 2 ? 'later' : 'sent';
    });
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
    expect(first).toEqual({ sent: 1, dropped: 0, remaining: 2, waiting: 'later' });
    const left = await listQueued();
    expect(left.map((write) => write.body)).toEqual([{ n: 2 }, { n: 3 }]);
    expect(left[0]?.attempts).toBe(1);

    const second = await replayQueued(async (write) => ((write.body as { n: number }).n === 2 ? 'drop' : 'sent'));
    expect(second).toEqual({ sent: 1, dropped: 1, remaining: 0, waiting: null });
  });
});

describe('names the service worker reads (contract/worker-protocol.ts)', () => {
  it('opens the shared database name and keeps the outbox store under the shared name', () => {
    expect(new PortalDatabase().name).toBe(PORTAL_DATABASE);
    expect(db.outbox.name).toBe(OUTBOX_STORE);
  });
});

describe('upgrade from version 2 (per-kind tables) to the resource table', () => {
  it('moves menus, pages, popups and the kv answers under their resource keys and drops the old tables', async () => {
    const name = `upgrade-${counter}`;
    const old = new Dexie(name);
    old.version(1).stores({
      menus: 'manageCode',
      popups: 'manageCode',
      contents: 'id',
      kv: 'key',
      config: 'key',
      session: 'key',
      chatSessions: 'id, lastActivityAt',
      chatMessages: 'messageId, sessionId, [sessionId+createdAt]',
      outbox: '++seq, kind, createdAt',
    });
    old.version(2).stores({ keys: 'name' });
    await old.open();
    const tree = [menu(1, '이용안내')];
    await old.table('menus').put({ manageCode: '141674', items: tree, fetchedAt: 10 });
    await old.table('contents').put({ id: 'contents/hours', page: { TITLE: '이용시간' }, fetchedAt: 11 });
    await old.table('popups').put({ manageCode: '141674', today: '2026-11-23', items: [], fetchedAt: 12 });
    await old.table('kv').bulkPut([
      { key: 'main-page', value: { page: { NOTICES: [] }, fetchedAt: 13 } },
      { key: 'book:GGL0000001', value: { book: { TITLE: '소년이 온다' }, fetchedAt: 14 } },
      { key: 'search:/search/search-list?query=한강', value: { data: { LIST: [] }, fetchedAt: 15 } },
      { key: 'my:U1:loans', value: { data: { LIST: [] }, fetchedAt: 16 } },
      { key: 'recent-searches', value: ['한강'] },
      { key: 'dynamicPageData', value: { notice: '3' } },
    ]);
    await old.table('outbox').add({ kind: 'access-log', path: '/gglib/homepageinsertaccesslog', body: {}, createdAt: 1, attempts: 0, lastError: null });
    old.close();

    const upgraded = new PortalDatabase(name);
    await upgraded.open();
    const keys = (await upgraded.resources.toArray()).map((row) => [row.key, row.family, row.fetchedAt]);
    expect(keys.sort()).toEqual(
      [
        ['book:GGL0000001', 'book', 14],
        ['content:contents/hours', 'content', 11],
        ['main-page:', 'main-page', 13],
        ['menus:141674', 'menus', 10],
        ['my-list:U1:loans', 'my-list', 16],
        ['popups:141674:2026-11-23', 'popups', 12],
        ['recent-searches:', 'recent-searches', 0],
        ['search:/search/search-list?query=한강', 'search', 15],
      ].sort(),
    );
    expect((await upgraded.resources.get('menus:141674'))?.data).toEqual(tree);
    expect((await upgraded.resources.get('book:GGL0000001'))?.data).toEqual({ TITLE: '소년이 온다' });
    expect((await upgraded.kv.toArray()).map((row) => row.key)).toEqual(['dynamicPageData']);
    expect(await upgraded.outbox.count()).toBe(1);
    expect(upgraded.tables.map((table) => table.name).sort()).toEqual(['config', 'keys', 'kv', 'outbox', 'resources', 'session']);
    upgraded.close();
    await upgraded.delete();
  });
});

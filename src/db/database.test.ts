import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_STORE, PORTAL_DATABASE } from '../../contract/worker-protocol';
import type { MenuItem } from '../../contract/menu';
import { PortalDatabase, useDatabaseForTests } from './database';
import { readMenus, saveMenus } from './repositories/menu-repository';
import { readSettings, saveSettings } from './repositories/settings-repository';
import { enqueue, listQueued, replayQueued } from './repositories/outbox-repository';
import { readDynamicPageData, readValue, setDynamicPageValue, writeValue } from './repositories/kv-repository';
import { readPopups, savePopups } from './repositories/popup-repository';
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

describe('menu repository', () => {
  it('round-trips a nested tree', async () => {
    const tree = [menu(1, '이용안내', [menu(2, '이용시간', [menu(3, '휴관일')])])];
    await saveMenus('141674', tree, 1000);
    expect(await readMenus('141674')).toEqual({ items: tree, fetchedAt: 1000 });
    expect(await readMenus('999')).toBeNull();
  });

  it('reads a stored tree that no longer matches the schema as absent', async () => {
    await db.menus.put({ manageCode: '141674', items: [{ MENU_ID: 'x' } as unknown as MenuItem], fetchedAt: 1 });
    expect(await readMenus('141674')).toBeNull();
  });
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
    await writeValue('popup_no_sight', '2025-03-04');
    expect(await readValue('popup_no_sight', v.string())).toBe('2025-03-04');
    expect(await readValue('popup_no_sight', v.number())).toBeNull();
  });

  it('keeps dynamicPageData as a map', async () => {
    await setDynamicPageValue('notice', '3');
    await setDynamicPageValue('news', '1');
    expect(await readDynamicPageData()).toEqual({ notice: '3', news: '1' });
  });
});

describe('popup repository', () => {
  it('returns only the list of the same day', async () => {
    await savePopups('141674', '2025-03-04', []);
    expect(await readPopups('141674', '2025-03-04')).toEqual([]);
    expect(await readPopups('141674', '2025-03-05')).toBeNull();
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

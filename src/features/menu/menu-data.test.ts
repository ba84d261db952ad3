// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../../../contract/menu';
import { PortalDatabase, useDatabaseForTests } from '../../db/database';
import { readStored, resetResourceLayer } from '../../data/resource';
import { writeStored } from '../../data/resource-edits';
import { configureHttp } from '../../lib/http/client';
import { onErrorStatus } from '../../lib/http/error-bus';
import { currentMenus, ensureMenus, menusResource, resetMenuLoader, revalidateMenus } from './menu-data';

const readMenus = async () => (await readStored(menusResource, {}))?.data ?? null;
const saveMenus = (items: MenuItem[], fetchedAt: number) => writeStored(menusResource, {}, items, fetchedAt);

const menu: MenuItem = {
  MENU_ID: 1,
  MENU_NAME: '이용안내',
  MENU_TYPE: 1,
  MENU_URL_WORD: 'hours',
  MODULE_URL: '',
  OUTSIDE_URL: '',
  INSIDE_URL: '',
  MENU_LOGIN_YN: 'N',
  children: [],
};

let db: PortalDatabase;
let counter = 0;
let raised: number[];
let stop: () => void;
const fetchMock = vi.fn<(input: RequestInfo | URL) => Promise<Response>>();

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(async () => {
  counter += 1;
  db = new PortalDatabase(`menus-${counter}`);
  useDatabaseForTests(db);
  await db.open();
  resetMenuLoader();
  resetResourceLayer();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ defaultBase: 'http://test.local/gglib', beforeRequest: null });
  raised = [];
  stop = onErrorStatus((status) => raised.push(status));
});

afterEach(async () => {
  stop();
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

describe('ensureMenus (local first)', () => {
  it('fetches and stores when nothing is cached', async () => {
    fetchMock.mockResolvedValue(answer({ RESULT_CODE: 100, RESULT: 'SUCCESS', LIST: [menu] }));
    const snapshot = await ensureMenus();
    expect(snapshot.items).toEqual([menu]);
    expect(await readMenus()).toEqual([menu]);
    expect(currentMenus()).toEqual([menu]);
    expect(raised).toEqual([]);
  });

  it('answers from the cache at once and revalidates in the background', async () => {
    await saveMenus([menu], 1);
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    const snapshot = await ensureMenus();
    expect(snapshot).toEqual({ items: [menu], fetchedAt: 1 });
    const renamed = { ...menu, MENU_NAME: '이용 안내' };
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    release(answer({ RESULT_CODE: 100, RESULT: 'SUCCESS', LIST: [renamed] }));
    await vi.waitFor(async () => expect(await readMenus()).toEqual([renamed]));
    expect(currentMenus()).toEqual([renamed]);
  });

  it('keeps the cache when revalidation fails and shows no error page', async () => {
    await saveMenus([menu], 1);
    fetchMock.mockResolvedValue(answer({}, 503));
    await ensureMenus();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await readMenus()).toEqual([menu]);
    expect(raised).toEqual([]);
  });

  it('raises 503 when the server answers NO_DATA and nothing is cached', async () => {
    fetchMock.mockResolvedValue(answer({ RESULT_CODE: 100, RESULT: 'NO_DATA', LIST: [] }));
    const snapshot = await ensureMenus();
    expect(snapshot.items).toEqual([]);
    expect(raised).toEqual([503]);
  });

  it('reads NO_DATA without a LIST as NO_DATA (503 with nothing cached), not as a malformed answer', async () => {
    fetchMock.mockResolvedValue(answer({ RESULT: 'NO_DATA' }));
    expect((await ensureMenus()).items).toEqual([]);
    expect(raised).toEqual([503]);
  });

  it('reads ids and types sent as text', async () => {
    fetchMock.mockResolvedValue(answer({ RESULT_CODE: '100', RESULT: 'SUCCESS', LIST: [{ ...menu, MENU_ID: String(menu.MENU_ID), MENU_TYPE: String(menu.MENU_TYPE) }] }));
    expect((await ensureMenus()).items).toEqual([menu]);
    expect(raised).toEqual([]);
  });

  it('raises 503 when selectMenu fails and nothing is cached', async () => {
    fetchMock.mockResolvedValue(answer({ RESULT_MESSAGE: '점검 중' }, 503));
    await ensureMenus();
    expect(raised).toContain(503);
  });

  it('raises 503 when offline with an empty cache, and retries on the next call', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await ensureMenus()).items).toEqual([]);
    expect(raised).toEqual([503]);
    fetchMock.mockResolvedValue(answer({ RESULT_CODE: 100, RESULT: 'SUCCESS', LIST: [menu] }));
    expect((await ensureMenus()).items).toEqual([menu]);
  });

  it('refuses a malformed answer', async () => {
    fetchMock.mockResolvedValue(answer({ RESULT_CODE: 100, RESULT: 'SUCCESS', LIST: [{ MENU_ID: 'one' }] }));
    expect((await ensureMenus()).items).toEqual([]);
    expect(await readMenus()).toBeNull();
    expect(raised).toEqual([503]);
  });

  it('revalidates at most once per interval', async () => {
    fetchMock.mockImplementation(async () => answer({ RESULT_CODE: 100, RESULT: 'SUCCESS', LIST: [menu] }));
    await revalidateMenus(1_000_000);
    await revalidateMenus(1_000_000 + 1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await revalidateMenus(1_000_000 + 6 * 60 * 1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

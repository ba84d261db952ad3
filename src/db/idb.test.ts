import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onChange, type Change } from './changes';
import { PortalDatabase, useDatabaseForTests } from './database';
import { addRow, closeConnection, countRows, deleteRow, deleteRows, getRow, listRows, prefixRange, putRow, updateRow, useDatabaseNameForTests } from './idb';
import { watch } from './live';
import { NATIVE_VERSION, STORES } from './schema';

let counter = 0;
let name = '';

beforeEach(() => {
  counter += 1;
  name = `idb-core-${counter}`;
  useDatabaseNameForTests(name);
});

afterEach(async () => {
  closeConnection();
  vi.restoreAllMocks();
  await Dexie.delete(name);
});

/** What a database holds, store by store: key path, auto increment and indexes. */
function describeDatabase(db: IDBDatabase): Record<string, unknown> {
  const names = [...db.objectStoreNames].sort();
  const tx = db.transaction(names, 'readonly');
  return Object.fromEntries(
    names.map((store) => {
      const objects = tx.objectStore(store);
      const indexes = [...objects.indexNames].sort().map((index) => {
        const { keyPath, unique, multiEntry } = objects.index(index);
        return { index, keyPath, unique, multiEntry };
      });
      return [store, { keyPath: objects.keyPath, autoIncrement: objects.autoIncrement, indexes }];
    }),
  );
}

function openRaw(database: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(database);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

describe('the small IndexedDB core', () => {
  it('creates on a new device exactly the stores Dexie would, and Dexie then opens it without a change', async () => {
    await putRow('config', 'app-settings', { key: 'app-settings', value: { basePath: '/gglib', version: 1 } });
    closeConnection();
    const byCore = await openRaw(name);
    const coreShape = describeDatabase(byCore);
    expect(byCore.version).toBe(NATIVE_VERSION);
    byCore.close();

    const reference = new PortalDatabase(`${name}-dexie`);
    await reference.open();
    expect(coreShape).toEqual(describeDatabase(reference.backendDB()));
    expect(Object.keys(coreShape).sort()).toEqual(Object.keys(STORES).sort());
    reference.close();
    await reference.delete();

    const warn = vi.spyOn(console, 'warn');
    const dexie = new PortalDatabase(name);
    await dexie.open();
    expect(dexie.verno * 10).toBe(NATIVE_VERSION);
    expect(warn).not.toHaveBeenCalled();
    expect(await dexie.config.get('app-settings')).toEqual({ key: 'app-settings', value: { basePath: '/gglib', version: 1 } });
    dexie.close();
  });

  it('hands an older database to Dexie to upgrade, then reads what the upgrade moved', async () => {
    const old = new Dexie(name);
    old.version(1).stores({ menus: 'manageCode', popups: 'manageCode', contents: 'id', kv: 'key', config: 'key', session: 'key', chatSessions: 'id, lastActivityAt', chatMessages: 'messageId, sessionId, [sessionId+createdAt]', outbox: '++seq, kind, createdAt' });
    await old.open();
    await old.table('menus').put({ manageCode: '141674', items: [{ MENU_ID: 1 }], fetchedAt: 10 });
    old.close();

    const upgraded = new PortalDatabase(name);
    useDatabaseForTests(upgraded);
    expect(await getRow('resources', 'menus:141674')).toEqual({ key: 'menus:141674', family: 'menus', data: [{ MENU_ID: 1 }], fetchedAt: 10 });
    expect(upgraded.verno * 10).toBe(NATIVE_VERSION);
    upgraded.close();
  });

  it('steps aside when another connection deletes or upgrades the database, and opens again on the next read', async () => {
    await putRow('kv', 'a', { key: 'a', value: 1 });
    await Dexie.delete(name); // would wait for ever if the core kept its connection open
    expect(await getRow('kv', 'a')).toBeUndefined();
    await putRow('kv', 'a', { key: 'a', value: 2 });
    expect(await getRow('kv', 'a')).toEqual({ key: 'a', value: 2 });
  });

  it('reads, counts, writes, deletes and changes rows in one transaction', async () => {
    expect(await countRows('session')).toBe(0);
    await putRow('session', 'savedId', { key: 'savedId', value: 'member1', updatedAt: 1 });
    expect(await countRows('session')).toBe(1);
    expect(await updateRow('session', 'savedId', () => undefined)).toBeUndefined();
    await updateRow('session', 'savedId', (current) => ({ ...(current as object), value: 'member2' }));
    expect(await getRow('session', 'savedId')).toEqual({ key: 'savedId', value: 'member2', updatedAt: 1 });
    await updateRow('session', 'savedId', () => null);
    expect(await getRow('session', 'savedId')).toBeUndefined();
    await putRow('session', 'x', { key: 'x', value: 1, updatedAt: 1 });
    await deleteRow('session', 'x');
    expect(await countRows('session')).toBe(0);
  });

  it('adds with the database\'s keys, lists in key or index order, and deletes by range with exceptions', async () => {
    const first = await addRow('outbox', { kind: 'board:free', createdAt: 2 });
    const second = await addRow('outbox', { kind: 'access-log', createdAt: 1 });
    await addRow('outbox', { kind: 'board:notice', createdAt: 3 });
    expect(second).toBe(Number(first) + 1);
    expect((await listRows('outbox', {}, 2)).map((row) => (row as { kind: string }).kind)).toEqual(['board:free', 'access-log']);
    expect((await listRows('outbox', { index: 'kind', ranges: [prefixRange('board:')] })).map((row) => (row as { kind: string }).kind)).toEqual(['board:free', 'board:notice']);
    expect((await listRows('outbox', { index: 'createdAt' })).map((row) => (row as { createdAt: number }).createdAt)).toEqual([1, 2, 3]);

    for (const [key, family] of [['menus:1', 'menus'], ['my-list:U1:loans', 'my-list'], ['my-list:U1:wish', 'my-list'], ['chat-history:U1:a', 'chat-history'], ['board-list:free:1', 'board-list'], ['board-list:free:2', 'board-list'], ['board-list:freebie:1', 'board-list']] as const) {
      await putRow('resources', key, { key, family, data: null, fetchedAt: 1 });
    }
    expect(await deleteRows('resources', { index: 'family', ranges: [IDBKeyRange.only('my-list'), IDBKeyRange.only('chat-history')] })).toBe(3);
    expect(await deleteRows('resources', { ranges: [prefixRange('board-list:free:')] })).toBe(2);
    expect((await listRows('resources')).map((row) => (row as { key: string }).key)).toEqual(['board-list:freebie:1', 'menus:1']);
    expect(await deleteRows('resources', {}, (key) => key === 'menus:1')).toBe(1);
    expect(await countRows('resources')).toBe(1);
  });

  it('rejects a write the device refuses with the browser\'s QuotaExceededError, and keeps nothing of it', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(putRow('kv', 'a', { key: 'a', value: 1 })).rejects.toMatchObject({ name: 'QuotaExceededError' });
    await expect(updateRow('kv', 'a', () => ({ key: 'a', value: 1 }))).rejects.toMatchObject({ name: 'QuotaExceededError' });
    vi.restoreAllMocks();
    expect(await getRow('kv', 'a')).toBeUndefined();
  });

  it('announces each committed write, and a live read follows only its own entry', async () => {
    const changes: Change[] = [];
    const stop = onChange((change) => changes.push(change));
    const seen: unknown[] = [];
    const unwatch = watch({ store: 'kv', key: 'watched' }, () => getRow('kv', 'watched'), (value) => seen.push(value));
    await vi.waitFor(() => expect(seen).toEqual([undefined]));
    await putRow('kv', 'other', { key: 'other', value: 0 });
    await putRow('config', 'watched', { key: 'watched', value: 0 });
    await putRow('kv', 'watched', { key: 'watched', value: 1 });
    await vi.waitFor(() => expect(seen).toEqual([undefined, { key: 'watched', value: 1 }]));
    unwatch();
    await putRow('kv', 'watched', { key: 'watched', value: 2 });
    expect(seen).toHaveLength(2);
    expect(changes).toEqual([
      { store: 'kv', key: 'other' },
      { store: 'config', key: 'watched' },
      { store: 'kv', key: 'watched' },
      { store: 'kv', key: 'watched' },
    ]);
    stop();
  });
});

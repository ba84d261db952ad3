// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortalDatabase, useDatabaseForTests } from '../db/database';
import { listQueued } from '../db/repositories/outbox-repository';
import { readSettings, DEFAULT_SETTINGS } from '../db/repositories/settings-repository';
import { alertQueue } from '../lib/alert-dialog';
import { koStorage } from '../lib/i18n/messages-storage-ko';
import { queueWrite } from './outbox';
import { isStorageFull, noteStorageFailure, resetStorageFullNotice } from './storage-full';
import { readSealed, writePlain, writeSealed } from './vault';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

const shown = () => alertQueue.getSnapshot().map((alert) => alert.message);

/** The alerts raised (their words load lazily), after a moment for any further one. */
async function settledAlerts(): Promise<string[]> {
  await new Promise((done) => setTimeout(done, 20));
  return shown();
}

function closeAlerts(): string[] {
  const shown = alertQueue.getSnapshot().map((alert) => alert.message);
  for (const alert of alertQueue.getSnapshot()) alert.close();
  return shown;
}

describe('isStorageFull', () => {
  it('knows the quota error by name, also inside the abort Dexie reports', () => {
    expect(isStorageFull(quota())).toBe(true);
    expect(isStorageFull({ name: 'AbortError', inner: quota() })).toBe(true);
    expect(isStorageFull(new DOMException('gone', 'AbortError'))).toBe(false);
    expect(isStorageFull(new Error('QuotaExceededError'))).toBe(false);
    expect(isStorageFull(null)).toBe(false);
    expect(isStorageFull('QuotaExceededError')).toBe(false);
  });
});

describe('a device whose storage is full', () => {
  let db: PortalDatabase;
  const originals = { put: IDBObjectStore.prototype.put, add: IDBObjectStore.prototype.add };

  beforeEach(async () => {
    db = new PortalDatabase(`full-${Math.random()}`);
    useDatabaseForTests(db);
    await db.open();
    resetStorageFullNotice();
    closeAlerts();
    IDBObjectStore.prototype.put = () => {
      throw quota();
    };
    IDBObjectStore.prototype.add = () => {
      throw quota();
    };
  });

  afterEach(async () => {
    IDBObjectStore.prototype.put = originals.put;
    IDBObjectStore.prototype.add = originals.add;
    closeAlerts();
    db.close();
    await db.delete();
  });

  it('tells the member once, and not for other errors', async () => {
    expect(noteStorageFailure(new Error('other'))).toBe(false);
    expect(await settledAlerts()).toEqual([]);
    expect(noteStorageFailure(quota())).toBe(true);
    expect(noteStorageFailure({ name: 'AbortError', inner: quota() })).toBe(true);
    expect(await settledAlerts()).toEqual([koStorage.full]);
    closeAlerts();
  });

  it('keeps the session for this tab: sealed and plain writes do not fail, and the notice is said', async () => {
    await expect(writeSealed('userInfo', { USER_KEY: 'U1' })).resolves.toBeUndefined();
    await expect(writePlain('savedId', 'member1')).resolves.toBeUndefined();
    // Nothing was kept on the device.
    expect(await readSealed('userInfo')).toBeNull();
    expect(await settledAlerts()).toEqual([koStorage.full]);
    closeAlerts();
  });

  it('still gives the settings defaults', async () => {
    await expect(readSettings()).resolves.toEqual(DEFAULT_SETTINGS);
  });

  it('a write that cannot wait in the outbox says so and is never reported queued', async () => {
    const queued = queueWrite('board-post', '/gglib/insertboard', { title: '제목' }, 'req-1');
    await expect.poll(shown).toEqual([koStorage.outboxFull]);
    closeAlerts();
    await expect(queued).rejects.toMatchObject({ name: 'QuotaExceededError' });
    IDBObjectStore.prototype.add = originals.add;
    expect(await listQueued()).toEqual([]);
  });
});

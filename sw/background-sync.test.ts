import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_STORE, PORTAL_DATABASE, type OutboxWrite } from '../contract/worker-protocol';
import { replayOutbox } from './background-sync';

function databases(): Promise<string[]> {
  return indexedDB.databases().then((list) => list.map((entry) => entry.name ?? ''));
}

function deleteDatabase(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(PORTAL_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

function createOutbox(writes: OutboxWrite[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(PORTAL_DATABASE, 40);
    open.onupgradeneeded = () => open.result.createObjectStore(OUTBOX_STORE, { keyPath: 'seq', autoIncrement: true });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(OUTBOX_STORE, 'readwrite');
      for (const write of writes) tx.objectStore(OUTBOX_STORE).put(write);
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

describe('replayOutbox (the worker side)', () => {
  it('on a device with no database, sends nothing and creates no database', async () => {
    await deleteDatabase();
    const send = vi.fn(async () => 200);
    expect(await replayOutbox(send)).toEqual({ sent: 0, waiting: null });
    expect(send).not.toHaveBeenCalled();
    expect(await databases()).not.toContain(PORTAL_DATABASE);
  });

  it('sends the waiting writes oldest first and removes each one sent', async () => {
    await deleteDatabase();
    const write = (seq: number): OutboxWrite => ({ seq, path: `/gglib/write/${seq}`, body: { n: seq }, requestId: `id-${seq}` });
    await createOutbox([write(2), write(1)]);
    const sent: string[] = [];
    const result = await replayOutbox(async (entry) => {
      sent.push(entry.path);
      return 200;
    });
    expect(result).toEqual({ sent: 2, waiting: null });
    expect(sent).toEqual(['/gglib/write/1', '/gglib/write/2']);
    expect(await replayOutbox(async () => 200)).toEqual({ sent: 0, waiting: null });
  });
});

import { IDEMPOTENCY_HEADER } from '../contract/constants';
import {
  OUTBOX_STORE,
  OUTBOX_SYNC_TAG,
  PORTAL_DATABASE,
  WORKER_MESSAGE,
  outboxOutcome,
  type OutboxOutcome,
  type OutboxWrite,
} from '../contract/worker-protocol';
import type { WorkerMessage } from '../contract/worker-messages';

declare const self: ServiceWorkerGlobalScope;

function request<T>(run: (db: IDBDatabase) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    // Without a version: whatever version the page has made. A device with no database yet (site
    // data cleared while a sync was pending) has no outbox: the worker must not create an empty
    // version-1 database there, which the page would then have to upgrade from nothing.
    const open = indexedDB.open(PORTAL_DATABASE);
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => {
      if (open.error?.name === 'AbortError') resolve(undefined as T);
      else reject(open.error);
    };
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(OUTBOX_STORE)) {
        db.close();
        resolve(undefined as T);
        return;
      }
      const query = run(db);
      query.onsuccess = () => {
        resolve(query.result);
        db.close();
      };
      query.onerror = () => {
        reject(query.error);
        db.close();
      };
    };
  });
}

/**
 * Replays the page's outbox from the worker, oldest first (the sync event can fire with no page
 * open). Each write carries its idempotency key, so one that already reached the server is not
 * applied twice. Stops at the first write that must wait (network, server, or a login).
 */
export async function replayOutbox(send: (write: OutboxWrite) => Promise<number>): Promise<{ sent: number; waiting: OutboxOutcome | null }> {
  const writes = ((await request((db) => db.transaction(OUTBOX_STORE).objectStore(OUTBOX_STORE).getAll())) ?? []) as OutboxWrite[];
  let sent = 0;
  for (const write of writes.sort((a, b) => a.seq - b.seq)) {
    const outcome = outboxOutcome(await send(write).catch(() => 0));
    if (outcome === 'login' || outcome === 'later') return { sent, waiting: outcome };
    await request((db) => db.transaction(OUTBOX_STORE, 'readwrite').objectStore(OUTBOX_STORE).delete(write.seq));
    if (outcome === 'sent') sent += 1;
  }
  return { sent, waiting: null };
}

async function post(write: OutboxWrite): Promise<number> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (write.requestId) headers[IDEMPOTENCY_HEADER] = write.requestId;
  const response = await fetch(write.path, { method: 'POST', headers, body: JSON.stringify(write.body), credentials: 'same-origin' });
  return response.status;
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export function registerBackgroundSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      replayOutbox(post).then(async (result) => {
        const pages = await self.clients.matchAll({ type: 'window' });
        const message: WorkerMessage = { type: WORKER_MESSAGE.outbox, ...result };
        for (const page of pages) page.postMessage(message);
        // Throwing asks the browser to try the sync again later.
        if (result.waiting === 'later') throw new Error('outbox: waiting for the network');
      }),
    );
  });
}

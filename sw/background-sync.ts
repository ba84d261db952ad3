import { IDEMPOTENCY_HEADER } from '../contract/constants';

declare const self: ServiceWorkerGlobalScope;

/** Tag the page registers after queueing a write. */
export const OUTBOX_SYNC_TAG = 'gglib-outbox';
/** Told to pages after a replay, so they refresh what they show (and ask for login if needed). */
export const OUTBOX_MESSAGE = 'gglib:outbox';

const DATABASE = 'gglib-portal';
const STORE = 'outbox';

export interface QueuedWrite {
  seq: number;
  path: string;
  body: unknown;
  requestId?: string;
}

export type SendOutcome = 'sent' | 'drop' | 'login' | 'later';

/** What a replayed write's answer means: keep order, never drop a write a login would save. */
export function outcomeOf(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401 || status === 403) return 'login';
  // 409: the same write (same idempotency key) is still being applied: try again later.
  if (status === 0 || status === 408 || status === 409 || status === 429 || status >= 500) return 'later';
  return 'drop';
}

function request<T>(run: (db: IDBDatabase) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DATABASE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(STORE)) {
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
export async function replayOutbox(send: (write: QueuedWrite) => Promise<number>): Promise<{ sent: number; waiting: SendOutcome | null }> {
  const writes = ((await request((db) => db.transaction(STORE).objectStore(STORE).getAll())) ?? []) as QueuedWrite[];
  let sent = 0;
  for (const write of writes.sort((a, b) => a.seq - b.seq)) {
    const outcome = outcomeOf(await send(write).catch(() => 0));
    if (outcome === 'login' || outcome === 'later') return { sent, waiting: outcome };
    await request((db) => db.transaction(STORE, 'readwrite').objectStore(STORE).delete(write.seq));
    if (outcome === 'sent') sent += 1;
  }
  return { sent, waiting: null };
}

async function post(write: QueuedWrite): Promise<number> {
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
        for (const page of pages) page.postMessage({ type: OUTBOX_MESSAGE, ...result });
        // Throwing asks the browser to try the sync again later.
        if (result.waiting === 'later') throw new Error('outbox: waiting for the network');
      }),
    );
  });
}

import { IDEMPOTENCY_HEADER } from '../../contract/constants';
import { outboxOutcome, type OutboxOutcome } from '../../contract/worker-protocol';
import { enqueue, listQueuedOfKind, replayQueued, type QueuedWrite } from '../db/repositories/outbox-repository';
import { requestBackgroundSync } from '../lib/background-sync';
import { request } from '../lib/http/client';

// The outbox replays generically (every queued write is a JSON POST of a path and a body), so
// the sending lives here, beside the storage; features queue and read what is pending. The
// service worker replays the same rows by the same rule (contract/worker-protocol.ts).

/** Queued writes waiting for a login (a replay met an expired session): the app asks for one. */
let waitingForLogin = 0;
const listeners = new Set<() => void>();

export const outboxStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): number => waitingForLogin,
};

/**
 * Bumped after every replay and when the service worker reports one: the worker deletes sent rows
 * with plain IndexedDB, which this page's live reads (src/db/live.ts) do not see, so readers of the
 * pending writes (use-outbox.ts) read again on this signal.
 */
let outboxVersion = 0;
const changeListeners = new Set<() => void>();

export const outboxChanges = {
  subscribe(listener: () => void): () => void {
    changeListeners.add(listener);
    return () => changeListeners.delete(listener);
  },
  getSnapshot: (): number => outboxVersion,
};

/** The outbox may have changed outside this page's src/db (a replay, the worker's sync). */
export function noteOutboxChanged(): void {
  outboxVersion += 1;
  for (const listener of changeListeners) listener();
}

function setWaitingForLogin(count: number): void {
  if (count === waitingForLogin) return;
  waitingForLogin = count;
  for (const listener of listeners) listener();
}


/** Sends one write now, with its idempotency key; the answer says what to do with it. */
export async function sendWrite(path: string, body: unknown, requestId: string): Promise<OutboxOutcome> {
  const result = await request({ path, body, headers: { [IDEMPOTENCY_HEADER]: requestId }, errorPage: false, loading: false });
  return result.success ? 'sent' : outboxOutcome(result.status);
}

/**
 * Puts a write in the outbox and asks for a background sync. When the device cannot keep it
 * (storage full) nothing is sent and nothing waits: the member is told so, and the call throws so
 * the caller never reports the write as queued (the form keeps what was typed).
 */
export async function queueWrite(kind: string, path: string, body: unknown, requestId: string): Promise<void> {
  try {
    await enqueue(kind, path, body, Date.now(), requestId);
  } catch (error) {
    const { isStorageFull, tell } = await import('./storage-full');
    if (isStorageFull(error)) await tell('outboxFull');
    throw error;
  }
  void requestBackgroundSync();
}

let replaying: Promise<{ sent: number }> | null = null;

/**
 * Replays every queued write in order (at start, on `online`, after login, and when the worker
 * reports a sync). A write refused for want of a session stays queued: the app asks for login.
 */
export function replayOutbox(): Promise<{ sent: number }> {
  replaying ??= (async () => {
    const result = await replayQueued((write) => sendWrite(write.path, write.body, write.requestId ?? `seq-${write.seq}-${write.createdAt}`));
    setWaitingForLogin(result.waiting === 'login' ? result.remaining : 0);
    return { sent: result.sent };
  })()
    .catch(() => ({ sent: 0 }))
    .finally(() => {
      replaying = null;
      noteOutboxChanged();
    });
  return replaying;
}

/** Queued writes whose kind starts with `prefix`, oldest first (a feature's pending actions). */
export function listPendingWrites(prefix: string): Promise<QueuedWrite[]> {
  return listQueuedOfKind(prefix);
}

export type { QueuedWrite };

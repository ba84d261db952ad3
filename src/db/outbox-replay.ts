import { IDEMPOTENCY_HEADER } from '../../contract/constants';
import { requestBackgroundSync } from '../lib/background-sync';
import { request } from '../lib/http/client';
import { countQueued, enqueue, replayQueued, type ReplayOutcome } from './repositories/outbox-repository';

// The outbox replays generically (every queued write is a JSON POST of a path and a body), so
// the sending lives beside its storage; features only queue.

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

function setWaiting(count: number): void {
  if (count === waitingForLogin) return;
  waitingForLogin = count;
  for (const listener of listeners) listener();
}

/** Sends one write now, with its idempotency key; the answer says what to do with it. */
export async function sendWrite(path: string, body: unknown, requestId: string): Promise<ReplayOutcome | 'login'> {
  const result = await request({ path, body, headers: { [IDEMPOTENCY_HEADER]: requestId }, errorPage: false, loading: false });
  if (result.success) return 'sent';
  if (result.status === 401 || result.status === 403) return 'login';
  // 409: the same write (same idempotency key) is still being applied on the server: wait.
  if (result.status === 0 || result.status === 408 || result.status === 409 || result.status === 429 || result.status >= 500) return 'retry-later';
  return 'drop';
}

/** Puts a write in the outbox and asks for a background sync. */
export async function queueWrite(kind: string, path: string, body: unknown, requestId: string): Promise<void> {
  await enqueue(kind, path, body, Date.now(), requestId);
  void requestBackgroundSync();
}

let replaying: Promise<{ sent: number }> | null = null;

/**
 * Replays every queued write in order (at start, on `online`, after login, and when the worker
 * reports a sync). A write refused for want of a session stays queued: the app asks for login.
 */
export function replayOutbox(): Promise<{ sent: number }> {
  replaying ??= (async () => {
    let needsLogin = false;
    const result = await replayQueued(async (write) => {
      const outcome = await sendWrite(write.path, write.body, write.requestId ?? `seq-${write.seq}-${write.createdAt}`);
      if (outcome === 'login') {
        needsLogin = true;
        return 'retry-later';
      }
      return outcome;
    });
    setWaiting(needsLogin ? await countQueued() : 0);
    return { sent: result.sent };
  })()
    .catch(() => ({ sent: 0 }))
    .finally(() => {
      replaying = null;
    });
  return replaying;
}

import type { OutboxOutcome } from '../../../contract/worker-protocol';
import type { OutboxRecord } from '../database';
import { addRow, countRows, deleteRow, listRows, prefixRange, updateRow } from '../idb';

/** A stored write with its sequence number known. */
export type QueuedWrite = OutboxRecord & { seq: number };

/** A stored row that is a whole queued write (one that is not is never replayed or listed). */
function isQueuedWrite(row: unknown): row is QueuedWrite {
  if (typeof row !== 'object' || row === null) return false;
  const write = row as Partial<Record<keyof QueuedWrite, unknown>>;
  return (
    typeof write.seq === 'number' &&
    typeof write.kind === 'string' &&
    typeof write.path === 'string' &&
    typeof write.createdAt === 'number' &&
    typeof write.attempts === 'number' &&
    (write.lastError === null || typeof write.lastError === 'string') &&
    (write.requestId === undefined || typeof write.requestId === 'string')
  );
}

/**
 * Queue a write for later; returns its sequence number (replay order). Pass the idempotency key
 * the first attempt already used, so the server applies the write once whichever attempt lands.
 */
export async function enqueue(kind: string, path: string, body: unknown, now = Date.now(), requestId: string = crypto.randomUUID()): Promise<number> {
  const record: OutboxRecord = { kind, path, body, createdAt: now, attempts: 0, lastError: null, requestId };
  return Number(await addRow('outbox', record));
}

/** Queued writes, oldest first. */
export async function listQueued(limit = 100): Promise<QueuedWrite[]> {
  return (await listRows('outbox', {}, limit)).filter(isQueuedWrite);
}

export async function countQueued(): Promise<number> {
  return countRows('outbox');
}

export async function removeQueued(seq: number): Promise<void> {
  await deleteRow('outbox', seq);
}

export async function recordAttempt(seq: number, error: string): Promise<void> {
  await updateRow('outbox', seq, (row) => (isQueuedWrite(row) ? { ...row, attempts: row.attempts + 1, lastError: error } : undefined));
}

/**
 * Replays queued writes in order (contract/worker-protocol.ts outboxOutcome): 'sent' removes a
 * write, 'drop' removes one the server will never accept (e.g. HTTP 400), 'login' and 'later'
 * stop the run so the order is kept; `waiting` says which of the two stopped it.
 */
export async function replayQueued(
  send: (write: QueuedWrite) => Promise<OutboxOutcome>,
): Promise<{ sent: number; dropped: number; remaining: number; waiting: 'login' | 'later' | null }> {
  let sent = 0;
  let dropped = 0;
  let waiting: 'login' | 'later' | null = null;
  for (const write of await listQueued()) {
    const outcome = await send(write);
    if (outcome === 'login' || outcome === 'later') {
      await recordAttempt(write.seq, outcome);
      waiting = outcome;
      break;
    }
    await removeQueued(write.seq);
    if (outcome === 'sent') sent += 1;
    else dropped += 1;
  }
  return { sent, dropped, remaining: await countQueued(), waiting };
}

/** Queued writes whose kind starts with `prefix`, oldest first (e.g. a feature's pending actions). */
export async function listQueuedOfKind(prefix: string): Promise<QueuedWrite[]> {
  const rows = await listRows('outbox', { index: 'kind', ranges: [prefixRange(prefix)] });
  return rows.filter(isQueuedWrite).sort((a, b) => a.seq - b.seq);
}

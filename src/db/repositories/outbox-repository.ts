import type { OutboxOutcome } from '../../../contract/worker-protocol';
import { getDatabase, type OutboxRecord } from '../database';

/** A stored write with its sequence number known. */
export type QueuedWrite = OutboxRecord & { seq: number };

/**
 * Queue a write for later; returns its sequence number (replay order). Pass the idempotency key
 * the first attempt already used, so the server applies the write once whichever attempt lands.
 */
export async function enqueue(kind: string, path: string, body: unknown, now = Date.now(), requestId: string = crypto.randomUUID()): Promise<number> {
  const record: OutboxRecord = { kind, path, body, createdAt: now, attempts: 0, lastError: null, requestId };
  const seq = await getDatabase().outbox.add(record);
  return Number(seq);
}

/** Queued writes, oldest first. */
export async function listQueued(limit = 100): Promise<QueuedWrite[]> {
  const rows = await getDatabase().outbox.orderBy('seq').limit(limit).toArray();
  return rows.flatMap((row) => (row.seq === undefined ? [] : [{ ...row, seq: row.seq }]));
}

export async function countQueued(): Promise<number> {
  return getDatabase().outbox.count();
}

export async function removeQueued(seq: number): Promise<void> {
  await getDatabase().outbox.delete(seq);
}

export async function recordAttempt(seq: number, error: string): Promise<void> {
  const db = getDatabase();
  await db.transaction('rw', db.outbox, async () => {
    const row = await db.outbox.get(seq);
    if (row) await db.outbox.put({ ...row, attempts: row.attempts + 1, lastError: error });
  });
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
  const rows = await getDatabase().outbox.where('kind').startsWith(prefix).toArray();
  return rows.flatMap((row) => (row.seq === undefined ? [] : [{ ...row, seq: row.seq }])).sort((a, b) => a.seq - b.seq);
}

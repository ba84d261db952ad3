import { useEffect, useState, useSyncExternalStore } from 'react';
import { watch } from '../db/live';
import { listPendingWrites, outboxChanges, type QueuedWrite } from './outbox';

const NONE: QueuedWrite[] = [];

/** While writes wait, how often they are read again (a signal of the worker's replay may be missed). */
const PENDING_RECHECK_MS = 3000;

/**
 * Writes of a kind still waiting in the outbox, oldest first; live, so the list shrinks as they
 * are sent: by this page or another tab (src/db announces its writes), by the service worker (read
 * again when it reports a replay, and every few seconds while any waits, since the worker deletes
 * with plain IndexedDB).
 */
export function usePendingWrites(kindPrefix: string): QueuedWrite[] {
  const [rows, setRows] = useState<QueuedWrite[]>(NONE);
  const readAgain = useOutboxReadAgain(rows.length > 0);
  useEffect(() => watch({ store: 'outbox' }, () => listPendingWrites(kindPrefix), setRows), [kindPrefix, readAgain]);
  return rows;
}

/**
 * A number that changes whenever the outbox should be read again: when a replay or the worker
 * reports one (`outboxChanges`), and every few seconds while `waiting` (the worker deletes sent
 * rows with plain IndexedDB, which live reads do not see).
 */
function useOutboxReadAgain(waiting: boolean): string {
  const version = useSyncExternalStore(outboxChanges.subscribe, outboxChanges.getSnapshot, outboxChanges.getSnapshot);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), PENDING_RECHECK_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  return `${version}:${tick}`;
}

/**
 * Whether the write queued under `requestId` has left the outbox: sent by this page, another tab
 * or the service worker (or dropped after the library refused it). False until then, and while
 * `requestId` is null. Every read starts after the write was queued (the caller learns the key
 * once `queueWrite` has resolved), so a read without the row means it has gone, even when the
 * replay was quicker than the first read.
 */
export function useQueuedWriteGone(kindPrefix: string, requestId: string | null): boolean {
  const [goneId, setGoneId] = useState<string | null>(null);
  const gone = requestId !== null && goneId === requestId;
  const readAgain = useOutboxReadAgain(requestId !== null && !gone);
  useEffect(() => {
    if (requestId === null) return undefined;
    return watch({ store: 'outbox' }, () => listPendingWrites(kindPrefix), (rows) => {
      if (!rows.some((row) => row.requestId === requestId)) setGoneId(requestId);
    });
  }, [kindPrefix, requestId, readAgain]);
  return gone;
}

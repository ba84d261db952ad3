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
  const version = useSyncExternalStore(outboxChanges.subscribe, outboxChanges.getSnapshot, outboxChanges.getSnapshot);
  const [tick, setTick] = useState(0);
  const [rows, setRows] = useState<QueuedWrite[]>(NONE);
  useEffect(() => watch({ store: 'outbox' }, () => listPendingWrites(kindPrefix), setRows), [kindPrefix, version, tick]);
  const waiting = rows.length > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => setTick((n) => n + 1), PENDING_RECHECK_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  return rows;
}

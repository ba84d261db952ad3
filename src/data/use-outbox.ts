import { useLiveQuery } from 'dexie-react-hooks';
import { listPendingWrites, type QueuedWrite } from './outbox';

const NONE: QueuedWrite[] = [];

/** Writes of a kind still waiting in the outbox, oldest first; live, so the list shrinks as they are sent. */
export function usePendingWrites(kindPrefix: string): QueuedWrite[] {
  return useLiveQuery(() => listPendingWrites(kindPrefix), [kindPrefix], NONE);
}

import { useEffect, useMemo, useRef } from 'react';
import type { Stored } from '../../data/resource';
import { useResource } from '../../data/use-resource';
import { usePendingWrites } from '../../data/use-outbox';
import { OUTBOX_KIND_PREFIX } from './api/my-library-calls';
import { actionTarget, type MyActionType } from './model/my-actions';
import { MY_LIST_RESOURCES, type MyListData, type MyListExtra, type MyListKind } from './my-library-data';

export type ListStatus = 'loading' | 'fresh' | 'offline' | 'failed';

export interface MyListView<T> {
  /** undefined: still reading the device; null: nothing kept yet. */
  record: Stored<T> | null | undefined;
  status: ListStatus;
  refresh: () => void;
}

/** An action still waiting in the outbox, and the item it is about. */
export interface PendingAction {
  type: MyActionType;
  target: string | null;
}

/** The member's actions waiting for the network (live: the list changes as they are sent). */
export function usePendingActions(userKey: string): PendingAction[] {
  const rows = usePendingWrites(OUTBOX_KIND_PREFIX);
  return useMemo(
    () =>
      rows
        .filter((row) => typeof row.body === 'object' && row.body !== null && (row.body as Record<string, unknown>).user_key === userKey)
        .map((row) => {
          const type = row.kind.slice(OUTBOX_KIND_PREFIX.length) as MyActionType;
          return { type, target: actionTarget(type, row.body) };
        }),
    [rows, userKey],
  );
}

/**
 * One list, local first: the copy kept on this device at once (with the time it was fetched),
 * then the server's; again when the network returns and when queued actions have been sent.
 */
export function useMyList<K extends MyListKind>(kind: K, userKey: string, extra: MyListExtra = {}): MyListView<MyListData<K>> {
  const view = useResource(MY_LIST_RESOURCES[kind], { userKey, extra });

  // Queued actions sent (the outbox shrank): the server's list now includes them.
  const pending = usePendingActions(userKey).length;
  const previous = useRef(pending);
  const { refresh } = view;
  useEffect(() => {
    if (pending < previous.current) refresh();
    previous.current = pending;
  }, [pending, refresh]);

  return { record: view.stored, status: view.status === 'missing' ? 'failed' : view.status, refresh };
}

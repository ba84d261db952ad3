import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { listQueuedOfKind } from '../../db/repositories/outbox-repository';
import { readValue, writeValue } from '../../db/repositories/kv-repository';
import { fetchMyList, OUTBOX_KIND_PREFIX } from './api/my-library-calls';
import { actionTarget, type MyActionType } from './model/my-actions';
import { MY_LISTS, myListKey, type MyListData, type MyListKind, type MyListParams } from './model/my-lists';

export type ListStatus = 'loading' | 'fresh' | 'offline' | 'failed';

export interface MyListView<T> {
  /** undefined: still reading the device; null: nothing kept yet. */
  record: { data: T; fetchedAt: number } | null | undefined;
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
  const rows = useLiveQuery(() => listQueuedOfKind(OUTBOX_KIND_PREFIX), [], []);
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
export function useMyList<K extends MyListKind>(kind: K, userKey: string, params: MyListParams = {}): MyListView<MyListData<K>> {
  const key = myListKey(kind, userKey, params);
  const schema = useMemo(() => v.object({ data: MY_LISTS[kind].schema as v.GenericSchema<unknown, MyListData<K>>, fetchedAt: v.number() }), [kind]);
  const record = useLiveQuery(() => readValue(key, schema), [key, schema]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);
  const paramsRef = useRef(params);
  paramsRef.current = params;

  useEffect(() => {
    let current = true;
    setStatus('loading');
    void fetchMyList(kind, userKey, paramsRef.current).then(async (answer) => {
      if (answer.kind === 'ok') await writeValue(key, { data: answer.data, fetchedAt: Date.now() });
      if (current) setStatus(answer.kind === 'ok' ? 'fresh' : answer.kind);
    });
    return () => {
      current = false;
    };
  }, [kind, userKey, key, tick]);

  useEffect(() => {
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [refresh]);

  // Queued actions sent (the outbox shrank): the server's list now includes them.
  const pending = usePendingActions(userKey).length;
  const previous = useRef(pending);
  useEffect(() => {
    if (pending < previous.current) refresh();
    previous.current = pending;
  }, [pending, refresh]);

  return { record, status, refresh };
}

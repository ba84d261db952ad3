import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { BoardDetailResponse, BoardListResponse } from '../../../contract/board';
import { deleteValue, readValue, writeValue } from '../../db/repositories/kv-repository';
import { selectBoardDetail, selectBoardList } from './api/board-calls';
import type { BoardQuery } from './model/board-query';

const ListRecord = v.object({ data: BoardListResponse, fetchedAt: v.number() });
const DetailRecord = v.object({ data: BoardDetailResponse, fetchedAt: v.number() });

export type Loaded<T> = { kind: 'ok'; data: T; fetchedAt: number; key: string } | { kind: 'failed'; status: number };

export function listKey(code: string, query: BoardQuery): string {
  return `board-list:${code}:${query.page}:${query.type}:${query.q}`;
}

export function detailKey(code: string, postCode: number): string {
  return `board-post:${code}:${postCode}`;
}

/**
 * A board page, local first: the stored copy at once (refreshed quietly), else the network.
 * Previews always ask the server and are never stored.
 */
export async function loadBoardList(code: string, query: BoardQuery, preview: boolean): Promise<Loaded<BoardListResponse>> {
  const key = listKey(code, query);
  if (!preview) {
    const cached = await readValue(key, ListRecord);
    if (cached) {
      void selectBoardList(code, query, false).then((fresh) => (fresh.kind === 'ok' ? writeValue(key, { data: fresh.data, fetchedAt: Date.now() }) : undefined));
      return { kind: 'ok', ...cached, key };
    }
  }
  const fetched = await selectBoardList(code, query, preview);
  if (fetched.kind !== 'ok') return fetched;
  const fetchedAt = Date.now();
  if (!preview) await writeValue(key, { data: fetched.data, fetchedAt });
  return { kind: 'ok', data: fetched.data, fetchedAt, key };
}

export async function loadBoardDetail(code: string, postCode: number): Promise<Loaded<BoardDetailResponse>> {
  const key = detailKey(code, postCode);
  const cached = await readValue(key, DetailRecord);
  if (cached) {
    void selectBoardDetail(code, postCode, { errorPage: false }).then((fresh) =>
      fresh.kind === 'ok' ? writeValue(key, { data: fresh.data, fetchedAt: Date.now() }) : undefined,
    );
    return { kind: 'ok', ...cached, key };
  }
  const fetched = await selectBoardDetail(code, postCode, { errorPage: true });
  if (fetched.kind !== 'ok') return fetched;
  const fetchedAt = Date.now();
  await writeValue(key, { data: fetched.data, fetchedAt });
  return { kind: 'ok', data: fetched.data, fetchedAt, key };
}

/** The loader's answer, replaced by the stored copy when a refresh lands. */
export function useBoardList(initial: Loaded<BoardListResponse> & { kind: 'ok' }): BoardListResponse {
  const stored = useLiveQuery(() => readValue(initial.key, ListRecord), [initial.key], null);
  return stored?.data ?? initial.data;
}

export function useBoardDetail(initial: Loaded<BoardDetailResponse> & { kind: 'ok' }): BoardDetailResponse {
  const stored = useLiveQuery(() => readValue(initial.key, DetailRecord), [initial.key], null);
  return stored?.data ?? initial.data;
}

/** After a write, the member's next look must not show an old copy. */
export async function forgetPost(code: string, postCode: number): Promise<void> {
  await deleteValue(detailKey(code, postCode));
}

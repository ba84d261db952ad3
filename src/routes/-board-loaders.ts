import { loadBoardDetail, loadBoardList } from '../features/boards/load-board';
import type { BoardQuery } from '../features/boards/model/board-query';

/** Loaded through import() by the board routes, so the boards code stays out of other pages. */
export function listLoader(code: string, query: BoardQuery, preview = false) {
  return loadBoardList(code, query, preview);
}

export function detailLoader(code: string, postCode: number) {
  return loadBoardDetail(code, postCode);
}

/** The edit form always starts from the server's copy (and learns whether the member wrote it). */
export async function loadFreshDetail(code: string, postCode: number) {
  const { selectBoardDetail } = await import('../features/boards/api/board-calls');
  const fetched = await selectBoardDetail(code, postCode, { errorPage: true });
  return fetched.kind === 'ok' ? { kind: 'ok' as const, data: fetched.data, fetchedAt: Date.now(), key: '' } : fetched;
}

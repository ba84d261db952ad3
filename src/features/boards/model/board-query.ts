export { pageWindow } from '../../../lib/page-window';
import { BOARD_KEYWORD_MAX } from '../../../../contract/board-limits';

export type SearchType = 'all' | 'title' | 'content' | 'writer';

/** A board list's place in the URL: ?page=2&type=title&q=휴관 */
export interface BoardQuery {
  page: number;
  type: SearchType;
  q: string;
}

const TYPES: readonly SearchType[] = ['all', 'title', 'content', 'writer'];

/** What the URL carries: only the values that differ from the defaults. */
export interface BoardSearch {
  page?: number;
  type?: SearchType;
  q?: string;
}

/** Route search validation: keeps the URL clean (/notice, not /notice?page=1&type=all&q=). */
export function validateBoardSearch(search: Record<string, unknown>): BoardSearch {
  const query = parseBoardQuery(search);
  return {
    ...(query.page > 1 ? { page: query.page } : {}),
    ...(query.q ? { q: query.q, ...(query.type !== 'all' ? { type: query.type } : {}) } : {}),
  };
}

/** Reads the list query from URL search params; anything odd falls back to the defaults. */
export function parseBoardQuery(search: Record<string, unknown>): BoardQuery {
  const pageValue = typeof search.page === 'number' ? search.page : Number(search.page);
  const page = Number.isInteger(pageValue) && pageValue >= 1 && pageValue <= 10_000 ? pageValue : 1;
  const type = TYPES.includes(search.type as SearchType) ? (search.type as SearchType) : 'all';
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, BOARD_KEYWORD_MAX) : typeof search.q === 'number' ? String(search.q) : '';
  return { page, type, q };
}

/** 홍길동 → 홍*동 is done by the server; here sizes only: 1234 → '1.2KB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}

export { pageWindow } from '../../../lib/page-window';

export type { BoardQuery, BoardSearch, SearchType } from './board-search';

/** 홍길동 → 홍*동 is done by the server; here sizes only: 1234 → '1.2KB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)}MB`;
}

/** A post number from the address, or null for anything else. */
export function postCodeOf(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

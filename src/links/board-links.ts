import { linkOptions } from '@tanstack/react-router';
import type { SearchInput } from './search-input';

/**
 * The six boards with their own routes (spec §2): /notice, /news, /report, /social, /qnaboard,
 * /qnanotice. Every other board is reached by its code under /board/{code}.
 */
export type NamedBoard = 'notice' | 'news' | 'report' | 'social' | 'qnaboard' | 'qnanotice';

/** Where a board's list and posts live. */
export type BoardPlace = { named: NamedBoard } | { code: string };

export type BoardListSearch = SearchInput<'/notice/'>;

/** A board's list; `search` as the list reads it (page, type, q), defaults left out by the caller. */
export function boardListLink(place: BoardPlace, search: BoardListSearch = {}) {
  return 'code' in place ? linkOptions({ to: '/board/$board_code', params: { board_code: place.code }, search }) : linkOptions({ to: `/${place.named}`, search });
}

/** A post of a board. */
export function boardPostLink(place: BoardPlace, postCode: number) {
  const id = String(postCode);
  return 'code' in place
    ? linkOptions({ to: '/board/$board_code/$post_code', params: { board_code: place.code, post_code: id } })
    : linkOptions({ to: `/${place.named}/$id`, params: { id } });
}

/** The write form of a board, by the board's code (the named boards' forms live under /board too). */
export function boardWriteLink(boardCode: string) {
  return linkOptions({ to: '/board/$board_code/insert', params: { board_code: boardCode } });
}

/** The author's edit form of a post. */
export function boardEditLink(boardCode: string, postCode: number) {
  return linkOptions({ to: '/board/$board_code/update', params: { board_code: boardCode }, search: { post_code: postCode } });
}

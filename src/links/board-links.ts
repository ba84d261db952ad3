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
  if ('code' in place) return linkOptions({ to: '/board/$board_code', params: { board_code: place.code }, search });
  switch (place.named) {
    case 'notice':
      return linkOptions({ to: '/notice', search });
    case 'news':
      return linkOptions({ to: '/news', search });
    case 'report':
      return linkOptions({ to: '/report', search });
    case 'social':
      return linkOptions({ to: '/social', search });
    case 'qnaboard':
      return linkOptions({ to: '/qnaboard', search });
    case 'qnanotice':
      return linkOptions({ to: '/qnanotice', search });
  }
}

/** A post of a board. */
export function boardPostLink(place: BoardPlace, postCode: number) {
  const id = String(postCode);
  if ('code' in place) return linkOptions({ to: '/board/$board_code/$post_code', params: { board_code: place.code, post_code: id } });
  switch (place.named) {
    case 'notice':
      return linkOptions({ to: '/notice/$id', params: { id } });
    case 'news':
      return linkOptions({ to: '/news/$id', params: { id } });
    case 'report':
      return linkOptions({ to: '/report/$id', params: { id } });
    case 'social':
      return linkOptions({ to: '/social/$id', params: { id } });
    case 'qnaboard':
      return linkOptions({ to: '/qnaboard/$id', params: { id } });
    case 'qnanotice':
      return linkOptions({ to: '/qnanotice/$id', params: { id } });
  }
}

/** The write form of a board, by the board's code (the named boards' forms live under /board too). */
export function boardWriteLink(boardCode: string) {
  return linkOptions({ to: '/board/$board_code/insert', params: { board_code: boardCode } });
}

/** The author's edit form of a post. */
export function boardEditLink(boardCode: string, postCode: number) {
  return linkOptions({ to: '/board/$board_code/update', params: { board_code: boardCode }, search: { post_code: postCode } });
}

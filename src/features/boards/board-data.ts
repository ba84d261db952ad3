import { BoardDetailResponse, BoardListResponse } from '../../../contract/board';
import { defineResource, load, type Loaded, type Preload } from '../../data/resource';
import { forgetStored } from '../../data/resource-edits';
import { useLoaded } from '../../data/use-resource';
import { selectBoardDetail, selectBoardList } from './api/board-calls';
import type { BoardQuery } from './model/board-query';

export interface BoardListParams {
  code: string;
  query: BoardQuery;
  /** Previews ask for drafts too and are never stored. */
  preview: boolean;
  /** The preview link's signed token (`token` in its address); drafts are answered only with it. */
  previewToken?: string;
}

export interface BoardPostParams {
  code: string;
  postCode: number;
}

/** One page of a board with its search, cache-first. */
export const boardListResource = defineResource({
  family: 'board-list',
  id: (params: BoardListParams) => `${params.code}:${params.query.page}:${params.query.type}:${params.query.q}`,
  schema: BoardListResponse,
  policy: 'cache-first',
  fetch: (params, { background }) => selectBoardList(params.code, params.query, { preview: params.preview, previewToken: params.previewToken, quiet: background }),
});

/** One post, cache-first. Opening it online counts a view on the server, so a hover does not. */
export const boardPostResource = defineResource({
  family: 'board-post',
  id: (params: BoardPostParams) => `${params.code}:${params.postCode}`,
  schema: BoardDetailResponse,
  policy: 'cache-first',
  preload: 'stored',
  fetch: (params, { background }) => selectBoardDetail(params.code, params.postCode, { quiet: background }),
});

export function loadBoardList(code: string, query: BoardQuery, preview: boolean, options: Preload & { previewToken?: string } = {}): Promise<Loaded<BoardListResponse>> {
  const { previewToken, ...rest } = options;
  return load(boardListResource, { code, query, preview, previewToken }, { store: !preview, ...rest });
}

export function loadBoardPost(code: string, postCode: number, options: Preload = {}): Promise<Loaded<BoardDetailResponse>> {
  return load(boardPostResource, { code, postCode }, options);
}

/** The edit form always starts from the server's copy (and learns whether the member wrote it). */
export function loadPostForEdit(code: string, postCode: number, options: Preload = {}): Promise<Loaded<BoardDetailResponse>> {
  return load(boardPostResource, { code, postCode }, { store: false, ...options });
}

/** After a write, the member's next look must not show an old copy. */
export function forgetPost(code: string, postCode: number): Promise<void> {
  return forgetStored(boardPostResource, { code, postCode });
}

/** The loader's answer, replaced by the stored copy when a refresh lands (previews stay as loaded). */
export function useBoardList(params: BoardListParams, initial: Loaded<BoardListResponse>): Loaded<BoardListResponse> {
  return useLoaded(boardListResource, params, initial, { live: !params.preview });
}

export function useBoardPost(params: BoardPostParams, initial: Loaded<BoardDetailResponse>): Loaded<BoardDetailResponse> {
  return useLoaded(boardPostResource, params, initial);
}

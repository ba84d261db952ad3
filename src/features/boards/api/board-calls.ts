import * as v from 'valibot';
import {
  BoardDetailResponse,
  BoardListResponse,
  BoardWriteResponse,
  type BoardInsertRequest,
  type BoardUpdateRequest,
} from '../../../../contract/board';
import { MANAGE_CODE } from '../../../../contract/constants';
import { IDEMPOTENCY_HEADER } from '../../../../contract/constants';
import { answerOf, mapAnswer } from '../../../data/answer';
import { queueWrite } from '../../../data/outbox';
import type { FetchAnswer } from '../../../data/resource';
import { getDefaultBase, joinPath, request } from '../../../lib/http/client';
import type { BoardQuery } from '../model/board-query';
import { cleanBoardDetail, cleanBoardList } from '../model/board-text';

/**
 * POST {base}/selectboardlist; an unknown board answers 404 (the error page). `quiet`: a
 * background refresh, with no overlay and never the error page.
 */
export async function selectBoardList(code: string, query: BoardQuery, options: { preview: boolean; previewToken?: string; quiet: boolean }): Promise<FetchAnswer<BoardListResponse>> {
  const result = await request({
    path: 'selectboardlist',
    body: { manage_code: MANAGE_CODE, board_code: code, search_type: query.type, keyword: query.q, page: query.page, size: 10, preview_yn: options.preview ? 'Y' : 'N', ...(options.preview && options.previewToken ? { preview_token: options.previewToken } : {}) },
    schema: BoardListResponse,
    loading: !options.quiet,
    errorPage: !options.quiet,
  });
  return mapAnswer(answerOf(result), cleanBoardList);
}

/** POST {base}/selectboarddetail (counts a view). */
export async function selectBoardDetail(code: string, postCode: number, options: { quiet: boolean }): Promise<FetchAnswer<BoardDetailResponse>> {
  const result = await request({
    path: 'selectboarddetail',
    body: { manage_code: MANAGE_CODE, board_code: code, post_code: postCode },
    schema: BoardDetailResponse,
    loading: !options.quiet,
    errorPage: !options.quiet,
  });
  return mapAnswer(answerOf(result), cleanBoardDetail);
}

/** The outbox's kind for a post written offline. */
export const BOARD_POST_KIND = 'board-post';

export type WriteAnswer =
  | { kind: 'ok'; postCode: number }
  /** `field`: the server named the field at fault (its message is shown beside it). */
  | { kind: 'refused'; message: string; field?: 'title' | 'content' }
  | { kind: 'offline' }
  /** Kept in the outbox under `requestId`: sent by itself when the network returns. */
  | { kind: 'queued'; requestId: string };

const ErrorBody = v.object({ RESULT_MESSAGE: v.string(), FIELD: v.optional(v.string()) });

async function write(path: 'insertboard' | 'updateboard', body: BoardInsertRequest | BoardUpdateRequest, requestId?: string): Promise<WriteAnswer> {
  const result = await request({
    path,
    body,
    schema: BoardWriteResponse,
    loading: true,
    errorPage: false,
    ...(requestId ? { headers: { [IDEMPOTENCY_HEADER]: requestId } } : {}),
  });
  if (result.success && result.data) {
    // An update's answer may leave out POST_CODE (read as 0): the post is the one that was sent.
    const postCode = result.data.POST_CODE || ('post_code' in body ? body.post_code : 0);
    return result.data.RESULT === 'SUCCESS' ? { kind: 'ok', postCode } : { kind: 'refused', message: result.data.RESULT_MESSAGE };
  }
  if (result.error?.kind === 'network') return { kind: 'offline' };
  const parsed = v.safeParse(ErrorBody, result.error?.body);
  if (!parsed.success) return { kind: 'refused', message: '글을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.' };
  const field = parsed.output.FIELD;
  if (field === 'title' || field === 'content') {
    // The envelope's message names the field for API callers ('… (title)'); beside the field it need not.
    return { kind: 'refused', message: parsed.output.RESULT_MESSAGE.replace(` (${field})`, ''), field };
  }
  return { kind: 'refused', message: parsed.output.RESULT_MESSAGE };
}

/**
 * POST {base}/insertboard (members; plain text). Offline, the post waits in the outbox with the
 * same idempotency key as this attempt, so it is published exactly once.
 */
export async function insertPost(body: BoardInsertRequest): Promise<WriteAnswer> {
  const requestId = crypto.randomUUID();
  const answer = navigator.onLine ? await write('insertboard', body, requestId) : ({ kind: 'offline' } as const);
  if (answer.kind !== 'offline') return answer;
  await queueWrite(BOARD_POST_KIND, joinPath(getDefaultBase(), 'insertboard'), body, requestId);
  return { kind: 'queued', requestId };
}

/** POST {base}/updateboard (the author only; the server checks). */
export function updatePost(body: BoardUpdateRequest): Promise<WriteAnswer> {
  return write('updateboard', body);
}

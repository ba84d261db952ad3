import type { Context, Handler } from 'hono';
import {
  BoardDetailRequest,
  type BoardDetailResponse,
  BoardInsertRequest,
  BoardListRequest,
  type BoardListResponse,
  BoardUpdateRequest,
  type BoardWriteResponse,
} from '../../contract/board';
import { type Auth, currentSession, requireMember } from '../auth/auth';
import type { PreviewTokens } from '../auth/preview-token';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { SlidingWindowLimiter, type WindowLimits } from '../http/rate-limit';
import { sanitizeLine, sanitizeText } from '../http/sanitize';
import { idempotencyCall, withIdempotency } from '../http/idempotency';
import { parseRequest } from '../http/validate';
import {
  type Board,
  boardInfo,
  findBoard,
  findPost,
  insertMemberPost,
  listPosts,
  neighbours,
  postWriter,
  updateMemberPost,
} from '../repositories/board-repository';

export const BOARD_MESSAGES = {
  unknownBoard: '존재하지 않는 게시판입니다.',
  unknownPost: '존재하지 않는 게시글입니다.',
  readOnly: '이 게시판에는 글을 쓸 수 없습니다.',
  notAuthor: '작성자만 수정할 수 있습니다.',
  tooMany: '잠시 후 다시 시도해 주세요.',
  emptyTitle: '제목을 입력해 주세요.',
  emptyContent: '내용을 입력해 주세요.',
} as const;

/** Writes (new posts and edits) per member: ten in any ten minutes. */
export const DEFAULT_WRITE_LIMITS: WindowLimits = { max: 10, windowMs: 10 * 60 * 1000 };

/** Answers that depend on who asks, or record a write: no cache may keep them. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** The board, or 404: the client shows its not-found page for an unknown board. */
async function requireBoard(db: Queryable, manageCode: string, boardCode: string): Promise<Board> {
  const board = await findBoard(db, manageCode, boardCode);
  if (!board) throw new HttpError(404, BOARD_MESSAGES.unknownBoard);
  return board;
}

/** POST /gglib/selectboardlist: one page of a board, pinned posts on top of page 1. */
export const selectBoardList =
  (db: Queryable, previews: PreviewTokens, now: () => number): Handler =>
  async (c) => {
    const request = await parseRequest(c, BoardListRequest);
    const board = await requireBoard(db, request.manage_code, request.board_code);
    const { pinned, rows, total, pinnedTotal } = await listPosts(db, {
      board,
      searchType: request.search_type,
      keyword: request.keyword,
      page: request.page,
      size: request.size,
      includeDrafts: request.preview_yn === 'Y' && previews.verify({ kind: 'board', code: board.BOARD_CODE }, request.preview_token, now()),
    });
    const list = [...pinned, ...rows];
    const body: BoardListResponse = {
      RESULT_INFO: 'SUCCESS',
      RESULT: list.length > 0 ? 'SUCCESS' : 'NO_DATA',
      BOARD: boardInfo(board),
      LIST: list,
      TOTAL_COUNT: total,
      PINNED_COUNT: pinnedTotal,
      PAGE: request.page,
      SIZE: request.size,
    };
    return c.json(body);
  };

/**
 * POST /gglib/selectboarddetail: one post with its neighbours; counts a view. Reading is public;
 * a session only decides MINE_YN.
 */
export const selectBoardDetail =
  (auth: Auth, previews: PreviewTokens): Handler =>
  async (c) => {
    const request = await parseRequest(c, BoardDetailRequest);
    const board = await requireBoard(auth.db, request.manage_code, request.board_code);
    // Drafts only through a signed preview link of this board (issue 18); otherwise as N.
    const preview = request.preview_yn === 'Y' && previews.verify({ kind: 'board', code: board.BOARD_CODE }, request.preview_token, auth.now());
    const session = await currentSession(c, auth);
    const found = await findPost(auth.db, board, request.post_code, {
      includeDrafts: preview,
      countView: !preview,
      viewerMemberId: session?.member.id ?? null,
    });
    const around = found ? await neighbours(auth.db, board.BOARD_CODE, request.post_code) : null;
    const body: BoardDetailResponse = {
      RESULT_INFO: 'SUCCESS',
      RESULT: found ? 'SUCCESS' : 'NO_DATA',
      BOARD: boardInfo(board),
      POST: found?.post ?? null,
      PREV: around?.prev ?? null,
      NEXT: around?.next ?? null,
    };
    return c.json(body, 200, NO_STORE);
  };

/** A writable board of the site, or 404 / 403. */
async function requireWritableBoard(db: Queryable, manageCode: string, boardCode: string): Promise<Board> {
  const board = await requireBoard(db, manageCode, boardCode);
  if (board.WRITE_YN !== 'Y') throw new HttpError(403, BOARD_MESSAGES.readOnly);
  return board;
}

/** Title and text as stored: plain text without control characters; empty after that is a 400. */
function cleanPost(request: { title: string; content: string }): { title: string; body: string } {
  const title = sanitizeLine(request.title);
  const body = sanitizeText(request.content);
  if (title === '') throw new HttpError(400, `${BOARD_MESSAGES.emptyTitle} (title)`, 'title');
  if (body === '') throw new HttpError(400, `${BOARD_MESSAGES.emptyContent} (content)`, 'content');
  return { title, body };
}

async function takeWrite(limiter: SlidingWindowLimiter, memberId: number): Promise<void> {
  const decision = await limiter.take(`member:${memberId}`);
  if (!decision.allowed) {
    throw new HttpError(429, BOARD_MESSAGES.tooMany, undefined, { 'Retry-After': String(decision.retryAfterSeconds) });
  }
}

const written = (c: Context, postCode: number) => {
  const body: BoardWriteResponse = { RESULT: 'SUCCESS', POST_CODE: postCode, RESULT_MESSAGE: '' };
  return c.json(body, 200, NO_STORE);
};

/** POST /gglib/insertboard: a member's new post, as plain text. */
export const insertBoard =
  (auth: Auth, limiter: SlidingWindowLimiter): Handler =>
  async (c, next) => {
    const request = await parseRequest(c, BoardInsertRequest);
    const { member } = await requireMember(c, auth, request.user_key);
    // Checked after the session: a key is the member's own (docs/api.md "Idempotency").
    const run: Handler = async (inner) => {
      const board = await requireWritableBoard(auth.db, request.manage_code, request.board_code);
      const { title, body } = cleanPost(request);
      await takeWrite(limiter, member.id);
      const postCode = await insertMemberPost(auth.db, {
        boardCode: board.BOARD_CODE,
        title,
        body,
        memberId: member.id,
        writerName: member.name,
        now: auth.now(),
      });
      return written(inner, postCode);
    };
    return withIdempotency(auth.db, idempotencyCall('insertboard', { memberId: member.id }), run)(c, next);
  };

/** POST /gglib/updateboard: the author's edit of their own post. */
export const updateBoard =
  (auth: Auth, limiter: SlidingWindowLimiter): Handler =>
  async (c) => {
    const request = await parseRequest(c, BoardUpdateRequest);
    const { member } = await requireMember(c, auth, request.user_key);
    const board = await requireWritableBoard(auth.db, request.manage_code, request.board_code);
    const writer = await postWriter(auth.db, board.BOARD_CODE, request.post_code);
    if (!writer) throw new HttpError(404, BOARD_MESSAGES.unknownPost);
    if (writer.writerMemberId !== member.id) throw new HttpError(403, BOARD_MESSAGES.notAuthor);
    const { title, body } = cleanPost(request);
    await takeWrite(limiter, member.id);
    const edit = { boardCode: board.BOARD_CODE, postCode: request.post_code, memberId: member.id, title, body };
    if (!(await updateMemberPost(auth.db, { ...edit, now: auth.now() }))) {
      throw new HttpError(404, BOARD_MESSAGES.unknownPost);
    }
    return written(c, request.post_code);
  };

/** The four board calls, sharing one write limiter. */
export function boardCalls(auth: Auth, previews: PreviewTokens, limits: WindowLimits = DEFAULT_WRITE_LIMITS): Record<string, Handler> {
  const limiter = new SlidingWindowLimiter(limits, auth.now, auth.events, 'board');
  return {
    '/selectboardlist': selectBoardList(auth.db, previews, auth.now),
    '/selectboarddetail': selectBoardDetail(auth, previews),
    '/insertboard': insertBoard(auth, limiter),
    '/updateboard': updateBoard(auth, limiter),
  };
}

import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import {
  BOARD_TITLE_MAX,
  BoardDetailResponse,
  BoardListResponse,
  BoardWriteResponse,
  type PostSummary,
} from '../../contract/board';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { createApp } from '../app';
import { previewTokens } from '../auth/preview-token';
import type { Db } from '../db/db';
import { containsPattern, maskName } from '../repositories/board-repository';
import { MemberClient } from '../testing/member-client';
import { openSeededTestDb } from '../testing/test-db';
import { BOARD_MESSAGES } from './board';

/** Seeded as of Tuesday 2026-03-10 12:00 in Seoul; the app's clock runs an hour later. */
const SEED_NOW = Date.parse('2026-03-10T03:00:00Z');
const clock = { now: SEED_NOW + 60 * 60 * 1000 };

let db: Db;
let app: ReturnType<typeof createApp>;
const PREVIEW_SECRET = randomBytes(32);
const boardToken = (code: string, at = clock.now) => previewTokens(PREVIEW_SECRET).sign({ kind: 'board', code }, at);
let anonymous: MemberClient;
let one: MemberClient;
let two: MemberClient;
let three: MemberClient;
let user1: SessionUser;
let user2: SessionUser;
let user3: SessionUser;

beforeAll(async () => {
  db = await openSeededTestDb({ now: SEED_NOW });
  app = createApp({ db, distDir: '/nonexistent-dist', auth: { now: () => clock.now }, previewSecret: PREVIEW_SECRET });
  anonymous = new MemberClient(app);
  [one, two, three] = [new MemberClient(app), new MemberClient(app), new MemberClient(app)];
  user1 = (await one.login('member1')).USER_DATA;
  user2 = (await two.login('member2')).USER_DATA;
  user3 = (await three.login('member3')).USER_DATA;
});
afterAll(() => db.close());

const base = { manage_code: MANAGE_CODE };

async function list(body: Record<string, unknown>, client = anonymous) {
  const response = await client.post('/gglib/selectboardlist', { ...base, ...body });
  expect(response.status).toBe(200);
  return v.parse(BoardListResponse, await response.json());
}

async function detail(board_code: string, post_code: number, client = anonymous, extra: Record<string, unknown> = {}) {
  const response = await client.post('/gglib/selectboarddetail', { ...base, board_code, post_code, ...extra });
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return v.parse(BoardDetailResponse, await response.json());
}

async function expectFail(response: Response, status: number, message: string | RegExp, field?: string) {
  expect(response.status).toBe(status);
  const body = v.parse(ErrorEnvelope, await response.json());
  expect(body.RESULT_CODE).toBe(status);
  if (typeof message === 'string') expect(body.RESULT_MESSAGE).toBe(message);
  else expect(body.RESULT_MESSAGE).toMatch(message);
  expect(body.FIELD).toBe(field);
  return body;
}

const write = (client: MemberClient, user: SessionUser, body: Record<string, unknown>) =>
  client.post('/gglib/insertboard', { ...base, user_key: user.USER_KEY, board_code: 'free', ...body });

async function writeOk(client: MemberClient, user: SessionUser, body: Record<string, unknown>): Promise<number> {
  const response = await write(client, user, body);
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const answer = v.parse(BoardWriteResponse, await response.json());
  expect(answer).toMatchObject({ RESULT: 'SUCCESS', RESULT_MESSAGE: '' });
  return answer.POST_CODE;
}

const codes = (items: PostSummary[]) => items.map((p) => p.POST_CODE);

describe('POST /gglib/selectboardlist', () => {
  it('answers the board, its pinned notices and the newest page with the total for paging', async () => {
    const body = await list({ board_code: 'notice' });
    expect(body).toMatchObject({ RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', PAGE: 1, SIZE: 10 });
    expect(body.BOARD).toEqual({
      BOARD_CODE: 'notice',
      BOARD_NAME: '공지사항',
      BOARD_DESC: '도서관 운영과 서비스에 관한 알림을 전해 드립니다.',
      WRITE_YN: 'N',
      SHOW_WRITER_YN: 'N',
    });
    const pinned = body.LIST.filter((p) => p.NOTICE_YN === 'Y');
    expect(body.LIST.slice(0, 2)).toEqual(pinned);
    expect(pinned.map((p) => p.TITLE)).toEqual(['모바일 회원증 이용 안내', '경기도서관 이용시간 및 정기 휴관일 안내']);
    const rows = body.LIST.slice(2);
    expect(rows).toHaveLength(10);
    expect(rows.map((p) => p.CREATED_AT)).toEqual([...rows.map((p) => p.CREATED_AT)].sort().reverse());
    expect(body.TOTAL_COUNT).toBeGreaterThanOrEqual(25);
    for (const post of body.LIST) {
      expect(post.WRITER).toBe('경기도서관');
      expect(post.CREATED_AT).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(body.LIST.some((p) => p.ATTACH_COUNT > 0)).toBe(true);
  });

  it('pages the rest without repeating pinned posts; their pages add up to TOTAL_COUNT', async () => {
    const first = await list({ board_code: 'notice', size: 10 });
    const seen: number[] = codes(first.LIST.filter((p) => p.NOTICE_YN === 'N'));
    const pages = Math.ceil(first.TOTAL_COUNT / 10);
    for (let page = 2; page <= pages; page += 1) {
      const next = await list({ board_code: 'notice', size: 10, page });
      expect(next.PAGE).toBe(page);
      expect(next.TOTAL_COUNT).toBe(first.TOTAL_COUNT);
      // The pinned posts are listed on page 1 only, and counted on every page.
      expect(next.PINNED_COUNT).toBe(2);
      expect(next.LIST.every((p) => p.NOTICE_YN === 'N')).toBe(true);
      seen.push(...codes(next.LIST));
    }
    expect(seen).toHaveLength(first.TOTAL_COUNT);
    expect(new Set(seen).size).toBe(seen.length);
    const beyond = await list({ board_code: 'notice', page: pages + 1 });
    expect(beyond).toMatchObject({ RESULT: 'NO_DATA', LIST: [], TOTAL_COUNT: first.TOTAL_COUNT });
    const all = await list({ board_code: 'notice', size: 30 });
    expect(all.LIST).toHaveLength(first.TOTAL_COUNT + 2);
    expect(first.PINNED_COUNT).toBe(2);
  });

  it('counts the pinned posts a search matches apart from the paged ones', async () => {
    const found = await list({ board_code: 'notice', keyword: '휴관' });
    const pinned = found.LIST.filter((p) => p.NOTICE_YN === 'Y');
    expect(pinned.map((p) => p.TITLE)).toEqual(['경기도서관 이용시간 및 정기 휴관일 안내']);
    expect(found.PINNED_COUNT).toBe(1);
    expect(found.TOTAL_COUNT).toBe(found.LIST.length - 1);
  });

  it('shows the draft only with preview_yn Y and the board’s signed preview token (issue 18)', async () => {
    const title = '방학 독서교실 운영 계획(내부 검토 중)';
    const normal = await list({ board_code: 'notice', size: 30 });
    expect(normal.LIST.map((p) => p.TITLE)).not.toContain(title);
    for (const bad of [undefined, 'x', boardToken('free'), boardToken('notice', clock.now - 8 * 24 * 3600 * 1000)]) {
      const refused = await list({ board_code: 'notice', size: 30, preview_yn: 'Y', ...(bad === undefined ? {} : { preview_token: bad }) });
      expect(refused.LIST.map((p) => p.TITLE), String(bad)).not.toContain(title);
    }
    const preview = await list({ board_code: 'notice', size: 30, preview_yn: 'Y', preview_token: boardToken('notice') });
    expect(preview.LIST.map((p) => p.TITLE)).toContain(title);
    expect(preview.TOTAL_COUNT).toBe(normal.TOTAL_COUNT + 1);
  });

  it('404 for a board the site does not have', async () => {
    await expectFail(await anonymous.post('/gglib/selectboardlist', { ...base, board_code: 'nosuch' }), 404, '존재하지 않는 게시판입니다.');
    await expectFail(
      await anonymous.post('/gglib/selectboardlist', { manage_code: '999999', board_code: 'notice' }),
      404,
      BOARD_MESSAGES.unknownBoard,
    );
  });

  it('400 with a Korean message for a malformed board code, page size or keyword', async () => {
    await expectFail(await anonymous.post('/gglib/selectboardlist', { ...base, board_code: 'Notice!' }), 400, /board_code/, 'board_code');
    await expectFail(await anonymous.post('/gglib/selectboardlist', { ...base, board_code: 'notice', size: 15 }), 400, /size 값은 10, 20, 30 중 하나/, 'size');
    await expectFail(
      await anonymous.post('/gglib/selectboardlist', { ...base, board_code: 'notice', keyword: '가'.repeat(51) }),
      400,
      '검색어는 50자 이하로 입력해 주세요. (keyword)',
      'keyword',
    );
  });

  it('searches by title, content, writer and all (title or content)', async () => {
    const titles = async (search_type: string, keyword: string, board_code = 'notice') =>
      (await list({ board_code, search_type, keyword, size: 30 })).LIST.map((p) => p.TITLE);
    expect(await titles('title', '상호대차')).toEqual(['상호대차 서비스 이용 안내']);
    // Only in a body: the Wi-Fi notice names its network.
    expect(await titles('title', 'GGLIB_Free')).toEqual([]);
    expect(await titles('content', 'gglib_free')).toEqual(['무선 인터넷(Wi-Fi) 이용 안내']);
    expect(await titles('all', 'GGLIB_Free')).toEqual(['무선 인터넷(Wi-Fi) 이용 안내']);
    expect((await titles('all', '상호대차')).length).toBeGreaterThan(1);
    expect(await titles('writer', '경기도서관')).toHaveLength((await list({ board_code: 'notice', size: 30 })).LIST.length);
    // Writers are searched as readers see them: a member's full name reveals nothing.
    const byFullName = await list({ board_code: 'free', search_type: 'writer', keyword: '홍길동', size: 30 });
    expect(byFullName.LIST).toEqual([]);
    const byShownName = await list({ board_code: 'free', search_type: 'writer', keyword: '홍*동', size: 30 });
    expect(byShownName.LIST.length).toBeGreaterThan(0);
    expect(new Set(byShownName.LIST.map((p) => p.WRITER))).toEqual(new Set(['홍*동']));
    const none = await list({ board_code: 'notice', keyword: '존재하지않는검색어' });
    expect(none).toMatchObject({ RESULT: 'NO_DATA', LIST: [], TOTAL_COUNT: 0 });
  });

  it('takes %, _ and \\ in a keyword literally', async () => {
    const percent = await writeOk(two, user2, { title: '독서 마라톤 100% 완주 후기', content: '한 달에 열 권 읽기에 성공했습니다.' });
    const underscore = await writeOk(two, user2, { title: '파일 이름 book_list 공유', content: '읽은 책 목록을 정리했어요. 경로는 C:\\책\\목록 입니다.' });
    const found = async (search_type: string, keyword: string) =>
      codes((await list({ board_code: 'free', search_type, keyword, size: 30 })).LIST);
    expect(await found('title', '%')).toEqual([percent]);
    expect(await found('title', '100%')).toEqual([percent]);
    expect(await found('title', '_')).toEqual([underscore]);
    expect(await found('title', 'k_l')).toEqual([underscore]);
    expect(await found('content', '\\')).toEqual([underscore]);
    expect(await found('all', '%_')).toEqual([]);
  });
});

describe('POST /gglib/selectboarddetail', () => {
  it('answers the post, counts a view each time and links the neighbours by date', async () => {
    const page = (await list({ board_code: 'notice' })).LIST.filter((p) => p.NOTICE_YN === 'N');
    const [newer, middle, older] = [page[0], page[1], page[2]];
    if (!newer || !middle || !older) throw new Error('seed has too few notices');
    const first = await detail('notice', middle.POST_CODE);
    expect(first).toMatchObject({ RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS' });
    expect(first.BOARD.BOARD_CODE).toBe('notice');
    expect(first.POST).toMatchObject({
      POST_CODE: middle.POST_CODE,
      TITLE: middle.TITLE,
      BOARD_CODE: 'notice',
      BODY_FORMAT: 'markdown',
      WRITER: '경기도서관',
      MINE_YN: 'N',
      UPDATED_AT: '',
      ANSWER: '',
      VIEW_COUNT: middle.VIEW_COUNT + 1,
    });
    expect(first.PREV).toEqual({ POST_CODE: older.POST_CODE, TITLE: older.TITLE });
    expect(first.NEXT).toEqual({ POST_CODE: newer.POST_CODE, TITLE: newer.TITLE });
    const second = await detail('notice', middle.POST_CODE);
    expect(second.POST?.VIEW_COUNT).toBe(middle.VIEW_COUNT + 2);
  });

  it('lists attachments with their download paths and sizes', async () => {
    const [loan] = (await list({ board_code: 'notice', search_type: 'title', keyword: '상호대차' })).LIST;
    const answer = await detail('notice', loan?.POST_CODE ?? 0);
    expect(answer.POST?.ATTACHMENTS).toEqual([
      expect.objectContaining({ FILE_NAME: '상호대차 서비스 이용 안내.txt', FILE_URL: '/uploads/board/interlibrary-loan-guide.txt' }),
    ]);
    expect(answer.POST?.ATTACHMENTS[0]?.FILE_SIZE).toBeGreaterThan(500);
    expect(answer.POST?.ATTACH_COUNT).toBe(1);
  });

  it('answers a qna post with its markdown answer', async () => {
    const qna = await list({ board_code: 'qna', size: 30 });
    const answered = qna.LIST.filter((p) => p.ANSWERED_YN === 'Y');
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(qna.LIST.some((p) => p.ANSWERED_YN === 'N')).toBe(true);
    const post = (await detail('qna', answered[0]?.POST_CODE ?? 0)).POST;
    expect(post?.ANSWER).toMatch(/\*\*|^- /m);
    expect(post?.BODY_FORMAT).toBe('text');
  });

  it('NO_DATA with POST null for a missing post, another board’s post or a draft (unless preview)', async () => {
    const empty = { RESULT: 'NO_DATA', POST: null, PREV: null, NEXT: null };
    expect(await detail('notice', 999_999)).toMatchObject(empty);
    const news = (await list({ board_code: 'news' })).LIST[0]?.POST_CODE ?? 0;
    expect(await detail('notice', news)).toMatchObject(empty);
    const [draft] = await db.query<{ post_code: number; view_count: number }>(
      `SELECT post_code, view_count FROM posts WHERE published_yn = 'N'`,
    );
    expect(await detail('notice', draft?.post_code ?? 0)).toMatchObject(empty);
    expect(await detail('notice', draft?.post_code ?? 0, anonymous, { preview_yn: 'Y' })).toMatchObject(empty);
    const preview = await detail('notice', draft?.post_code ?? 0, anonymous, { preview_yn: 'Y', preview_token: boardToken('notice') });
    expect(preview.POST).toMatchObject({ POST_CODE: draft?.post_code, VIEW_COUNT: draft?.view_count });
  });

  it('404 for an unknown board', async () => {
    await expectFail(
      await anonymous.post('/gglib/selectboarddetail', { ...base, board_code: 'nosuch', post_code: 1 }),
      404,
      BOARD_MESSAGES.unknownBoard,
    );
  });
});

describe('POST /gglib/insertboard and /gglib/updateboard', () => {
  it('a member’s post appears first in the list with the name masked, as plain text and MINE_YN Y', async () => {
    const code = await writeOk(one, user1, { title: '  주말 오전 열람실 이용 후기  ', content: '토요일 아침에는 자리가 넉넉했어요.\r\n추천합니다!' });
    const top = (await list({ board_code: 'free' })).LIST[0];
    expect(top).toMatchObject({ POST_CODE: code, TITLE: '주말 오전 열람실 이용 후기', WRITER: '홍*동', NOTICE_YN: 'N', ATTACH_COUNT: 0 });
    const mine = await detail('free', code, one);
    expect(mine.POST).toMatchObject({ BODY: '토요일 아침에는 자리가 넉넉했어요.\n추천합니다!', BODY_FORMAT: 'text', MINE_YN: 'Y' });
    expect((await detail('free', code, two)).POST?.MINE_YN).toBe('N');
    expect((await detail('free', code)).POST?.MINE_YN).toBe('N');
    const byKim = await writeOk(two, user2, { title: '김경기입니다', content: '반갑습니다.' });
    expect((await detail('free', byKim)).POST?.WRITER).toBe('김*기');
  });

  it('stores markup verbatim as text: the server never turns a body into HTML', async () => {
    const script = '<script>alert(1)</script>';
    const code = await writeOk(one, user1, { title: '<b>굵게</b>', content: script });
    const post = (await detail('free', code)).POST;
    expect(post).toMatchObject({ TITLE: '<b>굵게</b>', BODY: script, BODY_FORMAT: 'text' });
    const [row] = await db.query<{ body: string; body_format: string }>('SELECT body, body_format FROM posts WHERE post_code = $1', [code]);
    expect(row).toEqual({ body: script, body_format: 'text' });
  });

  it('strips control characters (keeping line feeds and tabs in the body) and normalises line ends', async () => {
    const code = await writeOk(one, user1, {
      title: '제목\u0001에\t탭과\n줄바꿈\u202E',
      content: '\u0007첫 줄\r\n둘째\t줄\r셋째 줄\u001b[31m\u009b\u2066 끝\u0002  ',
    });
    const post = (await detail('free', code)).POST;
    expect(post?.TITLE).toBe('제목에 탭과 줄바꿈');
    expect(post?.BODY).toBe('첫 줄\n둘째\t줄\n셋째 줄[31m 끝');
  });

  it('400 with a Korean message for an oversize title or a body that is empty once cleaned', async () => {
    await expectFail(
      await write(one, user1, { title: '가'.repeat(BOARD_TITLE_MAX + 1), content: '내용' }),
      400,
      '제목은 200자 이하로 입력해 주세요. (title)',
      'title',
    );
    await expectFail(await write(one, user1, { title: '제목', content: '   ' }), 400, '내용을 입력해 주세요. (content)', 'content');
    await expectFail(await write(one, user1, { title: '제목', content: '\u0002\u0001' }), 400, '내용을 입력해 주세요. (content)', 'content');
    await expectFail(await write(one, user1, { title: '\u202E', content: '내용' }), 400, '제목을 입력해 주세요. (title)', 'title');
  });

  it('401 without a session, 403 with another member’s user_key or on a read-only board, 404 on an unknown board', async () => {
    const post = { title: '제목', content: '내용' };
    await expectFail(await write(anonymous, user1, post), 401, '로그인이 필요합니다.');
    await expectFail(await write(two, user1, post), 403, '다른 회원의 정보는 조회할 수 없습니다.');
    await expectFail(await write(one, user1, { ...post, board_code: 'notice' }), 403, '이 게시판에는 글을 쓸 수 없습니다.');
    await expectFail(await write(one, user1, { ...post, board_code: 'nosuch' }), 404, BOARD_MESSAGES.unknownBoard);
    // qna takes members' questions too.
    const question = await writeOk(one, user1, { ...post, board_code: 'qna', title: '예약 도서 보관 기간이 궁금합니다' });
    expect((await detail('qna', question)).POST).toMatchObject({ WRITER: '홍*동', ANSWERED_YN: 'N', ANSWER: '' });
  });

  it('lets the author edit, and refuses everyone else with 403', async () => {
    const code = await writeOk(one, user1, { title: '수정 전 제목', content: '수정 전 내용' });
    const update = (client: MemberClient, user: SessionUser, body: Record<string, unknown> = {}) =>
      client.post('/gglib/updateboard', {
        ...base,
        user_key: user.USER_KEY,
        board_code: 'free',
        post_code: code,
        title: '수정한 제목',
        content: '수정한 <i>내용</i>\r\n',
        ...body,
      });
    clock.now += 60_000;
    const response = await update(one, user1);
    expect(response.status).toBe(200);
    expect(v.parse(BoardWriteResponse, await response.json())).toEqual({ RESULT: 'SUCCESS', POST_CODE: code, RESULT_MESSAGE: '' });
    const post = (await detail('free', code, one)).POST;
    expect(post).toMatchObject({ TITLE: '수정한 제목', BODY: '수정한 <i>내용</i>', BODY_FORMAT: 'text', MINE_YN: 'Y' });
    expect(post?.UPDATED_AT).toBe(new Date(clock.now).toISOString());

    await expectFail(await update(two, user2), 403, '작성자만 수정할 수 있습니다.');
    await expectFail(await update(anonymous, user1), 401, '로그인이 필요합니다.');
    await expectFail(await update(two, user1), 403, '다른 회원의 정보는 조회할 수 없습니다.');
    await expectFail(await update(one, user1, { post_code: 999_999 }), 404, BOARD_MESSAGES.unknownPost);
    await expectFail(await update(one, user1, { board_code: 'qna' }), 404, BOARD_MESSAGES.unknownPost);
    const [libraryQuestion] = await db.query<{ post_code: number }>(
      `SELECT post_code FROM posts WHERE board_code = 'qna' AND writer_member_id IS NULL LIMIT 1`,
    );
    await expectFail(await update(one, user1, { board_code: 'qna', post_code: libraryQuestion?.post_code }), 403, BOARD_MESSAGES.notAuthor);
    expect((await detail('free', code)).POST?.TITLE).toBe('수정한 제목');
  });

  it('429 after ten writes in ten minutes by one member, free again once the window has passed', async () => {
    for (let n = 1; n <= 10; n += 1) await writeOk(three, user3, { title: `연속 글 ${n}`, content: '내용' });
    const refused = await write(three, user3, { title: '열한 번째', content: '내용' });
    await expectFail(refused, 429, '잠시 후 다시 시도해 주세요.');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Other members are not affected.
    await writeOk(two, user2, { title: '다른 회원의 글', content: '내용' });
    clock.now += 10 * 60 * 1000 + 1000;
    await writeOk(three, user3, { title: '열한 번째', content: '내용' });
  });
});

describe('helpers', () => {
  it('masks names: first and last character kept, two-character names keep the first', () => {
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskName('김경기')).toBe('김*기');
    expect(maskName('김철')).toBe('김*');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('이')).toBe('이');
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

import type { Attachment, BoardInfo, Post, PostSummary } from '../../contract/board';
import type { YesNo } from '../../contract/envelope';
import type { Queryable } from '../db/db';

export type SearchType = 'all' | 'title' | 'content' | 'writer';

export interface Board extends BoardInfo {
  /** The site's name: the writer shown for the library's posts. */
  libraryName: string;
}

/** The board, or null when the site has no board of that code. */
export async function findBoard(db: Queryable, manageCode: string, boardCode: string): Promise<Board | null> {
  const [row] = await db.query<{
    board_code: string;
    name: string;
    description: string;
    write_yn: YesNo;
    show_writer_yn: YesNo;
    library_name: string;
  }>(
    `SELECT b.board_code, b.name, b.description, b.write_yn, b.show_writer_yn, l.name AS library_name
       FROM boards b JOIN libraries l ON l.manage_code = b.manage_code
      WHERE b.manage_code = $1 AND b.board_code = $2`,
    [manageCode, boardCode],
  );
  if (!row) return null;
  return {
    BOARD_CODE: row.board_code,
    BOARD_NAME: row.name,
    BOARD_DESC: row.description,
    WRITE_YN: row.write_yn,
    SHOW_WRITER_YN: row.show_writer_yn,
    libraryName: row.library_name,
  };
}

export const boardInfo = ({ libraryName: _libraryName, ...info }: Board): BoardInfo => info;

/** 홍길동 → 홍*동, 남궁민수 → 남**수, 김철 → 김*; a single character stays as it is. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0] ?? ''}*`;
  return `${chars[0] ?? ''}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1] ?? ''}`;
}

/** A LIKE pattern that finds keyword anywhere, its own %, _ and \ taken literally. */
export const containsPattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface SummaryRow {
  post_code: number;
  title: string;
  writer_member_id: number | null;
  writer_name: string;
  created_at: string;
  view_count: number;
  notice_yn: YesNo;
  attach_count: number;
  answered: boolean;
}

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SUMMARY_COLUMNS = `p.post_code, p.title, p.writer_member_id, p.writer_name, ${ISO('p.created_at')} AS created_at,
  p.view_count, p.notice_yn, p.answer <> '' AS answered,
  (SELECT count(*)::int FROM post_attachments a WHERE a.post_code = p.post_code) AS attach_count`;

const writerOf = (row: Pick<SummaryRow, 'writer_member_id' | 'writer_name'>, libraryName: string): string =>
  row.writer_member_id === null ? libraryName : maskName(row.writer_name);

const toSummary = (row: SummaryRow, libraryName: string): PostSummary => ({
  POST_CODE: row.post_code,
  TITLE: row.title,
  WRITER: writerOf(row, libraryName),
  CREATED_AT: row.created_at,
  VIEW_COUNT: row.view_count,
  NOTICE_YN: row.notice_yn,
  ATTACH_COUNT: row.attach_count,
  ANSWERED_YN: row.answered ? 'Y' : 'N',
});

export interface ListQuery {
  board: Board;
  searchType: SearchType;
  keyword: string;
  page: number;
  size: number;
  includeDrafts: boolean;
}

export interface PostPage {
  /** Pinned posts matching the search; only asked for on page 1. */
  pinned: PostSummary[];
  /** The page of the other posts, newest first. */
  rows: PostSummary[];
  /** How many other (not pinned) posts match: the pages are ceil(total / size). */
  total: number;
  /** How many pinned posts match (on every page, though they are listed on page 1 only). */
  pinnedTotal: number;
}

/**
 * The writer as readers see it: the library's name for its posts, the masked name (홍*동) for a
 * member's (the same rule as maskName). Writer search matches only this, so typing someone's
 * full name cannot reveal which masked posts are theirs. $LIBRARY is replaced by a parameter.
 */
const SHOWN_WRITER = `CASE WHEN p.writer_member_id IS NULL THEN $LIBRARY
  WHEN char_length(btrim(p.writer_name)) <= 1 THEN btrim(p.writer_name)
  WHEN char_length(btrim(p.writer_name)) = 2 THEN left(btrim(p.writer_name), 1) || '*'
  ELSE left(btrim(p.writer_name), 1) || repeat('*', char_length(btrim(p.writer_name)) - 2) || right(btrim(p.writer_name), 1) END`;

const SEARCH_COLUMNS: Record<SearchType, readonly string[]> = {
  all: ['p.title', 'p.body'],
  title: ['p.title'],
  content: ['p.body'],
  writer: [SHOWN_WRITER],
};

/** One page of a board: pinned posts (page 1 only) apart, the rest paged, newest first. */
export async function listPosts(db: Queryable, query: ListQuery): Promise<PostPage> {
  const params: unknown[] = [query.board.BOARD_CODE, query.includeDrafts];
  let where = `p.board_code = $1 AND (p.published_yn = 'Y' OR $2)`;
  if (query.keyword !== '') {
    params.push(containsPattern(query.keyword));
    const n = params.length;
    const columns = SEARCH_COLUMNS[query.searchType];
    let library = '';
    if (columns.some((column) => column.includes('$LIBRARY'))) {
      params.push(query.board.libraryName);
      library = `$${params.length}::text`;
    }
    where += ` AND (${columns.map((c) => `${c.replace('$LIBRARY', library)} ILIKE $${n} ESCAPE '\\'`).join(' OR ')})`;
  }
  const order = 'ORDER BY p.created_at DESC, p.post_code DESC';
  const [pinnedRows, countRows, pageRows] = await Promise.all([
    query.page === 1
      ? db.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM posts p WHERE ${where} AND p.notice_yn = 'Y' ${order}`, params)
      : Promise.resolve([]),
    db.query<{ total: number; pinned: number }>(
      `SELECT count(*) FILTER (WHERE p.notice_yn = 'N')::int AS total, count(*) FILTER (WHERE p.notice_yn = 'Y')::int AS pinned FROM posts p WHERE ${where}`,
      params,
    ),
    db.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM posts p WHERE ${where} AND p.notice_yn = 'N' ${order}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.size, (query.page - 1) * query.size],
    ),
  ]);
  const name = query.board.libraryName;
  return {
    pinned: pinnedRows.map((row) => toSummary(row, name)),
    rows: pageRows.map((row) => toSummary(row, name)),
    total: countRows[0]?.total ?? 0,
    pinnedTotal: countRows[0]?.pinned ?? 0,
  };
}

/** The latest posts of a board for the home page, pinned ones first. */
export async function latestPosts(db: Queryable, board: Board, limit: number): Promise<PostSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM posts p
      WHERE p.board_code = $1 AND p.published_yn = 'Y'
      ORDER BY p.notice_yn = 'Y' DESC, p.created_at DESC, p.post_code DESC
      LIMIT $2`,
    [board.BOARD_CODE, limit],
  );
  return rows.map((row) => toSummary(row, board.libraryName));
}

interface PostRow extends SummaryRow {
  board_code: string;
  body: string;
  body_format: 'text' | 'markdown';
  updated_at: string;
  answer: string;
}

export interface FoundPost {
  post: Post;
  writerMemberId: number | null;
}

/**
 * One post of the board, or null when there is none or it is unpublished (unless includeDrafts).
 * countView adds one to its views first (published posts only).
 */
export async function findPost(
  db: Queryable,
  board: Board,
  postCode: number,
  options: { includeDrafts: boolean; countView: boolean; viewerMemberId: number | null },
): Promise<FoundPost | null> {
  if (options.countView) {
    await db.query(
      `UPDATE posts SET view_count = view_count + 1
        WHERE board_code = $1 AND post_code = $2 AND published_yn = 'Y'`,
      [board.BOARD_CODE, postCode],
    );
  }
  const [row] = await db.query<PostRow>(
    `SELECT ${SUMMARY_COLUMNS}, p.board_code, p.body, p.body_format, p.answer,
            COALESCE(${ISO('p.updated_at')}, '') AS updated_at
       FROM posts p
      WHERE p.board_code = $1 AND p.post_code = $2 AND (p.published_yn = 'Y' OR $3)`,
    [board.BOARD_CODE, postCode, options.includeDrafts],
  );
  if (!row) return null;
  const attachments = await db.query<{ file_id: number; file_name: string; file_size: number; file_path: string }>(
    `SELECT file_id, file_name, file_size, file_path FROM post_attachments WHERE post_code = $1 ORDER BY file_id`,
    [postCode],
  );
  const post: Post = {
    ...toSummary(row, board.libraryName),
    BOARD_CODE: row.board_code,
    BODY: row.body,
    BODY_FORMAT: row.body_format,
    UPDATED_AT: row.updated_at,
    MINE_YN: row.writer_member_id !== null && row.writer_member_id === options.viewerMemberId ? 'Y' : 'N',
    ANSWER: row.answer,
    ATTACHMENTS: attachments.map(
      (a): Attachment => ({ FILE_ID: a.file_id, FILE_NAME: a.file_name, FILE_SIZE: a.file_size, FILE_URL: a.file_path }),
    ),
  };
  return { post, writerMemberId: row.writer_member_id };
}

export interface Neighbour {
  POST_CODE: number;
  TITLE: string;
}

/** The published posts written just before (prev) and just after (next) the given one. */
export async function neighbours(
  db: Queryable,
  boardCode: string,
  postCode: number,
): Promise<{ prev: Neighbour | null; next: Neighbour | null }> {
  const pick = (comparison: '<' | '>', direction: 'ASC' | 'DESC') =>
    db.query<{ post_code: number; title: string }>(
      `SELECT p.post_code, p.title FROM posts p, posts self
        WHERE self.post_code = $2 AND p.board_code = $1 AND p.published_yn = 'Y'
          AND (p.created_at, p.post_code) ${comparison} (self.created_at, self.post_code)
        ORDER BY p.created_at ${direction}, p.post_code ${direction}
        LIMIT 1`,
      [boardCode, postCode],
    );
  const [[prev], [next]] = await Promise.all([pick('<', 'DESC'), pick('>', 'ASC')]);
  const toNeighbour = (row: { post_code: number; title: string } | undefined): Neighbour | null =>
    row ? { POST_CODE: row.post_code, TITLE: row.title } : null;
  return { prev: toNeighbour(prev), next: toNeighbour(next) };
}

export interface NewPost {
  boardCode: string;
  title: string;
  body: string;
  memberId: number;
  writerName: string;
  now: number;
}

/** A member's post: always plain text, published at once. */
export async function insertMemberPost(db: Queryable, post: NewPost): Promise<number> {
  const [row] = await db.query<{ post_code: number }>(
    `INSERT INTO posts (board_code, title, body, body_format, writer_member_id, writer_name, created_at)
     VALUES ($1, $2, $3, 'text', $4, $5, $6::timestamptz)
     RETURNING post_code`,
    [post.boardCode, post.title, post.body, post.memberId, post.writerName, new Date(post.now).toISOString()],
  );
  if (!row) throw new Error('게시글을 저장하지 못했습니다.');
  return row.post_code;
}

/** The writer of a post of the board, or undefined when the board has no such post. */
export async function postWriter(
  db: Queryable,
  boardCode: string,
  postCode: number,
): Promise<{ writerMemberId: number | null } | undefined> {
  const [row] = await db.query<{ writer_member_id: number | null }>(
    'SELECT writer_member_id FROM posts WHERE board_code = $1 AND post_code = $2',
    [boardCode, postCode],
  );
  return row ? { writerMemberId: row.writer_member_id } : undefined;
}

/** The author's edit: new title and text, still plain text. */
export async function updateMemberPost(
  db: Queryable,
  edit: { boardCode: string; postCode: number; memberId: number; title: string; body: string; now: number },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE posts SET title = $4, body = $5, body_format = 'text', updated_at = $6::timestamptz
      WHERE board_code = $1 AND post_code = $2 AND writer_member_id = $3
      RETURNING post_code`,
    [edit.boardCode, edit.postCode, edit.memberId, edit.title, edit.body, new Date(edit.now).toISOString()],
  );
  return rows.length > 0;
}

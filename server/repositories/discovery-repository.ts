import type {
  BestsellerSummary,
  CuratedBook,
  CurationDetailResponse,
  CurationSummary,
  NewBook,
  RankedBook,
  RecommendKind,
} from '../../contract/discovery';
import type { Queryable } from '../db/db';

/* Discovery lists (docs/api.md "Discovery"): every list answers BookSummary fields. */

/** The BookSummary columns of books under `b`. */
const SUMMARY = `b.book_key AS "BOOK_KEY", b.title AS "TITLE", b.author AS "AUTHOR", b.publisher AS "PUBLISHER",
  b.publish_year AS "PUBLISH_YEAR", b.isbn AS "ISBN", b.kdc_class AS "KDC_CLASS", b.call_no AS "CALL_NO",
  b.shelf_loc_desc AS "SHELF_LOC_DESC", b.loan_code AS "LOAN_CODE", b.cover_url AS "COVER_URL"`;

/** KDC main class filter ('' = none): a prefix of kdc_class (books_kdc_idx). */
const kdcCondition = (param: string) => `(${param}::text = '' OR b.kdc_class LIKE ${param}::text || '%')`;

export interface Paging {
  page: number;
  size: number;
}

export interface NewBooksQuery extends Paging {
  basis: 'acquired' | 'published';
  days: number;
  kdc: string;
  /** yyyy-MM-dd in Seoul. */
  today: string;
}

/**
 * acquired: acquired in the last `days` days, today included (today - days < acquired_at <= today),
 * newest first; published: publication year in this one or the two before, newest year then newest
 * acquisition.
 */
export async function listNewBooks(db: Queryable, query: NewBooksQuery): Promise<{ list: NewBook[]; total: number }> {
  const year = Number(query.today.slice(0, 4));
  const [where, order, params] =
    query.basis === 'acquired'
      ? [
          `b.acquired_at > $2::date - $3::int AND b.acquired_at <= $2::date AND ${kdcCondition('$1')}`,
          'b.acquired_at DESC, b.book_key',
          [query.kdc, query.today, query.days],
        ]
      : [
          `b.publish_year BETWEEN $2::text AND $3::text AND ${kdcCondition('$1')}`,
          'b.publish_year DESC, b.acquired_at DESC, b.book_key',
          [query.kdc, String(year - 2), String(year)],
        ];
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM books b WHERE ${where}`, params);
  const list = await db.query<NewBook>(
    `SELECT ${SUMMARY}, to_char(b.acquired_at, 'YYYY-MM-DD') AS "ACQUIRED_AT"
       FROM books b WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5`,
    [...params, query.size, (query.page - 1) * query.size],
  );
  return { list, total: count?.n ?? 0 };
}

/**
 * The most borrowed books with loan_date in [from, to] (current and returned loans, members'
 * and anonymous), most loans first, ties by title (가나다) then key; RANK 1..n.
 */
export async function listPopularBooks(
  db: Queryable,
  query: { from: string; to: string; kdc: string; size: number },
): Promise<RankedBook[]> {
  const rows = await db.query<Omit<RankedBook, 'RANK'>>(
    `WITH counts AS (
       SELECT book_key, count(*)::int AS n FROM loans
        WHERE loan_date BETWEEN $1::date AND $2::date
        GROUP BY book_key)
     SELECT ${SUMMARY}, c.n AS "LOAN_COUNT"
       FROM counts c JOIN books b ON b.book_key = c.book_key
      WHERE ${kdcCondition('$3')}
      ORDER BY c.n DESC, b.title_norm COLLATE "C", b.title COLLATE "C", b.book_key
      LIMIT $4`,
    [query.from, query.to, query.kdc, query.size],
  );
  return rows.map((row, index) => ({ ...row, RANK: index + 1 }));
}

interface BestsellerRow {
  list_id: string;
  title: string;
  source: string;
}

type RankedRow = Omit<RankedBook, 'LOAN_COUNT'> & { list_id: string };

/** maxRank null: the whole list. */
async function rankedBooks(db: Queryable, manageCode: string, listIds: string[], maxRank: number | null): Promise<RankedRow[]> {
  return db.query<RankedRow>(
    `SELECT bb.list_id, bb.rank AS "RANK", ${SUMMARY}
       FROM bestseller_books bb JOIN books b ON b.book_key = bb.book_key
      WHERE bb.manage_code = $1 AND bb.list_id = ANY($2::text[]) AND ($3::int IS NULL OR bb.rank <= $3::int)
      ORDER BY bb.list_id DESC, bb.rank`,
    [manageCode, listIds, maxRank],
  );
}

const toRanked = ({ list_id: _listId, ...row }: RankedRow): RankedBook => ({ ...row, LOAN_COUNT: 0 });

/** The site's monthly lists, newest first, each with its first three books and its length. */
export async function listBestsellers(db: Queryable, manageCode: string): Promise<BestsellerSummary[]> {
  const lists = await db.query<BestsellerRow & { n: number }>(
    `SELECT l.list_id, l.title, l.source,
            (SELECT count(*)::int FROM bestseller_books bb WHERE bb.manage_code = l.manage_code AND bb.list_id = l.list_id) AS n
       FROM bestseller_lists l WHERE l.manage_code = $1 ORDER BY l.list_id DESC`,
    [manageCode],
  );
  const top = await rankedBooks(
    db,
    manageCode,
    lists.map((list) => list.list_id),
    3,
  );
  return lists.map((list) => ({
    LIST_ID: list.list_id,
    TITLE: list.title,
    SOURCE: list.source,
    TOP: top.filter((row) => row.list_id === list.list_id).map(toRanked),
    BOOK_COUNT: list.n,
  }));
}

export async function findBestseller(
  db: Queryable,
  manageCode: string,
  listId: string,
): Promise<{ LIST_ID: string; TITLE: string; SOURCE: string; LIST: RankedBook[] } | null> {
  const [list] = await db.query<BestsellerRow>('SELECT list_id, title, source FROM bestseller_lists WHERE manage_code = $1 AND list_id = $2', [
    manageCode,
    listId,
  ]);
  if (!list) return null;
  const books = await rankedBooks(db, manageCode, [listId], null);
  return { LIST_ID: list.list_id, TITLE: list.title, SOURCE: list.source, LIST: books.map(toRanked) };
}

const CURATION_SUMMARY = `c.token AS "TOKEN", c.title AS "TITLE", c.summary AS "SUMMARY", c.source AS "SOURCE",
  c.sigungu AS "SIGUNGU", c.image_url AS "IMAGE_URL",
  (SELECT count(*)::int FROM curation_books cb WHERE cb.token = c.token) AS "BOOK_COUNT",
  to_char(c.published_at, 'YYYY-MM-DD') AS "PUBLISHED_AT"`;

/** Published curations (publish_yn Y), newest first; drafts are never listed. */
export async function listCurations(
  db: Queryable,
  query: Paging & { manageCode: string; source: string },
): Promise<{ list: CurationSummary[]; total: number }> {
  const where = `c.manage_code = $1 AND c.publish_yn = 'Y' AND ($2::text = '' OR c.source = $2::text)`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM curations c WHERE ${where}`, [query.manageCode, query.source]);
  const list = await db.query<CurationSummary>(
    `SELECT ${CURATION_SUMMARY} FROM curations c WHERE ${where} ORDER BY c.published_at DESC, c.token LIMIT $3 OFFSET $4`,
    [query.manageCode, query.source, query.size, (query.page - 1) * query.size],
  );
  return { list, total: count?.n ?? 0 };
}

/** One published curation with its books in order; null for an unknown token or a draft. */
export async function findCuration(
  db: Queryable,
  manageCode: string,
  token: string,
): Promise<NonNullable<CurationDetailResponse['CURATION']> | null> {
  const [curation] = await db.query<CurationSummary & { BODY: string }>(
    `SELECT ${CURATION_SUMMARY}, c.body AS "BODY" FROM curations c
      WHERE c.manage_code = $1 AND c.token = $2 AND c.publish_yn = 'Y'`,
    [manageCode, token],
  );
  if (!curation) return null;
  const books = await db.query<CuratedBook>(
    `SELECT ${SUMMARY}, cb.note AS "NOTE"
       FROM curation_books cb JOIN books b ON b.book_key = cb.book_key
      WHERE cb.token = $1 ORDER BY cb.sort, b.book_key`,
    [token],
  );
  return { ...curation, BOOKS: books };
}

/** One recommendation list and a page of its books; null when the site has no list of that kind. */
export async function findRecommendList(
  db: Queryable,
  query: Paging & { manageCode: string; kind: RecommendKind },
): Promise<{ title: string; description: string; list: CuratedBook[]; total: number } | null> {
  const [list] = await db.query<{ title: string; description: string; n: number }>(
    `SELECT l.title, l.description,
            (SELECT count(*)::int FROM recommend_books rb WHERE rb.manage_code = l.manage_code AND rb.kind = l.kind) AS n
       FROM recommend_lists l WHERE l.manage_code = $1 AND l.kind = $2`,
    [query.manageCode, query.kind],
  );
  if (!list) return null;
  const books = await db.query<CuratedBook>(
    `SELECT ${SUMMARY}, rb.note AS "NOTE"
       FROM recommend_books rb JOIN books b ON b.book_key = rb.book_key
      WHERE rb.manage_code = $1 AND rb.kind = $2
      ORDER BY rb.sort, b.book_key LIMIT $3 OFFSET $4`,
    [query.manageCode, query.kind, query.size, (query.page - 1) * query.size],
  );
  return { title: list.title, description: list.description, list: books, total: list.n };
}

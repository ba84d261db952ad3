import { branchName } from '../../contract/branches';
import type { Interest, Wish, WishStatus } from '../../contract/my-library';
import type { Queryable } from '../db/db';
import { newKey, seoulDayOf, type WriteOutcome } from './my-library-repository';
import { INTEREST_LIMIT, MY_LIBRARY_MESSAGES, seoulMonthStart, WISH_MONTH_LIMIT } from './my-library-rules';

/* Hope-book requests (희망도서) and interested books (관심도서), always scoped by the member's id. */

interface WishRow {
  wish_key: string;
  title: string;
  author: string;
  publisher: string;
  publish_year: string;
  isbn: string;
  book_key: string;
  branch_code: string;
  status: WishStatus;
  status_note: string;
  applied_at: string;
}

const toWish = (row: WishRow): Wish => ({
  WISH_KEY: row.wish_key,
  TITLE: row.title,
  AUTHOR: row.author,
  PUBLISHER: row.publisher,
  PUBLISH_YEAR: row.publish_year,
  ISBN: row.isbn,
  BOOK_KEY: row.book_key,
  BRANCH_NAME: branchName(row.branch_code),
  STATUS: row.status,
  STATUS_NOTE: row.status_note,
  APPLIED_AT: row.applied_at,
});

const WISH_COLUMNS = `wish_key, title, author, publisher, publish_year, isbn, COALESCE(book_key, '') AS book_key,
  branch_code, status, status_note, ${seoulDayOf('applied_at')} AS applied_at`;

/** The member's requests, newest first, cancelled ones included. */
export async function listWishes(q: Queryable, memberId: number): Promise<Wish[]> {
  const rows = await q.query<WishRow>(
    `SELECT ${WISH_COLUMNS} FROM wishes WHERE member_id = $1 ORDER BY applied_at DESC, wish_key`,
    [memberId],
  );
  return rows.map(toWish);
}

export interface NewWish {
  memberId: number;
  title: string;
  author: string;
  publisher: string;
  publishYear: string;
  isbn: string;
  /** '' when the request is not for another copy of a held book. */
  bookKey: string;
  branchCode: string;
  note: string;
  today: string;
  now: number;
}

/**
 * Records a request. Refused for an unknown book_key, for a duplicate of one of the member's
 * requests still being handled (APPLIED or ORDERED: the same ISBN, the same held book, or the
 * same title by the same author, compared as the catalogue search normalises them), and past
 * WISH_MONTH_LIMIT requests this calendar month. Run inside a transaction that has locked the member.
 */
export async function insertWish(tx: Queryable, wish: NewWish): Promise<WriteOutcome<Wish>> {
  if (wish.bookKey !== '') {
    const [book] = await tx.query('SELECT 1 AS found FROM books WHERE book_key = $1', [wish.bookKey]);
    if (!book) return { ok: false, message: MY_LIBRARY_MESSAGES.bookNotFound };
  }
  const [duplicate] = await tx.query(
    `SELECT 1 AS found FROM wishes
      WHERE member_id = $1 AND status IN ('APPLIED', 'ORDERED')
        AND (($2 <> '' AND isbn = $2)
             OR ($3 <> '' AND book_key = $3)
             OR (book_norm(title) = book_norm($4) AND book_norm(author) = book_norm($5)))
      LIMIT 1`,
    [wish.memberId, wish.isbn, wish.bookKey, wish.title, wish.author],
  );
  if (duplicate) return { ok: false, message: MY_LIBRARY_MESSAGES.wishDuplicate };
  const [month] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM wishes WHERE member_id = $1 AND status <> 'CANCELLED' AND applied_at >= $2::timestamptz`,
    [wish.memberId, seoulMonthStart(wish.today)],
  );
  if ((month?.n ?? 0) >= WISH_MONTH_LIMIT) return { ok: false, message: MY_LIBRARY_MESSAGES.wishMonthLimit };
  const [row] = await tx.query<WishRow>(
    `INSERT INTO wishes (wish_key, member_id, title, author, publisher, publish_year, isbn, book_key, branch_code, note, applied_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, NULLIF($8, ''), $9, $10, $11::timestamptz)
     RETURNING ${WISH_COLUMNS}`,
    [
      newKey('WS'),
      wish.memberId,
      wish.title,
      wish.author,
      wish.publisher,
      wish.publishYear,
      wish.isbn,
      wish.bookKey,
      wish.branchCode,
      wish.note,
      new Date(wish.now).toISOString(),
    ],
  );
  return row ? { ok: true, value: toWish(row) } : { ok: false, message: MY_LIBRARY_MESSAGES.wishNotFound };
}

/**
 * Cancels one of the member's requests while it is APPLIED; one already cancelled is a success,
 * any other key (unknown, another member's) is "not found" and touches nothing.
 */
export async function cancelWish(tx: Queryable, memberId: number, wishKey: string): Promise<WriteOutcome<null>> {
  const [own] = await tx.query<{ status: WishStatus }>(
    'SELECT status FROM wishes WHERE wish_key = $1 AND member_id = $2 FOR UPDATE',
    [wishKey, memberId],
  );
  if (!own) return { ok: false, message: MY_LIBRARY_MESSAGES.wishNotFound };
  if (own.status === 'CANCELLED') return { ok: true, value: null };
  if (own.status !== 'APPLIED') return { ok: false, message: MY_LIBRARY_MESSAGES.wishNotCancelable };
  await tx.query(`UPDATE wishes SET status = 'CANCELLED' WHERE wish_key = $1 AND member_id = $2`, [wishKey, memberId]);
  return { ok: true, value: null };
}

/* ---- Interested books ---- */

/** The member's interested books, newest first. */
export async function listInterests(q: Queryable, memberId: number): Promise<Interest[]> {
  const rows = await q.query<{
    book_key: string;
    title: string;
    author: string;
    publisher: string;
    publish_year: string;
    cover_url: string;
    loan_code: string;
    added_at: string;
  }>(
    `SELECT i.book_key, b.title, b.author, b.publisher, b.publish_year, b.cover_url, b.loan_code,
            ${seoulDayOf('i.added_at')} AS added_at
       FROM interests i JOIN books b ON b.book_key = i.book_key
      WHERE i.member_id = $1
      ORDER BY i.added_at DESC, i.book_key`,
    [memberId],
  );
  return rows.map((row) => ({
    BOOK_KEY: row.book_key,
    TITLE: row.title,
    AUTHOR: row.author,
    PUBLISHER: row.publisher,
    PUBLISH_YEAR: row.publish_year,
    COVER_URL: row.cover_url,
    LOAN_CODE: row.loan_code,
    ADDED_AT: row.added_at,
  }));
}

/**
 * Adds a book to the member's interests; a book already there is a success (nothing changes).
 * Refused for an unknown book and past INTEREST_LIMIT. Run inside a transaction that has locked
 * the member.
 */
export async function addInterest(tx: Queryable, memberId: number, bookKey: string, now: number): Promise<WriteOutcome<null>> {
  const [book] = await tx.query<{ already: boolean; count: number }>(
    `SELECT EXISTS (SELECT 1 FROM interests WHERE member_id = $1 AND book_key = $2) AS already,
            (SELECT count(*)::int FROM interests WHERE member_id = $1) AS count
       FROM books WHERE book_key = $2`,
    [memberId, bookKey],
  );
  if (!book) return { ok: false, message: MY_LIBRARY_MESSAGES.bookNotFound };
  if (book.already) return { ok: true, value: null };
  if (book.count >= INTEREST_LIMIT) return { ok: false, message: MY_LIBRARY_MESSAGES.interestLimit };
  await tx.query(
    `INSERT INTO interests (member_id, book_key, added_at) VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (member_id, book_key) DO NOTHING`,
    [memberId, bookKey, new Date(now).toISOString()],
  );
  return { ok: true, value: null };
}

/** Removes a book from the member's interests; one not there is a success too. */
export async function removeInterest(q: Queryable, memberId: number, bookKey: string): Promise<void> {
  await q.query('DELETE FROM interests WHERE member_id = $1 AND book_key = $2', [memberId, bookKey]);
}

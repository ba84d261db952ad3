import { randomBytes } from 'node:crypto';
import { branchName } from '../../contract/branches';
import type { BookMyStateResponse, Loan, LoanHistoryItem, LoanStateResponse, Reservation } from '../../contract/my-library';
import { addDays } from '../calendar';
import type { Queryable } from '../db/db';
import { refreshBookLoanCode } from './holdings-repository';
import {
  LOAN_LIMIT,
  MY_LIBRARY_MESSAGES,
  overdueDays,
  PICKUP_DAYS,
  RENEW_DAYS,
  renewRefusal,
  RESERVE_LIMIT,
} from './my-library-rules';

/* Loans, reservations and the member's standing (docs/api.md "My library"). Every query is
 * scoped by the member's id: a key of another member's row finds nothing. */

/** An opaque key for a new row: a prefix and 16 random URL-safe characters. */
export const newKey = (prefix: string): string => `${prefix}${randomBytes(12).toString('base64url')}`;

/** A yyyy-MM-dd column as text, whatever the driver's DateStyle. */
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
/** A timestamptz column as its day in the library's calendar. */
export const seoulDayOf = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD')`;

/** The member's suspension end (yyyy-MM-dd) when it still runs on `today`, else ''. */
export async function suspendedUntil(q: Queryable, memberId: number, today: string): Promise<string> {
  const [row] = await q.query<{ until: string }>(
    `SELECT ${day('suspended_until')} AS until FROM member_suspensions WHERE member_id = $1 AND suspended_until >= $2::date`,
    [memberId, today],
  );
  return row?.until ?? '';
}

/* ---- Loans ---- */

interface LoanRow {
  loan_key: string;
  book_key: string;
  title: string;
  author: string;
  cover_url: string;
  branch_code: string;
  call_no: string;
  reg_no: string;
  loan_date: string;
  due_date: string;
  renew_count: number;
  reserved_by_others: boolean;
}

const LOAN_COLUMNS = `
  l.loan_key, l.book_key, b.title, b.author, b.cover_url, h.branch_code,
  COALESCE(NULLIF(h.call_no, ''), b.call_no) AS call_no, h.reg_no,
  ${day('l.loan_date')} AS loan_date, ${day('l.due_date')} AS due_date, l.renew_count,
  EXISTS (SELECT 1 FROM reservations r
           WHERE r.book_key = l.book_key AND r.status IN ('WAIT', 'READY') AND r.member_id <> l.member_id) AS reserved_by_others`;

const LOAN_FROM = `FROM loans l JOIN books b ON b.book_key = l.book_key JOIN holdings h ON h.holding_key = l.holding_key`;

function toLoan(row: LoanRow, today: string, suspended: string): Loan {
  const refusal = renewRefusal(
    { dueDate: row.due_date, renewCount: row.renew_count, reservedByOthers: row.reserved_by_others },
    today,
    suspended,
  );
  return {
    LOAN_KEY: row.loan_key,
    BOOK_KEY: row.book_key,
    TITLE: row.title,
    AUTHOR: row.author,
    COVER_URL: row.cover_url,
    BRANCH_NAME: branchName(row.branch_code),
    CALL_NO: row.call_no,
    REG_NO: row.reg_no,
    LOAN_DATE: row.loan_date,
    DUE_DATE: row.due_date,
    RENEW_COUNT: row.renew_count,
    OVERDUE_DAYS: overdueDays(row.due_date, today),
    RENEWABLE_YN: refusal === '' ? 'Y' : 'N',
    RENEW_REFUSAL: refusal,
  };
}

/** The member's current loans, earliest due first, each with whether it may be renewed today. */
export async function listLoans(q: Queryable, memberId: number, today: string): Promise<Loan[]> {
  const suspended = await suspendedUntil(q, memberId, today);
  const rows = await q.query<LoanRow>(
    `SELECT ${LOAN_COLUMNS} ${LOAN_FROM}
      WHERE l.member_id = $1 AND l.return_date IS NULL
      ORDER BY l.due_date, l.loan_date, l.loan_key`,
    [memberId],
  );
  return rows.map((row) => toLoan(row, today, suspended));
}

async function findCurrentLoan(q: Queryable, memberId: number, loanKey: string, today: string): Promise<Loan | null> {
  const suspended = await suspendedUntil(q, memberId, today);
  const [row] = await q.query<LoanRow>(
    `SELECT ${LOAN_COLUMNS} ${LOAN_FROM} WHERE l.loan_key = $1 AND l.member_id = $2 AND l.return_date IS NULL`,
    [loanKey, memberId],
  );
  return row ? toLoan(row, today, suspended) : null;
}

export type RenewOutcome = { ok: true; loan: Loan } | { ok: false; loan: Loan | null; message: string };

/**
 * Renews one of the member's current loans by RENEW_DAYS from its due date, when the rules
 * allow (renewRefusal). Another member's loan key, or an unknown one, is "not found".
 * Run inside a transaction that has locked the member.
 */
export async function renewLoan(tx: Queryable, memberId: number, loanKey: string, today: string): Promise<RenewOutcome> {
  const [own] = await tx.query<{ returned: boolean }>(
    'SELECT return_date IS NOT NULL AS returned FROM loans WHERE loan_key = $1 AND member_id = $2 FOR UPDATE',
    [loanKey, memberId],
  );
  if (!own) return { ok: false, loan: null, message: MY_LIBRARY_MESSAGES.loanNotFound };
  if (own.returned) return { ok: false, loan: null, message: MY_LIBRARY_MESSAGES.loanReturned };
  const loan = await findCurrentLoan(tx, memberId, loanKey, today);
  if (!loan) return { ok: false, loan: null, message: MY_LIBRARY_MESSAGES.loanNotFound };
  if (loan.RENEWABLE_YN === 'N') return { ok: false, loan, message: loan.RENEW_REFUSAL };
  await tx.query(
    `UPDATE loans SET due_date = due_date + $3::int, renew_count = renew_count + 1
      WHERE loan_key = $1 AND member_id = $2 AND return_date IS NULL`,
    [loanKey, memberId, RENEW_DAYS],
  );
  const renewed = await findCurrentLoan(tx, memberId, loanKey, today);
  return renewed ? { ok: true, loan: renewed } : { ok: false, loan: null, message: MY_LIBRARY_MESSAGES.loanNotFound };
}

export interface HistoryQuery {
  year?: number;
  page: number;
  size: number;
}

/** Returned loans, newest return first; `year` filters by the loan date. */
export async function listLoanHistory(
  q: Queryable,
  memberId: number,
  query: HistoryQuery,
): Promise<{ rows: LoanHistoryItem[]; total: number }> {
  const params: unknown[] = [memberId];
  let yearCondition = '';
  if (query.year !== undefined) {
    params.push(`${query.year}-01-01`, `${query.year + 1}-01-01`);
    yearCondition = 'AND l.loan_date >= $2::date AND l.loan_date < $3::date';
  }
  const where = `WHERE l.member_id = $1 AND l.return_date IS NOT NULL ${yearCondition}`;
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM loans l ${where}`, params);
  const limit = params.length + 1;
  const rows = await q.query<{
    loan_key: string;
    book_key: string;
    title: string;
    author: string;
    branch_code: string;
    loan_date: string;
    due_date: string;
    return_date: string;
  }>(
    `SELECT l.loan_key, l.book_key, b.title, b.author, h.branch_code, ${day('l.loan_date')} AS loan_date,
            ${day('l.due_date')} AS due_date, ${day('l.return_date')} AS return_date
       ${LOAN_FROM} ${where}
      ORDER BY l.return_date DESC, l.loan_date DESC, l.loan_key
      LIMIT $${limit} OFFSET $${limit + 1}`,
    [...params, query.size, (query.page - 1) * query.size],
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((row) => ({
      LOAN_KEY: row.loan_key,
      BOOK_KEY: row.book_key,
      TITLE: row.title,
      AUTHOR: row.author,
      BRANCH_NAME: branchName(row.branch_code),
      LOAN_DATE: row.loan_date,
      DUE_DATE: row.due_date,
      RETURN_DATE: row.return_date,
    })),
  };
}

/** The member's standing: counts, limits and any suspension (selectloanstate). */
export async function loanState(q: Queryable, memberId: number, today: string): Promise<LoanStateResponse> {
  const year = today.slice(0, 4);
  const [row] = await q.query<{
    loans: number;
    overdue: number;
    reserves: number;
    interests: number;
    wishes: number;
    year_loans: number;
  }>(
    `SELECT
       (SELECT count(*)::int FROM loans WHERE member_id = $1 AND return_date IS NULL) AS loans,
       (SELECT count(*)::int FROM loans WHERE member_id = $1 AND return_date IS NULL AND due_date < $2::date) AS overdue,
       (SELECT count(*)::int FROM reservations WHERE member_id = $1 AND status IN ('WAIT', 'READY')) AS reserves,
       (SELECT count(*)::int FROM interests WHERE member_id = $1) AS interests,
       (SELECT count(*)::int FROM wishes WHERE member_id = $1 AND status IN ('APPLIED', 'ORDERED')) AS wishes,
       (SELECT count(*)::int FROM loans WHERE member_id = $1 AND loan_date >= $3::date AND loan_date < $4::date) AS year_loans`,
    [memberId, today, `${year}-01-01`, `${Number(year) + 1}-01-01`],
  );
  return {
    RESULT_INFO: 'SUCCESS',
    LOAN_COUNT: row?.loans ?? 0,
    LOAN_LIMIT,
    OVERDUE_COUNT: row?.overdue ?? 0,
    RESERVE_COUNT: row?.reserves ?? 0,
    RESERVE_LIMIT,
    SUSPENDED_UNTIL: await suspendedUntil(q, memberId, today),
    INTEREST_COUNT: row?.interests ?? 0,
    WISH_COUNT: row?.wishes ?? 0,
    YEAR_LOAN_COUNT: row?.year_loans ?? 0,
  };
}

/* ---- Reservations ---- */

interface ReservationRow {
  reserve_key: string;
  book_key: string;
  title: string;
  author: string;
  cover_url: string;
  branch_code: string;
  reserved_at: string;
  status: 'WAIT' | 'READY';
  queue_no: number;
  pickup_until: string;
}

/**
 * The member's active reservations (or one of them), oldest first, each with its place in its
 * book's queue: the position among the book's WAIT and READY reservations by reservation time.
 */
async function queryReservations(q: Queryable, memberId: number, reserveKey?: string): Promise<Reservation[]> {
  const rows = await q.query<ReservationRow>(
    `WITH queue AS (
       SELECT r.reserve_key, r.member_id, r.book_key, r.branch_code, r.reserved_at, r.status, r.pickup_until,
              row_number() OVER (PARTITION BY r.book_key ORDER BY r.reserved_at, r.reserve_key)::int AS queue_no
         FROM reservations r
        WHERE r.status IN ('WAIT', 'READY')
          AND r.book_key IN (SELECT book_key FROM reservations WHERE member_id = $1 AND status IN ('WAIT', 'READY'))
     )
     SELECT q.reserve_key, q.book_key, b.title, b.author, b.cover_url, q.branch_code,
            ${seoulDayOf('q.reserved_at')} AS reserved_at, q.status, q.queue_no,
            COALESCE(${day('q.pickup_until')}, '') AS pickup_until
       FROM queue q JOIN books b ON b.book_key = q.book_key
      WHERE q.member_id = $1 AND ($2::text IS NULL OR q.reserve_key = $2)
      ORDER BY q.reserved_at, q.reserve_key`,
    [memberId, reserveKey ?? null],
  );
  return rows.map((row) => ({
    RESERVE_KEY: row.reserve_key,
    BOOK_KEY: row.book_key,
    TITLE: row.title,
    AUTHOR: row.author,
    COVER_URL: row.cover_url,
    BRANCH_CODE: row.branch_code,
    BRANCH_NAME: branchName(row.branch_code),
    RESERVED_AT: row.reserved_at,
    STATUS: row.status,
    QUEUE_NO: row.queue_no,
    PICKUP_UNTIL: row.status === 'READY' ? row.pickup_until : '',
  }));
}

export const listReservations = (q: Queryable, memberId: number): Promise<Reservation[]> => queryReservations(q, memberId);

export interface NewReservation {
  memberId: number;
  bookKey: string;
  branchCode: string;
  today: string;
  now: number;
}

export type WriteOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Joins the queue for a book, to pick it up at a branch that holds it. Refused (in this order)
 * for an unknown book, a suspended member, a book the member has on loan or reserved, a branch
 * without a copy, a branch with a copy on the shelf, and at RESERVE_LIMIT. Run inside a
 * transaction that has locked the member.
 */
export async function insertReservation(tx: Queryable, input: NewReservation): Promise<WriteOutcome<Reservation>> {
  const { memberId, bookKey, branchCode, today } = input;
  const [book] = await tx.query('SELECT 1 AS found FROM books WHERE book_key = $1', [bookKey]);
  if (!book) return { ok: false, message: MY_LIBRARY_MESSAGES.bookNotFound };
  const suspended = await suspendedUntil(tx, memberId, today);
  if (suspended !== '') return { ok: false, message: MY_LIBRARY_MESSAGES.reserveSuspended(suspended) };
  const [facts] = await tx.query<{ on_loan: boolean; reserved: boolean; active: number; copies: number; shelved: number }>(
    `SELECT
       EXISTS (SELECT 1 FROM loans WHERE member_id = $1 AND book_key = $2 AND return_date IS NULL) AS on_loan,
       EXISTS (SELECT 1 FROM reservations WHERE member_id = $1 AND book_key = $2 AND status IN ('WAIT', 'READY')) AS reserved,
       (SELECT count(*)::int FROM reservations WHERE member_id = $1 AND status IN ('WAIT', 'READY')) AS active,
       (SELECT count(*)::int FROM holdings WHERE book_key = $2 AND branch_code = $3) AS copies,
       (SELECT count(*)::int FROM holdings WHERE book_key = $2 AND branch_code = $3 AND loan_code = 'OK') AS shelved`,
    [memberId, bookKey, branchCode],
  );
  if (!facts) return { ok: false, message: MY_LIBRARY_MESSAGES.bookNotFound };
  if (facts.on_loan) return { ok: false, message: MY_LIBRARY_MESSAGES.alreadyOnLoan };
  if (facts.reserved) return { ok: false, message: MY_LIBRARY_MESSAGES.alreadyReserved };
  if (facts.copies === 0) return { ok: false, message: MY_LIBRARY_MESSAGES.noCopyInBranch };
  if (facts.shelved > 0) return { ok: false, message: MY_LIBRARY_MESSAGES.shelvedInBranch };
  if (facts.active >= RESERVE_LIMIT) return { ok: false, message: MY_LIBRARY_MESSAGES.reserveLimit };
  const reserveKey = newKey('RS');
  await tx.query(
    `INSERT INTO reservations (reserve_key, member_id, book_key, branch_code, reserved_at, status)
     VALUES ($1, $2, $3, $4, $5::timestamptz, 'WAIT')`,
    [reserveKey, memberId, bookKey, branchCode, new Date(input.now).toISOString()],
  );
  const [created] = await queryReservations(tx, memberId, reserveKey);
  return created ? { ok: true, value: created } : { ok: false, message: MY_LIBRARY_MESSAGES.reserveNotFound };
}

/**
 * Cancels one of the member's active reservations; one already cancelled is a success (a repeated
 * tap), one that ended in a loan is refused, and any other key (unknown, or another member's) is
 * "not found" and touches nothing. Cancelling a READY reservation passes its held copy to the next
 * WAIT reservation for the same branch (READY, PICKUP_DAYS to collect it) or puts it back on the
 * shelf. Run inside a transaction that has locked the member.
 */
export async function cancelReservation(
  tx: Queryable,
  memberId: number,
  reserveKey: string,
  today: string,
  now: number,
): Promise<WriteOutcome<null>> {
  const [own] = await tx.query<{ status: string; book_key: string; branch_code: string }>(
    'SELECT status, book_key, branch_code FROM reservations WHERE reserve_key = $1 AND member_id = $2 FOR UPDATE',
    [reserveKey, memberId],
  );
  if (!own) return { ok: false, message: MY_LIBRARY_MESSAGES.reserveNotFound };
  if (own.status === 'CANCELLED') return { ok: true, value: null };
  if (own.status === 'DONE') return { ok: false, message: MY_LIBRARY_MESSAGES.reserveDone };
  await tx.query(
    `UPDATE reservations SET status = 'CANCELLED', cancelled_at = $3::timestamptz
      WHERE reserve_key = $1 AND member_id = $2`,
    [reserveKey, memberId, new Date(now).toISOString()],
  );
  if (own.status === 'READY') await passHeldCopy(tx, own.book_key, own.branch_code, today);
  return { ok: true, value: null };
}

/** A held (HOLD) copy whose reservation went: to the next in line at that branch, or to the shelf. */
async function passHeldCopy(tx: Queryable, bookKey: string, branchCode: string, today: string): Promise<void> {
  const [held] = await tx.query<{ holding_key: string }>(
    `SELECT holding_key FROM holdings WHERE book_key = $1 AND branch_code = $2 AND loan_code = 'HOLD'
      ORDER BY holding_key LIMIT 1 FOR UPDATE`,
    [bookKey, branchCode],
  );
  if (!held) return;
  const [next] = await tx.query<{ reserve_key: string }>(
    `SELECT reserve_key FROM reservations WHERE book_key = $1 AND branch_code = $2 AND status = 'WAIT'
      ORDER BY reserved_at, reserve_key LIMIT 1 FOR UPDATE`,
    [bookKey, branchCode],
  );
  if (next) {
    await tx.query(`UPDATE reservations SET status = 'READY', pickup_until = $2::date WHERE reserve_key = $1`, [
      next.reserve_key,
      addDays(today, PICKUP_DAYS),
    ]);
    return;
  }
  await tx.query(`UPDATE holdings SET loan_code = 'OK' WHERE holding_key = $1`, [held.holding_key]);
  await refreshBookLoanCode(tx, bookKey);
}

/* ---- One book ---- */

/** The member's relation to one book (the detail page's buttons). */
export async function bookMyState(q: Queryable, memberId: number, bookKey: string): Promise<BookMyStateResponse> {
  const [row] = await q.query<{ on_loan: boolean; reserve_key: string; interest: boolean; wish_key: string }>(
    `SELECT
       EXISTS (SELECT 1 FROM loans WHERE member_id = $1 AND book_key = $2 AND return_date IS NULL) AS on_loan,
       COALESCE((SELECT reserve_key FROM reservations
                  WHERE member_id = $1 AND book_key = $2 AND status IN ('WAIT', 'READY') LIMIT 1), '') AS reserve_key,
       EXISTS (SELECT 1 FROM interests WHERE member_id = $1 AND book_key = $2) AS interest,
       COALESCE((SELECT wish_key FROM wishes
                  WHERE member_id = $1 AND book_key = $2 AND status IN ('APPLIED', 'ORDERED')
                  ORDER BY applied_at DESC LIMIT 1), '') AS wish_key`,
    [memberId, bookKey],
  );
  return {
    RESULT_INFO: 'SUCCESS',
    LOAN_YN: row?.on_loan ? 'Y' : 'N',
    RESERVE_KEY: row?.reserve_key ?? '',
    INTEREST_YN: row?.interest ? 'Y' : 'N',
    WISH_KEY: row?.wish_key ?? '',
  };
}

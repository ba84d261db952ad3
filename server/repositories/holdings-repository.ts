import { BRANCH_CODES, branchName } from '../../contract/branches';
import type { Holding } from '../../contract/catalogue';
import type { Queryable } from '../db/db';

/*
 * Copies of a book (holdings) and the book's summary state. books.loan_code is 'OK' exactly when
 * some copy is 'OK' (migration 0006); whoever changes a copy's loan_code calls
 * refreshBookLoanCode for its book in the same transaction.
 */

/** SQL: a branch's position in BRANCHES (contract/branches.ts), for ordering copies. */
export const BRANCH_ORDER_SQL = (column: string, param: string) => `array_position(${param}::text[], ${column})`;

/**
 * Recomputes books.loan_code from the book's copies: 'OK' when any copy is on the shelf, else the
 * state of the copies (LOAN before HOLD before PROC). A book without copies keeps its code.
 */
export async function refreshBookLoanCode(q: Queryable, bookKey: string): Promise<void> {
  await q.query(
    `UPDATE books b
        SET loan_code = s.code
       FROM (SELECT CASE WHEN bool_or(loan_code = 'OK') THEN 'OK'
                         WHEN bool_or(loan_code = 'LOAN') THEN 'LOAN'
                         WHEN bool_or(loan_code = 'HOLD') THEN 'HOLD'
                         ELSE 'PROC' END AS code
               FROM holdings WHERE book_key = $1
             HAVING count(*) > 0) AS s
      WHERE b.book_key = $1 AND b.loan_code IS DISTINCT FROM s.code`,
    [bookKey],
  );
}

/** Every copy of a book in BRANCHES order, then by registration number, with the open loan's due date. */
export async function listHoldings(q: Queryable, bookKey: string): Promise<Holding[]> {
  const rows = await q.query<Omit<Holding, 'BRANCH_NAME'>>(
    `SELECT h.holding_key AS "HOLDING_KEY", h.branch_code AS "BRANCH_CODE", h.reg_no AS "REG_NO",
            h.call_no AS "CALL_NO", h.shelf_loc_desc AS "SHELF_LOC_DESC", h.loan_code AS "LOAN_CODE",
            coalesce(to_char(l.due_date, 'YYYY-MM-DD'), '') AS "DUE_DATE"
       FROM holdings h
       LEFT JOIN loans l ON l.holding_key = h.holding_key AND l.return_date IS NULL
      WHERE h.book_key = $1
      ORDER BY coalesce(${BRANCH_ORDER_SQL('h.branch_code', '$2')}, 999), h.reg_no`,
    [bookKey, BRANCH_CODES],
  );
  return rows.map((row) => ({
    HOLDING_KEY: row.HOLDING_KEY,
    BRANCH_CODE: row.BRANCH_CODE,
    BRANCH_NAME: branchName(row.BRANCH_CODE),
    REG_NO: row.REG_NO,
    CALL_NO: row.CALL_NO,
    SHELF_LOC_DESC: row.SHELF_LOC_DESC,
    LOAN_CODE: row.LOAN_CODE,
    // Only a copy out on loan has a due date (a HOLD copy's open loan cannot exist).
    DUE_DATE: row.LOAN_CODE === 'LOAN' ? row.DUE_DATE : '',
  }));
}

/** Members waiting for the book (reservations WAIT or READY). */
export async function reserveCount(q: Queryable, bookKey: string): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reservations WHERE book_key = $1 AND status IN ('WAIT', 'READY')`,
    [bookKey],
  );
  return row?.n ?? 0;
}

export interface ShelvedHolding {
  holding_key: string;
  book_key: string;
  branch_code: string;
  reg_no: string;
}

/**
 * A copy of the book on the shelf ('OK'), preferring `branch` when given, else in BRANCHES order
 * then by registration number; null when none is. Inside a transaction the row is locked (FOR
 * UPDATE), so two loans cannot take the same copy. The caller sets its loan_code and then calls
 * refreshBookLoanCode.
 */
export async function findShelvedHolding(q: Queryable, bookKey: string, branch?: string): Promise<ShelvedHolding | null> {
  const [row] = await q.query<ShelvedHolding>(
    `SELECT holding_key, book_key, branch_code, reg_no
       FROM holdings
      WHERE book_key = $1 AND loan_code = 'OK'
      ORDER BY (branch_code = $3) DESC, coalesce(${BRANCH_ORDER_SQL('branch_code', '$2')}, 999), reg_no
      LIMIT 1
        FOR UPDATE`,
    [bookKey, BRANCH_CODES, branch ?? ''],
  );
  return row ?? null;
}

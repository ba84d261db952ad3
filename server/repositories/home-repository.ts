import type { BookCard, ProgramCard } from '../../contract/home';
import type { Queryable } from '../db/db';

export async function libraryExists(db: Queryable, manageCode: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM libraries WHERE manage_code = $1', [manageCode]);
  return rows.length > 0;
}

interface BookRow {
  book_key: string;
  title: string;
  author: string;
  publisher: string;
  publish_year: string;
  cover_url: string;
  loan_code: string;
}

/** The most recently acquired books. */
export async function newBooks(db: Queryable, limit: number): Promise<BookCard[]> {
  const rows = await db.query<BookRow>(
    `SELECT book_key, title, author, publisher, publish_year, cover_url, loan_code
       FROM books ORDER BY acquired_at DESC, book_key LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    BOOK_KEY: row.book_key,
    TITLE: row.title,
    AUTHOR: row.author,
    PUBLISHER: row.publisher,
    PUBLISH_YEAR: row.publish_year,
    COVER_URL: row.cover_url,
    LOAN_CODE: row.loan_code,
  }));
}

interface ProgramRow {
  program_id: number;
  title: string;
  category: string;
  target: string;
  place: string;
  start_at: string;
  end_at: string;
  apply_start: string;
  apply_end: string;
  poster_url: string;
}

/** Seoul wall-clock time with its offset: 2026-03-14T14:00:00+09:00. */
const SEOUL_ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD"T"HH24:MI:SS') || '+09:00'`;

/** OPEN inside the application window (both days inclusive), SOON before it, CLOSED after. */
export function applyStatus(today: string, applyStart: string, applyEnd: string): ProgramCard['APPLY_STATUS'] {
  if (today < applyStart) return 'SOON';
  return today > applyEnd ? 'CLOSED' : 'OPEN';
}

/** Programs running or still to come on today (their end on or after today), by start. */
export async function currentPrograms(
  db: Queryable,
  manageCode: string,
  today: string,
  limit: number,
): Promise<ProgramCard[]> {
  const rows = await db.query<ProgramRow>(
    `SELECT program_id, title, category, target, place,
            ${SEOUL_ISO('start_at')} AS start_at, ${SEOUL_ISO('end_at')} AS end_at,
            to_char(apply_start, 'YYYY-MM-DD') AS apply_start, to_char(apply_end, 'YYYY-MM-DD') AS apply_end,
            poster_url
       FROM programs
      WHERE manage_code = $1 AND (end_at AT TIME ZONE 'Asia/Seoul')::date >= $2::date
      ORDER BY start_at, program_id
      LIMIT $3`,
    [manageCode, today, limit],
  );
  return rows.map((row) => ({
    PROGRAM_ID: row.program_id,
    TITLE: row.title,
    CATEGORY: row.category,
    TARGET: row.target,
    PLACE: row.place,
    START_AT: row.start_at,
    END_AT: row.end_at,
    APPLY_STATUS: applyStatus(today, row.apply_start, row.apply_end),
    POSTER_URL: row.poster_url,
  }));
}

/** The closed days listed for the site in one `yyyy-MM` month, in order. */
export async function listedClosedDays(
  db: Queryable,
  manageCode: string,
  month: string,
): Promise<{ day: string; reason: string }[]> {
  return db.query<{ day: string; reason: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, reason FROM closed_days
      WHERE manage_code = $1 AND day >= $2::date AND day < ($2::date + interval '1 month')
      ORDER BY day`,
    [manageCode, `${month}-01`],
  );
}

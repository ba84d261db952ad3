import { statSync } from 'node:fs';
import { join } from 'node:path';
import { MANAGE_CODE } from '../../contract/constants';
import { addDays, nextMonthOf, seoulDay, seoulInstant } from '../calendar';
import type { Db, Queryable } from '../db/db';
import { DEFAULT_UPLOADS_DIR } from '../routes/uploads';
import { type PostContext, SEED_BOARDS, type SeedPost, seedPosts } from './boards';
import { acquiredDaysAgo, callNumberFor, hasSeedCover, loanCodeFor, SEED_BOOKS, seedBookKey, shelfFor } from './books';
import { PUBLIC_HOLIDAYS, seedClosedDays, type SeedClosedDay } from './closed-days';
import { programDays, SEED_PROGRAMS } from './programs';

/** Serialises concurrent first starts against one PostgreSQL (see migrate.ts, seed.ts). */
const CONTENT_SEED_LOCK_KEY = 1416740004;

/** The library's own name, shown as the writer of its posts. */
export const LIBRARY_WRITER_NAME = '경기도서관';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface ContentSeedOptions {
  /** The seeding instant; every date of the demo content is relative to it. */
  now?: number;
  /** Where the attachments live, to record their sizes. */
  uploadsDir?: string;
}

/** The first public-holiday closure (consecutive days of one name family) within 120 days. */
function nextHoliday(today: string): PostContext['nextHoliday'] {
  const limit = addDays(today, 120);
  const upcoming = PUBLIC_HOLIDAYS.filter(({ day }) => day > today && day <= limit);
  const first = upcoming[0];
  if (!first) return null;
  const days = [first.day];
  for (const holiday of upcoming.slice(1)) {
    if (holiday.day !== addDays(days[days.length - 1] ?? first.day, 1)) break;
    days.push(holiday.day);
  }
  const named = upcoming.find((h) => days.includes(h.day) && !h.reason.includes('연휴')) ?? first;
  return { reason: named.reason, days };
}

const iso = (ms: number) => new Date(ms).toISOString();

async function hasNoBoard(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM boards');
  return (row?.count ?? 0) === 0;
}

async function insertPost(
  tx: Queryable,
  post: SeedPost,
  createdMs: number,
  now: number,
  writer: { id: number | null; name: string },
  fileSize: (file: string) => number,
): Promise<number> {
  const answeredMs =
    post.answer === undefined
      ? null
      : Math.min(createdMs + (post.daysAgo - (post.answeredDaysAgo ?? post.daysAgo)) * DAY_MS + 3 * HOUR_MS, now);
  const updatedMs = post.editedDaysAgo === undefined ? null : Math.min(createdMs + DAY_MS, now);
  const [row] = await tx.query<{ post_code: number }>(
    `INSERT INTO posts (board_code, title, body, body_format, writer_member_id, writer_name, notice_yn,
                        published_yn, view_count, answer, answered_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::timestamptz, $12::timestamptz, $13::timestamptz)
     RETURNING post_code`,
    [
      post.board,
      post.title,
      post.body,
      post.writer === 'library' ? 'markdown' : 'text',
      writer.id,
      writer.name,
      post.pinned ? 'Y' : 'N',
      post.draft ? 'N' : 'Y',
      post.views,
      post.answer ?? '',
      answeredMs === null ? null : iso(answeredMs),
      iso(createdMs),
      updatedMs === null ? null : iso(updatedMs),
    ],
  );
  const postCode = row?.post_code ?? 0;
  for (const attachment of post.attachments ?? []) {
    await tx.query(
      `INSERT INTO post_attachments (post_code, file_name, file_size, file_path) VALUES ($1, $2, $3, $4)`,
      [postCode, attachment.name, fileSize(attachment.file), `/uploads/board/${attachment.file}`],
    );
  }
  return postCode;
}

async function insertPosts(tx: Queryable, today: string, now: number, uploadsDir: string): Promise<void> {
  const members = await tx.query<{ id: number; user_id: string; name: string }>(
    `SELECT id, user_id, name FROM members WHERE user_id IN ('member1', 'member2')`,
  );
  const nextMonth = nextMonthOf(today);
  const context: PostContext = {
    today,
    nextMonthClosed: seedClosedDays(today).filter(({ day }) => day.startsWith(nextMonth)),
    nextHoliday: nextHoliday(today),
  };
  const fileSize = (file: string) => {
    try {
      return statSync(join(uploadsDir, 'board', file)).size;
    } catch {
      return 0;
    }
  };
  // Oldest first, so post codes follow the order of writing.
  const dated = seedPosts(context)
    .map((post, index) => ({
      post,
      createdMs: Math.min(Date.parse(seoulInstant(addDays(today, -post.daysAgo), post.time)), now - (index + 1) * 60_000),
    }))
    .sort((a, b) => a.createdMs - b.createdMs);
  for (const { post, createdMs } of dated) {
    const member = post.writer === 'library' ? null : members.find((m) => m.user_id === post.writer);
    // A demo member removed by hand: their posts are left out rather than given to someone else.
    if (post.writer !== 'library' && !member) continue;
    const writer = member ? { id: member.id, name: member.name } : { id: null, name: LIBRARY_WRITER_NAME };
    await insertPost(tx, post, createdMs, now, writer, fileSize);
  }
}

async function insertBooks(tx: Queryable, today: string): Promise<void> {
  for (const [index, book] of SEED_BOOKS.entries()) {
    const key = seedBookKey(index);
    await tx.query(
      `INSERT INTO books (book_key, title, author, publisher, publish_year, isbn, kdc_class, call_no,
                          shelf_loc_desc, loan_code, cover_url, summary, acquired_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::date)`,
      [
        key,
        book.title,
        book.author,
        book.publisher,
        book.year,
        book.isbn ?? '',
        book.kdc,
        callNumberFor(book, index),
        `[경기도서관] ${shelfFor(book)}`,
        loanCodeFor(index),
        hasSeedCover(index) ? `/uploads/covers/${key}.webp` : '',
        book.summary,
        addDays(today, -acquiredDaysAgo(index, SEED_BOOKS.length)),
      ],
    );
  }
}

async function insertPrograms(tx: Queryable, today: string): Promise<void> {
  for (const program of SEED_PROGRAMS) {
    const { shift } = programDays(today, program);
    await tx.query(
      `INSERT INTO programs (manage_code, title, category, target, place, start_at, end_at, apply_start,
                             apply_end, capacity, poster_url, summary)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8::date, $9::date, $10, $11, $12)`,
      [
        MANAGE_CODE,
        program.title,
        program.category,
        program.target,
        program.place,
        seoulInstant(addDays(today, program.startDay + shift), program.startTime),
        seoulInstant(addDays(today, program.endDay + shift), program.endTime),
        addDays(today, program.applyStartDay),
        addDays(today, program.applyEndDay),
        program.capacity,
        program.poster ? `/uploads/programs/${program.poster}` : '',
        program.summary,
      ],
    );
  }
}

async function insertClosedDays(tx: Queryable, days: readonly SeedClosedDay[]): Promise<void> {
  for (const { day, reason } of days) {
    await tx.query('INSERT INTO closed_days (manage_code, day, reason) VALUES ($1, $2::date, $3)', [
      MANAGE_CODE,
      day,
      reason,
    ]);
  }
}

/**
 * Adds the demo boards and posts, books, programs and closed days of 경기도서관 when the boards
 * table is empty — also to a data directory made before boards existed. Its own step, after
 * seedIfEmpty and seedMembersIfEmpty (members' posts need the demo members); idempotent: returns
 * false and does nothing once any board exists, or when the site itself is missing.
 */
export async function seedBoardsIfEmpty(db: Db, options: ContentSeedOptions = {}): Promise<boolean> {
  if (!(await hasNoBoard(db))) return false;
  const now = options.now ?? Date.now();
  const uploadsDir = options.uploadsDir ?? DEFAULT_UPLOADS_DIR;
  const today = seoulDay(now);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CONTENT_SEED_LOCK_KEY]);
    if (!(await hasNoBoard(tx))) return false;
    const [site] = await tx.query('SELECT 1 FROM libraries WHERE manage_code = $1', [MANAGE_CODE]);
    if (!site) return false;
    for (const [sort, board] of SEED_BOARDS.entries()) {
      await tx.query(
        `INSERT INTO boards (board_code, manage_code, name, description, write_yn, show_writer_yn, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [board.code, MANAGE_CODE, board.name, board.description, board.write, board.showWriter, sort],
      );
    }
    await insertPosts(tx, today, now, uploadsDir);
    await insertBooks(tx, today);
    await insertPrograms(tx, today);
    await insertClosedDays(tx, seedClosedDays(today));
    return true;
  });
}

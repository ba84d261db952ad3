import {
  HUMAN_ACTIVE_LIMIT,
  type EResource,
  type EResourceAccess,
  type EResourceDetail,
  type EResourceKind,
  type EResourceVia,
  type HumanBook,
  type HumanBooking,
  type HumanCategory,
  type HumanSession,
} from '../../contract/library-service';
import type { Queryable } from '../db/db';
import { newKey, type WriteOutcome } from './my-library-repository';

/*
 * Library services (docs/api.md "Library services"): the e-resources by kind, one resource's page,
 * and the human library's books, sessions and bookings. Seats are counted from BOOKED bookings.
 */

export const HUMAN_MESSAGES = {
  sessionNotFound: '휴먼북 대화 회차를 찾을 수 없습니다.',
  sessionBegun: '이미 시작했거나 끝난 회차는 예약할 수 없습니다.',
  duplicate: '이미 예약한 회차입니다. 아래 나의 신청에서 확인해 주세요.',
  sameBook: '같은 휴먼북은 한 회차만 예약할 수 있습니다. 다른 회차로 바꾸려면 먼저 예약을 취소해 주세요.',
  limit: `휴먼북 대화는 한 번에 ${HUMAN_ACTIVE_LIMIT}회차까지 예약할 수 있습니다.`,
  full: '이 회차는 자리가 모두 찼습니다. 다른 회차를 골라 주세요.',
  bookingNotFound: '예약 내역을 찾을 수 없습니다.',
  otherMember: '다른 회원의 예약은 취소할 수 없습니다.',
  alreadyCancelled: '이미 취소된 예약입니다.',
  cancelBegun: '시작한 회차는 취소할 수 없습니다.',
} as const;

const SEOUL_ISO = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD"T"HH24:MI:SS') || '+09:00'`;

/* ---- E-resources ---- */

interface EResourceRow {
  resource_id: number;
  kind: EResourceKind;
  name: string;
  provider: string;
  subject: string;
  origin: string;
  description: string;
  access: EResourceAccess;
  via: EResourceVia | '';
  place: string;
  url: string;
  coverage: string;
}

const RESOURCE_COLUMNS = 'resource_id, kind, name, provider, subject, origin, description, access, via, place, url, coverage';

function resourceOf(row: EResourceRow): EResource {
  return {
    RESOURCE_ID: row.resource_id,
    KIND: row.kind,
    NAME: row.name,
    PROVIDER: row.provider,
    SUBJECT: row.subject,
    ORIGIN: row.origin,
    DESCRIPTION: row.description,
    ACCESS: row.access,
    VIA: row.via,
    PLACE: row.place,
    URL: row.url,
    COVERAGE: row.coverage,
  };
}

/** Every resource of a kind, in the library's order. */
export async function listEResources(q: Queryable, manageCode: string, kind: EResourceKind): Promise<EResource[]> {
  const rows = await q.query<EResourceRow>(
    `SELECT ${RESOURCE_COLUMNS} FROM e_resources WHERE manage_code = $1 AND kind = $2 ORDER BY sort_order, resource_id`,
    [manageCode, kind],
  );
  return rows.map(resourceOf);
}

/** One resource with its page, or null. */
export async function findEResource(q: Queryable, manageCode: string, resourceId: number): Promise<EResourceDetail | null> {
  const [row] = await q.query<EResourceRow & { issn: string; frequency: string; body: string; steps: string }>(
    `SELECT ${RESOURCE_COLUMNS}, issn, frequency, body, steps FROM e_resources WHERE manage_code = $1 AND resource_id = $2`,
    [manageCode, resourceId],
  );
  if (!row) return null;
  return {
    ...resourceOf(row),
    ISSN: row.issn,
    FREQUENCY: row.frequency,
    BODY: row.body,
    STEPS: row.steps.split('\n').filter((line) => line.trim() !== ''),
  };
}

/* ---- Human library ---- */

/** The human books of the site with their sessions that have not begun at `now`, by the library's order. */
export async function listHumanBooks(q: Queryable, manageCode: string, now: number): Promise<HumanBook[]> {
  const books = await q.query<{ human_book_id: number; title: string; narrator: string; category: HumanCategory; summary: string; description: string; topics: string }>(
    `SELECT human_book_id, title, narrator, category, summary, description, topics
       FROM human_books WHERE manage_code = $1 ORDER BY sort_order, human_book_id`,
    [manageCode],
  );
  const sessions = await q.query<{ session_id: number; human_book_id: number; start_iso: string; end_iso: string; place: string; capacity: number; booked: number }>(
    `SELECT s.session_id, s.human_book_id, ${SEOUL_ISO('s.start_at')} AS start_iso, ${SEOUL_ISO('s.end_at')} AS end_iso, s.place, s.capacity,
            (SELECT count(*)::int FROM human_bookings b WHERE b.session_id = s.session_id AND b.status = 'BOOKED') AS booked
       FROM human_sessions s JOIN human_books h ON h.human_book_id = s.human_book_id
      WHERE h.manage_code = $1 AND s.start_at > $2::timestamptz
      ORDER BY s.start_at, s.session_id`,
    [manageCode, new Date(now).toISOString()],
  );
  return books.map((book) => ({
    HUMAN_BOOK_ID: book.human_book_id,
    TITLE: book.title,
    NARRATOR: book.narrator,
    CATEGORY: book.category,
    SUMMARY: book.summary,
    DESCRIPTION: book.description,
    TOPICS: book.topics.split('\n').filter((line) => line.trim() !== ''),
    SESSIONS: sessions
      .filter((s) => s.human_book_id === book.human_book_id)
      .map(
        (s): HumanSession => ({ SESSION_ID: s.session_id, START_AT: s.start_iso, END_AT: s.end_iso, PLACE: s.place, CAPACITY: s.capacity, BOOKED_COUNT: s.booked }),
      ),
  }));
}

interface BookingRow {
  booking_key: string;
  session_id: number;
  human_book_id: number;
  title: string;
  narrator: string;
  start_iso: string;
  end_iso: string;
  place: string;
  status: 'BOOKED' | 'CANCELLED';
  question: string;
  begun: boolean;
}

const BOOKING_SELECT = `
  SELECT b.booking_key, b.session_id, s.human_book_id, h.title, h.narrator,
         ${SEOUL_ISO('s.start_at')} AS start_iso, ${SEOUL_ISO('s.end_at')} AS end_iso, s.place, b.status, b.question,
         (s.start_at <= $2::timestamptz) AS begun
    FROM human_bookings b
    JOIN human_sessions s ON s.session_id = b.session_id
    JOIN human_books h ON h.human_book_id = s.human_book_id`;

function bookingOf(row: BookingRow): HumanBooking {
  return {
    BOOKING_KEY: row.booking_key,
    SESSION_ID: row.session_id,
    HUMAN_BOOK_ID: row.human_book_id,
    TITLE: row.title,
    NARRATOR: row.narrator,
    START_AT: row.start_iso,
    END_AT: row.end_iso,
    PLACE: row.place,
    STATUS: row.status,
    QUESTION: row.question,
    CANCELABLE_YN: row.status === 'BOOKED' && !row.begun ? 'Y' : 'N',
  };
}

/**
 * The member's bookings: live ones of sessions to come first (soonest first), then the rest
 * (past and cancelled, newest first), at most 50.
 */
export async function listMemberHumanBookings(q: Queryable, memberId: number, now: number): Promise<HumanBooking[]> {
  const rows = await q.query<BookingRow>(
    `${BOOKING_SELECT}
      WHERE b.member_id = $1
      ORDER BY (b.status = 'BOOKED' AND s.start_at > $2::timestamptz) DESC,
               CASE WHEN b.status = 'BOOKED' AND s.start_at > $2::timestamptz THEN s.start_at END ASC,
               s.start_at DESC, b.booking_key
      LIMIT 50`,
    [memberId, new Date(now).toISOString()],
  );
  return rows.map(bookingOf);
}

export interface NewHumanBooking {
  memberId: number;
  manageCode: string;
  sessionId: number;
  phone: string;
  question: string;
  now: number;
}

/**
 * Books a seat. Refused (in this order) for an unknown session, one that has begun, the member's
 * live booking of it, a live booking of another session of the same human book, at
 * HUMAN_ACTIVE_LIMIT live bookings to come, and when every seat is taken. Run inside a
 * transaction that has locked the member; the session is locked here, so two members never take
 * its last seat together.
 */
export async function bookHumanSession(tx: Queryable, booking: NewHumanBooking): Promise<WriteOutcome<HumanBooking>> {
  const at = new Date(booking.now).toISOString();
  const [session] = await tx.query<{ human_book_id: number; capacity: number; begun: boolean }>(
    `SELECT s.human_book_id, s.capacity, (s.start_at <= $3::timestamptz) AS begun
       FROM human_sessions s JOIN human_books h ON h.human_book_id = s.human_book_id
      WHERE s.session_id = $1 AND h.manage_code = $2 FOR UPDATE OF s`,
    [booking.sessionId, booking.manageCode, at],
  );
  if (!session) return { ok: false, message: HUMAN_MESSAGES.sessionNotFound };
  if (session.begun) return { ok: false, message: HUMAN_MESSAGES.sessionBegun };
  const [mine] = await tx.query<{ session_id: number }>(
    `SELECT b.session_id FROM human_bookings b JOIN human_sessions s ON s.session_id = b.session_id
      WHERE b.member_id = $1 AND b.status = 'BOOKED' AND s.human_book_id = $2 AND s.start_at > $3::timestamptz`,
    [booking.memberId, session.human_book_id, at],
  );
  if (mine) return { ok: false, message: mine.session_id === booking.sessionId ? HUMAN_MESSAGES.duplicate : HUMAN_MESSAGES.sameBook };
  const [active] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM human_bookings b JOIN human_sessions s ON s.session_id = b.session_id
      WHERE b.member_id = $1 AND b.status = 'BOOKED' AND s.start_at > $2::timestamptz`,
    [booking.memberId, at],
  );
  if ((active?.n ?? 0) >= HUMAN_ACTIVE_LIMIT) return { ok: false, message: HUMAN_MESSAGES.limit };
  const [taken] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM human_bookings WHERE session_id = $1 AND status = 'BOOKED'`, [booking.sessionId]);
  if ((taken?.n ?? 0) >= session.capacity) return { ok: false, message: HUMAN_MESSAGES.full };
  const key = newKey('HB');
  await tx.query(
    `INSERT INTO human_bookings (booking_key, session_id, member_id, status, phone, question, booked_at)
     VALUES ($1, $2, $3, 'BOOKED', $4, $5, $6::timestamptz)`,
    [key, booking.sessionId, booking.memberId, booking.phone, booking.question, at],
  );
  const [row] = await tx.query<BookingRow>(`${BOOKING_SELECT} WHERE b.booking_key = $1`, [key, at]);
  if (!row) throw new Error('방금 만든 예약을 읽지 못했습니다.');
  return { ok: true, value: bookingOf(row) };
}

/** Why a cancel is refused; `forbidden` is another member's booking (HTTP 403). */
export type CancelOutcome = { ok: true } | { ok: false; message: string; forbidden?: boolean };

/** Cancels the member's own live booking of a session that has not begun. */
export async function cancelHumanBooking(tx: Queryable, input: { memberId: number; manageCode: string; bookingKey: string; now: number }): Promise<CancelOutcome> {
  const at = new Date(input.now).toISOString();
  const [row] = await tx.query<{ member_id: number; status: string; begun: boolean }>(
    `SELECT b.member_id, b.status, (s.start_at <= $3::timestamptz) AS begun
       FROM human_bookings b JOIN human_sessions s ON s.session_id = b.session_id JOIN human_books h ON h.human_book_id = s.human_book_id
      WHERE b.booking_key = $1 AND h.manage_code = $2 FOR UPDATE OF b`,
    [input.bookingKey, input.manageCode, at],
  );
  if (!row) return { ok: false, message: HUMAN_MESSAGES.bookingNotFound };
  if (row.member_id !== input.memberId) return { ok: false, message: HUMAN_MESSAGES.otherMember, forbidden: true };
  if (row.status !== 'BOOKED') return { ok: false, message: HUMAN_MESSAGES.alreadyCancelled };
  if (row.begun) return { ok: false, message: HUMAN_MESSAGES.cancelBegun };
  await tx.query(`UPDATE human_bookings SET status = 'CANCELLED', cancelled_at = $2::timestamptz WHERE booking_key = $1`, [input.bookingKey, at]);
  return { ok: true };
}

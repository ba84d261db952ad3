import { branchName } from '../../contract/branches';
import type { FacilityBooking, ProgramApplication } from '../../contract/my-library';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { seoulInstant } from '../calendar';
import { seoulDayOf, type WriteOutcome } from './my-library-repository';
import { MY_LIBRARY_MESSAGES } from './my-library-rules';
import { cancelDeadline, promoteWaiting, PROGRAM_MESSAGES, type Promotion } from './programs-repository';

/* The member's program applications and facility bookings, always scoped by the member's id. */

type ProgramStatus = ProgramApplication['STATUS'];
type FacilityStatus = FacilityBooking['STATUS'];

const SEOUL_ISO = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD"T"HH24:MI:SS') || '+09:00'`;

const PROGRAM_CANCELABLE: readonly ProgramStatus[] = ['APPLIED', 'WAITING'];
const FACILITY_CANCELABLE: readonly FacilityStatus[] = ['APPLIED', 'APPROVED'];

/** Not yet over first, soonest first; then the ones over, latest first. */
function upcomingFirst<T>(items: readonly T[], isUpcoming: (item: T) => boolean, when: (item: T) => string): T[] {
  const upcoming = items.filter(isUpcoming).sort((a, b) => when(a).localeCompare(when(b)));
  const past = items.filter((item) => !isUpcoming(item)).sort((a, b) => when(b).localeCompare(when(a)));
  return [...upcoming, ...past];
}

/* ---- Programs ---- */

interface ProgramRow {
  apply_key: string;
  program_id: number;
  title: string;
  category: string;
  place: string;
  start_at: string;
  end_at: string;
  start_day: string;
  status: ProgramStatus;
  wait_no: number;
  applied_at: string;
  ended: boolean;
  cancel_end: string | null;
  promoted_at: string | null;
}

/**
 * The member's program applications: those of programs not yet over first (soonest start first),
 * then the rest (latest start first). CANCELABLE_YN is Y for APPLIED or WAITING until the day
 * before the program's first day.
 */
export async function listProgramApplications(
  q: Queryable,
  memberId: number,
  today: string,
  now: number,
): Promise<ProgramApplication[]> {
  const rows = await q.query<ProgramRow>(
    `SELECT a.apply_key, a.program_id, p.title, p.category, p.place,
            ${SEOUL_ISO('p.start_at')} AS start_at, ${SEOUL_ISO('p.end_at')} AS end_at,
            ${seoulDayOf('p.start_at')} AS start_day, a.status, a.wait_no,
            ${seoulDayOf('a.applied_at')} AS applied_at, p.end_at < $2::timestamptz AS ended,
            to_char(p.cancel_end, 'YYYY-MM-DD') AS cancel_end,
            CASE WHEN a.promoted_at IS NULL THEN NULL ELSE ${SEOUL_ISO('a.promoted_at')} END AS promoted_at
       FROM program_applications a JOIN programs p ON p.program_id = a.program_id
      WHERE a.member_id = $1`,
    [memberId, new Date(now).toISOString()],
  );
  const sorted = upcomingFirst(
    rows,
    (row) => !row.ended,
    (row) => `${row.start_at} ${row.apply_key}`,
  );
  return sorted.map((row) => {
    const deadline = cancelDeadline(row.cancel_end, row.start_day);
    return {
    APPLY_KEY: row.apply_key,
    PROGRAM_ID: row.program_id,
    TITLE: row.title,
    CATEGORY: row.category,
    PLACE: row.place,
    START_AT: row.start_at,
    END_AT: row.end_at,
    STATUS: row.status,
    WAIT_NO: row.status === 'WAITING' ? row.wait_no : 0,
    APPLIED_AT: row.applied_at,
    CANCELABLE_YN: PROGRAM_CANCELABLE.includes(row.status) && today <= deadline && today < row.start_day ? 'Y' : 'N',
    CANCEL_END: deadline,
    // Kept for the member: the day a waiting application was given a freed place.
    PROMOTED_AT: row.status === 'APPLIED' && row.promoted_at ? row.promoted_at : '',
    };
  });
}

/**
 * Cancels one of the member's applications while APPLIED or WAITING and until the cancellation
 * deadline (the program's own, else the day before its first day). A freed place goes to the first
 * WAITING applicant (promoted_at set, the member's note), and the waiting numbers are renumbered
 * 1, 2, … An application already cancelled is a success; an unknown key is "not found"; another
 * member's is refused with HTTP 403 and touches nothing. Run inside a transaction that has locked
 * the member. Answers the promotions made (the route tells the promoted members).
 */
export async function cancelProgramApplication(
  tx: Queryable,
  memberId: number,
  applyKey: string,
  today: string,
  now: number = Date.now(),
): Promise<WriteOutcome<Promotion[]>> {
  const [own] = await tx.query<{ member_id: number | null; status: ProgramStatus; program_id: number; start_day: string; cancel_end: string | null }>(
    `SELECT a.member_id, a.status, a.program_id, ${seoulDayOf('p.start_at')} AS start_day, to_char(p.cancel_end, 'YYYY-MM-DD') AS cancel_end
       FROM program_applications a JOIN programs p ON p.program_id = a.program_id
      WHERE a.apply_key = $1`,
    [applyKey],
  );
  if (!own) return { ok: false, message: MY_LIBRARY_MESSAGES.programNotFound };
  if (own.member_id !== memberId) throw new HttpError(403, PROGRAM_MESSAGES.otherMember);
  // One queue change per program at a time (the program first, as applying locks it).
  await tx.query('SELECT program_id FROM programs WHERE program_id = $1 FOR UPDATE', [own.program_id]);
  const [current] = await tx.query<{ status: ProgramStatus }>('SELECT status FROM program_applications WHERE apply_key = $1 FOR UPDATE', [applyKey]);
  const status = current?.status ?? own.status;
  if (status === 'CANCELLED') return { ok: true, value: [] };
  if (!PROGRAM_CANCELABLE.includes(status)) return { ok: false, message: MY_LIBRARY_MESSAGES.programNotCancelable };
  if (today >= own.start_day) return { ok: false, message: MY_LIBRARY_MESSAGES.programStarted };
  const deadline = cancelDeadline(own.cancel_end, own.start_day);
  if (today > deadline) return { ok: false, message: PROGRAM_MESSAGES.cancelClosed(deadline) };
  await tx.query(`UPDATE program_applications SET status = 'CANCELLED', wait_no = 0 WHERE apply_key = $1`, [applyKey]);
  return { ok: true, value: await promoteWaiting(tx, own.program_id, now, status === 'APPLIED' ? 1 : 0) };
}

/* ---- Facilities ---- */

interface FacilityRow {
  booking_key: string;
  name: string;
  branch_code: string;
  use_date: string;
  start_time: string;
  end_time: string;
  people: number;
  purpose: string;
  status: FacilityStatus;
  status_note: string;
  applied_at: string;
}

const FACILITY_SELECT = `SELECT fb.booking_key, f.name, f.branch_code, to_char(fb.use_date, 'YYYY-MM-DD') AS use_date,
            to_char(fb.start_time, 'HH24:MI') AS start_time, to_char(fb.end_time, 'HH24:MI') AS end_time,
            fb.people, fb.purpose, fb.status, fb.status_note, ${seoulDayOf('fb.applied_at')} AS applied_at
       FROM facility_bookings fb JOIN facilities f ON f.facility_code = fb.facility_code`;

/** The booking's start has not come yet at `now` (its day and time on the library's clock). */
const notStarted = (row: { use_date: string; start_time: string }, now: number): boolean => Date.parse(seoulInstant(row.use_date, row.start_time)) > now;

function toFacilityBooking(row: FacilityRow, now: number): FacilityBooking {
  return {
    BOOKING_KEY: row.booking_key,
    FACILITY_NAME: row.name,
    BRANCH_NAME: branchName(row.branch_code),
    USE_DATE: row.use_date,
    START_TIME: row.start_time,
    END_TIME: row.end_time,
    PEOPLE: row.people,
    PURPOSE: row.purpose,
    STATUS: row.status,
    STATUS_NOTE: row.status_note,
    APPLIED_AT: row.applied_at,
    CANCELABLE_YN: FACILITY_CANCELABLE.includes(row.status) && notStarted(row, now) ? 'Y' : 'N',
  };
}

/**
 * The member's facility bookings: today's and later ones first (soonest first), then past ones
 * (latest first). CANCELABLE_YN is Y for APPLIED or APPROVED until the booking starts.
 */
export async function listFacilityBookings(q: Queryable, memberId: number, today: string, now: number): Promise<FacilityBooking[]> {
  const rows = await q.query<FacilityRow>(`${FACILITY_SELECT} WHERE fb.member_id = $1`, [memberId]);
  const sorted = upcomingFirst(
    rows,
    (row) => row.use_date >= today,
    (row) => `${row.use_date} ${row.start_time} ${row.booking_key}`,
  );
  return sorted.map((row) => toFacilityBooking(row, now));
}

/** One of the member's bookings as the list shows it (null: not the member's, or none). */
export async function findFacilityBooking(q: Queryable, memberId: number, bookingKey: string, now: number): Promise<FacilityBooking | null> {
  const [row] = await q.query<FacilityRow>(`${FACILITY_SELECT} WHERE fb.member_id = $1 AND fb.booking_key = $2`, [memberId, bookingKey]);
  return row ? toFacilityBooking(row, now) : null;
}

/**
 * Cancels one of the member's bookings while APPLIED or APPROVED and before it starts; its hours
 * are free again at once (the slot rows go with the status). One already cancelled is a success;
 * an unknown key is "not found"; another member's is refused with HTTP 403 and touches nothing.
 */
export async function cancelFacilityBooking(
  tx: Queryable,
  memberId: number,
  bookingKey: string,
  now: number,
): Promise<WriteOutcome<null>> {
  const [own] = await tx.query<{ member_id: number; status: FacilityStatus; use_date: string; start_time: string }>(
    `SELECT member_id, status, to_char(use_date, 'YYYY-MM-DD') AS use_date, to_char(start_time, 'HH24:MI') AS start_time
       FROM facility_bookings WHERE booking_key = $1`,
    [bookingKey],
  );
  if (!own) return { ok: false, message: MY_LIBRARY_MESSAGES.facilityNotFound };
  if (own.member_id !== memberId) throw new HttpError(403, MY_LIBRARY_MESSAGES.facilityOtherMember);
  const [current] = await tx.query<{ status: FacilityStatus }>(
    'SELECT status FROM facility_bookings WHERE booking_key = $1 AND member_id = $2 FOR UPDATE',
    [bookingKey, memberId],
  );
  const status = current?.status ?? own.status;
  if (status === 'CANCELLED') return { ok: true, value: null };
  if (!FACILITY_CANCELABLE.includes(status)) return { ok: false, message: MY_LIBRARY_MESSAGES.facilityNotCancelable };
  if (!notStarted(own, now)) return { ok: false, message: MY_LIBRARY_MESSAGES.facilityStarted };
  await tx.query(`UPDATE facility_bookings SET status = 'CANCELLED' WHERE booking_key = $1 AND member_id = $2`, [
    bookingKey,
    memberId,
  ]);
  return { ok: true, value: null };
}

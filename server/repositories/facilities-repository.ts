import { libraryHours, hoursOn } from '../../contract/library-info';
import {
  FACILITY_RULES,
  hourText,
  hoursBetween,
  type Facility,
  type FacilityKind,
  type Slot,
} from '../../contract/facilities';
import type { FacilityBooking } from '../../contract/my-library';
import { addDays, isCalendarDay, seoulInstant, weekdayOf } from '../calendar';
import type { Queryable } from '../db/db';
import { WEEKLY_CLOSING_REASON } from '../routes/home';
import { findLibraryInfo } from './library-info-repository';
import { findFacilityBooking } from './my-library-bookings-repository';
import { newKey } from './my-library-repository';

/* Rental facilities (docs/api.md "Rental facilities"): the rooms, their day's slots and booking. */

export const FACILITY_MESSAGES = {
  unknown: '예약할 수 없는 시설입니다.',
  conflict: '선택하신 시간에 이미 다른 예약이 있습니다. 다른 시간을 골라 주세요.',
  closed: (reason: string) => `휴관일(${reason})에는 예약할 수 없습니다.`,
  past: '지난 날짜나 이미 지난 시간은 예약할 수 없습니다.',
  tooFar: (days: number) => `오늘부터 ${days}일 뒤까지만 예약할 수 있습니다.`,
  badDay: '이용일이 달력에 없는 날짜입니다.',
  order: '끝나는 시각은 시작 시각보다 늦어야 합니다.',
  hours: (opens: string, closes: string) => `이 시설은 ${opens}부터 ${closes}까지 예약할 수 있습니다.`,
  tooLong: (hours: number) => `이 시설은 한 번에 ${hours}시간까지 예약할 수 있습니다.`,
  people: (min: number, max: number) => `이 시설의 이용 인원은 ${min}명부터 ${max}명까지입니다.`,
  activeLimit: (max: number) => `시작 전인 예약은 한 사람이 ${max}건까지 가질 수 있습니다. 다른 예약을 취소하신 뒤 신청해 주세요.`,
  dayLimit: (max: number, left: number) =>
    left > 0 ? `하루에 ${max}시간까지 예약할 수 있습니다. 이 날은 ${left}시간 더 예약할 수 있습니다.` : `하루에 ${max}시간까지 예약할 수 있습니다. 이 날은 더 예약할 수 없습니다.`,
  otherMember: '다른 회원의 예약은 취소할 수 없습니다.',
} as const;

interface FacilityRow {
  facility_code: string;
  name: string;
  kind: FacilityKind;
  place: string;
  summary: string;
  equipment: string[];
  capacity: number;
  min_people: number;
  opens: string;
  closes: string;
  weekend_closes: string;
  max_hours: number;
  ai_library: boolean;
}

const FACILITY_COLUMNS = `facility_code, name, kind, place, summary, equipment, capacity, min_people,
  to_char(opens, 'HH24:MI') AS opens, to_char(closes, 'HH24:MI') AS closes,
  to_char(weekend_closes, 'HH24:MI') AS weekend_closes, max_hours, ai_library`;

const toFacility = (row: FacilityRow): Facility => ({
  FACILITY_CODE: row.facility_code,
  NAME: row.name,
  KIND: row.kind,
  PLACE: row.place,
  SUMMARY: row.summary,
  EQUIPMENT: row.equipment,
  CAPACITY: row.capacity,
  MIN_PEOPLE: row.min_people,
  OPENS: row.opens,
  CLOSES: row.closes,
  WEEKEND_CLOSES: row.weekend_closes,
  MAX_HOURS: row.max_hours,
  AI_LIBRARY_YN: row.ai_library ? 'Y' : 'N',
});

/** The rooms members book online, in the library's order. */
export async function listBookableFacilities(q: Queryable, manageCode: string): Promise<Facility[]> {
  const rows = await q.query<FacilityRow>(
    `SELECT ${FACILITY_COLUMNS} FROM facilities WHERE manage_code = $1 AND bookable ORDER BY sort_order, facility_code`,
    [manageCode],
  );
  return rows.map(toFacility);
}

export async function findBookableFacility(q: Queryable, manageCode: string, code: string): Promise<Facility | null> {
  const [row] = await q.query<FacilityRow>(
    `SELECT ${FACILITY_COLUMNS} FROM facilities WHERE manage_code = $1 AND facility_code = $2 AND bookable`,
    [manageCode, code],
  );
  return row ? toFacility(row) : null;
}

/** The closing time of a room on a day: weekends (토·일) close at WEEKEND_CLOSES. */
export const closingOn = (facility: Facility, day: string): string => {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6 ? facility.WEEKEND_CLOSES : facility.CLOSES;
};

/**
 * The library's closed days from `from` to `to` (both inclusive): the listed ones with their
 * reason, and every weekday on which no room of the library opens (정기휴관일).
 */
export async function closedDaysBetween(q: Queryable, manageCode: string, from: string, to: string): Promise<Map<string, string>> {
  const [facts, listed] = await Promise.all([
    findLibraryInfo(q, manageCode),
    q.query<{ day: string; reason: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, reason FROM closed_days WHERE manage_code = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
      [manageCode, from, to],
    ),
  ]);
  const closed = new Map(listed.map((row) => [row.day, row.reason]));
  const hours = facts ? libraryHours(facts.ROOMS) : [];
  if (facts) {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      if (!closed.has(day) && hoursOn(hours, weekdayOf(day)) === null) closed.set(day, WEEKLY_CLOSING_REASON);
    }
  }
  return new Map([...closed.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** The last day that may be booked on `today`. */
export const lastBookableDay = (today: string): string => addDays(today, FACILITY_RULES.daysAhead);

/** An hour's start has passed at `now`. */
const started = (day: string, time: string, now: number): boolean => Date.parse(seoulInstant(day, time)) <= now;

/**
 * A room's hours on a day (open day, in range): FREE, TAKEN (another booking holds it), MINE (the
 * asking member's), PAST (begun already).
 */
export async function daySlots(q: Queryable, facility: Facility, day: string, now: number, memberId: number | null): Promise<Slot[]> {
  const held = await q.query<{ slot_start: string; member_id: number }>(
    `SELECT to_char(s.slot_start, 'HH24:MI') AS slot_start, b.member_id
       FROM facility_booking_slots s JOIN facility_bookings b ON b.booking_key = s.booking_key
      WHERE s.facility_code = $1 AND s.use_date = $2::date`,
    [facility.FACILITY_CODE, day],
  );
  const holder = new Map(held.map((row) => [row.slot_start, row.member_id]));
  const first = Number(facility.OPENS.slice(0, 2));
  const last = Number(closingOn(facility, day).slice(0, 2));
  const slots: Slot[] = [];
  for (let hour = first; hour < last; hour += 1) {
    const start = hourText(hour);
    const owner = holder.get(start);
    const state: Slot['STATE'] =
      owner !== undefined ? (memberId !== null && owner === memberId ? 'MINE' : 'TAKEN') : started(day, start, now) ? 'PAST' : 'FREE';
    slots.push({ START: start, END: hourText(hour + 1), STATE: state });
  }
  return slots;
}

export interface BookingInput {
  memberId: number;
  manageCode: string;
  facilityCode: string;
  day: string;
  start: string;
  end: string;
  people: number;
  purpose: string;
  today: string;
  now: number;
}

export type BookingOutcome =
  | { ok: true; booking: FacilityBooking }
  | { ok: false; conflict: boolean; message: string; facilityKnown: boolean };

const refuse = (message: string, facilityKnown = true): BookingOutcome => ({ ok: false, conflict: false, message, facilityKnown });

/** A refusal by the library's rules (null: none). Checked before anything is written. */
export async function bookingRefusal(q: Queryable, facility: Facility | null, input: BookingInput): Promise<BookingOutcome | null> {
  if (!facility) return refuse(FACILITY_MESSAGES.unknown, false);
  if (!isCalendarDay(input.day)) return refuse(FACILITY_MESSAGES.badDay, false);
  const hours = hoursBetween(input.start, input.end);
  if (hours === 0) return refuse(FACILITY_MESSAGES.order);
  if (input.day < input.today || started(input.day, input.start, input.now)) return refuse(FACILITY_MESSAGES.past);
  if (input.day > lastBookableDay(input.today)) return refuse(FACILITY_MESSAGES.tooFar(FACILITY_RULES.daysAhead));
  const closed = (await closedDaysBetween(q, input.manageCode, input.day, input.day)).get(input.day);
  if (closed !== undefined) return refuse(FACILITY_MESSAGES.closed(closed));
  const closes = closingOn(facility, input.day);
  if (input.start < facility.OPENS || input.end > closes) return refuse(FACILITY_MESSAGES.hours(facility.OPENS, closes));
  if (hours > facility.MAX_HOURS) return refuse(FACILITY_MESSAGES.tooLong(facility.MAX_HOURS));
  if (input.people < facility.MIN_PEOPLE || input.people > facility.CAPACITY) return refuse(FACILITY_MESSAGES.people(facility.MIN_PEOPLE, facility.CAPACITY));
  const [taken] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM facility_booking_slots
      WHERE facility_code = $1 AND use_date = $2::date AND slot_start >= $3::time AND slot_start < $4::time`,
    [facility.FACILITY_CODE, input.day, input.start, input.end],
  );
  if ((taken?.n ?? 0) > 0) return { ok: false, conflict: true, message: FACILITY_MESSAGES.conflict, facilityKnown: true };
  // The member's limits: counted under the member's lock (the caller holds it).
  const [mine] = await q.query<{ active: number; day_hours: number }>(
    `SELECT count(*) FILTER (WHERE (use_date + start_time) > ($2::timestamptz AT TIME ZONE 'Asia/Seoul'))::int AS active,
            coalesce(sum(extract(epoch FROM (end_time - start_time)) / 3600) FILTER (WHERE use_date = $3::date), 0)::int AS day_hours
       FROM facility_bookings WHERE member_id = $1 AND status IN ('APPLIED', 'APPROVED')`,
    [input.memberId, new Date(input.now).toISOString(), input.day],
  );
  if ((mine?.active ?? 0) >= FACILITY_RULES.maxActive) return refuse(FACILITY_MESSAGES.activeLimit(FACILITY_RULES.maxActive));
  const dayHours = mine?.day_hours ?? 0;
  if (dayHours + hours > FACILITY_RULES.maxHoursPerDay) {
    return refuse(FACILITY_MESSAGES.dayLimit(FACILITY_RULES.maxHoursPerDay, Math.max(0, FACILITY_RULES.maxHoursPerDay - dayHours)));
  }
  return null;
}

/**
 * Books a room for the member: APPLIED at once (the library approves later). The slot rows the
 * trigger writes make a booking that raced past the check above fail with unique_violation
 * (isSlotConflict), which the caller answers as a conflict. Run inside a transaction that locked the member.
 */
export async function insertBooking(tx: Queryable, input: BookingInput): Promise<FacilityBooking> {
  const key = newKey('FB');
  await tx.query(
    `INSERT INTO facility_bookings (booking_key, member_id, facility_code, use_date, start_time, end_time, people, purpose, status, applied_at)
     VALUES ($1, $2, $3, $4::date, $5::time, $6::time, $7, $8, 'APPLIED', $9::timestamptz)`,
    [key, input.memberId, input.facilityCode, input.day, input.start, input.end, input.people, input.purpose, new Date(input.now).toISOString()],
  );
  const booking = await findFacilityBooking(tx, input.memberId, key, input.now);
  if (!booking) throw new Error(`facility booking ${key} vanished`);
  return booking;
}

/**
 * Keeps a refused booking replayed from the outbox as REJECTED with the reason, so 나의 도서관 says
 * what became of it. Only for a room that exists and a day that is a day; the times are clamped to
 * a valid range so the row always reads.
 */
export async function insertRejectedBooking(tx: Queryable, input: BookingInput, reason: string): Promise<FacilityBooking> {
  const key = newKey('FB');
  const hours = Math.max(1, hoursBetween(input.start, input.end));
  const startHour = Math.min(23, Number(input.start.slice(0, 2)) || 0);
  const endHour = Math.min(24, startHour + hours);
  await tx.query(
    `INSERT INTO facility_bookings (booking_key, member_id, facility_code, use_date, start_time, end_time, people, purpose, status, status_note, applied_at)
     VALUES ($1, $2, $3, $4::date, $5::time, $6::time, $7, $8, 'REJECTED', $9, $10::timestamptz)`,
    [key, input.memberId, input.facilityCode, input.day, hourText(startHour), hourText(endHour), input.people, input.purpose, reason.slice(0, 300), new Date(input.now).toISOString()],
  );
  const booking = await findFacilityBooking(tx, input.memberId, key, input.now);
  if (!booking) throw new Error(`facility booking ${key} vanished`);
  return booking;
}

/** The database refused a second booking of an hour (facility_booking_slots' primary key). */
export function isSlotConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return code === '23505' && (constraint === 'facility_booking_slots_pkey' || (typeof message === 'string' && message.includes('facility_booking_slots_pkey')));
}

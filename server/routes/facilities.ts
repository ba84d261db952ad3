import type { Context, Handler } from 'hono';
import {
  FACILITY_RULES,
  FacilityBookRequest,
  type FacilityBookResponse,
  FacilityListRequest,
  type FacilityListResponse,
  FacilitySlotsRequest,
  type FacilitySlotsResponse,
} from '../../contract/facilities';
import { type Auth, requireMember } from '../auth/auth';
import { isCalendarDay, seoulDay } from '../calendar';
import { HttpError } from '../http/errors';
import { withIdempotency } from '../http/idempotency';
import { sanitizeLine } from '../http/sanitize';
import { parseRequest } from '../http/validate';
import {
  type BookingInput,
  bookingRefusal,
  closedDaysBetween,
  daySlots,
  FACILITY_MESSAGES,
  findBookableFacility,
  insertBooking,
  insertRejectedBooking,
  isSlotConflict,
  lastBookableDay,
  listBookableFacilities,
} from '../repositories/facilities-repository';
import { inTransaction, lockMember } from '../repositories/my-library-rules';

/*
 * Rental facilities (docs/api.md "Rental facilities"): the rooms and a day's slots are public
 * (answered no-cache: slots change with every booking); booking is a member call with an
 * Idempotency-Key. A slot already held is HTTP 409 with the Korean message, whether the check saw
 * it or the database's slot key refused a booking that raced past the check.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
const REVALIDATE = { 'Cache-Control': 'no-cache' };

/** Whether a booking's answer left a booking behind (booked, or kept as REJECTED). */
function bookingRecorded(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && (parsed as { BOOKING?: unknown }).BOOKING != null;
  } catch {
    return true;
  }
}

export function facilityCalls(auth: Auth): Record<string, Handler> {
  const db = auth.db;
  return {
    '/selectfacilitylist': async (c) => {
      const request = await parseRequest(c, FacilityListRequest);
      const today = seoulDay(auth.now());
      const last = lastBookableDay(today);
      const [list, closed] = await Promise.all([listBookableFacilities(db, request.manage_code), closedDaysBetween(db, request.manage_code, today, last)]);
      const body: FacilityListResponse = {
        RESULT_INFO: 'SUCCESS',
        LIST: list,
        TODAY: today,
        LAST_DAY: last,
        MAX_ACTIVE: FACILITY_RULES.maxActive,
        MAX_HOURS_PER_DAY: FACILITY_RULES.maxHoursPerDay,
        CLOSED_DAYS: [...closed.entries()].map(([day, reason]) => ({ DAY: day, REASON: reason })),
      };
      return c.json(body, 200, REVALIDATE);
    },
    '/selectfacilityslots': async (c) => {
      const request = await parseRequest(c, FacilitySlotsRequest);
      if (!isCalendarDay(request.use_date)) throw new HttpError(400, FACILITY_MESSAGES.badDay, 'use_date');
      const member = request.user_key === undefined ? null : (await requireMember(c, auth, request.user_key)).member;
      const now = auth.now();
      const today = seoulDay(now);
      const facility = await findBookableFacility(db, request.manage_code, request.facility_code);
      const base: FacilitySlotsResponse = {
        RESULT_INFO: 'SUCCESS',
        RESULT: facility ? 'SUCCESS' : 'NO_DATA',
        FACILITY_CODE: request.facility_code,
        USE_DATE: request.use_date,
        CLOSED_YN: 'N',
        CLOSED_REASON: '',
        OUT_OF_RANGE_YN: 'N',
        SLOTS: [],
      };
      const headers = member ? NO_STORE : REVALIDATE;
      if (!facility) return c.json(base, 200, headers);
      if (request.use_date < today || request.use_date > lastBookableDay(today)) return c.json({ ...base, OUT_OF_RANGE_YN: 'Y' }, 200, headers);
      const reason = (await closedDaysBetween(db, request.manage_code, request.use_date, request.use_date)).get(request.use_date);
      if (reason !== undefined) return c.json({ ...base, CLOSED_YN: 'Y', CLOSED_REASON: reason }, 200, headers);
      return c.json({ ...base, SLOTS: await daySlots(db, facility, request.use_date, now, member?.id ?? null) }, 200, headers);
    },
    '/insertfacilityreserve': async (c, next) => {
      const request = await parseRequest(c, FacilityBookRequest);
      const { member } = await requireMember(c, auth, request.user_key);
      const purpose = sanitizeLine(request.purpose);
      if (purpose.length < 2) throw new HttpError(400, '이용 목적을 2자 이상 입력해 주세요.', 'purpose');
      const queued = request.queued_yn === 'Y';
      const run = async (inner: Context) => {
        const now = auth.now();
        const input: BookingInput = {
          memberId: member.id,
          manageCode: request.manage_code,
          facilityCode: request.facility_code,
          day: request.use_date,
          start: request.start_time,
          end: request.end_time,
          people: request.people,
          purpose,
          today: seoulDay(now),
          now,
        };
        type Attempt = { kind: 'booked'; body: FacilityBookResponse } | { kind: 'refused'; conflict: boolean; message: string; keep: boolean };
        let attempt: Attempt;
        try {
          attempt = await inTransaction(db, async (tx): Promise<Attempt> => {
            await lockMember(tx, member.id);
            const facility = await findBookableFacility(tx, input.manageCode, input.facilityCode);
            const refusal = await bookingRefusal(tx, facility, input);
            if (refusal && !refusal.ok) return { kind: 'refused', conflict: refusal.conflict, message: refusal.message, keep: refusal.facilityKnown };
            return { kind: 'booked', body: { RESULT: 'SUCCESS', RESULT_MESSAGE: '', BOOKING: await insertBooking(tx, input) } };
          });
        } catch (error) {
          // Another booking took the hour between the check and the insert: the slot key refused it.
          if (!isSlotConflict(error)) throw error;
          attempt = { kind: 'refused', conflict: true, message: FACILITY_MESSAGES.conflict, keep: true };
        }
        if (attempt.kind === 'booked') return inner.json(attempt.body, 200, NO_STORE);
        if (queued && attempt.keep) {
          // From the outbox: kept as REJECTED with the reason (나의 도서관 shows it), answered 200 so the outbox lets it go.
          const refused = attempt;
          const booking = await inTransaction(db, (tx) => insertRejectedBooking(tx, input, refused.message));
          const body: FacilityBookResponse = { RESULT: 'FAIL', RESULT_MESSAGE: refused.message, BOOKING: booking };
          return inner.json(body, 200, NO_STORE);
        }
        const body: FacilityBookResponse = { RESULT: 'FAIL', RESULT_MESSAGE: attempt.message, BOOKING: null };
        return inner.json(body, attempt.conflict ? 409 : 200, NO_STORE);
      };
      // The outbox's replay (queued_yn Y) of an attempt whose answer was lost is the same booking: it gets that answer.
      // A refusal that recorded nothing (a live attempt's) is not kept: if its answer was lost, the
      // outbox's replay runs again and records it as REJECTED, as 나의 도서관 then promises.
      return withIdempotency(db, `insertfacilityreserve:${member.id}`, run, { ignoredFields: ['queued_yn'], keep: bookingRecorded })(c, next);
    },
  };
}

import type { Context, Handler } from 'hono';
import type * as v from 'valibot';
import {
  BookMyStateRequest,
  CancelFacilityRequest,
  CancelProgramRequest,
  CancelReserveRequest,
  CancelWishRequest,
  type CancelReserveResponse,
  type FacilityReserveListResponse,
  type InsertReserveResponse,
  InsertReserveRequest,
  InsertWishRequest,
  type InsertWishResponse,
  type InterestListResponse,
  InterestRequest,
  type InterestResponse,
  LoanHistoryRequest,
  type LoanHistoryResponse,
  type LoanListResponse,
  MyListRequest,
  type ProgramReserveListResponse,
  RenewLoanRequest,
  type RenewLoanResponse,
  type ReserveListResponse,
  type WishListResponse,
} from '../../contract/my-library';
import { type Auth, requireMember } from '../auth/auth';
import { seoulDay } from '../calendar';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { withIdempotency } from '../http/idempotency';
import { sanitizeLine, sanitizeText } from '../http/sanitize';
import { parseRequest } from '../http/validate';
import type { MemberRow } from '../repositories/member-repository';
import {
  cancelFacilityBooking,
  cancelProgramApplication,
  listFacilityBookings,
  listProgramApplications,
} from '../repositories/my-library-bookings-repository';
import {
  bookMyState,
  cancelReservation,
  insertReservation,
  listLoanHistory,
  listLoans,
  listReservations,
  loanState,
  renewLoan,
  type WriteOutcome,
} from '../repositories/my-library-repository';
import {
  addInterest,
  cancelWish,
  insertWish,
  listInterests,
  listWishes,
  removeInterest,
} from '../repositories/my-library-requests-repository';
import { inTransaction, lockMember } from '../repositories/my-library-rules';
import type { PushSender } from '../push/send';
import { notifyPromotions } from './programs';

/*
 * 나의 도서관 (docs/api.md "My library"): the member's loans, reservations, hope-book requests,
 * interested books and program and facility bookings. Every call is a member call (401 without
 * a session, 403 for another member's user_key), answers Cache-Control: no-store, and looks rows
 * up by the session's member, so another member's key finds nothing. Writes refuse with HTTP 200,
 * RESULT FAIL and a Korean RESULT_MESSAGE, and accept an Idempotency-Key (per member and call).
 */

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The instant a request is handled, and its day in the library's calendar. */
interface Clock {
  now: number;
  today: string;
}

const clockOf = (auth: Auth): Clock => {
  const now = auth.now();
  return { now, today: seoulDay(now) };
};

type MemberSchema = v.GenericSchema<unknown, { user_key: string }>;

/** A read: validate, check the member, answer the body without caching. */
function memberRead<S extends MemberSchema, T extends object>(
  auth: Auth,
  schema: S,
  answer: (request: v.InferOutput<S>, member: MemberRow, clock: Clock) => Promise<T>,
): Handler {
  return async (c) => {
    const request = await parseRequest(c, schema);
    const { member } = await requireMember(c, auth, request.user_key);
    return c.json(await answer(request, member, clockOf(auth)), 200, NO_STORE);
  };
}

/**
 * A write: validate, check the member, then (once per Idempotency-Key of this member and call)
 * run the action in one transaction that first locks the member's row, so limits are counted and
 * rows added without a race.
 */
function memberWrite<S extends MemberSchema, T extends object>(
  auth: Auth,
  call: string,
  schema: S,
  act: (tx: Queryable, request: v.InferOutput<S>, member: MemberRow, clock: Clock) => Promise<T>,
): Handler {
  return async (c, next) => {
    const request = await parseRequest(c, schema);
    const { member } = await requireMember(c, auth, request.user_key);
    const run = async (inner: Context) => {
      const clock = clockOf(auth);
      const body = await inTransaction(auth.db, async (tx) => {
        await lockMember(tx, member.id);
        return act(tx, request, member, clock);
      });
      return inner.json(body, 200, NO_STORE);
    };
    return withIdempotency(auth.db, `${call}:${member.id}`, run)(c, next);
  };
}

/** { RESULT, RESULT_MESSAGE } of a write without a payload. */
const plainResult = (outcome: WriteOutcome<unknown>): CancelReserveResponse =>
  outcome.ok ? { RESULT: 'SUCCESS', RESULT_MESSAGE: '' } : { RESULT: 'FAIL', RESULT_MESSAGE: outcome.message };

/**
 * The eighteen calls of 나의 도서관, by path under the API base. `sender`: how a member promoted
 * from a program's waiting list is told by push (none: not told).
 */
export function myLibraryCalls(auth: Auth, sender?: PushSender): Record<string, Handler> {
  return {
    /* ---- Loans ---- */
    '/selectloanlist': memberRead(auth, MyListRequest, async (_request, member, { today }): Promise<LoanListResponse> => ({
      RESULT_INFO: 'SUCCESS',
      LIST: await listLoans(auth.db, member.id, today),
    })),
    '/renewloan': memberWrite(auth, 'renewloan', RenewLoanRequest, async (tx, request, member, { today }): Promise<RenewLoanResponse> => {
      const outcome = await renewLoan(tx, member.id, request.loan_key, today);
      return outcome.ok
        ? { RESULT: 'SUCCESS', RESULT_MESSAGE: '', LOAN: outcome.loan }
        : { RESULT: 'FAIL', RESULT_MESSAGE: outcome.message, LOAN: outcome.loan };
    }),
    '/selectloanhistory': memberRead(auth, LoanHistoryRequest, async (request, member): Promise<LoanHistoryResponse> => {
      const { rows, total } = await listLoanHistory(auth.db, member.id, request);
      return { RESULT_INFO: 'SUCCESS', LIST: rows, TOTAL_COUNT: total, PAGE: request.page, SIZE: request.size };
    }),
    '/selectloanstate': memberRead(auth, MyListRequest, (_request, member, { today }) => loanState(auth.db, member.id, today)),

    /* ---- Reservations ---- */
    '/selectreservelist': memberRead(auth, MyListRequest, async (_request, member): Promise<ReserveListResponse> => ({
      RESULT_INFO: 'SUCCESS',
      LIST: await listReservations(auth.db, member.id),
    })),
    '/insertreserve': memberWrite(auth, 'insertreserve', InsertReserveRequest, async (tx, request, member, { today, now }): Promise<InsertReserveResponse> => {
      const outcome = await insertReservation(tx, {
        memberId: member.id,
        bookKey: request.book_key,
        branchCode: request.branch_code,
        today,
        now,
      });
      return outcome.ok
        ? { RESULT: 'SUCCESS', RESULT_MESSAGE: '', RESERVATION: outcome.value }
        : { RESULT: 'FAIL', RESULT_MESSAGE: outcome.message, RESERVATION: null };
    }),
    '/cancelreserve': memberWrite(auth, 'cancelreserve', CancelReserveRequest, async (tx, request, member, { today, now }) =>
      plainResult(await cancelReservation(tx, member.id, request.reserve_key, today, now)),
    ),

    /* ---- Hope-book requests ---- */
    '/selectwishlist': memberRead(auth, MyListRequest, async (_request, member): Promise<WishListResponse> => ({
      RESULT_INFO: 'SUCCESS',
      LIST: await listWishes(auth.db, member.id),
    })),
    '/insertwish': memberWrite(auth, 'insertwish', InsertWishRequest, async (tx, request, member, { today, now }): Promise<InsertWishResponse> => {
      const title = sanitizeLine(request.title);
      if (title === '') throw new HttpError(400, '도서명을 입력해 주세요. (title)', 'title');
      const outcome = await insertWish(tx, {
        memberId: member.id,
        title,
        author: sanitizeLine(request.author),
        publisher: sanitizeLine(request.publisher),
        publishYear: request.publish_year,
        isbn: request.isbn,
        bookKey: request.book_key,
        branchCode: request.branch_code,
        note: sanitizeText(request.note),
        today,
        now,
      });
      return outcome.ok
        ? { RESULT: 'SUCCESS', RESULT_MESSAGE: '', WISH: outcome.value }
        : { RESULT: 'FAIL', RESULT_MESSAGE: outcome.message, WISH: null };
    }),
    '/cancelwish': memberWrite(auth, 'cancelwish', CancelWishRequest, async (tx, request, member) =>
      plainResult(await cancelWish(tx, member.id, request.wish_key)),
    ),

    /* ---- Interested books ---- */
    '/selectinterestlist': memberRead(auth, MyListRequest, async (_request, member): Promise<InterestListResponse> => ({
      RESULT_INFO: 'SUCCESS',
      LIST: await listInterests(auth.db, member.id),
    })),
    '/insertinterest': memberWrite(auth, 'insertinterest', InterestRequest, async (tx, request, member, { now }): Promise<InterestResponse> =>
      plainResult(await addInterest(tx, member.id, request.book_key, now)),
    ),
    '/deleteinterest': memberWrite(auth, 'deleteinterest', InterestRequest, async (tx, request, member): Promise<InterestResponse> => {
      await removeInterest(tx, member.id, request.book_key);
      return { RESULT: 'SUCCESS', RESULT_MESSAGE: '' };
    }),
    '/selectbookmystate': memberRead(auth, BookMyStateRequest, (request, member) => bookMyState(auth.db, member.id, request.book_key)),

    /* ---- Programs and facilities ---- */
    '/selectprogramreservelist': memberRead(auth, MyListRequest, async (_request, member, { today, now }): Promise<ProgramReserveListResponse> => ({
      RESULT_INFO: 'SUCCESS',
      LIST: await listProgramApplications(auth.db, member.id, today, now),
    })),
    '/cancelprogramreserve': memberWrite(auth, 'cancelprogramreserve', CancelProgramRequest, async (tx, request, member, { today, now }) => {
      const outcome = await cancelProgramApplication(tx, member.id, request.apply_key, today, now);
      // Not awaited: the push reads the devices once this transaction has committed.
      if (outcome.ok) notifyPromotions(auth.db, sender, outcome.value);
      return plainResult(outcome);
    }),
    '/selectfacilityreservelist': memberRead(auth, MyListRequest, async (_request, member, { today, now }): Promise<FacilityReserveListResponse> => ({
      RESULT_INFO: 'SUCCESS',
      LIST: await listFacilityBookings(auth.db, member.id, today, now),
    })),
    '/cancelfacilityreserve': memberWrite(auth, 'cancelfacilityreserve', CancelFacilityRequest, async (tx, request, member, { now }) =>
      plainResult(await cancelFacilityBooking(tx, member.id, request.booking_key, now)),
    ),
  };
}

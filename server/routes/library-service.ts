import type { Context, Handler } from 'hono';
import {
  CancelHumanBookingRequest,
  type CancelHumanBookingResponse,
  EResourceDetailRequest,
  type EResourceDetailResponse,
  EResourceListRequest,
  type EResourceListResponse,
  HUMAN_ACTIVE_LIMIT,
  HumanBookingRequest,
  type HumanBookingResponse,
  HumanLibraryRequest,
  type HumanLibraryResponse,
  MyHumanBookingsRequest,
  type MyHumanBookingsResponse,
  ServiceRulesRequest,
  type ServiceRulesResponse,
} from '../../contract/library-service';
import { PROGRAM_ACTIVE_LIMIT } from '../../contract/programs';
import { type Auth, requireMember } from '../auth/auth';
import { seoulDay } from '../calendar';
import { HttpError } from '../http/errors';
import { withIdempotency } from '../http/idempotency';
import { sanitizeText } from '../http/sanitize';
import { parseRequest } from '../http/validate';
import {
  bookHumanSession,
  cancelHumanBooking,
  findEResource,
  listEResources,
  listHumanBooks,
  listMemberHumanBookings,
} from '../repositories/library-service-repository';
import {
  INTEREST_LIMIT,
  LOAN_DAYS,
  LOAN_LIMIT,
  MAX_RENEWALS,
  PICKUP_DAYS,
  RENEW_DAYS,
  RESERVE_LIMIT,
  WISH_MONTH_LIMIT,
  inTransaction,
  lockMember,
} from '../repositories/my-library-rules';

/*
 * Library services (docs/api.md "Library services"): the service rules, the e-resources and the
 * human library. Reads are public; a booking and its cancel are member calls (401 without a
 * session, 403 for another member's user_key or booking). A booking accepts an Idempotency-Key
 * per member, so one queued offline and sent twice takes one seat.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Seats change with every booking: a copy may be reused only after asking. */
const REVALIDATE = { 'Cache-Control': 'no-cache' };

/** The limits the rest of the server applies, named once (the 이용 방법 page words them). */
export const SERVICE_RULES: ServiceRulesResponse['RULES'] = {
  LOAN_LIMIT,
  LOAN_DAYS,
  RENEW_DAYS,
  MAX_RENEWALS,
  RESERVE_LIMIT,
  PICKUP_DAYS,
  WISH_MONTH_LIMIT,
  INTEREST_LIMIT,
  PROGRAM_ACTIVE_LIMIT,
  HUMAN_ACTIVE_LIMIT,
};

export function libraryServiceCalls(auth: Auth): Record<string, Handler> {
  const db = auth.db;
  return {
    '/selectservicerules': async (c) => {
      await parseRequest(c, ServiceRulesRequest);
      const body: ServiceRulesResponse = { RESULT_INFO: 'SUCCESS', RULES: SERVICE_RULES };
      return c.json(body, 200, REVALIDATE);
    },
    '/selecteresourcelist': async (c) => {
      const input = await parseRequest(c, EResourceListRequest);
      const body: EResourceListResponse = { RESULT_INFO: 'SUCCESS', KIND: input.kind, LIST: await listEResources(db, input.manage_code, input.kind) };
      return c.json(body, 200, REVALIDATE);
    },
    '/selecteresourcedetail': async (c) => {
      const input = await parseRequest(c, EResourceDetailRequest);
      const resource = await findEResource(db, input.manage_code, input.resource_id);
      if (!resource) throw new HttpError(404, '전자자료를 찾을 수 없습니다.');
      const body: EResourceDetailResponse = { RESULT_INFO: 'SUCCESS', RESOURCE: resource };
      return c.json(body, 200, REVALIDATE);
    },
    '/selecthumanlibrary': async (c) => {
      const input = await parseRequest(c, HumanLibraryRequest);
      const now = auth.now();
      const body: HumanLibraryResponse = { RESULT_INFO: 'SUCCESS', LIST: await listHumanBooks(db, input.manage_code, now), TODAY: seoulDay(now) };
      return c.json(body, 200, REVALIDATE);
    },
    '/selectmyhumanbookings': async (c) => {
      const input = await parseRequest(c, MyHumanBookingsRequest);
      const { member } = await requireMember(c, auth, input.user_key);
      const body: MyHumanBookingsResponse = { RESULT_INFO: 'SUCCESS', LIST: await listMemberHumanBookings(db, member.id, auth.now()) };
      return c.json(body, 200, NO_STORE);
    },
    '/inserthumanbooking': async (c, next) => {
      const input = await parseRequest(c, HumanBookingRequest);
      const { member } = await requireMember(c, auth, input.user_key);
      const question = sanitizeText(input.question);
      const run = async (inner: Context) => {
        const now = auth.now();
        const outcome = await inTransaction(db, async (tx) => {
          await lockMember(tx, member.id);
          return bookHumanSession(tx, { memberId: member.id, manageCode: input.manage_code, sessionId: input.session_id, phone: input.phone, question, now });
        });
        const body: HumanBookingResponse = outcome.ok
          ? { RESULT: 'SUCCESS', RESULT_MESSAGE: '', BOOKING: outcome.value }
          : { RESULT: 'FAIL', RESULT_MESSAGE: outcome.message, BOOKING: null };
        return inner.json(body, 200, NO_STORE);
      };
      return withIdempotency(db, `inserthumanbooking:${member.id}`, run)(c, next);
    },
    '/cancelhumanbooking': async (c) => {
      const input = await parseRequest(c, CancelHumanBookingRequest);
      const { member } = await requireMember(c, auth, input.user_key);
      const outcome = await inTransaction(db, async (tx) => {
        await lockMember(tx, member.id);
        return cancelHumanBooking(tx, { memberId: member.id, manageCode: input.manage_code, bookingKey: input.booking_key, now: auth.now() });
      });
      if (!outcome.ok && outcome.forbidden) throw new HttpError(403, outcome.message);
      const body: CancelHumanBookingResponse = outcome.ok ? { RESULT: 'SUCCESS', RESULT_MESSAGE: '' } : { RESULT: 'FAIL', RESULT_MESSAGE: outcome.message };
      return c.json(body, 200, NO_STORE);
    },
  };
}

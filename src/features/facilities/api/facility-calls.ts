import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, MANAGE_CODE } from '../../../../contract/constants';
import {
  FACILITY_BOOK_OUTBOX_KIND,
  FacilityBookResponse,
  FacilityListResponse,
  FacilitySlotsResponse,
} from '../../../../contract/facilities';
import type { FacilityBooking } from '../../../../contract/my-library';
import { answerOf, mapAnswer } from '../../../data/answer';
import { queueWrite } from '../../../data/outbox';
import type { FetchAnswer } from '../../../data/resource';
import { getDefaultBase, joinPath, request } from '../../../lib/http/client';
import { cleanTextDeep } from '../../../lib/text-cleanup';
import type { BookingFields } from '../model/booking-form';

/** The fields people read, cleaned where answers arrive (spec §5). */
const SHOWN_TEXT: ReadonlySet<string> = new Set(['NAME', 'PLACE', 'SUMMARY', 'REASON', 'CLOSED_REASON']);

/** POST {base}/selectfacilitylist. `quiet`: a background refresh or preload (no overlay, never the error page). */
export async function selectFacilityList(options: { quiet: boolean }): Promise<FetchAnswer<FacilityListResponse>> {
  const result = await request({
    path: 'selectfacilitylist',
    body: { manage_code: MANAGE_CODE },
    schema: FacilityListResponse,
    loading: !options.quiet,
    errorPage: !options.quiet,
  });
  return mapAnswer(answerOf(result), (data) => cleanTextDeep(data, SHOWN_TEXT));
}

/** POST {base}/selectfacilityslots: a room's hours on a day (public: free or taken, never whose). */
export async function selectFacilitySlots(facility: string, day: string): Promise<FetchAnswer<FacilitySlotsResponse>> {
  const result = await request({
    path: 'selectfacilityslots',
    body: { manage_code: MANAGE_CODE, facility_code: facility, use_date: day },
    schema: FacilitySlotsResponse,
    // The form shows its own loading line; a failure is said beside the slots, never as the error page.
    loading: false,
    errorPage: false,
  });
  return mapAnswer(answerOf(result, { missing: (data) => data.RESULT === 'NO_DATA' }), (data) => cleanTextDeep(data, SHOWN_TEXT));
}

export type BookAnswer =
  | { kind: 'done'; booking: FacilityBooking }
  /** The library's rules refused it; `conflict`: another booking holds the hour (HTTP 409). */
  | { kind: 'refused'; message: string; conflict: boolean }
  /** No network: kept in the outbox under the same key and sent once, by itself, when the network returns. */
  | { kind: 'queued' }
  | { kind: 'session' };

/** The body a booking sends; the outbox replays it with queued_yn Y (a refusal is then kept as REJECTED). */
export function bookBody(userKey: string, fields: BookingFields, queued: boolean): Record<string, unknown> {
  return { user_key: userKey, manage_code: MANAGE_CODE, ...fields, agree_yn: 'Y', ...(queued ? { queued_yn: 'Y' } : {}) };
}

const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

/**
 * POST {base}/insertfacilityreserve with the idempotency key of this submission (the same key for
 * every attempt). Offline, or when the network fails on the way, the booking goes to the outbox.
 */
export async function sendBooking(userKey: string, fields: BookingFields, requestId: string): Promise<BookAnswer> {
  const queue = async (): Promise<BookAnswer> => {
    await queueWrite(FACILITY_BOOK_OUTBOX_KIND, joinPath(getDefaultBase(), 'insertfacilityreserve'), bookBody(userKey, fields, true), requestId);
    return { kind: 'queued' };
  };
  if (!navigator.onLine) return queue();
  const result = await request({
    path: 'insertfacilityreserve',
    body: bookBody(userKey, fields, false),
    schema: FacilityBookResponse,
    headers: { [IDEMPOTENCY_HEADER]: requestId },
    errorPage: false,
    loading: true,
  });
  if (result.success && result.data) {
    const data = result.data;
    return data.RESULT === 'SUCCESS' && data.BOOKING ? { kind: 'done', booking: data.BOOKING } : { kind: 'refused', message: data.RESULT_MESSAGE, conflict: false };
  }
  if (result.error?.kind === 'network') return queue();
  if (result.status === 401 || result.status === 403) return { kind: 'session' };
  const parsed = v.safeParse(ErrorBody, result.error?.body);
  return { kind: 'refused', message: parsed.success ? parsed.output.RESULT_MESSAGE : '', conflict: result.status === 409 };
}

import * as v from 'valibot';
import { IDEMPOTENCY_HEADER, MANAGE_CODE } from '../../../../contract/constants';
import {
  CancelHumanBookingResponse,
  EResourceDetailResponse,
  EResourceListResponse,
  HUMAN_BOOKING_OUTBOX_KIND,
  HumanBookingResponse,
  HumanLibraryResponse,
  MyHumanBookingsResponse,
  ServiceRulesResponse,
  type EResourceKind,
  type HumanBooking,
} from '../../../../contract/library-service';
import { answerOf, mapAnswer } from '../../../data/answer';
import { queueWrite } from '../../../data/outbox';
import type { FetchAnswer } from '../../../data/resource';
import { getDefaultBase, joinPath, request } from '../../../lib/http/client';
import { cleanTextDeep } from '../../../lib/text-cleanup';

/** The fields people read, cleaned where answers arrive (spec §5); ids, codes, dates and URLs as sent. */
const SHOWN_TEXT: ReadonlySet<string> = new Set(['NAME', 'PROVIDER', 'SUBJECT', 'ORIGIN', 'DESCRIPTION', 'PLACE', 'COVERAGE', 'FREQUENCY', 'BODY', 'TITLE', 'NARRATOR', 'SUMMARY', 'QUESTION', 'RESULT_MESSAGE']);

const clean = <T>(answer: FetchAnswer<T>): FetchAnswer<T> => mapAnswer(answer, (data) => cleanTextDeep(data, SHOWN_TEXT));

/** A 404 (no such resource) is 'missing', not a failure to show. */
function missingOn404<T>(answer: FetchAnswer<T>): FetchAnswer<T> {
  return answer.kind === 'failed' && answer.status === 404 ? { kind: 'missing' } : answer;
}

/** One read, quiet: the screens say themselves what happened (offline, failed, missing). */
async function read<T>(path: string, body: Record<string, unknown>, schema: v.GenericSchema<unknown, T>): Promise<FetchAnswer<T>> {
  const result = await request({ path, body: { manage_code: MANAGE_CODE, ...body }, schema, loading: false, errorPage: false });
  return missingOn404(clean(answerOf(result)));
}

export const selectServiceRules = () => read('selectservicerules', {}, ServiceRulesResponse);
export const selectEResourceList = (kind: EResourceKind) => read('selecteresourcelist', { kind }, EResourceListResponse);
export const selectEResourceDetail = (id: number) => read('selecteresourcedetail', { resource_id: id }, EResourceDetailResponse);
export const selectHumanLibrary = () => read('selecthumanlibrary', {}, HumanLibraryResponse);
export const selectMyHumanBookings = (userKey: string) => read('selectmyhumanbookings', { user_key: userKey }, MyHumanBookingsResponse);

/* ---- Writes ---- */

export interface BookingFields {
  session_id: number;
  phone: string;
  question: string;
}

export type BookingAnswer =
  | { kind: 'done'; booking: HumanBooking }
  /** The library refused (RESULT FAIL or a 4xx): its sentence. */
  | { kind: 'refused'; message: string }
  /** No network: kept in the outbox under the same key (`requestId`) and sent once, by itself, when the network returns. */
  | { kind: 'queued'; requestId: string }
  | { kind: 'session' };

const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

/** The body a booking sends; the outbox replays it as it is. */
export function bookingBody(userKey: string, fields: BookingFields): Record<string, unknown> {
  return { user_key: userKey, manage_code: MANAGE_CODE, ...fields, agree_yn: 'Y' };
}

/**
 * POST {base}/inserthumanbooking with the idempotency key of this submission (the same key for
 * every attempt: the server books once). Offline, or when the network fails on the way, the
 * booking goes to the outbox under that key.
 */
export async function sendHumanBooking(userKey: string, fields: BookingFields, requestId: string): Promise<BookingAnswer> {
  const body = bookingBody(userKey, fields);
  const queue = async (): Promise<BookingAnswer> => {
    await queueWrite(HUMAN_BOOKING_OUTBOX_KIND, joinPath(getDefaultBase(), 'inserthumanbooking'), body, requestId);
    return { kind: 'queued', requestId };
  };
  if (!navigator.onLine) return queue();
  const result = await request({ path: 'inserthumanbooking', body, schema: HumanBookingResponse, headers: { [IDEMPOTENCY_HEADER]: requestId }, errorPage: false, loading: true });
  if (result.success && result.data) {
    const data = cleanTextDeep(result.data, SHOWN_TEXT);
    return data.RESULT === 'SUCCESS' && data.BOOKING ? { kind: 'done', booking: data.BOOKING } : { kind: 'refused', message: data.RESULT_MESSAGE };
  }
  if (result.error?.kind === 'network') return queue();
  if (result.status === 401) return { kind: 'session' };
  const parsed = v.safeParse(ErrorBody, result.error?.body);
  return { kind: 'refused', message: parsed.success && result.status < 500 ? parsed.output.RESULT_MESSAGE : '' };
}

export type CancelAnswer = { kind: 'done' } | { kind: 'refused'; message: string } | { kind: 'offline' };

/** POST {base}/cancelhumanbooking: online only (a seat freed offline would help nobody until sent). */
export async function cancelHumanBooking(userKey: string, bookingKey: string): Promise<CancelAnswer> {
  if (!navigator.onLine) return { kind: 'offline' };
  const result = await request({
    path: 'cancelhumanbooking',
    body: { user_key: userKey, manage_code: MANAGE_CODE, booking_key: bookingKey },
    schema: CancelHumanBookingResponse,
    errorPage: false,
    loading: true,
  });
  if (result.success && result.data) return result.data.RESULT === 'SUCCESS' ? { kind: 'done' } : { kind: 'refused', message: result.data.RESULT_MESSAGE };
  if (result.error?.kind === 'network') return { kind: 'offline' };
  const parsed = v.safeParse(ErrorBody, result.error?.body);
  return { kind: 'refused', message: parsed.success && result.status < 500 ? parsed.output.RESULT_MESSAGE : '' };
}

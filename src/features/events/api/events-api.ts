import type * as v from 'valibot';
import { MANAGE_CODE } from '../../../../contract/constants';
import {
  LibraryEventDetailResponse,
  LibraryEventListResponse,
  Link31EventListResponse,
  Link31VenueListResponse,
  ScheduleDetailResponse,
  ScheduleMonthResponse,
} from '../../../../contract/events';
import { answerOf, mapAnswer } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { cleanTextDeep } from '../../../lib/text-cleanup';

/** The fields readers see, cleaned where answers arrive (spec §5); ids, days and codes stay as sent. */
const SHOWN_TEXT: ReadonlySet<string> = new Set([
  'TITLE',
  'CATEGORY',
  'PLACE',
  'ORGANISER',
  'TARGET',
  'BODY',
  'SUMMARY',
  'NAME',
  'ADDRESS',
  'VENUE_NAME',
  'VENUE_ADDRESS',
]);

/**
 * An events call: the validated answer, no network, or a sentence saying why not. A 404 (an
 * unknown event or entry) is `missing`. `quiet`: no overlay (a refresh or a preload).
 */
async function call<T>(path: string, body: Record<string, unknown>, schema: v.GenericSchema<unknown, T>, quiet: boolean): Promise<FetchAnswer<T>> {
  const result = await request({ path, body: { manage_code: MANAGE_CODE, ...body }, schema, errorPage: false, loading: !quiet });
  const answer = answerOf(result, { refusal: koEvents.failed });
  if (answer.kind === 'failed' && answer.status === 404) return { kind: 'missing' };
  return mapAnswer(answer, (data) => cleanTextDeep(data, SHOWN_TEXT));
}

/** Only the values that are set (the contract's defaults cover the rest). */
function given(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== ''));
}

export const EVENT_PAGE_SIZE = 10;

/** POST selectlibraryeventlist. */
export function fetchLibraryEvents(input: { month?: string; category?: string; query?: string; page?: number }, quiet = false) {
  return call('selectlibraryeventlist', given({ ...input, page: input.page ?? 1, size: EVENT_PAGE_SIZE }), LibraryEventListResponse, quiet);
}

/** POST selectlibraryeventdetail. */
export function fetchLibraryEvent(eventId: number, quiet = false) {
  return call('selectlibraryeventdetail', { event_id: eventId }, LibraryEventDetailResponse, quiet);
}

/** POST selectschedulemonth. */
export function fetchScheduleMonth(month: string, quiet = false) {
  return call('selectschedulemonth', { month }, ScheduleMonthResponse, quiet);
}

/** POST selectscheduledetail. */
export function fetchScheduleEntry(entryId: string, quiet = false) {
  return call('selectscheduledetail', { entry_id: entryId }, ScheduleDetailResponse, quiet);
}

/** POST selectlink31eventlist. */
export function fetchLink31Events(input: { sigungu?: string; month?: string; query?: string; page?: number }, quiet = false) {
  return call('selectlink31eventlist', given({ ...input, page: input.page ?? 1, size: EVENT_PAGE_SIZE }), Link31EventListResponse, quiet);
}

/** POST selectlink31venuelist. */
export function fetchLink31Venues(quiet = false) {
  return call('selectlink31venuelist', {}, Link31VenueListResponse, quiet);
}

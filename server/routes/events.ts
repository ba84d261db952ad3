import type { Handler } from 'hono';
import * as v from 'valibot';
import {
  LibraryEventDetailRequest,
  LibraryEventListRequest,
  Link31EventListRequest,
  Link31VenueListRequest,
  ScheduleDetailRequest,
  ScheduleMonthRequest,
  type LibraryEventDetailResponse,
  type LibraryEventListResponse,
  type Link31EventListResponse,
  type Link31VenueListResponse,
  type ScheduleDetail,
  type ScheduleDetailResponse,
  type ScheduleEntry,
  type ScheduleMonthResponse,
} from '../../contract/events';
import { hoursOn, libraryHours } from '../../contract/library-info';
import { daysOfMonth, isCalendarDay, seoulDay, weekdayOf } from '../calendar';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { parseRequest } from '../http/validate';
import { closedRules } from '../library-facts';
import {
  eventEntries,
  findLibraryEvent,
  findProgramEntry,
  listLibraryEvents,
  listLink31Events,
  listLink31Venues,
  monthBounds,
  programEntries,
} from '../repositories/events-repository';
import { libraryExists, listedClosedDays } from '../repositories/home-repository';
import { findLibraryInfo } from '../repositories/library-info-repository';
import { WEEKLY_CLOSING_REASON } from './home';

export const EVENT_MESSAGES = {
  eventNotFound: '요청하신 행사를 찾을 수 없습니다.',
  entryNotFound: '요청하신 일정을 찾을 수 없습니다.',
} as const;

const resultOf = (found: boolean) => (found ? 'SUCCESS' : 'NO_DATA') as 'SUCCESS' | 'NO_DATA';

const ScheduleDetailInput = v.object({
  ...ScheduleDetailRequest.entries,
  entry_id: v.pipe(
    ScheduleDetailRequest.entries.entry_id,
    v.check((id) => !id.startsWith('closed-') || isCalendarDay(id.slice('closed-'.length)), 'entry_id의 날짜가 달력에 있는 날짜가 아닙니다.'),
  ),
});

/**
 * The closed days of a month as schedule entries: the listed ones (closed_days, with their reason)
 * and every weekday on which no room of the library opens (정기휴관일: Mondays), listed or not.
 */
export async function closedEntries(db: Queryable, manageCode: string, month: string): Promise<ScheduleEntry[]> {
  const [facts, listed] = await Promise.all([findLibraryInfo(db, manageCode), listedClosedDays(db, manageCode, month)]);
  const hours = facts ? libraryHours(facts.ROOMS) : [];
  const reasons = new Map(listed.map((d) => [d.day, d.reason]));
  if (facts) {
    for (const day of daysOfMonth(month)) {
      if (!reasons.has(day) && hoursOn(hours, weekdayOf(day)) === null) reasons.set(day, WEEKLY_CLOSING_REASON);
    }
  }
  return [...reasons.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, reason]) => ({
      ENTRY_ID: `closed-${day}`,
      KIND: 'CLOSED',
      TITLE: reason,
      CATEGORY: '휴관',
      START_DAY: day,
      END_DAY: day,
      START_TIME: '',
      END_TIME: '',
      PLACE: '',
      TARGET: '',
      EVENT_ID: 0,
      PROGRAM_ID: 0,
    }));
}

/** Closed days first on a day, then by start day, start time ('' first: all-day), title. */
const KIND_ORDER = { CLOSED: 0, EVENT: 1, PROGRAM: 1 } as const;
export function compareEntries(a: ScheduleEntry, b: ScheduleEntry): number {
  return (
    a.START_DAY.localeCompare(b.START_DAY) ||
    KIND_ORDER[a.KIND] - KIND_ORDER[b.KIND] ||
    a.START_TIME.localeCompare(b.START_TIME) ||
    a.TITLE.localeCompare(b.TITLE, 'ko')
  );
}

/** A month's schedule: closed days, library events and programs, merged in one order. */
export async function scheduleOfMonth(db: Queryable, manageCode: string, month: string): Promise<ScheduleEntry[]> {
  const { first, last } = monthBounds(month);
  const [closed, events, programs] = await Promise.all([
    closedEntries(db, manageCode, month),
    eventEntries(db, manageCode, first, last),
    programEntries(db, manageCode, first, last),
  ]);
  return [...closed, ...events, ...programs].sort(compareEntries);
}

async function scheduleDetail(db: Queryable, manageCode: string, entryId: string): Promise<ScheduleDetail | null> {
  const [, kind, rest = ''] = /^(event|program|closed)-(.+)$/.exec(entryId) ?? [];
  if (kind === 'event') {
    const event = await findLibraryEvent(db, manageCode, Number(rest), '');
    if (!event) return null;
    return {
      ENTRY_ID: entryId,
      KIND: 'EVENT',
      TITLE: event.TITLE,
      CATEGORY: event.CATEGORY,
      START_DAY: event.START_DAY,
      END_DAY: event.END_DAY,
      START_TIME: event.START_TIME,
      END_TIME: event.END_TIME,
      PLACE: event.PLACE,
      TARGET: event.TARGET,
      EVENT_ID: event.EVENT_ID,
      PROGRAM_ID: event.PROGRAM_ID,
      ORGANISER: event.ORGANISER,
      BODY: event.BODY,
    };
  }
  if (kind === 'program') {
    const program = await findProgramEntry(db, manageCode, Number(rest));
    return program ? { ...program, ORGANISER: '' } : null;
  }
  const entry = (await closedEntries(db, manageCode, rest.slice(0, 7))).find((e) => e.START_DAY === rest);
  if (!entry) return null;
  const facts = await findLibraryInfo(db, manageCode);
  const rules = facts ? closedRules(facts) : [];
  return {
    ...entry,
    ORGANISER: facts?.NAME ?? '',
    BODY: rules.length > 0 ? `${facts?.NAME ?? ''}은 ${rules.join(', ')}에 휴관합니다.`.trim() : '',
  };
}

/**
 * The event and schedule calls (docs/api.md "Events and schedule") by path under the API base.
 * `now` is the clock ("today" is its day in Seoul); tests pass a fixed one.
 */
export function eventCalls(db: Queryable, now: () => number = Date.now): Record<string, Handler> {
  const today = () => seoulDay(now());
  return {
    '/selectlibraryeventlist': async (c) => {
      const input = await parseRequest(c, LibraryEventListRequest);
      const paging = { PAGE: input.page, SIZE: input.size };
      const found = (await libraryExists(db, input.manage_code))
        ? await listLibraryEvents(db, { manageCode: input.manage_code, month: input.month, category: input.category, query: input.query, page: input.page, size: input.size, today: today() })
        : { list: [], total: 0, categories: [] };
      const body: LibraryEventListResponse = {
        RESULT_INFO: 'SUCCESS',
        RESULT: resultOf(found.total > 0),
        LIST: found.list,
        CATEGORIES: found.categories,
        TOTAL_COUNT: found.total,
        ...paging,
      };
      return c.json(body);
    },

    '/selectlibraryeventdetail': async (c) => {
      const input = await parseRequest(c, LibraryEventDetailRequest);
      const event = await findLibraryEvent(db, input.manage_code, input.event_id, today());
      if (!event) throw new HttpError(404, EVENT_MESSAGES.eventNotFound);
      const body: LibraryEventDetailResponse = { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', EVENT: event };
      return c.json(body);
    },

    '/selectschedulemonth': async (c) => {
      const input = await parseRequest(c, ScheduleMonthRequest);
      const list = (await libraryExists(db, input.manage_code)) ? await scheduleOfMonth(db, input.manage_code, input.month) : [];
      const body: ScheduleMonthResponse = { RESULT_INFO: 'SUCCESS', RESULT: resultOf(list.length > 0), MONTH: input.month, TODAY: today(), LIST: list };
      return c.json(body);
    },

    '/selectscheduledetail': async (c) => {
      const input = await parseRequest(c, ScheduleDetailInput);
      const entry = await scheduleDetail(db, input.manage_code, input.entry_id);
      if (!entry) throw new HttpError(404, EVENT_MESSAGES.entryNotFound);
      const body: ScheduleDetailResponse = { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', ENTRY: entry };
      return c.json(body);
    },

    '/selectlink31eventlist': async (c) => {
      const input = await parseRequest(c, Link31EventListRequest);
      const paging = { PAGE: input.page, SIZE: input.size };
      const found = (await libraryExists(db, input.manage_code))
        ? await listLink31Events(db, { manageCode: input.manage_code, sigungu: input.sigungu, month: input.month, query: input.query, page: input.page, size: input.size, today: today() })
        : { list: [], total: 0, counts: [] };
      const body: Link31EventListResponse = {
        RESULT_INFO: 'SUCCESS',
        RESULT: resultOf(found.total > 0),
        LIST: found.list,
        SIGUNGU_COUNTS: found.counts,
        TOTAL_COUNT: found.total,
        ...paging,
      };
      return c.json(body);
    },

    '/selectlink31venuelist': async (c) => {
      const input = await parseRequest(c, Link31VenueListRequest);
      const list = (await libraryExists(db, input.manage_code)) ? await listLink31Venues(db, input.manage_code, today()) : [];
      const body: Link31VenueListResponse = { RESULT_INFO: 'SUCCESS', RESULT: resultOf(list.length > 0), LIST: list };
      return c.json(body);
    },
  };
}

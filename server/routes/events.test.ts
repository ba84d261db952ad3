import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import {
  LibraryEventDetailResponse,
  LibraryEventListResponse,
  Link31EventListResponse,
  Link31VenueListResponse,
  ScheduleDetailResponse,
  ScheduleMonthResponse,
  type ScheduleEntry,
} from '../../contract/events';
import { daysOfMonth, seoulDay, weekdayOf } from '../calendar';
import type { Db } from '../db/db';
import { HttpError, sendError } from '../http/errors';
import { monthBounds } from '../repositories/events-repository';
import { SEED_LIBRARY_EVENTS, SEED_LINK31_VENUES, seedEventsIfEmpty } from '../seed/events';
import { openSeededTestDb } from '../testing/test-db';
import { compareEntries, eventCalls } from './events';
import { portalRoutes } from './portal';

/** A fixed clock: 2026-11-21 12:00 in Seoul. The seed and the calls use the same day. */
const NOW = Date.parse('2026-11-21T03:00:00Z');
const TODAY = seoulDay(NOW);
const MONTH = TODAY.slice(0, 7);

let db: Db;
let app: Hono;

beforeAll(async () => {
  db = await openSeededTestDb({ now: NOW });
  expect(await seedEventsIfEmpty(db, { now: NOW })).toBe(true);
  app = new Hono();
  app.route('/gglib', portalRoutes(eventCalls(db, () => NOW)));
  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error);
    throw error;
  });
});
afterAll(() => db.close());

async function call(path: string, body: Record<string, unknown>): Promise<{ status: number; json: unknown }> {
  const response = await app.request(`/gglib/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ manage_code: MANAGE_CODE, ...body }),
  });
  return { status: response.status, json: await response.json() };
}

async function schedule(month: string): Promise<ScheduleEntry[]> {
  const { status, json } = await call('selectschedulemonth', { month });
  expect(status).toBe(200);
  return v.parse(ScheduleMonthResponse, json).LIST;
}

describe('seed', () => {
  it('is idempotent and covers last, this and next month, and many of the 31 cities and counties', async () => {
    expect(await seedEventsIfEmpty(db, { now: NOW })).toBe(false);
    const rows = await db.query<{ month: string }>(`SELECT DISTINCT to_char(start_day, 'YYYY-MM') AS month FROM library_events ORDER BY 1`);
    expect(rows.map((r) => r.month)).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(SEED_LINK31_VENUES).toHaveLength(31);
    expect(new Set(SEED_LINK31_VENUES.map((venue) => venue.sigungu)).size).toBe(31);
    const cities = await db.query<{ count: number }>('SELECT count(DISTINCT v.sigungu)::int AS count FROM link31_events e JOIN link31_venues v USING (venue_id)');
    expect(cities[0]?.count).toBe(31);
  });
});

describe('POST /gglib/selectschedulemonth', () => {
  it('merges the listed closed days, every Monday, the events and the programs in one order', async () => {
    const list = await schedule(MONTH);
    const closed = list.filter((e) => e.KIND === 'CLOSED');
    const mondays = daysOfMonth(MONTH).filter((day) => weekdayOf(day) === 1);
    // Every Monday is closed (the rooms' hours open none), whether listed or not.
    for (const monday of mondays) expect(closed.map((e) => e.START_DAY)).toContain(monday);
    expect(closed.every((e) => e.ENTRY_ID === `closed-${e.START_DAY}` && e.START_DAY === e.END_DAY)).toBe(true);
    expect(list.some((e) => e.KIND === 'EVENT')).toBe(true);
    expect(list.some((e) => e.KIND === 'PROGRAM')).toBe(true);
    expect([...list].sort(compareEntries)).toEqual(list);
  });

  it('names a listed closed day by its reason, and a Monday nobody listed 정기휴관일', async () => {
    // 2026-12-25 (Friday) is listed as 성탄절; delete a listed Monday and it is still closed.
    await db.query(`DELETE FROM closed_days WHERE manage_code = $1 AND day = '2026-12-07'`, [MANAGE_CODE]);
    await db.query(`INSERT INTO closed_days (manage_code, day, reason) VALUES ($1, '2026-12-16', '장서 점검') ON CONFLICT DO NOTHING`, [MANAGE_CODE]);
    const list = await schedule('2026-12');
    const reason = (day: string) => list.find((e) => e.KIND === 'CLOSED' && e.START_DAY === day)?.TITLE;
    expect(reason('2026-12-25')).toBe('성탄절');
    expect(reason('2026-12-07')).toBe('정기휴관일');
    expect(reason('2026-12-16')).toBe('장서 점검');
    expect(reason('2026-12-15')).toBeUndefined();
  });

  it('places a program by its days in Seoul, not UTC, at the month bounds', async () => {
    // 00:30 on 1 Dec in Seoul is 15:30 on 30 Nov in UTC; 23:30 on 31 Oct in Seoul is 14:30 UTC.
    const [early] = await db.query<{ program_id: number }>(
      `INSERT INTO programs (manage_code, title, category, target, place, start_at, end_at, apply_start, apply_end)
       VALUES ($1, '자정 넘어 별 보기', '체험', '가족', '옥상 정원', '2026-12-01T00:30:00+09:00', '2026-12-01T01:30:00+09:00', '2026-11-01', '2026-11-30')
       RETURNING program_id`,
      [MANAGE_CODE],
    );
    const [late] = await db.query<{ program_id: number }>(
      `INSERT INTO programs (manage_code, title, category, target, place, start_at, end_at, apply_start, apply_end)
       VALUES ($1, '시월의 마지막 밤 낭독회', '낭독', '성인', '1층 다목적홀', '2026-10-31T22:00:00+09:00', '2026-10-31T23:30:00+09:00', '2026-10-01', '2026-10-30')
       RETURNING program_id`,
      [MANAGE_CODE],
    );
    const november = await schedule('2026-11');
    const december = await schedule('2026-12');
    const october = await schedule('2026-10');
    const ids = (list: ScheduleEntry[]) => list.map((e) => e.ENTRY_ID);
    expect(ids(november)).not.toContain(`program-${early?.program_id}`);
    expect(ids(december)).toContain(`program-${early?.program_id}`);
    const entry = december.find((e) => e.ENTRY_ID === `program-${early?.program_id}`);
    expect(entry).toMatchObject({ START_DAY: '2026-12-01', START_TIME: '00:30', END_TIME: '01:30', PROGRAM_ID: early?.program_id });
    expect(ids(october)).toContain(`program-${late?.program_id}`);
    expect(ids(november)).not.toContain(`program-${late?.program_id}`);
    expect(monthBounds('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('lists an event that is a program once, as the event linking to the program', async () => {
    const list = [...(await schedule(MONTH)), ...(await schedule('2026-12'))];
    const linked = list.filter((e) => e.KIND === 'EVENT' && e.PROGRAM_ID > 0);
    expect(linked.length).toBeGreaterThan(0);
    for (const event of linked) expect(list.some((e) => e.ENTRY_ID === `program-${event.PROGRAM_ID}`)).toBe(false);
  });

  it('refuses a month that is not yyyy-MM, and answers NO_DATA for an unknown site', async () => {
    for (const month of ['2026-13', '2026-1', '202611', 202611, '']) {
      const { status, json } = await call('selectschedulemonth', { month });
      expect(status).toBe(400);
      expect(v.parse(ErrorEnvelope, json)).toMatchObject({ FIELD: 'month' });
    }
    const { json } = await call('selectschedulemonth', { manage_code: '999', month: MONTH });
    expect(v.parse(ScheduleMonthResponse, json)).toMatchObject({ RESULT: 'NO_DATA', LIST: [] });
  });
});

describe('POST /gglib/selectscheduledetail', () => {
  it('answers an event, a program and a closed day', async () => {
    const list = await schedule(MONTH);
    for (const kind of ['EVENT', 'PROGRAM', 'CLOSED'] as const) {
      const entry = list.find((e) => e.KIND === kind);
      expect(entry).toBeDefined();
      const { status, json } = await call('selectscheduledetail', { entry_id: entry?.ENTRY_ID });
      expect(status).toBe(200);
      const detail = v.parse(ScheduleDetailResponse, json).ENTRY;
      expect(detail).toMatchObject({ ENTRY_ID: entry?.ENTRY_ID, KIND: kind, TITLE: entry?.TITLE });
      if (kind === 'CLOSED') expect(detail.BODY).toContain('매주 월요일');
    }
  });

  it('answers 404 in the envelope for an unknown entry, and 400 for a malformed id', async () => {
    for (const entry_id of ['event-999999', 'program-999999', 'closed-2026-11-24']) {
      const { status, json } = await call('selectscheduledetail', { entry_id });
      expect(status).toBe(404);
      expect(v.parse(ErrorEnvelope, json)).toMatchObject({ RESULT_CODE: 404, RESULT_MESSAGE: '요청하신 일정을 찾을 수 없습니다.' });
    }
    for (const entry_id of ['event-0', 'concert-3', 'closed-2026-02-30', 12]) {
      const { status, json } = await call('selectscheduledetail', { entry_id });
      expect(status).toBe(400);
      expect(v.parse(ErrorEnvelope, json)).toMatchObject({ FIELD: 'entry_id' });
    }
  });
});

describe('library events', () => {
  it('lists a month by start, with states in the library day, categories and search', async () => {
    const { json } = await call('selectlibraryeventlist', { month: MONTH, size: 50 });
    const answer = v.parse(LibraryEventListResponse, json);
    expect(answer.TOTAL_COUNT).toBe(answer.LIST.length);
    expect(answer.LIST.every((e) => e.END_DAY >= `${MONTH}-01` && e.START_DAY <= `${MONTH}-30`)).toBe(true);
    expect(answer.LIST.map((e) => e.START_DAY)).toEqual([...answer.LIST.map((e) => e.START_DAY)].sort());
    for (const event of answer.LIST) {
      const expected = TODAY < event.START_DAY ? 'UPCOMING' : TODAY > event.END_DAY ? 'ENDED' : 'ONGOING';
      expect(event.STATE).toBe(expected);
    }
    expect(answer.CATEGORIES).toEqual([...new Set(SEED_LIBRARY_EVENTS.map((e) => e.category))].sort());

    const search = v.parse(LibraryEventListResponse, (await call('selectlibraryeventlist', { query: '인형극' })).json);
    expect(search.LIST.map((e) => e.TITLE)).toEqual(['어린이 인형극 「책 먹는 여우의 도서관 나들이」']);
    const category = v.parse(LibraryEventListResponse, (await call('selectlibraryeventlist', { category: '북토크', size: 50 })).json);
    expect(category.LIST.length).toBeGreaterThan(0);
    expect(category.LIST.every((e) => e.CATEGORY === '북토크')).toBe(true);
    const paged = v.parse(LibraryEventListResponse, (await call('selectlibraryeventlist', { size: 10, page: 2 })).json);
    expect(paged.TOTAL_COUNT).toBe(SEED_LIBRARY_EVENTS.length);
    expect(paged.LIST).toHaveLength(SEED_LIBRARY_EVENTS.length - 10);
  });

  it('answers an event with its body and program, 404 for an unknown id, 400 for a bad one', async () => {
    const list = v.parse(LibraryEventListResponse, (await call('selectlibraryeventlist', { size: 50 })).json).LIST;
    const program = list.find((e) => e.APPLY_YN === 'Y');
    expect(program?.PROGRAM_ID).toBeGreaterThan(0);
    const detail = v.parse(LibraryEventDetailResponse, (await call('selectlibraryeventdetail', { event_id: program?.EVENT_ID })).json);
    expect(detail.EVENT).toMatchObject({ TITLE: program?.TITLE, PROGRAM_ID: program?.PROGRAM_ID });
    expect(detail.EVENT.BODY.length).toBeGreaterThan(20);

    const missing = await call('selectlibraryeventdetail', { event_id: 999_999 });
    expect(missing.status).toBe(404);
    expect(v.parse(ErrorEnvelope, missing.json)).toMatchObject({ RESULT_MESSAGE: '요청하신 행사를 찾을 수 없습니다.' });
    for (const event_id of ['1', 0, 1.5, -3]) {
      const { status, json } = await call('selectlibraryeventdetail', { event_id });
      expect(status).toBe(400);
      expect(v.parse(ErrorEnvelope, json)).toMatchObject({ FIELD: 'event_id' });
    }
    const badMonth = await call('selectlibraryeventlist', { month: '2026-00' });
    expect(badMonth.status).toBe(400);
  });
});

describe('link31', () => {
  it('lists events by city or county and month, with counts per city or county', async () => {
    const all = v.parse(Link31EventListResponse, (await call('selectlink31eventlist', { month: MONTH, size: 50 })).json);
    expect(all.SIGUNGU_COUNTS).toHaveLength(31);
    expect(all.SIGUNGU_COUNTS.reduce((sum, c) => sum + c.COUNT, 0)).toBe(all.TOTAL_COUNT);
    const suwon = v.parse(Link31EventListResponse, (await call('selectlink31eventlist', { sigungu: '수원시', size: 50 })).json);
    expect(suwon.LIST.length).toBeGreaterThan(0);
    expect(suwon.LIST.every((e) => e.SIGUNGU === '수원시' && e.VENUE_NAME === '수원시 선경도서관')).toBe(true);
    const bad = await call('selectlink31eventlist', { sigungu: 'Seoul' });
    expect(bad.status).toBe(400);
    expect(v.parse(ErrorEnvelope, bad.json)).toMatchObject({ FIELD: 'sigungu' });
  });

  it('lists the venues with coordinates in Gyeonggi for the map', async () => {
    const venues = v.parse(Link31VenueListResponse, (await call('selectlink31venuelist', {})).json).LIST;
    expect(venues).toHaveLength(31);
    for (const venue of venues) {
      expect(venue.LATITUDE).toBeGreaterThan(36.8);
      expect(venue.LATITUDE).toBeLessThan(38.4);
      expect(venue.LONGITUDE).toBeGreaterThan(126.3);
      expect(venue.LONGITUDE).toBeLessThan(127.9);
    }
  });
});

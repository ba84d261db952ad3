// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleMonthResponse } from '../../../contract/events';
import { PortalDatabase, useDatabaseForTests } from '../../db/database';
import { resetResourceLayer } from '../../data/resource';
import { configureHttp } from '../../lib/http/client';
import { eventListResource, loadEventDetail, loadEventList, loadScheduleMonth, scheduleMonthResource } from './events-data';

const month: ScheduleMonthResponse = {
  RESULT_INFO: 'SUCCESS',
  RESULT: 'SUCCESS',
  MONTH: '2026-11',
  TODAY: '2026-11-26',
  LIST: [
    { ENTRY_ID: 'closed-2026-11-02', KIND: 'CLOSED', TITLE: '정기휴관일', CATEGORY: '휴관', START_DAY: '2026-11-02', END_DAY: '2026-11-02', START_TIME: '', END_TIME: '', PLACE: '', TARGET: '', EVENT_ID: 0, PROGRAM_ID: 0 },
  ],
};

let db: PortalDatabase;
let counter = 0;
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  counter += 1;
  db = new PortalDatabase(`events-${counter}`);
  useDatabaseForTests(db);
  await db.open();
  resetResourceLayer();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ defaultBase: 'http://test.local/gglib', beforeRequest: null });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

describe('events resources: local first', () => {
  it('keys lists by their filters, months by the month, and keep them public', () => {
    expect(eventListResource.key({})).toBe('event-list:all');
    expect(eventListResource.key({ month: '2026-11', query: '인형극', page: 2 })).toBe('event-list:month=2026-11&query=인형극&page=2');
    expect(scheduleMonthResource.key('2026-11')).toBe('schedule-month:2026-11');
    expect(scheduleMonthResource.policy).toBe('cache-first');
  });

  it('answers the stored month at once, and offline still with its time', async () => {
    fetchMock.mockResolvedValue(answer(month));
    const first = await loadScheduleMonth('2026-11');
    expect(first).toMatchObject({ kind: 'data', data: month, fromCache: false });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const again = await loadScheduleMonth('2026-11');
    expect(again).toMatchObject({ kind: 'data', data: month, fromCache: true });
    expect(await loadScheduleMonth('2026-12')).toEqual({ kind: 'offline' });
    expect(await loadEventList({ month: '2026-12' })).toEqual({ kind: 'offline' });
  });

  it('reads a 404 as missing', async () => {
    fetchMock.mockResolvedValue(answer({ RESULT_INFO: 'FAIL', RESULT: 'FAIL', RESULT_CODE: 404, RESULT_MESSAGE: '요청하신 행사를 찾을 수 없습니다.' }, 404));
    expect(await loadEventDetail(999)).toEqual({ kind: 'missing' });
  });
});

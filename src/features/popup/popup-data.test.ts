import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalDatabase, useDatabaseForTests } from '../../db/database';
import { resetResourceLayer } from '../../data/resource';
import { configureHttp } from '../../lib/http/client';
import { POPUP_HIDDEN_COOKIE } from '../../../contract/shell-answers';
import { readCookie } from '../../lib/cookies';
import { useDeviceZone } from '../../lib/test-device-zone';
import { hidePopupsForToday, popupsForToday, popupsResource } from './popup-data';

let db: PortalDatabase;
let counter = 0;
const fetchMock = vi.fn<(input: RequestInfo | URL) => Promise<Response>>();
const popup = {
  POPUP_ID: 1,
  POPUP_TITLE: '11월 휴관 안내',
  POPUP_IMAGE: '/uploads/popup-1.png',
  POPUP_LINK_USE_YN: 'Y',
  POPUP_LINK_URL: '/notice/1',
  POPUP_START_DATE: '2026-11-01',
  POPUP_END_DATE: '2026-11-30',
};

beforeEach(async () => {
  counter += 1;
  db = new PortalDatabase(`popups-${counter}`);
  useDatabaseForTests(db);
  await db.open();
  resetResourceLayer();
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ defaultBase: 'http://test.local/gglib', beforeRequest: null });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

describe('the day’s popups', () => {
  it('are kept per day: offline, the list of the same day shows, never another day’s', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', LIST: [popup] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await popupsForToday(new Date('2026-11-23T09:00:00+09:00'))).toEqual([popup]);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await popupsForToday(new Date('2026-11-23T18:00:00+09:00'))).toEqual([popup]);
    expect(await popupsForToday(new Date('2026-11-24T09:00:00+09:00'))).toEqual([]);
    expect(popupsResource.key({ today: '2026-11-23' })).toBe('popups:141674:2026-11-23');
  });

  it('NO_DATA without a LIST is an empty day, not a failure; numbers as text and missing fields are read', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await popupsForToday(new Date(2026, 10, 25, 9))).toEqual([]);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', LIST: [{ POPUP_ID: '9', POPUP_IMAGE: '/uploads/popup-9.png' }, { POPUP_TITLE: '이미지 없는 알림' }] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await popupsForToday(new Date(2026, 10, 26, 9))).toEqual([
      { POPUP_ID: 9, POPUP_TITLE: '', POPUP_IMAGE: '/uploads/popup-9.png', POPUP_LINK_USE_YN: 'N', POPUP_LINK_URL: '', POPUP_START_DATE: '', POPUP_END_DATE: '' },
    ]);
  });

  it('are asked for again at each check: nothing stored after 닫기 means fetch and show (spec §4)', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', LIST: [popup] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await popupsForToday(new Date('2026-11-23T09:00:00+09:00'))).toEqual([popup]);
    fetchMock.mockClear();
    // Back on /main later the same day, after 닫기 (nothing stored): asked again and shown.
    expect(await popupsForToday(new Date('2026-11-23T18:00:00+09:00'))).toEqual([popup]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('clear a choice from another day at the next navigation to /main, and show the day\'s news', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', LIST: [popup] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    localStorage.setItem('popup_no_sight', '2026-11-22');
    expect(await popupsForToday(new Date('2026-11-23T09:00:00+09:00'))).toEqual([popup]);
    expect(localStorage.getItem('popup_no_sight')).toBeNull();
  });

  it('are not fetched on a day the member chose not to see them', async () => {
    localStorage.setItem('popup_no_sight', '2026-11-23');
    expect(await popupsForToday(new Date('2026-11-23T09:00:00+09:00'))).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the day’s popups on a device in Los Angeles', () => {
  useDeviceZone('America/Los_Angeles');
  /** 23:30 UTC on 23 November: 08:30 on the 24th in Seoul, 15:30 on the 23rd on the device. */
  const lateUtc = new Date('2026-11-23T23:30:00Z');

  it('asks for Seoul’s day and hides them until Seoul’s midnight', async () => {
    // A fresh answer per call (a body is read once).
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', LIST: [popup] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await popupsForToday(lateUtc)).toEqual([popup]);
    const input = fetchMock.mock.calls[0]?.[0];
    const asked = new URL(input instanceof Request ? input.url : String(input));
    expect(asked.searchParams.get('today')).toBe('2026-11-24');

    hidePopupsForToday(lateUtc);
    expect(localStorage.getItem('popup_no_sight')).toBe('2026-11-24');
    // The server is told the same day, so /main's shell stops preloading the picture.
    expect(readCookie(POPUP_HIDDEN_COOKIE)).toBe('2026-11-24');
    fetchMock.mockClear();
    // Later the same Seoul day (the device's next morning): still hidden, nothing asked.
    expect(await popupsForToday(new Date('2026-11-24T23:59:00+09:00'))).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    // Seoul's next day (still the 24th on the device): shown again, the old choice forgotten.
    expect(await popupsForToday(new Date('2026-11-25T00:01:00+09:00'))).toEqual([popup]);
    expect(localStorage.getItem('popup_no_sight')).toBeNull();
    expect(readCookie(POPUP_HIDDEN_COOKIE)).toBeNull();
  });
});

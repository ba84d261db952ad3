import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  eventState,
  LibraryEventDetailRequest,
  LibraryEventListResponse,
  Link31EventListRequest,
  Link31VenueListResponse,
  ScheduleDetailRequest,
  ScheduleMonthRequest,
  ScheduleMonthResponse,
} from './events';

describe('events requests (strict)', () => {
  it('take a month as yyyy-MM and ids as whole numbers', () => {
    expect(v.safeParse(ScheduleMonthRequest, { manage_code: '141674', month: '2026-11' }).success).toBe(true);
    for (const month of ['2026-13', '2026-1', 202611, '2026-11-01']) {
      expect(v.safeParse(ScheduleMonthRequest, { manage_code: '141674', month }).success).toBe(false);
    }
    expect(v.safeParse(LibraryEventDetailRequest, { manage_code: '141674', event_id: 3 }).success).toBe(true);
    expect(v.safeParse(LibraryEventDetailRequest, { manage_code: '141674', event_id: '3' }).success).toBe(false);
    expect(v.safeParse(ScheduleDetailRequest, { manage_code: '141674', entry_id: 'closed-2026-11-30' }).success).toBe(true);
    expect(v.safeParse(ScheduleDetailRequest, { manage_code: '141674', entry_id: 'event-0' }).success).toBe(false);
    expect(v.parse(Link31EventListRequest, { manage_code: '141674' })).toMatchObject({ page: 1, size: 10, query: '' });
    expect(v.safeParse(Link31EventListRequest, { manage_code: '141674', sigungu: 'Suwon' }).success).toBe(false);
  });
});

describe('events answers (tolerant at the edges)', () => {
  it('read numbers sent as text, absent lists and texts', () => {
    const list = v.parse(LibraryEventListResponse, {
      RESULT_INFO: 'SUCCESS',
      RESULT: 'SUCCESS',
      LIST: [{ EVENT_ID: '7', TITLE: '북토크', START_DAY: '2026-11-12', END_DAY: '2026-11-12', APPLY_YN: 'y', PROGRAM_ID: null, STATE: 'SOMETHING' }],
      TOTAL_COUNT: '1',
      UNKNOWN: true,
    });
    expect(list.LIST[0]).toMatchObject({ EVENT_ID: 7, APPLY_YN: 'Y', PROGRAM_ID: 0, STATE: 'UPCOMING', PLACE: '', START_TIME: '' });
    expect(list.CATEGORIES).toEqual([]);
    expect(list.PAGE).toBe(1);
    const empty = v.parse(ScheduleMonthResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', MONTH: '2026-11' });
    expect(empty.LIST).toEqual([]);
    const venues = v.parse(Link31VenueListResponse, { RESULT_INFO: 'SUCCESS', LIST: [{ VENUE_ID: 1, SIGUNGU: '수원시', NAME: '선경도서관', LATITUDE: '37.28', LONGITUDE: 127.01 }] });
    expect(venues.LIST[0]).toMatchObject({ LATITUDE: 37.28, EVENT_COUNT: 0, ADDRESS: '' });
    // The output reads the same again (stored copies are validated with the same schema).
    expect(v.parse(LibraryEventListResponse, list)).toEqual(list);
    expect(v.parse(Link31VenueListResponse, venues)).toEqual(venues);
  });

  it('refuses an entry without its kind or title', () => {
    const answer = { RESULT_INFO: 'SUCCESS', MONTH: '2026-11', LIST: [{ ENTRY_ID: 'event-1', KIND: 'PARTY', TITLE: 'x', START_DAY: '2026-11-01', END_DAY: '2026-11-01' }] };
    expect(v.safeParse(ScheduleMonthResponse, answer).success).toBe(false);
  });

  it('states a period on a day, both ends inclusive', () => {
    expect(eventState('2026-11-11', '2026-11-12', '2026-11-14')).toBe('UPCOMING');
    expect(eventState('2026-11-12', '2026-11-12', '2026-11-14')).toBe('ONGOING');
    expect(eventState('2026-11-14', '2026-11-12', '2026-11-14')).toBe('ONGOING');
    expect(eventState('2026-11-15', '2026-11-12', '2026-11-14')).toBe('ENDED');
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  closedWeekdays,
  hoursGroups,
  LibraryInfoResponse,
  LibraryInfoSchema,
  libraryHours,
  telHref,
  weekdaysLabel,
  type LibraryRoom,
} from './library-info';

const DAYS = ['일', '월', '화', '수', '목', '금', '토'];
const week = (days: number[], open: string, close: string) => days.map((WEEKDAY) => ({ WEEKDAY, OPEN: open, CLOSE: close }));
const room = (CODE: string, HOURS: LibraryRoom['HOURS']): LibraryRoom => ({ CODE, NAME: CODE, PLACE: '', PHONE: '', HOURS });

describe('the facts schema', () => {
  it('reads a full answer', () => {
    const answer = {
      RESULT_INFO: 'SUCCESS',
      RESULT: 'SUCCESS',
      LIBRARY: {
        MANAGE_CODE: '141674',
        NAME: '경기도서관',
        POSTAL_CODE: '16508',
        ADDRESS: '경기도 수원시 영통구 도청로 40',
        PHONE: '031-8008-7000',
        FAX: '',
        EMAIL: '',
        CLOSED_RULES: ['일요일을 제외한 법정 공휴일'],
        ROOMS: [{ CODE: 'GENERAL', NAME: '종합자료실', PLACE: '2~3층', PHONE: '031-8008-7211', HOURS: week([2, 3], '09:00', '22:00') }],
        UPDATED_AT: '2026-03-10T03:00:00.000Z',
      },
    };
    expect(v.parse(LibraryInfoResponse, answer)).toEqual(answer);
  });

  it('is tolerant: optional fields read as empty, numbers sent as text and text sent as numbers', () => {
    const parsed = v.parse(LibraryInfoSchema, {
      NAME: '경기도서관',
      ADDRESS: '도청로 40',
      POSTAL_CODE: 16508,
      ROOMS: [{ CODE: 'CHILD', NAME: '어린이자료실', HOURS: [{ WEEKDAY: '2', OPEN: '09:00', CLOSE: '18:00' }] }],
      SOMETHING_NEW: 'ignored',
    });
    expect(parsed).toEqual({
      MANAGE_CODE: '',
      NAME: '경기도서관',
      POSTAL_CODE: '16508',
      ADDRESS: '도청로 40',
      PHONE: '',
      FAX: '',
      EMAIL: '',
      CLOSED_RULES: [],
      ROOMS: [{ CODE: 'CHILD', NAME: '어린이자료실', PLACE: '', PHONE: '', HOURS: [{ WEEKDAY: 2, OPEN: '09:00', CLOSE: '18:00' }] }],
      UPDATED_AT: '',
    });
    // What it wrote reads again the same (a stored copy is checked on every read).
    expect(v.parse(LibraryInfoSchema, parsed)).toEqual(parsed);
    expect(v.parse(LibraryInfoResponse, { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA' }).LIBRARY).toBeNull();
  });

  it('refuses what would show a wrong fact: no address, a weekday or a time out of range', () => {
    expect(v.safeParse(LibraryInfoSchema, { NAME: '경기도서관' }).success).toBe(false);
    const withHours = (HOURS: unknown) => v.safeParse(LibraryInfoSchema, { NAME: 'x', ADDRESS: 'y', ROOMS: [{ CODE: 'A', NAME: 'a', HOURS }] }).success;
    expect(withHours([{ WEEKDAY: 7, OPEN: '09:00', CLOSE: '18:00' }])).toBe(false);
    expect(withHours([{ WEEKDAY: '월', OPEN: '09:00', CLOSE: '18:00' }])).toBe(false);
    expect(withHours([{ WEEKDAY: 1, OPEN: '9시', CLOSE: '18:00' }])).toBe(false);
    expect(withHours([{ WEEKDAY: 1, OPEN: '09:00', CLOSE: '24:00' }])).toBe(true);
  });
});

describe('reading the hours', () => {
  const general = room('GENERAL', [...week([2, 3, 4, 5], '09:00', '22:00'), ...week([6, 0], '09:00', '18:00')]);
  const child = room('CHILD', week([2, 3, 4, 5, 6, 0], '08:30', '18:00'));

  it("the library's hours are its rooms' together, Monday first", () => {
    expect(libraryHours([general, child])).toEqual([
      ...week([2, 3, 4, 5], '08:30', '22:00'),
      ...week([6, 0], '08:30', '18:00'),
    ]);
    expect(libraryHours([])).toEqual([]);
  });

  it('groups weekdays next to each other with the same hours', () => {
    expect(hoursGroups(general.HOURS)).toEqual([
      { weekdays: [2, 3, 4, 5], open: '09:00', close: '22:00' },
      { weekdays: [6, 0], open: '09:00', close: '18:00' },
    ]);
    // A closed day in between starts a new group.
    expect(hoursGroups(week([1, 2, 4], '10:00', '17:00')).map((g) => g.weekdays)).toEqual([[1, 2], [4]]);
  });

  it('names a group by its days', () => {
    expect(weekdaysLabel([2, 3, 4, 5], DAYS)).toBe('화–금');
    expect(weekdaysLabel([6, 0], DAYS)).toBe('토·일');
    expect(weekdaysLabel([3], DAYS)).toBe('수');
    expect(weekdaysLabel([2, 3, 4, 5, 6, 0], DAYS)).toBe('화–일');
  });

  it('the weekly closing days are those no room opens', () => {
    expect(closedWeekdays(libraryHours([general, child]))).toEqual([1]);
    expect(closedWeekdays(libraryHours([general, room('CAFE', week([1], '10:00', '17:00'))]))).toEqual([]);
  });

  it('makes a tel: address of a phone number', () => {
    expect(telHref('031-8008-7000')).toBe('tel:03180087000');
    expect(telHref('+82 31-8008-7000')).toBe('tel:+823180087000');
  });
});

import { describe, expect, it } from 'vitest';
import { toDateText, toDateTime, toDateWeekday, toKoreanDate, toTime12, toTime24 } from './date-format';
import { DEVICE_ZONES, useDeviceZone } from './test-device-zone';

/** 23:30 UTC on 14 March = 08:30 on 15 March in Seoul (= 16:30 on the 14th in Los Angeles). */
const LATE_UTC = Date.parse('2026-03-14T23:30:00Z');

describe.each(DEVICE_ZONES)('date texts with the device in %s', (zone) => {
  useDeviceZone(zone);

  it('writes chat and last-updated moments as yyyy. MM. dd. with Korean 12-hour time', () => {
    expect(toDateTime(Date.parse('2026-11-20T03:04:00Z'))).toBe('2026. 11. 20. 오후 12:04');
    expect(toDateTime(LATE_UTC)).toBe('2026. 03. 15. 오전 08:30');
    expect(toDateTime('2026-01-05T09:07:00+09:00')).toBe('2026. 01. 05. 오전 09:07');
  });

  it('writes the 12-hour time as 오전/오후 hh:mm, midnight and noon as 12', () => {
    expect(toTime12('2026-03-14T00:05:00+09:00')).toBe('오전 12:05');
    expect(toTime12('2026-03-14T12:05:00+09:00')).toBe('오후 12:05');
    expect(toTime12('2026-03-14T15:07:00+09:00')).toBe('오후 03:07');
    expect(toTime12('2026-03-14T11:59:00+09:00')).toBe('오전 11:59');
    expect(toTime12('2026-03-14T23:59:00+09:00')).toBe('오후 11:59');
    // Schedules stay 24-hour, and midnight is 00, never 24.
    expect(toTime24('2026-03-14T00:05:00+09:00')).toBe('00:05');
    expect(toTime24('2026-03-14T15:07:00+09:00')).toBe('15:07');
  });

  it('writes the other date styles in Seoul’s day', () => {
    expect(toDateText(LATE_UTC)).toBe('2026-03-15');
    expect(toKoreanDate(LATE_UTC)).toBe('2026년 3월 15일');
    expect(toDateWeekday(LATE_UTC)).toBe('2026-03-15 (일)');
    expect(toDateWeekday('2026-03-14T10:00:00+09:00')).toBe('2026-03-14 (토)');
  });

  it('writes a day alone ("2026-11-23", "20261123") as that day in every style, never a day off', () => {
    for (const day of ['2026-11-23', '20261123']) {
      expect(toDateText(day)).toBe('2026-11-23');
      expect(toKoreanDate(day)).toBe('2026년 11월 23일');
      expect(toDateWeekday(day)).toBe('2026-11-23 (월)');
      // A zone behind UTC asked for explicitly changes nothing either.
      expect(toDateText(day, 'America/Los_Angeles')).toBe('2026-11-23');
      expect(toDateWeekday(day, 'UTC')).toBe('2026-11-23 (월)');
    }
  });

  it('writes the same day for a post stamped just after Seoul’s midnight, whichever style', () => {
    // 00:30 on 23 November in Seoul is 15:30 on the 22nd in UTC.
    const posted = '2026-11-22T15:30:00.000Z';
    expect(toDateText(posted)).toBe('2026-11-23');
    expect(toDateTime(posted)).toBe('2026. 11. 23. 오전 12:30');
  });

  it('shows nothing for a missing or broken date', () => {
    for (const broken of ['', 'not a date', Number.NaN, '2026-02-30', '20260230']) {
      expect(toDateText(broken)).toBe('');
      expect(toDateTime(broken)).toBe('');
      expect(toTime12(broken)).toBe('');
    }
  });
});

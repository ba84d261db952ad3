import { describe, expect, it } from 'vitest';
import { calendarDay, daysBetween, isoToday, msUntilNextDay, thisYear, toEpoch, toIsoDate, wallClock } from './dates';
import { DEVICE_ZONES, useDeviceZone } from './test-device-zone';

/** 23:30 UTC on 14 March = 08:30 on 15 March in Seoul (= 16:30 on the 14th in Los Angeles). */
const LATE_UTC = Date.parse('2026-03-14T23:30:00Z');

describe.each(DEVICE_ZONES)('dates with the device in %s', (zone) => {
  useDeviceZone(zone);

  it('reads the library’s wall clock, not the device’s', () => {
    expect(wallClock(LATE_UTC)).toEqual({ year: 2026, month: 3, day: 15, hour: 8, minute: 30, second: 0, weekday: 0 });
    // Another zone when asked for one.
    expect(wallClock(LATE_UTC, 'America/Los_Angeles')).toMatchObject({ day: 14, hour: 16, minute: 30, weekday: 6 });
  });

  it('gives today’s popup day in Seoul: 23:30 UTC is already the next day', () => {
    expect(toIsoDate(LATE_UTC)).toBe('2026-03-15');
    expect(isoToday(undefined, LATE_UTC)).toBe('2026-03-15');
    expect(toIsoDate(new Date(LATE_UTC))).toBe('2026-03-15');
    expect(toIsoDate('2026-03-14T23:30:00.000Z')).toBe('2026-03-15');
    // One minute before Seoul's midnight it is still the 14th.
    expect(toIsoDate(Date.parse('2026-03-14T14:59:00Z'))).toBe('2026-03-14');
    expect(toIsoDate(Date.parse('2026-03-14T15:00:00Z'))).toBe('2026-03-15');
  });

  it('counts D-days on Seoul calendar days across Seoul’s midnight', () => {
    const due = '2026-03-15';
    // 23:59 in Seoul on the 14th: due tomorrow; one minute later (00:00 on the 15th): due today.
    expect(daysBetween(isoToday(undefined, Date.parse('2026-03-14T23:59:00+09:00')), due)).toBe(1);
    expect(daysBetween(isoToday(undefined, Date.parse('2026-03-15T00:00:00+09:00')), due)).toBe(0);
    expect(daysBetween(isoToday(undefined, Date.parse('2026-03-16T00:01:00+09:00')), due)).toBe(-1);
    // Across a daylight-saving change of the device (8 March 2026 in Los Angeles) and months and years.
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-11-21', '2026-11-18')).toBe(-3);
    expect(daysBetween('', '2026-11-18')).toBeNaN();
  });

  it('writes the home page’s day and the year in Seoul', () => {
    expect(toIsoDate(LATE_UTC)).toBe('2026-03-15');
    // New year's morning in Seoul is still the old year in Los Angeles.
    expect(thisYear(undefined, Date.parse('2026-12-31T15:30:00Z'))).toBe(2027);
  });

  it('keeps a day alone on its own date in every zone (never UTC midnight shown elsewhere)', () => {
    for (const day of ['2026-11-23', '20261123', '2026.11.23', '2026/11/23']) {
      expect(toIsoDate(day), day).toBe('2026-11-23');
      // Even when a zone behind UTC is asked for: a day has no zone.
      expect(toIsoDate(day, 'America/Los_Angeles'), day).toBe('2026-11-23');
      expect(toIsoDate(day, 'UTC'), day).toBe('2026-11-23');
      expect(toIsoDate(day, 'Pacific/Kiritimati'), day).toBe('2026-11-23');
      expect(wallClock(day, 'America/Los_Angeles')).toEqual({ year: 2026, month: 11, day: 23, hour: 0, minute: 0, second: 0, weekday: 1 });
    }
    expect(calendarDay('2026-02-29')).toBeNull();
    expect(calendarDay('2026-11-2')).toBeNull();
    expect(calendarDay('2026-11.23')).toBeNull();
    expect(calendarDay(' 2028-02-29 ')).toEqual({ year: 2028, month: 2, day: 29 });
    // As a moment, a day starts at the library's midnight.
    expect(toEpoch('2026-11-23')).toBe(Date.parse('2026-11-23T00:00:00+09:00'));
    expect(toEpoch('2026-11-23', 'America/Los_Angeles')).toBe(Date.parse('2026-11-23T00:00:00-08:00'));
  });

  it('reads a date-time without an offset on the library’s wall clock, not the device’s', () => {
    expect(toEpoch('2026-11-23T00:30:00')).toBe(Date.parse('2026-11-23T00:30:00+09:00'));
    expect(toEpoch('2026-11-23 00:30')).toBe(Date.parse('2026-11-23T00:30:00+09:00'));
    expect(toEpoch('2026-11-23T00:30:00.250')).toBe(Date.parse('2026-11-23T00:30:00.250+09:00'));
    expect(toIsoDate('2026-11-23T00:30:00')).toBe('2026-11-23');
    expect(toIsoDate('2026-11-23 23:59:59')).toBe('2026-11-23');
    // In a zone with daylight saving, on either side of the change (1 November 2026 in Los Angeles).
    expect(toEpoch('2026-07-01T12:00:00', 'America/Los_Angeles')).toBe(Date.parse('2026-07-01T12:00:00-07:00'));
    expect(toEpoch('2026-12-01T12:00:00', 'America/Los_Angeles')).toBe(Date.parse('2026-12-01T12:00:00-08:00'));
    expect(toEpoch('2026-02-30T12:00:00')).toBeNaN();
  });

  it('counts days between compact days and the written day of a date-time too', () => {
    expect(daysBetween('20261121', '2026-11-23')).toBe(2);
    expect(daysBetween('2026-11-21', '2026-11-23T09:00:00+09:00')).toBe(2);
  });

  it('shows nothing for a missing or broken date', () => {
    for (const broken of ['', 'not a date', Number.NaN, '2026-13-01', '20261332']) {
      expect(toIsoDate(broken)).toBe('');
    }
    expect(() => wallClock('')).toThrow(RangeError);
  });

  it('knows how long until the library’s next day', () => {
    expect(msUntilNextDay(undefined, Date.parse('2026-03-14T23:59:00+09:00'))).toBe(60_000);
    expect(msUntilNextDay(undefined, Date.parse('2026-03-15T00:00:00.250+09:00'))).toBe(86_400_000 - 250);
  });
});

describe('the wall clock in Seoul without Intl', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Seoul', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short', hourCycle: 'h23',
  });
  const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const byIntl = (ms: number) => {
    const parts = Object.fromEntries(intl.formatToParts(ms).map((part) => [part.type, part.value]));
    return {
      year: Number(parts.year), month: Number(parts.month), day: Number(parts.day),
      hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second), weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    };
  };

  it('agrees with the engine’s zone data from 1989 to 2100, midnights and year ends included', () => {
    const instants: number[] = [Date.UTC(1988, 11, 31, 15, 0, 0), Date.UTC(1999, 11, 31, 14, 59, 59), Date.UTC(1999, 11, 31, 15, 0, 0), Date.UTC(2024, 1, 28, 15, 0, 0), Date.UTC(2026, 10, 25, 14, 59, 59, 999)];
    for (let ms = Date.UTC(1989, 0, 1); ms < Date.UTC(2100, 0, 1); ms += 37 * 3_600_000 + 1_234_567) instants.push(ms);
    for (const ms of instants) expect(wallClock(ms), new Date(ms).toISOString()).toEqual(byIntl(ms));
  });

  it('asks the engine before 1989 (Korea kept daylight saving time in 1987 and 1988)', () => {
    const summer1988 = Date.UTC(1988, 6, 1, 0, 0, 0);
    expect(wallClock(summer1988)).toEqual(byIntl(summer1988));
    expect(wallClock(summer1988).hour).toBe(10);
  });
});

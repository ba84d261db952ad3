import { describe, expect, it } from 'vitest';
import { useDeviceZone } from '../../../lib/test-device-zone';
import { entriesOn, initialDay, ongoingOn, startingOn, monthGrid, moveFocus, sameDayIn, shiftMonth, weekdayOf } from './calendar-grid';

describe('monthGrid', () => {
  it('starts every week on Sunday, with the days before and after filling the first and last weeks', () => {
    // November 2026 begins on a Sunday and ends on a Monday.
    const november = monthGrid('2026-11');
    expect(november).toHaveLength(5);
    expect(november[0]?.[0]).toEqual({ day: '2026-11-01', inMonth: true, weekday: 0 });
    expect(november[4]?.map((d) => d.day)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(november[4]?.map((d) => d.inMonth)).toEqual([true, true, false, false, false, false, false]);
    // December 2026 begins on a Tuesday: two leading days of November.
    const december = monthGrid('2026-12');
    expect(december[0]?.slice(0, 3).map((d) => [d.day, d.inMonth])).toEqual([
      ['2026-11-29', false],
      ['2026-11-30', false],
      ['2026-12-01', true],
    ]);
    for (const week of december) {
      expect(week).toHaveLength(7);
      expect(week.map((d) => weekdayOf(d.day))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    }
    expect(december.flat().filter((d) => d.inMonth)).toHaveLength(31);
    // February 2026: Sunday the 1st to Saturday the 28th, exactly four weeks.
    expect(monthGrid('2026-02')).toHaveLength(4);
    // A month that needs six rows: May 2026 begins on a Friday and has 31 days.
    expect(monthGrid('2026-05')).toHaveLength(6);
  });

  describe.each(['Asia/Seoul', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])('in the device zone %s', (zone) => {
    useDeviceZone(zone);
    it('gives the same days', () => {
      expect(monthGrid('2026-03')[0]?.[0]?.day).toBe('2026-03-01');
      expect(weekdayOf('2026-03-01')).toBe(0);
    });
  });
});

describe('moveFocus', () => {
  it('moves by day and week, across the edges of the month', () => {
    expect(moveFocus('2026-11-01', { key: 'ArrowLeft' })).toBe('2026-10-31');
    expect(moveFocus('2026-11-30', { key: 'ArrowRight' })).toBe('2026-12-01');
    expect(moveFocus('2026-11-03', { key: 'ArrowUp' })).toBe('2026-10-27');
    expect(moveFocus('2026-11-26', { key: 'ArrowDown' })).toBe('2026-12-03');
    expect(moveFocus('2026-12-31', { key: 'ArrowRight' })).toBe('2027-01-01');
  });

  it('goes to the week’s Sunday and Saturday with Home and End', () => {
    expect(moveFocus('2026-11-26', { key: 'Home' })).toBe('2026-11-22');
    expect(moveFocus('2026-11-26', { key: 'End' })).toBe('2026-11-28');
    // The week of 1 December starts in November.
    expect(moveFocus('2026-12-01', { key: 'Home' })).toBe('2026-11-29');
  });

  it('moves by month with PageUp/PageDown and by year with Shift, keeping the day when it exists', () => {
    expect(moveFocus('2026-11-26', { key: 'PageUp' })).toBe('2026-10-26');
    expect(moveFocus('2026-11-26', { key: 'PageDown' })).toBe('2026-12-26');
    expect(moveFocus('2026-01-31', { key: 'PageDown' })).toBe('2026-02-28');
    expect(moveFocus('2028-02-29', { key: 'PageUp', shiftKey: true })).toBe('2027-02-28');
    expect(moveFocus('2026-12-15', { key: 'PageDown', shiftKey: true })).toBe('2027-12-15');
    expect(moveFocus('2026-11-26', { key: 'Enter' })).toBeNull();
  });
});

describe('month helpers', () => {
  it('shifts months across years and clamps days', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
    expect(sameDayIn('2026-03-31', '2026-04')).toBe('2026-04-30');
  });

  it('focuses the asked day, else today in its month, else the 1st', () => {
    expect(initialDay('2026-11', '2026-11-26', '2026-11-03')).toBe('2026-11-03');
    expect(initialDay('2026-11', '2026-11-26', '2026-12-03')).toBe('2026-11-26');
    expect(initialDay('2026-12', '2026-11-26')).toBe('2026-12-01');
  });

  it('finds the entries covering a day, both ends inclusive', () => {
    const entries = [
      { id: 'a', START_DAY: '2026-11-01', END_DAY: '2026-11-30' },
      { id: 'b', START_DAY: '2026-11-14', END_DAY: '2026-11-14' },
    ];
    expect(entriesOn(entries, '2026-11-14').map((e) => e.id)).toEqual(['a', 'b']);
    expect(entriesOn(entries, '2026-11-30').map((e) => e.id)).toEqual(['a']);
    expect(entriesOn(entries, '2026-12-01')).toEqual([]);
  });

  it('lists a period once, at its start (or on the 1st when it began before), and as under way after', () => {
    const entries = [
      { id: 'month', START_DAY: '2026-10-20', END_DAY: '2026-12-10' },
      { id: 'week', START_DAY: '2026-11-14', END_DAY: '2026-11-20' },
    ];
    expect(startingOn(entries, '2026-11-01').map((e) => e.id)).toEqual(['month']);
    expect(startingOn(entries, '2026-11-14').map((e) => e.id)).toEqual(['week']);
    expect(startingOn(entries, '2026-11-15')).toEqual([]);
    expect(ongoingOn(entries, '2026-11-01')).toEqual([]);
    expect(ongoingOn(entries, '2026-11-15').map((e) => e.id)).toEqual(['month', 'week']);
    expect(ongoingOn(entries, '2026-11-14').map((e) => e.id)).toEqual(['month']);
  });
});

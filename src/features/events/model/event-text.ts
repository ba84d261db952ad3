import { LIBRARY_TIME_ZONE } from '../../../../contract/constants';
import { toDateWeekday } from '../../../lib/date-format';
import { formatted } from '../../../lib/dates';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { monthOf, shiftMonth } from './calendar-grid';

/*
 * The events pages' dates and times in words, from the library's days (yyyy-MM-dd) and Seoul
 * wall-clock times (HH:mm) as the server sends them, through lib/dates (a day is shown as
 * written, in every device zone).
 */

/** '2026-11-14 (토)', as every page writes a scheduled day (lib's toDateWeekday); '' for a day that is not one. */
export const dayText = (day: string): string => toDateWeekday(day);

/** '11월 14일 토요일'; '' for a day that is not one. */
export function longDay(day: string): string {
  return formatted(day, LIBRARY_TIME_ZONE, (c) => `${c.month}월 ${c.day}일 ${koEvents.schedule.weekdays[c.weekday] ?? ''}`);
}

/** '2026-11-14 (토)' or '2026-11-14 (토) ~ 2026-11-20 (금)'. */
export function periodText(start: string, end: string): string {
  return start === end || end === '' ? dayText(start) : `${dayText(start)} ~ ${dayText(end)}`;
}

/** '14:00~16:00', '14:00', or 종일. */
export function timeText(start: string, end: string): string {
  if (start === '') return koEvents.allDay;
  return end === '' || end === start ? start : `${start}~${end}`;
}

/** The months a list filter offers: last, this and next month of `today`. */
export function nearMonths(today: string): { key: 'previous' | 'current' | 'next'; month: string }[] {
  const current = monthOf(today);
  return [
    { key: 'previous', month: shiftMonth(current, -1) },
    { key: 'current', month: current },
    { key: 'next', month: shiftMonth(current, 1) },
  ];
}

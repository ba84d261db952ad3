import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { monthOf, shiftMonth, weekdayOf } from './calendar-grid';

/*
 * The events pages' dates and times in words, from the library's days (yyyy-MM-dd) and Seoul
 * wall-clock times (HH:mm) as the server sends them: no instant, no device zone.
 */

const weekday = (day: string) => koEvents.schedule.weekdaysShort[weekdayOf(day)] ?? '';

/** '2026. 11. 14.(토)'; '' for a day that is not one. */
export function dotDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return `${day.slice(0, 4)}. ${day.slice(5, 7)}. ${day.slice(8, 10)}.(${weekday(day)})`;
}

/** '11월 14일 토요일'. */
export function longDay(day: string): string {
  return `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일 ${koEvents.schedule.weekdays[weekdayOf(day)] ?? ''}`;
}

/** '2026. 11. 14.(토)' or '2026. 11. 14.(토) ~ 2026. 11. 20.(금)'. */
export function periodText(start: string, end: string): string {
  return start === end || end === '' ? dotDay(start) : `${dotDay(start)} ~ ${dotDay(end)}`;
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

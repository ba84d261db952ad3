import { LIBRARY_TIME_ZONE } from '../../contract/constants';
import { formatted, pad, toIsoDate, type Instant, type WallClock } from './dates';
import { koTime } from './i18n/messages-time-ko';

/*
 * Dates and times as people read them, in a given zone (by default the library's), built on the
 * wall clock of dates.ts. Formats (docs/architecture.md "Dates and times"):
 * - 'yyyy-MM-dd' for a day (spec §9's date format), 'yyyy-MM-dd (토)' for a scheduled one;
 * - 'yyyy. MM. dd. 오후 03:07' for moments: '마지막 업데이트', a saved copy's time, a chat's last
 *   activity, a post's time (spec §3 'yyyy. mm. dd. hh:mm' with §9's Korean 12-hour time,
 *   2-digit hour and minute);
 * - '오후 03:07' for a time of day alone (chat messages);
 * - 24-hour 'HH:mm' only for schedules (program times; opening hours come as the library prints them).
 */

/** 'yyyy-MM-dd': a day as every page prints it (spec §9); the same text as dates.ts's toIsoDate. */
export const toDateText: (at: Instant, timeZone?: string) => string = toIsoDate;

/** 'yyyy-MM-dd (토)', the day of a scheduled event. */
export function toDateWeekday(at: Instant, timeZone: string = LIBRARY_TIME_ZONE): string {
  return formatted(at, timeZone, (c) => `${c.year}-${pad(c.month)}-${pad(c.day)} (${koTime.weekdays[c.weekday] ?? ''})`);
}

/** Korean long date, e.g. 2025년 3월 4일. */
export function toKoreanDate(at: Instant, timeZone: string = LIBRARY_TIME_ZONE): string {
  return formatted(at, timeZone, (c) => `${c.year}년 ${c.month}월 ${c.day}일`);
}

function time12(c: WallClock): string {
  const hour = c.hour % 12 === 0 ? 12 : c.hour % 12;
  return `${c.hour < 12 ? koTime.am : koTime.pm} ${pad(hour)}:${pad(c.minute)}`;
}

/**
 * Korean 12-hour time of day with 2-digit hour and minute (spec §9): '오후 03:07', '오전 12:05'
 * five minutes after midnight, '오후 12:05' after noon. Built from the wall clock rather than
 * Intl's own day period, which some ICU builds give as AM/PM in Korean.
 */
export function toTime12(at: Instant, timeZone: string = LIBRARY_TIME_ZONE): string {
  return formatted(at, timeZone, time12);
}

/** 24-hour 'HH:mm', for schedules only (program and facility times). */
export function toTime24(at: Instant, timeZone: string = LIBRARY_TIME_ZONE): string {
  return formatted(at, timeZone, (c) => `${pad(c.hour)}:${pad(c.minute)}`);
}

/**
 * A moment shown to people — '마지막 업데이트', a saved copy's time, a chat's last activity
 * (spec §3 'yyyy. mm. dd. hh:mm' with §9's 12-hour time): '2026. 03. 14. 오후 03:07'.
 */
export function toDateTime(at: Instant, timeZone: string = LIBRARY_TIME_ZONE): string {
  return formatted(at, timeZone, (c) => `${c.year}. ${pad(c.month)}. ${pad(c.day)}. ${time12(c)}`);
}

import { LIBRARY_TIME_ZONE } from '../contract/constants';

/**
 * The library's calendar (LIBRARY_TIME_ZONE, Asia/Seoul) as plain `yyyy-MM-dd` text, so that
 * neither the server host's time zone nor the database driver moves a day: "today" on the server
 * is the library's day, as it is in the app (src/lib/dates.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const WEEKDAY_KO = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** Built once: an Intl.DateTimeFormat costs far more to build than to use. */
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: LIBRARY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The library's wall clock at the instant ms, read as if it were UTC (its offset added). */
function wallClockAsUtc(ms: number): number {
  const part: Record<string, number> = {};
  for (const { type, value } of wallClock.formatToParts(ms)) part[type] = Number(value);
  return Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0, part.second ?? 0);
}

/** The library's day at the instant ms. */
export const seoulDay = (ms: number): string => new Date(wallClockAsUtc(ms)).toISOString().slice(0, 10);

const toUtcMidnight = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** 2025-02-30 has the right shape but is no day. */
export const isCalendarDay = (day: string): boolean => {
  const ms = toUtcMidnight(day);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
};

export const addDays = (day: string, days: number): string =>
  new Date(toUtcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: string): number => new Date(toUtcMidnight(day)).getUTCDay();

/** `yyyy-MM` of the month after the given day's. */
export const nextMonthOf = (day: string): string => {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
};

/** Every day of a `yyyy-MM` month, in order. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

/** `3월 2일(월)`. */
export const koreanDay = (day: string): string => {
  const [, month = 0, date = 0] = day.split('-').map(Number);
  return `${month}월 ${date}일(${WEEKDAY_KO[weekdayOf(day)] ?? ''})`;
};

/** `+09:00` for 540 minutes east of UTC. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * An instant at a wall-clock time (`HH:mm`) of a library day, as ISO 8601 with the zone's offset
 * then: `2026-03-14T14:00:00+09:00`.
 */
export const seoulInstant = (day: string, time: string): string => {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  // The offset at the guess, then at the instant it gives (right across a zone's offset change).
  let offset = wallClockAsUtc(asUtc) - asUtc;
  offset = wallClockAsUtc(asUtc - offset) - (asUtc - offset);
  return `${day}T${time}:00${offsetText(Math.round(offset / 60_000))}`;
};

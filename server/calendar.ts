/**
 * The library's calendar (Asia/Seoul, no daylight saving) as plain `yyyy-MM-dd` text, so that
 * neither the server's time zone nor the database driver moves a day.
 */

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const WEEKDAY_KO = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** The day in Seoul at the instant ms. */
export const seoulDay = (ms: number): string => new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 10);

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

/** An instant at a Seoul wall-clock time, as ISO 8601 with its offset: `2026-03-14T14:00:00+09:00`. */
export const seoulInstant = (day: string, time: string): string => `${day}T${time}:00+09:00`;

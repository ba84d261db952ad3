/*
 * The month grid of the schedule calendar, in the library's days (yyyy-MM-dd text, computed in
 * UTC so the device's zone never moves a day): weeks start on Sunday, with the last days of the
 * month before and the first of the month after filling the first and last weeks. And the keys
 * of the ARIA grid pattern: arrows by day and week, Home/End to the week's ends, PageUp/PageDown
 * by month (with Shift by year); a move past the month's edge lands in the next or previous month.
 */

const DAY_MS = 86_400_000;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromMs(toMs(day) + days * DAY_MS);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: string): number => new Date(toMs(day)).getUTCDay();

export const monthOf = (day: string): string => day.slice(0, 7);

/** The month `count` months after `month` (before, when negative). */
export function shiftMonth(month: string, count: number): string {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  const index = year * 12 + (mon - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: string): number {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, mon, 0)).getUTCDate();
}

/** The same day of another month, or its last day when shorter (31 Jan → 28 Feb). */
export function sameDayIn(day: string, month: string): string {
  const date = Math.min(Number(day.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(date).padStart(2, '0')}`;
}

export interface GridDay {
  day: string;
  /** false for the days of the months before and after that fill the first and last weeks. */
  inMonth: boolean;
  weekday: number;
}

/** The month's weeks, each Sunday to Saturday. */
export function monthGrid(month: string): GridDay[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayOf(first));
  const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const end = addDays(last, 6 - weekdayOf(last));
  const weeks: GridDay[][] = [];
  for (let day = start; day <= end; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => {
      const date = addDays(day, index);
      return { day: date, inMonth: monthOf(date) === month, weekday: index };
    }));
  }
  return weeks;
}

export interface GridKey {
  key: string;
  shiftKey?: boolean;
}

/** The day a key moves the focus to, or null for a key the grid does not use. */
export function moveFocus(day: string, { key, shiftKey = false }: GridKey): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
      return sameDayIn(day, shiftMonth(monthOf(day), shiftKey ? -12 : -1));
    case 'PageDown':
      return sameDayIn(day, shiftMonth(monthOf(day), shiftKey ? 12 : 1));
    default:
      return null;
  }
}

/** The day a month's grid focuses first: the asked day, today when in the month, else the 1st. */
export function initialDay(month: string, today: string, asked?: string): string {
  if (asked !== undefined && monthOf(asked) === month) return asked;
  return monthOf(today) === month ? today : `${month}-01`;
}

/** Entries whose period covers `day` (both ends inclusive). */
export function entriesOn<T extends { START_DAY: string; END_DAY: string }>(entries: readonly T[], day: string): T[] {
  return entries.filter((entry) => entry.START_DAY <= day && day <= entry.END_DAY);
}

/**
 * Entries a month's cell lists on `day`: those that start that day, and on the 1st those that
 * began in an earlier month. A period is written once, at its start, not in every cell it spans.
 */
export function startingOn<T extends { START_DAY: string }>(entries: readonly T[], day: string): T[] {
  const first = `${monthOf(day)}-01`;
  return entries.filter((entry) => entry.START_DAY === day || (day === first && entry.START_DAY < first));
}

/** Entries under way on `day` that started before it (an exhibition, a course of several weeks). */
export function ongoingOn<T extends { START_DAY: string; END_DAY: string }>(entries: readonly T[], day: string): T[] {
  const first = `${monthOf(day)}-01`;
  return entries.filter((entry) => entry.START_DAY < day && day <= entry.END_DAY && !(day === first && entry.START_DAY < first));
}

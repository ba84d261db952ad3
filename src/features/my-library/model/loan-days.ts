import { LIBRARY_TIME_ZONE } from '../../../../contract/constants';
import { daysBetween, formatted, pad } from '../../../lib/dates';

export type DueState = { kind: 'overdue'; days: number } | { kind: 'today' } | { kind: 'left'; days: number };

/**
 * A loan's standing on `today` (the library's day, yyyy-MM-dd), computed on the device from the
 * due date, so a list read offline days later still tells the truth. Calendar days, not
 * milliseconds between midnights: the same answer in every device zone.
 */
export function dueState(dueDate: string, today: string): DueState {
  const left = daysBetween(today, dueDate);
  if (left < 0) return { kind: 'overdue', days: -left };
  if (left === 0) return { kind: 'today' };
  return { kind: 'left', days: left };
}

/**
 * A day as the lists print it, 2026.11.21 ('' for no day), through lib/dates (a day alone is never
 * shifted): the same as lib/date-format's toCompactDate, for what shows on /main (the member's
 * reminders), which should not load the date-format chunk for it.
 */
export function dotDate(date: string): string {
  return formatted(date, LIBRARY_TIME_ZONE, (c) => `${c.year}.${pad(c.month)}.${pad(c.day)}`);
}

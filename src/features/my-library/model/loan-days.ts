import { daysBetween } from '../../../lib/dates';

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

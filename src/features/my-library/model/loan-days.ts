/** Whole days from `from` to `to` (both yyyy-MM-dd, calendar days; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const start = Date.UTC(Number(from.slice(0, 4)), Number(from.slice(5, 7)) - 1, Number(from.slice(8, 10)));
  const end = Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)) - 1, Number(to.slice(8, 10)));
  return Math.round((end - start) / 86_400_000);
}

export type DueState = { kind: 'overdue'; days: number } | { kind: 'today' } | { kind: 'left'; days: number };

/**
 * A loan's standing on `today`, computed on the device from the due date, so a list read offline
 * days later still tells the truth.
 */
export function dueState(dueDate: string, today: string): DueState {
  const left = daysBetween(today, dueDate);
  if (left < 0) return { kind: 'overdue', days: -left };
  if (left === 0) return { kind: 'today' };
  return { kind: 'left', days: left };
}

/** yyyy-MM-dd → yyyy.MM.dd as lists show dates. */
export function dotDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(date) ? `${date.slice(0, 4)}.${date.slice(5, 7)}.${date.slice(8, 10)}` : date;
}

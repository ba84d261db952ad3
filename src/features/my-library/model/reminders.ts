import type { Loan, Reservation } from '../../../../contract/my-library';
import { daysBetween } from '../../../lib/dates';
import { dueState } from './loan-days';

/** A loan due in this many days or fewer (today included) is called due soon on the home page. */
export const DUE_SOON_DAYS = 3;

/**
 * One line of the member's reminders: what needs doing, with the books it is about (several when
 * they share the state: borrowed together, due together).
 */
export type Reminder =
  | { kind: 'overdue'; days: number; titles: string[] }
  | { kind: 'ready'; pickupUntil: string; titles: string[] }
  | { kind: 'due-soon'; days: number; titles: string[] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function grouped<K extends string | number>(entries: Array<[K, string]>, order: (a: K, b: K) => number): Array<[K, string[]]> {
  const groups = new Map<K, string[]>();
  for (const [key, title] of entries) groups.set(key, [...(groups.get(key) ?? []), title]);
  return [...groups.entries()].sort(([a], [b]) => order(a, b));
}

/**
 * What the home page tells a member, from the stored 나의 도서관 lists and the library's day
 * (yyyy-MM-dd), computed on the device so a copy read offline days later still tells the truth:
 * overdue loans (longest overdue first), reservations ready to collect whose hold has not lapsed
 * (earliest deadline first), then loans due within DUE_SOON_DAYS (soonest first). Empty when none.
 */
export function reminders(loans: readonly Loan[], reserves: readonly Reservation[], today: string): Reminder[] {
  const overdue: Array<[number, string]> = [];
  const soon: Array<[number, string]> = [];
  for (const loan of loans) {
    if (!DAY.test(loan.DUE_DATE)) continue;
    const state = dueState(loan.DUE_DATE, today);
    if (state.kind === 'overdue') overdue.push([state.days, loan.TITLE]);
    else if (state.kind === 'today') soon.push([0, loan.TITLE]);
    else if (state.days <= DUE_SOON_DAYS) soon.push([state.days, loan.TITLE]);
  }
  const ready: Array<[string, string]> = reserves
    .filter((item) => item.STATUS === 'READY' && (!DAY.test(item.PICKUP_UNTIL) || daysBetween(today, item.PICKUP_UNTIL) >= 0))
    .map((item) => [DAY.test(item.PICKUP_UNTIL) ? item.PICKUP_UNTIL : '', item.TITLE]);
  return [
    ...grouped(overdue, (a, b) => b - a).map(([days, titles]): Reminder => ({ kind: 'overdue', days, titles })),
    ...grouped(ready, (a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b))).map(([pickupUntil, titles]): Reminder => ({ kind: 'ready', pickupUntil, titles })),
    ...grouped(soon, (a, b) => a - b).map(([days, titles]): Reminder => ({ kind: 'due-soon', days, titles })),
  ];
}

import { toCompactDate, toDotDateWeekday } from '../../../lib/date-format';

/** A library day (yyyy-MM-dd) as an instant of that day in Seoul, for the date formats. */
const noonOf = (day: string): string => `${day}T12:00:00+09:00`;

/** '2026.03.01 – 2026.04.15'; one side alone when the other is missing; '' for none. */
export function periodText(start: string, end: string, options: { weekday?: boolean } = {}): string {
  const format = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? (options.weekday ? toDotDateWeekday(noonOf(day)) : toCompactDate(noonOf(day))) : '');
  const [from, to] = [format(start), format(end)];
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to;
}

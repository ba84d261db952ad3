import { toDateText, toDateWeekday } from '../../../lib/date-format';

/** '2026-03-01 ~ 2026-04-15'; one side alone when the other is missing; '' for none. */
export function periodText(start: string, end: string, options: { weekday?: boolean } = {}): string {
  const format = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? (options.weekday ? toDateWeekday(day) : toDateText(day)) : '');
  const [from, to] = [format(start), format(end)];
  if (from && to) return from === to ? from : `${from} ~ ${to}`;
  return from || to;
}

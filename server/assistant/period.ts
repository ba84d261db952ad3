import { addDays, daysOfMonth, koreanDay, nextMonthOf, seoulDay, weekdayOf } from '../calendar';

/*
 * The period a question asks about, in the library's calendar (Asia/Seoul, server/calendar.ts):
 * never the server's own zone, never UTC. Weeks run Monday to Sunday, as Korean calendars print
 * them; '이번 주말' on a Sunday is that Sunday, and '다음 주말' then the coming Saturday–Sunday.
 */

export interface Period {
  /** The words of the period ('이번 주말'), or '앞으로 30일' when the question names none. */
  name: string;
  /** yyyy-MM-dd, both inclusive. */
  from: string;
  to: string;
  /** '이번 주말(11월 28일(토)~11월 29일(일))'. */
  label: string;
  /** False when the question names no period (the next 30 days are meant). */
  asked: boolean;
  /** The instant of the question (ms): what is over by then is no longer in the period. */
  now: number;
}

/** The next 30 days, when no period is asked. */
export const DEFAULT_DAYS = 30;

interface Rule {
  pattern: RegExp;
  name: string;
  days: (today: string) => [string, string];
}

const weekdays = (today: string) => weekdayOf(today);

/** Saturday of this week (Monday to Sunday): yesterday on a Sunday. */
const thisSaturday = (today: string) => {
  const day = weekdays(today);
  return addDays(today, day === 0 ? -1 : 6 - day);
};

/** Sunday ending this week (today on a Sunday). */
const thisSunday = (today: string) => addDays(today, (7 - weekdays(today)) % 7);

const monthDays = (month: string): [string, string] => {
  const days = daysOfMonth(month);
  return [days[0] ?? `${month}-01`, days[days.length - 1] ?? `${month}-01`];
};

/** Longer words first: '다음 주말' before '다음 주', '이번 주말' before '이번 주'. */
const RULES: readonly Rule[] = [
  { pattern: /오늘|금일/, name: '오늘', days: (t) => [t, t] },
  { pattern: /모레/, name: '모레', days: (t) => [addDays(t, 2), addDays(t, 2)] },
  { pattern: /내일|명일/, name: '내일', days: (t) => [addDays(t, 1), addDays(t, 1)] },
  {
    pattern: /다음\s?주\s?(?:주\s?)?말|담주\s?(?:주\s?)?말/,
    name: '다음 주말',
    days: (t) => [addDays(thisSaturday(t), 7), addDays(thisSaturday(t), 8)],
  },
  {
    pattern: /주말/,
    name: '이번 주말',
    // On a Sunday the weekend is that day; Saturday is already past.
    days: (t) => [weekdays(t) === 0 ? t : thisSaturday(t), thisSunday(t)],
  },
  { pattern: /다음\s?주|담주|차주/, name: '다음 주', days: (t) => [addDays(thisSunday(t), 1), addDays(thisSunday(t), 7)] },
  { pattern: /이번\s?주|금주/, name: '이번 주', days: (t) => [t, thisSunday(t)] },
  { pattern: /다음\s?달|담달|내달/, name: '다음 달', days: (t) => monthDays(nextMonthOf(t)) },
  { pattern: /이번\s?달|이달|금월/, name: '이번 달', days: (t) => [t, monthDays(t.slice(0, 7))[1]] },
];

const labelOf = (name: string, from: string, to: string) =>
  from === to ? `${name}(${koreanDay(from)})` : `${name}(${koreanDay(from)}~${koreanDay(to)})`;

/** The period a question asks about at the instant `now` (ms); the next 30 days by default. */
export function periodOf(question: string, now: number): Period {
  const today = seoulDay(now);
  const text = question.normalize('NFKC');
  for (const rule of RULES) {
    if (!rule.pattern.test(text)) continue;
    const [from, to] = rule.days(today);
    return { name: rule.name, from, to, label: labelOf(rule.name, from, to), asked: true, now };
  }
  const to = addDays(today, DEFAULT_DAYS);
  return { name: `앞으로 ${DEFAULT_DAYS}일`, from: today, to, label: labelOf(`앞으로 ${DEFAULT_DAYS}일`, today, to), asked: false, now };
}

/** Every day of the period, in order. */
export function daysOf(period: Pick<Period, 'from' | 'to'>): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

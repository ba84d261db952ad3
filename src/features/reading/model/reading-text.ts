import { daysBetween } from '../../../lib/dates';
import { toDateText, toDateTime, toDateWeekday } from '../../../lib/date-format';

const isDay = (day: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(day);

/** '2026-03-14 (토)'; '' for anything that is not a day. */
export const dayText = (day: string): string => (isDay(day) ? toDateWeekday(day) : '');

/** '2026-03-01 ~ 2026-04-15'; one side alone when the other is missing. */
export function periodText(start: string, end: string): string {
  const [from, to] = [isDay(start) ? toDateText(start) : '', isDay(end) ? toDateText(end) : ''];
  if (from && to) return from === to ? from : `${from} ~ ${to}`;
  return from || to;
}

/** '14:00–15:30'; the start alone without an end. */
export const timeRange = (start: string, end: string): string => (start && end ? `${start}–${end}` : start);

/** A moment (ISO with offset) as the lists print it: '2026. 03. 14. 오후 07:30'. */
export const momentText = (at: string): string => toDateTime(at);

/** Where a festival stands on `today`: days until it opens, running, or over. */
export function festivalStage(start: string, end: string, today: string): { stage: 'upcoming'; days: number } | { stage: 'ongoing' } | { stage: 'ended' } {
  if (!isDay(start) || !isDay(end)) return { stage: 'ended' };
  if (today < start) return { stage: 'upcoming', days: daysBetween(today, start) };
  return today > end ? { stage: 'ended' } : { stage: 'ongoing' };
}

/** The festival's events by day, in the order given (the server sends them by day and time). */
export function byDay<T extends { EVENT_DATE: string }>(events: readonly T[]): { day: string; events: T[] }[] {
  const days: { day: string; events: T[] }[] = [];
  for (const event of events) {
    const last = days.at(-1);
    if (last && last.day === event.EVENT_DATE) last.events.push(event);
    else days.push({ day: event.EVENT_DATE, events: [event] });
  }
  return days;
}

/** A Korean mobile or local number as typed: digits and hyphens, 9–11 digits starting with 0. */
export const PHONE_INPUT = /^0\d{1,2}-?\d{3,4}-?\d{4}$/;

export function isPhone(value: string): boolean {
  return PHONE_INPUT.test(value.trim());
}

/** Splits plain text into its paragraphs (blank lines between); lines inside stay as typed. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

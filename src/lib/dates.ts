import { LIBRARY_TIME_ZONE } from '../../contract/constants';

/*
 * Days and wall clocks in a given time zone, by default the library's (Asia/Seoul), never the
 * device's: a member abroad, or with a phone set to the wrong zone, sees the library's days.
 * Nothing here or in date-format.ts reads Date's local-time getters (getDate, getHours …), which
 * follow the device. docs/architecture.md "Dates and times".
 *
 * This module is what the first page needs (today's popups and home page ask for the day); the
 * texts shown to people (12-hour times, days with their weekday …) are in date-format.ts, loaded with the
 * pages that show them.
 */

/**
 * What the helpers take: a moment — epoch milliseconds, a Date, ISO 8601 text with its offset
 * ('…Z', '…+09:00') — or a calendar day written as text ('2026-11-23', '20261123', '2026.11.23').
 * A day is shown as written, never shifted through a zone (a due date, a notice's day, a birth
 * date). Date-time text without an offset ('2026-11-23T10:00:00', '2026-11-23 10:00') is the
 * library's wall clock, as the library's systems write it, never the device's.
 */
export type Instant = number | Date | string;

/** The wall clock in a zone at some moment. */
export interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const DAY_MS = 86_400_000;
/** The largest moment a Date holds. */
const MAX_EPOCH_MS = 8.64e15;

/** Building an Intl.DateTimeFormat costs far more than using one: one per zone, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('ko-KR', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      // Not hour12: false, which some engines read as h24 (24:05 after midnight).
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A calendar day: year, month 1–12, day 1–31. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * A date as written without an offset: a day alone (yyyy-MM-dd, yyyyMMdd, yyyy.MM.dd,
 * yyyy/MM/dd) or with its time (2026-11-23T10:00, 2026-11-23 10:00:05.123).
 */
const WRITTEN = /^(\d{4})([-./]?)(\d\d)\2(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * [year, month, day, hour, minute, second, ms] of a written date and whether it is a day alone;
 * null when it is shaped as one but names no day of the calendar (2026-02-30, which Date.parse
 * would take as 2 March); undefined when it is not shaped as one.
 */
function readWritten(text: string): { fields: number[]; dayAlone: boolean } | null | undefined {
  const match = WRITTEN.exec(text.trim());
  if (!match) return undefined;
  const fields = [1, 3, 4, 5, 6, 7].map((group) => Number(match[group] ?? 0));
  fields.push(Number((match[8] ?? '').padEnd(3, '0')));
  const [year = 0, month = 0, day = 0] = fields;
  const at = new Date(Date.UTC(year, month - 1, day));
  const real = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real ? { fields, dayAlone: match[5] === undefined } : null;
}

/** The day a text names when it is a day alone ('2026-11-23', '20261123'); null for anything else. */
export function calendarDay(text: string): CalendarDay | null {
  const read = readWritten(text);
  if (!read?.dayAlone) return null;
  const [year = 0, month = 0, day = 0] = read.fields;
  return { year, month, day };
}

/**
 * The moment a wall-clock reading in `timeZone` stands for: the zone's offset at a first guess,
 * corrected once (enough beside a daylight-saving change; Seoul has none).
 */
function fromWallClock([year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0, ms = 0]: readonly number[], timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const offsetAt = (at: number) => {
    const c = wallClock(at, timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(at / 1000) * 1000;
  };
  return asUtc - offsetAt(asUtc - offsetAt(asUtc));
}

/**
 * Epoch milliseconds of a moment; NaN when it is no moment. A day alone is its start in the
 * library's zone; a date-time without an offset is read on the library's wall clock.
 */
export function toEpoch(at: Instant, timeZone: string = LIBRARY_TIME_ZONE): number {
  if (typeof at === 'number') return at;
  if (typeof at !== 'string') return at.getTime();
  if (at.trim() === '') return Number.NaN;
  const read = readWritten(at);
  if (read === undefined) return Date.parse(at);
  return read ? fromWallClock(read.fields, timeZone) : Number.NaN;
}

/**
 * Zones whose offset has not changed since a moment: their wall clock is plain arithmetic. The
 * first Intl.DateTimeFormat with a time zone loads the engine's zone data, about 80 ms of the
 * first page on a phone-speed CPU (npm run bench -- --boot-only), and /main asks for today
 * before anything else. Korea has kept UTC+9 without daylight saving since October 1988.
 */
const FIXED_OFFSETS: ReadonlyMap<string, { offsetMs: number; since: number }> = new Map([
  ['Asia/Seoul', { offsetMs: 9 * 3_600_000, since: Date.UTC(1989, 0, 1) }],
]);

/**
 * The wall clock in `timeZone` at `at`; a day alone ('2026-11-23') is that day at 00:00 in any
 * zone. Throws a RangeError when `at` is no moment.
 */
export function wallClock(at: Instant, timeZone: string = LIBRARY_TIME_ZONE): WallClock {
  const day = typeof at === 'string' ? calendarDay(at) : null;
  if (day) return { ...day, hour: 0, minute: 0, second: 0, weekday: new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() };
  const ms = toEpoch(at, timeZone);
  if (Number.isNaN(ms)) throw new RangeError('Invalid time value');
  const fixed = FIXED_OFFSETS.get(timeZone);
  if (fixed && ms >= fixed.since && ms <= MAX_EPOCH_MS - fixed.offsetMs) {
    const shifted = new Date(ms + fixed.offsetMs);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
      weekday: shifted.getUTCDay(),
    };
  }
  const clock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallClockFormatter(timeZone).formatToParts(ms)) {
    if (part.type in clock) clock[part.type as keyof typeof clock] = Number(part.value);
  }
  const weekday = new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay();
  return { ...clock, weekday };
}

/** Two digits: 3 → '03'. */
export function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * `format(clock)` of a valid moment or day; '' for anything else (a missing or broken date shows
 * nothing). A day alone is formatted as written: '2026-11-23' is the 23rd in every zone.
 */
export function formatted(at: Instant, timeZone: string, format: (clock: WallClock) => string): string {
  return Number.isNaN(toEpoch(at, timeZone)) ? '' : format(wallClock(at, timeZone));
}

/** The day as yyyy-MM-dd (spec §9 date format): what is sent as `today` and stored as the day. */
export function toIsoDate(at: Instant, timeZone: string = LIBRARY_TIME_ZONE): string {
  return formatted(at, timeZone, (c) => `${c.year}-${pad(c.month)}-${pad(c.day)}`);
}

/** Today in the zone, yyyy-MM-dd. */
export function isoToday(timeZone: string = LIBRARY_TIME_ZONE, now: number = Date.now()): string {
  return toIsoDate(now, timeZone);
}

/** The zone's current year. */
export function thisYear(timeZone: string = LIBRARY_TIME_ZONE, now: number = Date.now()): number {
  return wallClock(now, timeZone).year;
}

function dayNumber(text: string): number {
  const day = calendarDay(text) ?? calendarDay(text.slice(0, 10));
  return day ? Date.UTC(day.year, day.month - 1, day.day) / DAY_MS : Number.NaN;
}

/**
 * Whole calendar days from `from` to `to` (days as calendarDay reads them, e.g. yyyy-MM-dd, or
 * the written day of a yyyy-MM-ddT… text; negative when `to` is earlier; NaN when either is no
 * day). Days are counted on the calendar, not as 24-hour spans between the device's midnights,
 * so a D-day is the same in every zone and across daylight-saving changes.
 */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Milliseconds from `now` until the next midnight in the zone (when 'today' changes). */
export function msUntilNextDay(timeZone: string = LIBRARY_TIME_ZONE, now: number = Date.now()): number {
  const c = wallClock(now, timeZone);
  const elapsed = ((c.hour * 60 + c.minute) * 60 + c.second) * 1000 + (((now % 1000) + 1000) % 1000);
  return Math.max(1, DAY_MS - elapsed);
}

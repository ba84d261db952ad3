/**
 * Spec §5 "Time helper": a time of day is hours 0–24, minutes and seconds 0–59, and hour 24 only
 * as 24:00:00 (the end of a day, e.g. a room booked until midnight). Dates and time zones are
 * lib/dates.ts's; this is only the wall-clock reading of a time written as text.
 */

export interface TimeOfDay {
  hours: number;
  minutes: number;
  seconds: number;
}

function inRange(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

/** Spec §5: hours 0–24, minutes and seconds 0–59; hour 24 only with 0 minutes and 0 seconds. */
export function isValidTimeOfDay(hours: number, minutes: number, seconds = 0): boolean {
  if (!inRange(hours, 24) || !inRange(minutes, 59) || !inRange(seconds, 59)) return false;
  return hours < 24 || (minutes === 0 && seconds === 0);
}

const TIME_TEXT = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** 'H:mm', 'HH:mm' or 'HH:mm:ss' as a valid time of day, else null ('25:00', '9:5', '24:30'). */
export function parseTimeOfDay(text: string): TimeOfDay | null {
  const match = TIME_TEXT.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  return isValidTimeOfDay(hours, minutes, seconds) ? { hours, minutes, seconds } : null;
}

/** 'HH:mm', or 'HH:mm:ss' when asked or when the seconds are not 0. */
export function formatTimeOfDay(time: TimeOfDay, options: { seconds?: boolean } = {}): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const base = `${pad(time.hours)}:${pad(time.minutes)}`;
  return options.seconds || time.seconds !== 0 ? `${base}:${pad(time.seconds)}` : base;
}

/** Seconds since the start of the day (24:00:00 is 86 400). */
export function secondsOfDay(time: TimeOfDay): number {
  return time.hours * 3600 + time.minutes * 60 + time.seconds;
}

/**
 * A start and an end read from text: both valid and the end after the start, as 'HH:mm–HH:mm';
 * otherwise null, so a screen shows no made-up time.
 */
export function timeRangeText(start: string, end: string): string | null {
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  if (!from || !to || secondsOfDay(to) <= secondsOfDay(from)) return null;
  return `${formatTimeOfDay(from)}–${formatTimeOfDay(to)}`;
}

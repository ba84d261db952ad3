import * as v from 'valibot';
import { integer, searchSchema, text } from '../../../lib/search-schema';

/*
 * What the events routes' options run at boot (route options are not code-split): the
 * validateSearch schemas and the id checks. Only given values are kept; anything odd is left out.
 * The contract's patterns are repeated here so route options do not pull the events schemas into
 * the first chunk (events-search.test.ts keeps them equal).
 */

export const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
export const DAY_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const SIGUNGU_RE = /^[가-힣]{1,10}[시군]$/;
export const ENTRY_ID_RE = /^(event-[1-9]\d{0,8}|program-[1-9]\d{0,8}|closed-\d{4}-\d{2}-\d{2})$/;

const page = () => integer({ min: 1, max: 500, drop: 1 });
const month = () => text({ max: 7, pattern: MONTH_RE });
const words = () => text({ max: 50, cut: true });

export interface EventListParams {
  month?: string;
  category?: string;
  query?: string;
  page?: number;
}

export interface ScheduleParams {
  month?: string;
}

export interface CalendarParams {
  month?: string;
  day?: string;
}

export interface Link31EventParams {
  sigungu?: string;
  month?: string;
  query?: string;
  page?: number;
}

export interface Link31MapParams {
  venue?: number;
}

export const eventListSearch = searchSchema({ month: month(), category: words(), query: words(), page: page() });
export const scheduleListSearch = searchSchema({ month: month() });
export const calendarSearch = v.pipe(
  searchSchema({ month: month(), day: text({ max: 10, pattern: DAY_RE }) }),
  // A day only inside the month shown.
  v.transform((search) => ({ ...search, day: search.day !== undefined && search.month !== undefined && search.day.startsWith(search.month) ? search.day : undefined })),
);
export const link31EventSearch = searchSchema({ sigungu: text({ max: 11, pattern: SIGUNGU_RE }), month: month(), query: words(), page: page() });
export const link31MapSearch = searchSchema({ venue: integer({ min: 1, max: 999_999_999 }) });

/** An event id from the address: a positive whole number, else undefined (the page is not found). */
export function validEventId(value: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

/** A schedule entry id from the address, else undefined. */
export function validEntryId(value: string): string | undefined {
  return ENTRY_ID_RE.test(value) ? value : undefined;
}

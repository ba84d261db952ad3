import * as v from 'valibot';
import { ManageCodeField, ResultWord } from './envelope';

/*
 * The library's facts — name, address, phone, opening hours of each room, closed days — kept once
 * on the server (tables library_info and library_rooms, seeded from server/seed/library-info.ts)
 * and answered by POST /gglib/selectlibraryinfo. The footer, the home page's hours card, the
 * directions and hours pages and the assistant all read them from there; nothing else states them.
 *
 * The schemas are tolerant of what an older or newer server may send: optional fields read as ''
 * or [], numbers sent as text (a postal code, a weekday) are read as the type used here.
 */

/** Text, or a number sent where text is meant (16508 → '16508'); absent → ''. */
const Text = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '');

/** A wall-clock time in the library's calendar, HH:mm (24:00 only as a closing time). */
export const ClockTime = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, '시각은 HH:mm 형식이어야 합니다.'));

/** 0 = Sunday … 6 = Saturday, as a number or its text ('2'). */
const Weekday = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^[0-6]$/), v.transform(Number))]),
  v.integer(),
  v.minValue(0),
  v.maxValue(6),
);

/** One weekday's opening of a room. A weekday not listed is a day the room is closed every week. */
export const OpeningTimeSchema = v.object({
  WEEKDAY: Weekday,
  OPEN: ClockTime,
  CLOSE: ClockTime,
});
export type OpeningTime = v.InferOutput<typeof OpeningTimeSchema>;

/** A room (자료실) or space with its own hours and phone. */
export const LibraryRoomSchema = v.object({
  /** Stable code, e.g. GENERAL, CHILD, DIGITAL (a content block names a room by it). */
  CODE: v.string(),
  /** 종합자료실 */
  NAME: v.string(),
  /** 2~3층; '' when not said. */
  PLACE: Text,
  /** The room's own phone, ''. */
  PHONE: Text,
  /** Its weekly hours, one entry per open weekday. */
  HOURS: v.optional(v.array(OpeningTimeSchema), []),
});
export type LibraryRoom = v.InferOutput<typeof LibraryRoomSchema>;

export const LibraryInfoSchema = v.object({
  MANAGE_CODE: Text,
  /** 경기도서관 */
  NAME: v.string(),
  /** 16508 */
  POSTAL_CODE: Text,
  /** 경기도 수원시 영통구 도청로 40 */
  ADDRESS: v.string(),
  /** 대표전화, 031-8008-7000 */
  PHONE: Text,
  FAX: Text,
  EMAIL: Text,
  /**
   * Closed days besides the weekly closing day, in words ('일요일을 제외한 법정 공휴일'). The
   * weekly closing day is not listed: it is every weekday on which no room opens (closedWeekdays).
   */
  CLOSED_RULES: v.optional(v.array(v.string()), []),
  ROOMS: v.optional(v.array(LibraryRoomSchema), []),
  /** ISO 8601, the last change of any of these facts; ''. */
  UPDATED_AT: Text,
});
export type LibraryInfo = v.InferOutput<typeof LibraryInfoSchema>;

/** POST /gglib/selectlibraryinfo {manage_code}. */
export const LibraryInfoRequest = v.object({ manage_code: ManageCodeField });
export type LibraryInfoRequest = v.InferOutput<typeof LibraryInfoRequest>;

export const LibraryInfoResponse = v.object({
  RESULT_INFO: v.literal('SUCCESS'),
  /** NO_DATA with LIBRARY null: no facts for this site. */
  RESULT: ResultWord,
  LIBRARY: v.optional(v.nullable(LibraryInfoSchema), null),
});
export type LibraryInfoResponse = v.InferOutput<typeof LibraryInfoResponse>;

// ---------------------------------------------------------------------------------------------
// Reading the facts: the same rules for the page, the server's home card and the assistant.

/** The week as Koreans list it: Monday first, Sunday last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The library's own hours: on each weekday, from the earliest opening to the latest closing of its rooms. */
export function libraryHours(rooms: readonly LibraryRoom[]): OpeningTime[] {
  const hours: OpeningTime[] = [];
  for (const weekday of WEEK_ORDER) {
    const open = rooms.flatMap((room) => room.HOURS.filter((time) => time.WEEKDAY === weekday));
    if (open.length === 0) continue;
    hours.push({
      WEEKDAY: weekday,
      OPEN: open.map((time) => time.OPEN).sort()[0] ?? '',
      CLOSE: open.map((time) => time.CLOSE).sort().at(-1) ?? '',
    });
  }
  return hours;
}

/** The hours on one weekday, or null when closed that weekday. */
export function hoursOn(hours: readonly OpeningTime[], weekday: number): OpeningTime | null {
  return hours.find((time) => time.WEEKDAY === weekday) ?? null;
}

/** Weekdays (Monday first) on which these hours never open: the weekly closing days. */
export function closedWeekdays(hours: readonly OpeningTime[]): number[] {
  return WEEK_ORDER.filter((weekday) => hoursOn(hours, weekday) === null);
}

/** Weekdays next to each other (Monday first) with the same hours, as one line. */
export interface HoursGroup {
  /** Weekdays of the group, Monday first. */
  weekdays: number[];
  open: string;
  close: string;
}

export function hoursGroups(hours: readonly OpeningTime[]): HoursGroup[] {
  const groups: HoursGroup[] = [];
  let previous: number | null = null;
  for (const weekday of WEEK_ORDER) {
    const time = hoursOn(hours, weekday);
    if (!time) {
      previous = null;
      continue;
    }
    const last = groups.at(-1);
    if (last && previous !== null && last.open === time.OPEN && last.close === time.CLOSE) last.weekdays.push(weekday);
    else groups.push({ weekdays: [weekday], open: time.OPEN, close: time.CLOSE });
    previous = weekday;
  }
  return groups;
}

/**
 * The weekdays of a group in words, from the caller's day names (index 0 = Sunday): one day '화',
 * two '토·일', more '화–금'.
 */
export function weekdaysLabel(weekdays: readonly number[], names: readonly string[]): string {
  const first = names[weekdays[0] ?? 0] ?? '';
  const last = names[weekdays.at(-1) ?? 0] ?? '';
  if (weekdays.length <= 1) return first;
  return weekdays.length === 2 ? `${first}·${last}` : `${first}–${last}`;
}

/** 09:00–22:00 */
export const timeRange = (open: string, close: string): string => `${open}–${close}`;

/** A phone number as a tel: address (digits and a leading + only). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

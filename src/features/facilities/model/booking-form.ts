import { FACILITY_RULES, hourText, hoursBetween, type Facility, type Slot } from '../../../../contract/facilities';
import { koFacilities } from '../../../lib/i18n/messages-facilities-ko';

/* The booking form's pure rules: which hours may start a booking, how long it may last, the
 * fields checked before anything is sent (the server checks them again). */

const t = koFacilities.rental;

/** A day's closing time for a room: weekends (토·일) close at WEEKEND_CLOSES. */
export function closingOn(facility: Facility, day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? facility.WEEKEND_CLOSES : facility.CLOSES;
}

/**
 * The hours of a day when the slots could not be read (offline, nothing stored): every hour the
 * room opens, its state unknown (null). A booking made from them is checked by the server.
 */
export function unknownSlots(facility: Facility, day: string): { START: string; END: string; STATE: null }[] {
  const first = Number(facility.OPENS.slice(0, 2));
  const last = Number(closingOn(facility, day).slice(0, 2));
  const slots: { START: string; END: string; STATE: null }[] = [];
  for (let hour = first; hour < last; hour += 1) slots.push({ START: hourText(hour), END: hourText(hour + 1), STATE: null });
  return slots;
}

/** A slot as the form shows it: FREE, TAKEN, MINE, PAST, or null (unknown: offline). */
export type ShownSlot = Pick<Slot, 'START' | 'END'> & { STATE: Slot['STATE'] | null };

/** A slot may start a booking: free, or unknown (offline). */
export const canStart = (slot: ShownSlot): boolean => slot.STATE === 'FREE' || slot.STATE === null;

/**
 * The lengths (hours) a booking starting at `start` may have: up to the room's MAX_HOURS, as far
 * as the following hours are free (or unknown) and the room is open.
 */
export function durationsFrom(slots: readonly ShownSlot[], start: string, maxHours: number): number[] {
  const index = slots.findIndex((slot) => slot.START === start);
  const durations: number[] = [];
  for (let length = 1; length <= maxHours; length += 1) {
    const slot = slots[index + length - 1];
    if (index < 0 || !slot || !canStart(slot)) break;
    durations.push(length);
  }
  return durations;
}

/** The end time of a booking of `hours` from `start` (HH:00). */
export const endOf = (start: string, hours: number): string => hourText(Number(start.slice(0, 2)) + hours);

/** The words of a slot: its time and its state, never colour alone. */
export function slotWords(slot: ShownSlot): string {
  return slot.STATE === null ? `${slot.START}–${slot.END}` : t.slotLabel(slot.START, slot.END, t.slotState[slot.STATE]);
}

export interface BookingInput {
  facility: string;
  date: string;
  start: string;
  hours: number;
  people: string;
  purpose: string;
  consent: boolean;
}

export type BookingField = 'facility' | 'date' | 'start' | 'people' | 'purpose' | 'consent';

export interface BookingFields {
  facility_code: string;
  use_date: string;
  start_time: string;
  end_time: string;
  people: number;
  purpose: string;
}

export type BookingCheck = { ok: true; fields: BookingFields } | { ok: false; field: BookingField; message: string };

/** The form's values checked in order of the fields; the first at fault is named. */
export function checkBooking(input: BookingInput, facility: Facility | null): BookingCheck {
  if (!facility || input.facility === '') return { ok: false, field: 'facility', message: t.errors.facility };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date)) return { ok: false, field: 'date', message: t.errors.date };
  const end = input.start === '' ? '' : endOf(input.start, input.hours);
  if (input.start === '' || hoursBetween(input.start, end) === 0) return { ok: false, field: 'start', message: t.errors.start };
  const people = /^\d{1,3}$/.test(input.people.trim()) ? Number(input.people.trim()) : Number.NaN;
  if (!(people >= facility.MIN_PEOPLE && people <= facility.CAPACITY)) {
    return { ok: false, field: 'people', message: t.errors.people(facility.MIN_PEOPLE, facility.CAPACITY) };
  }
  const purpose = input.purpose.trim();
  if (purpose.length < 2) return { ok: false, field: 'purpose', message: t.errors.purpose };
  if (purpose.length > FACILITY_RULES.purposeMax) return { ok: false, field: 'purpose', message: t.errors.purposeLong(FACILITY_RULES.purposeMax) };
  if (!input.consent) return { ok: false, field: 'consent', message: t.errors.consent };
  return { ok: true, fields: { facility_code: facility.FACILITY_CODE, use_date: input.date, start_time: input.start, end_time: end, people, purpose } };
}

/** Why a day cannot be booked (null: it can): a closed day by its reason, or outside the range. */
export function dayRefusal(day: string, range: { today: string; last: string; closed: readonly { DAY: string; REASON: string }[] }): string | null {
  if (day < range.today || (range.last !== '' && day > range.last)) return t.outOfRange;
  const closed = range.closed.find((entry) => entry.DAY === day);
  return closed ? t.closedDay(closed.REASON) : null;
}

/**
 * The days the date list offers, from `today` to `last` (or 30 days on when the stored list is
 * older than today): each with its closing reason, or null when the library opens.
 */
export function bookableDays(today: string, last: string, closed: readonly { DAY: string; REASON: string }[]): { day: string; closed: string | null }[] {
  const reasons = new Map(closed.map((entry) => [entry.DAY, entry.REASON]));
  const end = last !== '' && last >= today ? last : addDay(today, FACILITY_RULES.daysAhead);
  const days: { day: string; closed: string | null }[] = [];
  for (let day = today; day <= end && days.length <= 366; day = addDay(day, 1)) days.push({ day, closed: reasons.get(day) ?? null });
  return days;
}

/** The calendar day after `day` (yyyy-MM-dd), in every zone. */
function addDay(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

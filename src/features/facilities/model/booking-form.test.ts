import { describe, expect, it } from 'vitest';
import type { Facility } from '../../../../contract/facilities';
import { koFacilities } from '../../../lib/i18n/messages-facilities-ko';
import { bookableDays, canStart, checkBooking, closingOn, dayRefusal, durationsFrom, endOf, slotWords, unknownSlots, type BookingInput, type ShownSlot } from './booking-form';
import { rentalSearch } from './rental-search';
import * as v from 'valibot';

const t = koFacilities.rental;

const studio: Facility = {
  FACILITY_CODE: 'MAIN-AI-STUDIO',
  NAME: 'AI 창작 스튜디오',
  KIND: 'AI_STUDIO',
  PLACE: '4층 생성형 AI 도서관',
  SUMMARY: '',
  EQUIPMENT: [],
  CAPACITY: 8,
  MIN_PEOPLE: 2,
  OPENS: '09:00',
  CLOSES: '22:00',
  WEEKEND_CLOSES: '18:00',
  MAX_HOURS: 3,
  AI_LIBRARY_YN: 'Y',
};

const slot = (start: string, state: ShownSlot['STATE']): ShownSlot => ({ START: start, END: endOf(start, 1), STATE: state });

describe('slots', () => {
  it('offers lengths as far as the following hours are free, up to the room’s longest booking', () => {
    const day = [slot('09:00', 'PAST'), slot('10:00', 'FREE'), slot('11:00', 'FREE'), slot('12:00', 'TAKEN'), slot('13:00', 'FREE'), slot('14:00', 'FREE'), slot('15:00', 'FREE'), slot('16:00', 'FREE')];
    expect(durationsFrom(day, '10:00', 3)).toEqual([1, 2]);
    expect(durationsFrom(day, '13:00', 3)).toEqual([1, 2, 3]);
    expect(durationsFrom(day, '12:00', 3)).toEqual([]);
    expect(durationsFrom(day, '08:00', 3)).toEqual([]);
    expect(canStart(slot('09:00', 'MINE'))).toBe(false);
    expect(canStart(slot('09:00', null))).toBe(true);
  });

  it('says each hour in words, not colour alone', () => {
    expect(slotWords(slot('10:00', 'FREE'))).toBe('10:00–11:00 예약 가능');
    expect(slotWords(slot('10:00', 'TAKEN'))).toBe('10:00–11:00 예약됨');
    expect(slotWords(slot('10:00', 'PAST'))).toBe('10:00–11:00 지난 시간');
    expect(slotWords(slot('10:00', null))).toBe('10:00–11:00');
  });

  it('knows the weekend closing and lists every open hour when the slots cannot be read', () => {
    expect(closingOn(studio, '2026-03-14')).toBe('18:00');
    expect(closingOn(studio, '2026-03-12')).toBe('22:00');
    const saturday = unknownSlots(studio, '2026-03-14');
    expect(saturday.map((s) => s.START)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(saturday.every((s) => s.STATE === null)).toBe(true);
  });
});

describe('the form', () => {
  const good: BookingInput = { facility: 'MAIN-AI-STUDIO', date: '2026-03-12', start: '10:00', hours: 2, people: '3', purpose: ' 그림책 삽화 만들기 ', consent: true };

  it('sends the checked fields', () => {
    expect(checkBooking(good, studio)).toEqual({
      ok: true,
      fields: { facility_code: 'MAIN-AI-STUDIO', use_date: '2026-03-12', start_time: '10:00', end_time: '12:00', people: 3, purpose: '그림책 삽화 만들기' },
    });
  });

  it('names the first field at fault, in the order of the form', () => {
    expect(checkBooking({ ...good, facility: '' }, null)).toMatchObject({ field: 'facility' });
    expect(checkBooking({ ...good, date: '' }, studio)).toMatchObject({ field: 'date', message: t.errors.date });
    expect(checkBooking({ ...good, start: '' }, studio)).toMatchObject({ field: 'start' });
    expect(checkBooking({ ...good, people: '1' }, studio)).toMatchObject({ field: 'people', message: t.errors.people(2, 8) });
    expect(checkBooking({ ...good, people: '9' }, studio)).toMatchObject({ field: 'people' });
    expect(checkBooking({ ...good, people: '' }, studio)).toMatchObject({ field: 'people' });
    expect(checkBooking({ ...good, purpose: ' 가 ' }, studio)).toMatchObject({ field: 'purpose' });
    expect(checkBooking({ ...good, purpose: '가'.repeat(201) }, studio)).toMatchObject({ field: 'purpose', message: t.errors.purposeLong(200) });
    expect(checkBooking({ ...good, consent: false }, studio)).toMatchObject({ field: 'consent' });
  });

  it('refuses closed days and days out of range in words', () => {
    const range = { today: '2026-03-10', last: '2026-04-09', closed: [{ DAY: '2026-03-16', REASON: '정기휴관일' }] };
    expect(dayRefusal('2026-03-16', range)).toBe(t.closedDay('정기휴관일'));
    expect(dayRefusal('2026-03-09', range)).toBe(t.outOfRange);
    expect(dayRefusal('2026-04-10', range)).toBe(t.outOfRange);
    expect(dayRefusal('2026-03-10', range)).toBeNull();
  });

  it('offers every day of the range, closed days with their reason (not to be chosen)', () => {
    const days = bookableDays('2026-03-14', '2026-03-17', [{ DAY: '2026-03-16', REASON: '정기휴관일' }]);
    expect(days).toEqual([
      { day: '2026-03-14', closed: null },
      { day: '2026-03-15', closed: null },
      { day: '2026-03-16', closed: '정기휴관일' },
      { day: '2026-03-17', closed: null },
    ]);
    // A stored list from an earlier day: 30 days on from today.
    expect(bookableDays('2026-03-14', '2026-03-10', [])).toHaveLength(31);
  });

  it('keeps the chosen room and day in the address, and drops what is not one', () => {
    expect(v.parse(rentalSearch, { facility: 'MAIN-AI-STUDIO', date: '2026-03-12' })).toEqual({ facility: 'MAIN-AI-STUDIO', date: '2026-03-12' });
    expect(v.parse(rentalSearch, { facility: '<script>', date: '2026-13-01' })).toEqual({ facility: undefined, date: undefined });
  });
});

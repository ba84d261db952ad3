import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EResourceListResponse, HumanBookingRequest, HumanLibraryResponse, MyHumanBookingsResponse, ServiceRulesResponse, seatsLeft } from './library-service';

describe('library-service answers, read tolerantly', () => {
  it('reads numbers sent as text and fills what is left out', () => {
    const rules = v.parse(ServiceRulesResponse, { RULES: { LOAN_LIMIT: '10', LOAN_DAYS: 14 } });
    expect(rules.RULES).toMatchObject({ LOAN_LIMIT: 10, LOAN_DAYS: 14, RESERVE_LIMIT: 0 });
    expect(rules.RESULT_INFO).toBe('SUCCESS');
  });

  it('reads an unknown access rule as on-site (never a promise of access from home)', () => {
    const list = v.parse(EResourceListResponse, { KIND: 'JOURNAL', LIST: [{ RESOURCE_ID: '3', NAME: 'Nature', ACCESS: 'HOME', VIA: 'elsewhere' }] });
    expect(list.LIST[0]).toMatchObject({ RESOURCE_ID: 3, ACCESS: 'ONSITE', VIA: '', PLACE: '', URL: '' });
    expect(v.parse(EResourceListResponse, { KIND: 'JOURNAL' }).LIST).toEqual([]);
  });

  it('keeps a session’s seats and never counts below zero', () => {
    const body = v.parse(HumanLibraryResponse, {
      LIST: [{ HUMAN_BOOK_ID: 1, TITLE: '책', CATEGORY: 'NEW', SESSIONS: [{ SESSION_ID: 2, START_AT: '2026-03-15T14:00:00+09:00', END_AT: '2026-03-15T14:40:00+09:00', CAPACITY: '4', BOOKED_COUNT: 6 }] }],
    });
    const book = body.LIST[0];
    expect(book?.CATEGORY).toBe('LIFE');
    expect(book?.TOPICS).toEqual([]);
    expect(book?.SESSIONS[0] && seatsLeft(book.SESSIONS[0])).toBe(0);
  });

  it('reads an unknown booking state as cancelled, never cancelable', () => {
    const body = v.parse(MyHumanBookingsResponse, { LIST: [{ BOOKING_KEY: 'HBx1', SESSION_ID: 2, HUMAN_BOOK_ID: 1, START_AT: 'x', END_AT: 'y', STATUS: 'MAYBE', CANCELABLE_YN: 'maybe' }] });
    expect(body.LIST[0]).toMatchObject({ STATUS: 'CANCELLED', CANCELABLE_YN: 'N' });
  });

  it('is strict about a booking request', () => {
    const good = { user_key: 'U', manage_code: '141674', session_id: 2, phone: '010-1234-5678', agree_yn: 'Y' };
    expect(v.parse(HumanBookingRequest, good).question).toBe('');
    expect(v.safeParse(HumanBookingRequest, { ...good, session_id: '2' }).success).toBe(false);
    expect(v.safeParse(HumanBookingRequest, { ...good, agree_yn: 'N' }).success).toBe(false);
    expect(v.safeParse(HumanBookingRequest, { ...good, phone: '02-123' }).success).toBe(false);
  });
});

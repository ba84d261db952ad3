import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FacilityListResponse, FacilitySlotsResponse } from '../../../contract/facilities';
import { scopeOf } from '../../data/registry';
import { facilityListResource, facilitySlotsResource } from './facilities-data';
import { bookBody } from './api/facility-calls';

describe('rental facilities as resources', () => {
  it('keeps one list and one entry per room and day, public (no member data in them)', () => {
    expect(facilityListResource.key(null)).toBe('facility-list:all');
    expect(facilitySlotsResource.key({ facility: 'MAIN-AI-STUDIO', date: '2026-03-12' })).toBe('facility-slots:MAIN-AI-STUDIO:2026-03-12');
    expect(facilityListResource.policy).toBe('cache-first');
    expect(facilitySlotsResource.policy).toBe('network-first');
    expect(scopeOf('facility-list')).toBe('public');
    expect(scopeOf('facility-slots')).toBe('public');
  });

  it('marks a booking sent from the outbox (queued_yn), never one sent online', () => {
    const fields = { facility_code: 'MAIN-REC-BOOTH', use_date: '2026-03-12', start_time: '10:00', end_time: '11:00', people: 1, purpose: '낭독 녹음' };
    expect(bookBody('KEY', fields, false)).toEqual({ user_key: 'KEY', manage_code: '141674', ...fields, agree_yn: 'Y' });
    expect(bookBody('KEY', fields, true)).toMatchObject({ queued_yn: 'Y' });
  });
});

describe('the answers, read tolerantly', () => {
  it('reads numbers as text, missing lists and unknown kinds and states', () => {
    const list = v.parse(FacilityListResponse, {
      RESULT_INFO: 'SUCCESS',
      LIST: [{ FACILITY_CODE: 'X', NAME: '새 공간', KIND: 'ROOFTOP', CAPACITY: '8', EQUIPMENT: null, extra: 1 }],
    });
    expect(list.LIST[0]).toMatchObject({ KIND: 'OTHER', CAPACITY: 8, MIN_PEOPLE: 1, EQUIPMENT: [], MAX_HOURS: 2, AI_LIBRARY_YN: 'N' });
    expect(list.CLOSED_DAYS).toEqual([]);
    const slots = v.parse(FacilitySlotsResponse, { RESULT_INFO: 'SUCCESS', SLOTS: [{ START: '10:00', END: '11:00', STATE: 'HELD' }] });
    // An unknown state is never offered for booking.
    expect(slots.SLOTS[0]?.STATE).toBe('TAKEN');
    expect(v.parse(FacilitySlotsResponse, slots)).toEqual(slots);
  });
});

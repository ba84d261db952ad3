import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PolicyEventSchema } from '../../../../contract/policy-research';
import { eventStatus, splitEvents } from './event-status';

const event = (fields: Record<string, unknown>) =>
  v.parse(PolicyEventSchema, { EVENT_ID: 1, KIND: 'SEMINAR', TITLE: '세미나', EVENT_DAY: '2026-12-03', STATE: 'UPCOMING', REGISTRATION: 'NONE', ...fields });

describe('eventStatus', () => {
  it('reckons the state and the days left on the day the page is read, not the day it was fetched', () => {
    const seminar = event({ STATE: 'UPCOMING' });
    expect(eventStatus(seminar, '2026-11-21')).toMatchObject({ state: 'UPCOMING', daysLeft: 12, registration: 'none' });
    expect(eventStatus(seminar, '2026-12-03')).toMatchObject({ state: 'TODAY', daysLeft: 0 });
    expect(eventStatus(seminar, '2026-12-04')).toMatchObject({ state: 'ENDED', registration: 'ended' });
  });

  it('a phone registration is open until its last day, then closed; an invitation says so', () => {
    const phone = event({ REGISTRATION: 'PHONE', REGISTRATION_UNTIL: '2026-11-30' });
    expect(eventStatus(phone, '2026-11-30').registration).toBe('phoneOpen');
    expect(eventStatus(phone, '2026-12-01').registration).toBe('phoneClosed');
    expect(eventStatus(event({ REGISTRATION: 'INVITED' }), '2026-11-21').registration).toBe('invited');
  });

  it('keeps the server state for a day it cannot read', () => {
    expect(eventStatus(event({ EVENT_DAY: '12월 3일', STATE: 'ENDED' }), '2026-11-21').state).toBe('ENDED');
  });
});

describe('splitEvents', () => {
  it('coming ones (today included) soonest first, past ones newest first', () => {
    const list = [
      event({ EVENT_ID: 1, EVENT_DAY: '2026-10-01' }),
      event({ EVENT_ID: 2, EVENT_DAY: '2026-12-20' }),
      event({ EVENT_ID: 3, EVENT_DAY: '2026-11-21' }),
      event({ EVENT_ID: 4, EVENT_DAY: '2026-11-02' }),
      event({ EVENT_ID: 5, EVENT_DAY: '2026-12-01' }),
    ];
    const { coming, past } = splitEvents(list, '2026-11-21');
    expect(coming.map((e) => e.EVENT_ID)).toEqual([3, 5, 2]);
    expect(past.map((e) => e.EVENT_ID)).toEqual([4, 1]);
  });
});

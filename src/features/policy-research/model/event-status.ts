import type { PolicyEvent, PolicyEventState } from '../../../../contract/policy-research';
import { daysBetween } from '../../../lib/dates';

/*
 * A seminar's state and how to take part, reckoned on the library's day the page is read (a copy
 * kept on the device and read days later still says 종료 and 신청 마감 right). Pure;
 * event-status.test.ts pins it.
 */

export type RegistrationStatus = 'none' | 'phoneOpen' | 'phoneClosed' | 'invited' | 'ended';

export interface EventStatus {
  state: PolicyEventState;
  registration: RegistrationStatus;
  /** Days until the event (0 on the day, negative after). */
  daysLeft: number;
}

export function eventStatus(event: PolicyEvent, today: string): EventStatus {
  const daysLeft = daysBetween(today, event.EVENT_DAY);
  const state: PolicyEventState = Number.isNaN(daysLeft) ? event.STATE : daysLeft > 0 ? 'UPCOMING' : daysLeft === 0 ? 'TODAY' : 'ENDED';
  const registration: RegistrationStatus =
    state === 'ENDED'
      ? 'ended'
      : event.REGISTRATION === 'INVITED'
        ? 'invited'
        : event.REGISTRATION === 'PHONE'
          ? event.REGISTRATION_UNTIL !== '' && today <= event.REGISTRATION_UNTIL
            ? 'phoneOpen'
            : 'phoneClosed'
          : 'none';
  return { state, registration, daysLeft };
}

/** Coming events (today's too) soonest first, and past ones newest first. */
export function splitEvents(events: readonly PolicyEvent[], today: string): { coming: PolicyEvent[]; past: PolicyEvent[] } {
  const coming = events.filter((e) => eventStatus(e, today).state !== 'ENDED').sort((a, b) => a.EVENT_DAY.localeCompare(b.EVENT_DAY) || a.START_TIME.localeCompare(b.START_TIME));
  const past = events.filter((e) => eventStatus(e, today).state === 'ENDED').sort((a, b) => b.EVENT_DAY.localeCompare(a.EVENT_DAY));
  return { coming, past };
}

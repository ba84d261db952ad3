import { HUMAN_PHONE_PATTERN, HUMAN_QUESTION_MAX } from '../../../../contract/library-service';
import { koLibraryService } from '../../../lib/i18n/messages-library-service-ko';
import { toDateWeekday, toTime24 } from '../../../lib/date-format';
import type { BookingFields } from '../api/library-service-calls';

const f = koLibraryService.human.form;

export type BookingField = 'phone' | 'question' | 'consent';

export interface BookingInput {
  phone: string;
  question: string;
  consent: boolean;
}

/** The form's values checked as the server will (contract HumanBookingRequest): the first field at fault. */
export function checkBooking(input: BookingInput, sessionId: number): { ok: true; fields: BookingFields } | { ok: false; field: BookingField; message: string } {
  const phone = input.phone.trim();
  if (!HUMAN_PHONE_PATTERN.test(phone)) return { ok: false, field: 'phone', message: f.phoneError };
  const question = input.question.trim();
  if (question.length > HUMAN_QUESTION_MAX) return { ok: false, field: 'question', message: f.questionError(HUMAN_QUESTION_MAX) };
  if (!input.consent) return { ok: false, field: 'consent', message: f.consentError };
  return { ok: true, fields: { session_id: sessionId, phone, question } };
}

/** The member's phone as the form starts with it: digits and hyphens only, '' when it is not one. */
export function phoneForForm(phone: string): string {
  const cleaned = phone.replace(/[^\d-]/g, '');
  return HUMAN_PHONE_PATTERN.test(cleaned) ? cleaned : '';
}

/** 2026-03-15 (일) 14:00–14:40, in the library's zone. */
export function sessionWhen(start: string, end: string): string {
  const day = toDateWeekday(start);
  if (!day) return '';
  const to = toTime24(end);
  return `${day} ${toTime24(start)}${to ? `–${to}` : ''}`;
}

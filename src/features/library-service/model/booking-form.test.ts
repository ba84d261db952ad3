import { describe, expect, it } from 'vitest';
import { HUMAN_QUESTION_MAX } from '../../../../contract/library-service';
import { koLibraryService } from '../../../lib/i18n/messages-library-service-ko';
import { useDeviceZone } from '../../../lib/test-device-zone';
import { checkBooking, phoneForForm, sessionWhen } from './booking-form';

const f = koLibraryService.human.form;

describe('checkBooking', () => {
  const good = { phone: ' 010-1234-5678 ', question: '  어떤 책을 보셨나요? ', consent: true };

  it('answers the fields the server takes, trimmed', () => {
    expect(checkBooking(good, 7)).toEqual({ ok: true, fields: { session_id: 7, phone: '010-1234-5678', question: '어떤 책을 보셨나요?' } });
    expect(checkBooking({ ...good, phone: '01012345678', question: '' }, 7)).toEqual({ ok: true, fields: { session_id: 7, phone: '01012345678', question: '' } });
  });

  it('names the first field at fault, in the order of the form', () => {
    expect(checkBooking({ ...good, phone: '1234', consent: false }, 7)).toEqual({ ok: false, field: 'phone', message: f.phoneError });
    expect(checkBooking({ ...good, question: '가'.repeat(HUMAN_QUESTION_MAX + 1) }, 7)).toEqual({ ok: false, field: 'question', message: f.questionError(HUMAN_QUESTION_MAX) });
    expect(checkBooking({ ...good, consent: false }, 7)).toEqual({ ok: false, field: 'consent', message: f.consentError });
  });
});

describe('phoneForForm', () => {
  it('keeps a phone the form accepts and drops anything else', () => {
    expect(phoneForForm('010-1234-5678')).toBe('010-1234-5678');
    expect(phoneForForm('010 1234 5678')).toBe('01012345678');
    expect(phoneForForm('')).toBe('');
    expect(phoneForForm('없음')).toBe('');
  });
});

for (const zone of ['Asia/Seoul', 'America/Los_Angeles']) {
  describe(`sessionWhen with the device in ${zone}`, () => {
    useDeviceZone(zone);
    it('says the day and the times on the library clock', () => {
      expect(sessionWhen('2026-03-15T14:00:00+09:00', '2026-03-15T14:40:00+09:00')).toBe('2026-03-15 (일) 14:00–14:40');
      expect(sessionWhen('2026-03-15T05:00:00Z', '2026-03-15T05:50:00Z')).toBe('2026-03-15 (일) 14:00–14:50');
      expect(sessionWhen('', '')).toBe('');
    });
  });
}

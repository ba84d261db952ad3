import { describe, expect, it } from 'vitest';
import { koPrograms } from '../../../lib/i18n/messages-programs-ko';
import { checkApplication, phoneForForm } from './apply-form';

const input = { participant: ' 홍길동 ', childAge: '', phone: '010-1234-5678', consent: true };
const none = { asks: false, min: 0, max: 13 };
const family = { asks: true, min: 5, max: 7 };
const E = koPrograms.form.errors;

describe('checkApplication', () => {
  it('gives the fields to send, trimmed, without a child age when none is asked', () => {
    expect(checkApplication({ ...input, childAge: '6' }, 9, none)).toEqual({ ok: true, fields: { program_id: 9, participant_name: '홍길동', phone: '010-1234-5678' } });
    expect(checkApplication({ ...input, childAge: '6' }, 9, family)).toEqual({ ok: true, fields: { program_id: 9, participant_name: '홍길동', phone: '010-1234-5678', child_age: 6 } });
  });

  it('names the first field at fault, in Korean, in the order of the form', () => {
    expect(checkApplication({ ...input, participant: ' ', phone: '' }, 9, none)).toEqual({ ok: false, field: 'participant', message: E.participant });
    expect(checkApplication({ ...input, participant: '가'.repeat(21) }, 9, none)).toMatchObject({ field: 'participant', message: E.participantLong });
    expect(checkApplication(input, 9, family)).toEqual({ ok: false, field: 'childAge', message: E.childAge });
    expect(checkApplication({ ...input, childAge: '9' }, 9, family)).toEqual({ ok: false, field: 'childAge', message: E.childAgeRange(5, 7) });
    expect(checkApplication({ ...input, phone: '02-12' }, 9, none)).toEqual({ ok: false, field: 'phone', message: E.phone });
    expect(checkApplication({ ...input, consent: false }, 9, none)).toEqual({ ok: false, field: 'consent', message: E.consent });
  });
});

describe('phoneForForm', () => {
  it('writes a mobile number with hyphens and leaves anything else as it is', () => {
    expect(phoneForForm('01012345678')).toBe('010-1234-5678');
    expect(phoneForForm('010-123-4567')).toBe('010-123-4567');
    expect(phoneForForm('0311234567')).toBe('0311234567');
    expect(phoneForForm('')).toBe('');
  });
});

import { PARTICIPANT_NAME_MAX, PHONE_PATTERN } from '../../../../contract/programs';
import { koPrograms } from '../../../lib/i18n/messages-programs-ko';
import type { ApplyFields } from '../api/program-calls';

/** What the member typed. */
export interface ApplyInput {
  participant: string;
  childAge: string;
  phone: string;
  consent: boolean;
}

export type ApplyField = keyof ApplyInput;

/** The rule of a program the form follows: whether (and which) companion child's age it asks. */
export interface CompanionRule {
  asks: boolean;
  min: number;
  max: number;
}

/**
 * The first field at fault and why (in the order of the form), or the fields to send. Mirrors the
 * server's contract (ProgramApplyRequest) so a refusal is said beside its field before sending.
 */
export function checkApplication(input: ApplyInput, programId: number, companion: CompanionRule): { ok: true; fields: ApplyFields } | { ok: false; field: ApplyField; message: string } {
  const participant = input.participant.trim();
  if (participant === '') return { ok: false, field: 'participant', message: koPrograms.form.errors.participant };
  if (participant.length > PARTICIPANT_NAME_MAX) return { ok: false, field: 'participant', message: koPrograms.form.errors.participantLong };
  let childAge: number | undefined;
  if (companion.asks) {
    const text = input.childAge.trim();
    if (!/^\d{1,2}$/.test(text)) return { ok: false, field: 'childAge', message: koPrograms.form.errors.childAge };
    childAge = Number(text);
    if (childAge < companion.min || childAge > companion.max) return { ok: false, field: 'childAge', message: koPrograms.form.errors.childAgeRange(companion.min, companion.max) };
  }
  const phone = input.phone.trim();
  if (!PHONE_PATTERN.test(phone)) return { ok: false, field: 'phone', message: koPrograms.form.errors.phone };
  if (!input.consent) return { ok: false, field: 'consent', message: koPrograms.form.errors.consent };
  return { ok: true, fields: { program_id: programId, participant_name: participant, phone, ...(childAge === undefined ? {} : { child_age: childAge }) } };
}

/** A phone from the member's data as the form shows it: 01012345678 → 010-1234-5678; anything else as it is. */
export function phoneForForm(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^01\d{8,9}$/.test(digits)) return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  return phone.trim();
}

import { PARTICIPANT_NAME_MAX, PHONE_PATTERN, type ProgramSummary } from '../../../../contract/programs';
import { koLabs } from '../../../lib/i18n/messages-labs-ko';

/*
 * The two apply steps of a lab. Step 1 chooses a session and records the consents in this tab
 * (sessionStorage, like the join draft: a reload or the trip to the login keeps it, another tab or
 * a later visit starts again); step 2 needs that record for the same lab and session.
 */

export const APPLY_DRAFT_KEY = 'gglib-labs-apply';
/** A consent older than this is asked again. */
export const APPLY_DRAFT_TTL_MS = 60 * 60 * 1000;

export interface ApplyDraft {
  lab: string;
  programId: number;
  agreedAt: number;
}

/** A session that may be chosen today: places, or waiting places, left. */
export const canChoose = (session: Pick<ProgramSummary, 'STATE'>): boolean => session.STATE === 'OPEN' || session.STATE === 'WAITLIST';

export type Step1Field = 'session' | 'terms' | 'privacy';

export function checkStep1(input: { programId: number | null; terms: boolean; privacy: boolean }, sessions: readonly Pick<ProgramSummary, 'PROGRAM_ID' | 'STATE'>[]): { ok: true; programId: number } | { ok: false; field: Step1Field; message: string } {
  const chosen = sessions.find((session) => session.PROGRAM_ID === input.programId);
  if (!chosen || !canChoose(chosen)) return { ok: false, field: 'session', message: koLabs.apply01.errors.session };
  if (!input.terms) return { ok: false, field: 'terms', message: koLabs.apply01.errors.terms };
  if (!input.privacy) return { ok: false, field: 'privacy', message: koLabs.apply01.errors.privacy };
  return { ok: true, programId: chosen.PROGRAM_ID };
}

export type Step2Field = 'participant' | 'phone';

export function checkStep2(input: { participant: string; phone: string }): { ok: true; participant: string; phone: string } | { ok: false; field: Step2Field; message: string } {
  const participant = input.participant.trim();
  if (participant === '') return { ok: false, field: 'participant', message: koLabs.apply02.errors.participant };
  if (participant.length > PARTICIPANT_NAME_MAX) return { ok: false, field: 'participant', message: koLabs.apply02.errors.participantLong };
  const phone = input.phone.trim();
  if (!PHONE_PATTERN.test(phone)) return { ok: false, field: 'phone', message: koLabs.apply02.errors.phone };
  return { ok: true, participant, phone };
}

/** A phone from the member's data as the form shows it: 01012345678 → 010-1234-5678; anything else as it is. */
export function phoneForForm(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^01\d{8,9}$/.test(digits)) return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  return phone.trim();
}

export function saveDraft(draft: ApplyDraft, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(APPLY_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): step 2 then sends the member back to step 1.
  }
}

/** The consent of this tab for this lab and session, still young; null otherwise. */
export function readDraft(lab: string, programId: number | null, now = Date.now(), storage: Pick<Storage, 'getItem'> = sessionStorage): ApplyDraft | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(APPLY_DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Partial<ApplyDraft>;
  if (draft.lab !== lab || draft.programId !== programId || typeof draft.agreedAt !== 'number') return null;
  if (now - draft.agreedAt > APPLY_DRAFT_TTL_MS || draft.agreedAt > now + 60_000) return null;
  return { lab, programId, agreedAt: draft.agreedAt };
}

export function clearDraft(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  try {
    storage.removeItem(APPLY_DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}

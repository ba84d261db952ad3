import { EMAIL_PATTERN, GUARDIAN_AGE, ageOn, passwordProblem, userIdProblem, type UserIdProblem } from '../../../../contract/account-rules';

/*
 * The account forms' rules (join, reset, my data), pure so they are tested apart from the views.
 * The rules themselves are the server's (contract/account-rules.ts); these say which problem a
 * field has, and the views word it from the catalogue.
 */

export type PasswordFieldProblem = 'empty' | 'too-long' | 'too-weak' | 'contains-id';

/** The §5 rule, and (as the server does) no password containing the id. */
export function newPasswordProblem(password: string, userId: string): PasswordFieldProblem | null {
  const problem = passwordProblem(password);
  if (problem) return problem;
  if (userId.length >= 4 && password.toLowerCase().includes(userId.toLowerCase())) return 'contains-id';
  return null;
}

/** The rule's parts as the person types, each said met or not. */
export function passwordChecklist(password: string): { length8: boolean; three: boolean; length10: boolean; max: boolean } {
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d\s]/].filter((pattern) => pattern.test(password)).length;
  return {
    length8: password.length >= 8,
    three: kinds === 3,
    length10: password.length >= 10 && kinds >= 2,
    max: password.length > 0 && password.length <= 64,
  };
}

export type ConfirmProblem = 'empty' | 'mismatch';

export function confirmProblem(password: string, confirm: string): ConfirmProblem | null {
  if (confirm === '') return 'empty';
  return confirm === password ? null : 'mismatch';
}

export { userIdProblem, type UserIdProblem };

export const MOBILE_PATTERN = /^01[016789][0-9]{7,8}$/;

export function emailProblem(email: string, required: boolean): 'empty' | 'invalid' | null {
  if (email === '') return required ? 'empty' : null;
  return EMAIL_PATTERN.test(email) && email.length <= 100 ? null : 'invalid';
}

/** Digits only: what a phone field keeps of what was typed ('010-1234-5678' → '01012345678'). */
export function phoneDigits(text: string): string {
  return text.normalize('NFKC').replace(/\D/g, '').slice(0, 11);
}

export function mobileProblem(phone: string): 'invalid' | null {
  return MOBILE_PATTERN.test(phone) ? null : 'invalid';
}

/** Age in full years on the library's day, and whether a guardian must consent (under 14). */
export function guardianNeeded(auth: { BIRTHDAY: string }, today: string): { age: number; needed: boolean } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(auth.BIRTHDAY)) return { age: 0, needed: false };
  const age = ageOn(auth.BIRTHDAY, today);
  return { age, needed: age < GUARDIAN_AGE };
}

export interface GuardianFields {
  name: string;
  phone: string;
  agree: boolean;
}

export type GuardianProblems = Partial<Record<'name' | 'phone' | 'agree', true>>;

export function guardianProblems(guardian: GuardianFields): GuardianProblems {
  const problems: GuardianProblems = {};
  if (guardian.name.trim() === '') problems.name = true;
  if (mobileProblem(guardian.phone)) problems.phone = true;
  if (!guardian.agree) problems.agree = true;
  return problems;
}

/** 01055501234 → 010-5550-1234 (display only). */
export function phoneText(phone: string): string {
  if (phone.length === 11) return `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;
  if (phone.length === 10) return `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
  return phone;
}

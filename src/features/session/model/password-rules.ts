import type { InputRule } from '../../../lib/input-filter';

/** Longest password accepted (spec §5, §9). */
export const PASSWORD_MAX_LENGTH = 64;

export type PasswordProblem = 'empty' | 'too-long' | 'too-weak';

/**
 * Spec §5: valid when at least 8 characters with letters, digits and special characters all
 * present, or at least 10 with any two of the three kinds; never more than 64.
 */
export function checkPassword(password: string): PasswordProblem | null {
  if (password.length === 0) return 'empty';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long';
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d\s]/].filter((pattern) => pattern.test(password)).length;
  if (password.length >= 8 && kinds === 3) return null;
  if (password.length >= 10 && kinds >= 2) return null;
  return 'too-weak';
}

/** Spec §5: a password field is English-only (Hangul typed with the IME still on is stripped). */
export const PASSWORD_RULE: InputRule = { kind: 'english' };

/** Login ids: letters, digits and the characters ids and e-mail addresses use (spec §5 allowed characters). */
export const LOGIN_ID_RULE: InputRule = { kind: 'allowed', extra: '_-.@' };

/** The server's bound for an id (contract LoginRequest). */
export const LOGIN_ID_MAX_LENGTH = 50;

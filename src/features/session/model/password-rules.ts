import type { InputRule } from '../../../lib/input-filter';

export { PASSWORD_MAX_LENGTH, type PasswordProblem } from '../../../../contract/account-rules';

/**
 * Spec §5: valid when at least 8 characters with letters, digits and special characters all
 * present, or at least 10 with any two of the three kinds; never more than 64. The same rule the
 * server applies (contract/account-rules.ts).
 */
export { passwordProblem as checkPassword } from '../../../../contract/account-rules';

/** Spec §5: a password field is English-only (Hangul typed with the IME still on is stripped). */
export const PASSWORD_RULE: InputRule = { kind: 'english' };

/** Login ids: letters, digits and the characters ids and e-mail addresses use (spec §5 allowed characters). */
export const LOGIN_ID_RULE: InputRule = { kind: 'allowed', extra: '_-.@' };

/** The server's bound for an id (contract LoginRequest). */
export const LOGIN_ID_MAX_LENGTH = 50;

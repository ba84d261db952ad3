/* Account rules shared by the forms and the server (spec §5); no schema library, so a form's chunk stays small. */

/** Longest password accepted (spec §5, §9). */
export const PASSWORD_MAX_LENGTH = 64;

export type PasswordProblem = 'empty' | 'too-long' | 'too-weak';

/**
 * Spec §5: valid when at least 8 characters with letters, digits and special characters all
 * present, or at least 10 with any two of the three kinds; never more than 64.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length === 0) return 'empty';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long';
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d\s]/].filter((pattern) => pattern.test(password)).length;
  if (password.length >= 8 && kinds === 3) return null;
  if (password.length >= 10 && kinds >= 2) return null;
  return 'too-weak';
}

/** A new login id: 5–20 lowercase letters and digits, starting with a letter. */
export const NEW_USER_ID = /^[a-z][a-z0-9]{4,19}$/;

/** Ids nobody may take: they would pass for the library's own. */
export const RESERVED_USER_IDS: readonly string[] = ['admin', 'administrator', 'root', 'gglib', 'library', 'manager', 'master', 'webmaster', 'system', 'sysop', 'guest', 'test'];

export type UserIdProblem = 'empty' | 'format' | 'reserved';

export function userIdProblem(id: string): UserIdProblem | null {
  if (id.length === 0) return 'empty';
  if (!NEW_USER_ID.test(id)) return 'format';
  if (RESERVED_USER_IDS.some((word) => id === word || id.startsWith(word))) return 'reserved';
  return null;
}

/** An id shown after find-id: the first two and the last character, the rest as '*'. */
export function maskUserId(id: string): string {
  if (id.length <= 3) return `${id.slice(0, 1)}${'*'.repeat(Math.max(0, id.length - 1))}`;
  return `${id.slice(0, 2)}${'*'.repeat(id.length - 3)}${id.slice(-1)}`;
}

/** Full years of age on `today` (yyyy-MM-dd) for a birthday (yyyy-MM-dd). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  if (!by || !bm || !bd || !ty || !tm || !td) return 0;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Members under this age join with a guardian's consent (개인정보 보호법 제22조의2). */
export const GUARDIAN_AGE = 14;


/**
 * An e-mail address as the library can send to it: ASCII letters, digits and . _ % + - before the
 * @, a domain of labels with a letter-only top level (an emoji or a bare 'a@b' is refused).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

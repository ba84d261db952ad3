import type { PushPlatform } from '../../../../contract/push';

export type RegistrationStep =
  | { call: 'insert'; userKey: string | null }
  | { call: 'update'; userKey: string };

/**
 * Spec §4/§7: count 0 → insert (with the member key only when logged in); a known device → update
 * when logged in and its stored member key is missing or another member's. count -1 (the
 * call failed) → nothing now; the next start tries again.
 */
export function registrationSteps(input: { count: number; userKey: string | null; storedUserKey: string | null }): RegistrationStep[] {
  if (input.count < 0) return [];
  if (input.count === 0) return [{ call: 'insert', userKey: input.userKey }];
  if (input.userKey && input.storedUserKey !== input.userKey) return [{ call: 'update', userKey: input.userKey }];
  return [];
}

/** Android, Ios or Web (spec §3 push device platform). */
export function pushPlatform(userAgent: string, maxTouchPoints = 0): PushPlatform {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'Ios';
  return 'Web';
}

/** VAPID keys travel as base64url; pushManager.subscribe wants the raw bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

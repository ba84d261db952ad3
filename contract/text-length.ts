import * as v from 'valibot';

/**
 * Characters as a person counts them and as the forms count them (`src/lib/input-filter.ts`):
 * Unicode code points, so 가 and 📗 are one character each. `String.length` counts UTF-16 units,
 * in which 📗 is two: a 200-character limit checked that way refused a title the form had let
 * through (150 📗), with a message saying it was over 200.
 */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** At most `max` characters as {@link charCount} counts them (no code point has more than two units). */
export function fitsChars(text: string, max: number): boolean {
  if (text.length <= max) return true;
  return text.length <= 2 * max && charCount(text) <= max;
}

/** The string-schema action of a text limit in characters, with the message a person reads. */
export function maxChars(max: number, message: string) {
  return v.check((input: string) => fitsChars(input, max), message);
}

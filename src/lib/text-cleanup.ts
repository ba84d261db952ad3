/**
 * Spec §5 "Empty" and "Text cleanup": what counts as no value, and server text as a reader should
 * see it. The library's API may send titles and names HTML-escaped (`&amp;`, `&#39;`, `&#x2F;`)
 * and may send the word NULL for a missing value; the portal shows text, never markup, so the
 * escapes are decoded once at the edge (the api/ calls) and React escapes again on output.
 */

/** Spec §5: null, undefined or the empty string (nothing else: 0, false and ' ' are values). */
export function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** The named references the API is known to send; any other name is left as written. */
const NAMED: Readonly<Record<string, string>> = { amp: '&', quot: '"', gt: '>', lt: '<', apos: "'", nbsp: '\u00a0' };

function fromCodePoint(code: number): string | null {
  // 0, surrogates and anything past Unicode are not characters: keep the reference as written.
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
  return String.fromCodePoint(code);
}

/**
 * Decodes `&amp; &quot; &gt; &lt; &apos; &nbsp;` and numeric references (`&#39;`, `&#x27;`) in
 * one pass, so `&amp;lt;` becomes the text `&lt;` (decoded once, as a browser would), not `<`.
 */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g, (match, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10)) ?? match;
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16)) ?? match;
    return NAMED[name ?? ''] ?? NAMED[(name ?? '').toLowerCase()] ?? match;
  });
}

/**
 * Server text for display (spec §5): entities decoded; empty, blank (spaces, tabs, line breaks,
 * no-break spaces) and the word NULL in any case become ''. Other text keeps its spacing.
 */
export function cleanText(value: string | null | undefined): string {
  if (isEmpty(value)) return '';
  const decoded = decodeHtmlEntities(value);
  const trimmed = decoded.trim();
  return trimmed === '' || trimmed.toUpperCase() === 'NULL' ? '' : decoded;
}

/** True when the value has something to show after cleanup (the opposite of a blank field). */
export function hasText(value: string | null | undefined): boolean {
  return cleanText(value) !== '';
}

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** A copy of `record` with the named text fields cleaned (the api/ layer's one-liner). */
export function cleanFields<T extends object, K extends StringKeys<T>>(record: T, keys: readonly K[]): T {
  const copy = { ...record };
  for (const key of keys) {
    copy[key] = cleanText(record[key] as string) as T[K];
  }
  return copy;
}

/**
 * A copy of `value` (objects and arrays, any depth) with every string under one of `keys`
 * cleaned: for answers whose shape varies by call but whose display fields share names.
 */
export function cleanTextDeep<T>(value: T, keys: ReadonlySet<string>): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cleanTextDeep(item, keys)) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = typeof field === 'string' ? (keys.has(key) ? cleanText(field) : field) : cleanTextDeep(field, keys);
  }
  return copy as T;
}

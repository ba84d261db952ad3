/**
 * ISBN and EAN-13 arithmetic: pure functions, no DOM. A book's barcode is an EAN-13 whose
 * prefix is 978 or 979 (the "Bookland" prefixes); ISBN-10, printed on older books, has no
 * barcode of its own and is typed. The catalogue keeps 13-digit ISBNs, so ISBN-10 converts.
 */

/** Separators people type or copy inside an ISBN: spaces and the hyphen family. */
const SEPARATORS = /[\s\-‐‑‒–—―−]/g;

/** EAN-13 / ISBN-13 check: weights 1,3,1,3… over all 13 digits, the sum divisible by 10. */
export function isValidEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  let sum = 0;
  for (let index = 0; index < 13; index++) sum += Number(code[index]) * (index % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

/** The check digit that completes the first 12 digits of an EAN-13. */
export function ean13CheckDigit(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`12 digits expected: ${first12}`);
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** ISBN-10 check: weights 10…1, the last character may be X (10), the sum divisible by 11. */
export function isValidIsbn10(code: string): boolean {
  if (!/^\d{9}[\dX]$/.test(code)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const char = code[index];
    sum += (char === 'X' ? 10 : Number(char)) * (10 - index);
  }
  return sum % 11 === 0;
}

/** A book's EAN-13: valid check digit and the 978 or 979 prefix. */
export function isBookEan13(code: string): boolean {
  return /^97[89]/.test(code) && isValidEan13(code);
}

/** ISBN-10 → ISBN-13: 978, the first nine digits, a new EAN-13 check digit. */
export function isbn10To13(isbn10: string): string {
  if (!isValidIsbn10(isbn10)) throw new RangeError(`not a valid ISBN-10: ${isbn10}`);
  const first12 = `978${isbn10.slice(0, 9)}`;
  return first12 + ean13CheckDigit(first12);
}

/**
 * Typed text → the characters of an ISBN: full-width digits folded (NFKC), a leading "ISBN"
 * or "ISBN-13:" dropped, separators removed, x upper-cased.
 */
export function normalizeIsbnInput(text: string): string {
  return text
    .normalize('NFKC')
    .trim()
    .replace(/^isbn(?:-?1[03])?\s*:?\s*/i, '')
    .replace(SEPARATORS, '')
    .toUpperCase();
}

export type TypedIsbnProblem =
  /** Nothing typed. */
  | 'empty'
  /** Something besides digits (and a final X). */
  | 'characters'
  /** Not 10 or 13 characters. */
  | 'length'
  /** 13 digits that are not a book's (no 978/979 prefix). */
  | 'not-book'
  /** The check digit does not match. */
  | 'checksum';

export type TypedIsbn = { ok: true; isbn13: string } | { ok: false; problem: TypedIsbnProblem; length: number };

/** Checks a typed ISBN (10 or 13 digits, hyphens allowed) and answers its 13-digit form. */
export function parseTypedIsbn(text: string): TypedIsbn {
  const code = normalizeIsbnInput(text);
  const fail = (problem: TypedIsbnProblem): TypedIsbn => ({ ok: false, problem, length: code.length });
  if (code === '') return fail('empty');
  if (!/^\d*X?$/.test(code)) return fail('characters');
  if (code.length === 10) return isValidIsbn10(code) ? { ok: true, isbn13: isbn10To13(code) } : fail('checksum');
  if (code.length !== 13) return fail('length');
  // X is a check character of ISBN-10 only.
  if (code.endsWith('X')) return fail('characters');
  if (!/^97[89]/.test(code)) return fail('not-book');
  return isValidEan13(code) ? { ok: true, isbn13: code } : fail('checksum');
}

/** What a decoded barcode means for the scanner. */
export type ScannedCode = { kind: 'isbn'; isbn13: string } | { kind: 'other-ean'; code: string } | { kind: 'invalid' };

/** A decoded barcode value → a book's ISBN, another product's EAN-13, or noise. */
export function classifyScannedCode(value: string): ScannedCode {
  const code = value.trim();
  if (!isValidEan13(code)) return { kind: 'invalid' };
  return /^97[89]/.test(code) ? { kind: 'isbn', isbn13: code } : { kind: 'other-ean', code };
}

/**
 * Among the values read from one picture (a book can carry a price or add-on code beside its
 * ISBN), the book's ISBN first, else another valid EAN-13, else nothing.
 */
export function pickScannedCode(values: readonly string[]): ScannedCode {
  const classified = values.map(classifyScannedCode);
  return classified.find((entry) => entry.kind === 'isbn') ?? classified.find((entry) => entry.kind === 'other-ean') ?? { kind: 'invalid' };
}

/**
 * A live camera can misread a digit now and then (a known trait of EAN decoders), so a value is
 * accepted only after `required` reads in a row agree. Frames with nothing found do not break
 * the run; a different value starts it over.
 */
export function createReadConfirmer(required = 2): (value: string | null) => string | null {
  let last: string | null = null;
  let count = 0;
  return (value) => {
    if (value === null) return null;
    if (value === last) count++;
    else {
      last = value;
      count = 1;
    }
    return count >= required ? value : null;
  };
}

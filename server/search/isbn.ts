/**
 * ISBNs as a member types them: either form (ISBN-10 or ISBN-13), hyphens or none, full-width
 * digits from a Korean keyboard's full-width mode. The catalogue stores each book's ISBN as it
 * came (its digits in `isbn_digits`); a typed ISBN is searched as a prefix of those digits and, when
 * it is a whole ISBN with a valid check digit, also as the same ISBN in its other form.
 */

/** The typed text with full-width digits and letters folded (NFKC) and dash-like marks made '-'. */
export function foldIsbnText(typed: string): string {
  return typed.normalize('NFKC').replace(/[\u2010-\u2015\u2212]/g, '-').trim();
}

/** Digits and X (upper case) of an ISBN as typed, nothing else. */
export function isbnDigits(typed: string): string {
  return foldIsbnText(typed)
    .replace(/[^0-9Xx]/g, '')
    .toUpperCase();
}

function isbn10CheckDigit(nine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(nine[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

function isbn13CheckDigit(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/**
 * The same ISBN in its other form, or undefined: an ISBN-10 with a valid check digit becomes its
 * 978 ISBN-13; a 978 ISBN-13 with a valid check digit becomes its ISBN-10 (979 ISBNs have none).
 */
export function otherIsbnForm(digits: string): string | undefined {
  if (/^\d{9}[\dX]$/.test(digits)) {
    const nine = digits.slice(0, 9);
    if (isbn10CheckDigit(nine) !== digits[9]) return undefined;
    const twelve = `978${nine}`;
    return twelve + isbn13CheckDigit(twelve);
  }
  if (/^978\d{10}$/.test(digits)) {
    if (isbn13CheckDigit(digits.slice(0, 12)) !== digits[12]) return undefined;
    const nine = digits.slice(3, 12);
    return nine + isbn10CheckDigit(nine);
  }
  return undefined;
}

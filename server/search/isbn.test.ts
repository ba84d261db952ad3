import { describe, expect, it } from 'vitest';
import { foldIsbnText, isbnDigits, otherIsbnForm } from './isbn';

describe('ISBNs as typed', () => {
  it('folds full-width digits and dash-like marks', () => {
    expect(foldIsbnText('９７８－８９－３６４－３４７７－１')).toBe('978-89-364-3477-1');
    expect(foldIsbnText(' 978‐89‑364–3477−1 ')).toBe('978-89-364-3477-1');
    expect(isbnDigits('８９－３６４－３４７７－x')).toBe('893643477X');
  });

  it('turns a valid ISBN-10 into its 978 ISBN-13 and back', () => {
    // A Korean ISBN-13 and its ISBN-10 both ways.
    const thirteen = '9788936434779';
    const ten = otherIsbnForm(thirteen);
    expect(ten).toMatch(/^893643477[\dX]$/);
    expect(otherIsbnForm(ten ?? '')).toBe(thirteen);
    // A well-known pair: 0-306-40615-2 ↔ 978-0-306-40615-7.
    expect(otherIsbnForm('0306406152')).toBe('9780306406157');
    expect(otherIsbnForm('9780306406157')).toBe('0306406152');
    // A check digit of X.
    expect(otherIsbnForm('080442957X')).toBe('9780804429573');
    expect(otherIsbnForm('9780804429573')).toBe('080442957X');
  });

  it('leaves a wrong check digit, a 979 ISBN and a prefix alone', () => {
    expect(otherIsbnForm('0306406153')).toBeUndefined();
    expect(otherIsbnForm('9780306406158')).toBeUndefined();
    expect(otherIsbnForm('9791190090018')).toBeUndefined();
    expect(otherIsbnForm('978893643')).toBeUndefined();
    expect(otherIsbnForm('97889364347')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { cameraAvailability, cameraProblemOf } from './camera-error';
import {
  classifyScannedCode,
  createReadConfirmer,
  ean13CheckDigit,
  isBookEan13,
  isValidEan13,
  isValidIsbn10,
  isbn10To13,
  normalizeIsbnInput,
  parseTypedIsbn,
  pickScannedCode,
} from './isbn';

describe('EAN-13 / ISBN-13 check digit', () => {
  it('accepts real ISBNs (978 and 979) and other valid EAN-13s', () => {
    expect(isValidEan13('9788936434120')).toBe(true); // 소년이 온다
    expect(isValidEan13('9791190090018')).toBe(true); // a 979-11 Korean ISBN
    expect(isValidEan13('9780306406157')).toBe(true);
    expect(isValidEan13('8801234567893')).toBe(true); // a Korean product code, not a book
    expect(isValidEan13('4006381333931')).toBe(true);
  });

  it('refuses a wrong check digit, wrong lengths and non-digits', () => {
    expect(isValidEan13('9788936434121')).toBe(false);
    expect(isValidEan13('9788936434127')).toBe(false);
    expect(isValidEan13('978893643412')).toBe(false);
    expect(isValidEan13('97889364341200')).toBe(false);
    expect(isValidEan13('978893643412X')).toBe(false);
    expect(isValidEan13('978-8936434120')).toBe(false);
    expect(isValidEan13('')).toBe(false);
  });

  it('computes the check digit, including 0', () => {
    expect(ean13CheckDigit('978893643412')).toBe('0');
    expect(ean13CheckDigit('978030640615')).toBe('7');
    expect(ean13CheckDigit('979119009001')).toBe('8');
    expect(() => ean13CheckDigit('97889364341')).toThrow(RangeError);
  });

  it('knows a book EAN-13 by its 978/979 prefix', () => {
    expect(isBookEan13('9788936434120')).toBe(true);
    expect(isBookEan13('9791190090018')).toBe(true);
    expect(isBookEan13('8801234567893')).toBe(false);
    expect(isBookEan13('9771234567003')).toBe(false); // 977: serials (ISSN), not ISBN
    expect(isBookEan13('9788936434121')).toBe(false);
  });
});

describe('ISBN-10', () => {
  it('checks weights 10…1 with X as ten', () => {
    expect(isValidIsbn10('8936434128')).toBe(true); // 소년이 온다 as ISBN-10
    expect(isValidIsbn10('0306406152')).toBe(true);
    expect(isValidIsbn10('080442957X')).toBe(true);
    expect(isValidIsbn10('0306406153')).toBe(false);
    expect(isValidIsbn10('080442957x')).toBe(false); // normalised to upper case before
    expect(isValidIsbn10('X804429570')).toBe(false); // X only as the check character
    expect(isValidIsbn10('030640615')).toBe(false);
  });

  it('converts to ISBN-13 with a new check digit', () => {
    expect(isbn10To13('8936434128')).toBe('9788936434120');
    expect(isbn10To13('0306406152')).toBe('9780306406157');
    expect(isbn10To13('080442957X')).toBe('9780804429573');
    expect(() => isbn10To13('0306406153')).toThrow(RangeError);
  });
});

describe('typed ISBN', () => {
  it('drops hyphens, spaces, an ISBN label and folds full-width digits', () => {
    expect(normalizeIsbnInput(' 978-89-364-3412-0 ')).toBe('9788936434120');
    expect(normalizeIsbnInput('ISBN 978 89 364 3412 0')).toBe('9788936434120');
    expect(normalizeIsbnInput('isbn-13: 978‐89‐364‐3412‐0')).toBe('9788936434120');
    expect(normalizeIsbnInput('９７８８９３６４３４１２０')).toBe('9788936434120');
    expect(normalizeIsbnInput('0-8044-2957-x')).toBe('080442957X');
  });

  it('accepts 13 digits with or without hyphens', () => {
    expect(parseTypedIsbn('978-89-364-3412-0')).toEqual({ ok: true, isbn13: '9788936434120' });
    expect(parseTypedIsbn('9788936434120')).toEqual({ ok: true, isbn13: '9788936434120' });
    expect(parseTypedIsbn('979-11-90090-01-8')).toEqual({ ok: true, isbn13: '9791190090018' });
  });

  it('accepts ISBN-10 and answers its ISBN-13', () => {
    expect(parseTypedIsbn('89-364-3412-8')).toEqual({ ok: true, isbn13: '9788936434120' });
    expect(parseTypedIsbn('0-8044-2957-X')).toEqual({ ok: true, isbn13: '9780804429573' });
  });

  it('names the problem of what it refuses', () => {
    expect(parseTypedIsbn('   ')).toMatchObject({ ok: false, problem: 'empty' });
    expect(parseTypedIsbn('978-89-364-3412-1')).toMatchObject({ ok: false, problem: 'checksum' });
    expect(parseTypedIsbn('89-364-3412-9')).toMatchObject({ ok: false, problem: 'checksum' });
    expect(parseTypedIsbn('978893643412')).toMatchObject({ ok: false, problem: 'length', length: 12 });
    expect(parseTypedIsbn('97889364341200')).toMatchObject({ ok: false, problem: 'length', length: 14 });
    expect(parseTypedIsbn('978 89 소년 3412')).toMatchObject({ ok: false, problem: 'characters' });
    expect(parseTypedIsbn('97889364341X0')).toMatchObject({ ok: false, problem: 'characters' });
    expect(parseTypedIsbn('978893643412X')).toMatchObject({ ok: false, problem: 'characters' });
    expect(parseTypedIsbn('8801234567893')).toMatchObject({ ok: false, problem: 'not-book' });
  });
});

describe('scanned codes', () => {
  it('classifies a book ISBN, another EAN-13 and noise', () => {
    expect(classifyScannedCode('9788936434120')).toEqual({ kind: 'isbn', isbn13: '9788936434120' });
    expect(classifyScannedCode('8801234567893')).toEqual({ kind: 'other-ean', code: '8801234567893' });
    expect(classifyScannedCode('9788936434121')).toEqual({ kind: 'invalid' });
    expect(classifyScannedCode('53000')).toEqual({ kind: 'invalid' }); // a Korean add-on code alone
  });

  it('prefers the ISBN among several codes in one picture', () => {
    expect(pickScannedCode(['8801234567893', '9788936434120'])).toEqual({ kind: 'isbn', isbn13: '9788936434120' });
    expect(pickScannedCode(['53000', '8801234567893'])).toEqual({ kind: 'other-ean', code: '8801234567893' });
    expect(pickScannedCode([])).toEqual({ kind: 'invalid' });
  });

  it('accepts a live read only when two reads in a row agree', () => {
    const confirm = createReadConfirmer();
    expect(confirm('9788936434120')).toBeNull();
    expect(confirm(null)).toBeNull();
    expect(confirm('9788936434120')).toBe('9788936434120');
    const other = createReadConfirmer(2);
    expect(other('9788936434120')).toBeNull();
    expect(other('9780306406157')).toBeNull();
    expect(other('9788936434120')).toBeNull();
    expect(other('9788936434120')).toBe('9788936434120');
  });
});

describe('camera problems', () => {
  it('needs a secure context and getUserMedia', () => {
    expect(cameraAvailability({ isSecureContext: false, hasGetUserMedia: false })).toBe('insecure');
    expect(cameraAvailability({ isSecureContext: true, hasGetUserMedia: false })).toBe('unsupported');
    expect(cameraAvailability({ isSecureContext: true, hasGetUserMedia: true })).toBeNull();
  });

  it('maps getUserMedia errors by name', () => {
    const named = (name: string) => Object.assign(new Error(name), { name });
    expect(cameraProblemOf(named('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(named('PermissionDeniedError'))).toBe('denied');
    expect(cameraProblemOf(named('NotFoundError'))).toBe('no-camera');
    expect(cameraProblemOf(named('OverconstrainedError'))).toBe('no-camera');
    expect(cameraProblemOf(named('NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(named('TrackStartError'))).toBe('busy');
    expect(cameraProblemOf(named('TypeError'))).toBe('unknown');
    expect(cameraProblemOf('nope')).toBe('unknown');
  });
});

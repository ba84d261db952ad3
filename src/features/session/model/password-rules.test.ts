import { describe, expect, it } from 'vitest';
import { checkPassword, stripHangul } from './password-rules';

describe('checkPassword (spec §5)', () => {
  it('accepts 8+ with letters, digits and specials', () => {
    expect(checkPassword('Passw0rd!')).toBeNull();
    expect(checkPassword('a1!bcdef')).toBeNull();
  });

  it('accepts 10+ with any two kinds', () => {
    expect(checkPassword('abcdefgh12')).toBeNull();
    expect(checkPassword('abcdefghi!')).toBeNull();
    expect(checkPassword('1234567!!!')).toBeNull();
  });

  it('refuses short or one-kind passwords', () => {
    expect(checkPassword('a1!bcde')).toBe('too-weak');
    expect(checkPassword('abcdefgh1')).toBe('too-weak');
    expect(checkPassword('abcdefghijkl')).toBe('too-weak');
    expect(checkPassword('')).toBe('empty');
  });

  it('caps the length at 64', () => {
    expect(checkPassword(`Aa1!${'x'.repeat(60)}`)).toBeNull();
    expect(checkPassword(`Aa1!${'x'.repeat(61)}`)).toBe('too-long');
  });
});

describe('stripHangul', () => {
  it('removes Hangul syllables and jamo typed by mistake', () => {
    expect(stripHangul('member1ㅁ한')).toBe('member1');
    expect(stripHangul('Passw0rd!')).toBe('Passw0rd!');
  });
});

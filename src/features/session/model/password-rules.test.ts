import { describe, expect, it } from 'vitest';
import { filterInput } from '../../../lib/input-filter';
import { checkPassword, LOGIN_ID_RULE, PASSWORD_RULE } from './password-rules';

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

describe('the id and password filters', () => {
  it('removes Hangul syllables and jamo typed by mistake from a password', () => {
    expect(filterInput('Passw0rdㅁ한!', PASSWORD_RULE).value).toBe('Passw0rd!');
    expect(filterInput('Passw0rd!', PASSWORD_RULE).value).toBe('Passw0rd!');
  });

  it('keeps letters, digits and _ - . @ in an id', () => {
    expect(filterInput('member1ㅁ한', LOGIN_ID_RULE).value).toBe('member1');
    expect(filterInput('hong.gil-dong_1@example.com', LOGIN_ID_RULE).value).toBe('hong.gil-dong_1@example.com');
    expect(filterInput('hong gil!', LOGIN_ID_RULE).value).toBe('honggil');
  });
});

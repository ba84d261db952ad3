import { afterEach, describe, expect, it } from 'vitest';
import { clearSiteCookie, readCookie, setSiteCookie } from './cookies';

describe('site cookies', () => {
  afterEach(() => {
    clearSiteCookie('pref');
    clearSiteCookie('other');
  });

  it('sets, reads and clears a cookie for the whole site', () => {
    expect(readCookie('pref')).toBeNull();
    setSiteCookie('pref', '2026-11-24', 86_400);
    setSiteCookie('other', 'a b;c', 60);
    expect(readCookie('pref')).toBe('2026-11-24');
    // Encoded on the way in, decoded on the way out: a value cannot add attributes.
    expect(readCookie('other')).toBe('a b;c');
    expect(document.cookie).toContain('other=a%20b%3Bc');
    clearSiteCookie('pref');
    expect(readCookie('pref')).toBeNull();
    expect(readCookie('other')).toBe('a b;c');
  });
});

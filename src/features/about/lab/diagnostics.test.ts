import { describe, expect, it } from 'vitest';
import { bytesText } from './diagnostics';
import { designSection } from './design-page';

describe('bytesText', () => {
  it('writes bytes in the largest whole unit', () => {
    expect(bytesText(0)).toBe('0 B');
    expect(bytesText(820 * 1024)).toBe('820 KB');
    expect(bytesText(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(bytesText(-1)).toBe('');
  });
});

describe('designSection', () => {
  it('reads the section word of /design/{word}; nothing is all, an unknown word is said', () => {
    expect(designSection('')).toEqual({ section: null, unknown: false });
    expect(designSection('buttons/')).toEqual({ section: 'buttons', unknown: false });
    expect(designSection('nope')).toEqual({ section: null, unknown: true });
  });
});

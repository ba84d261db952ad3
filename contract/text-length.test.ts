import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { charCount, fitsChars, maxChars } from './text-length';

describe('text length in characters', () => {
  it('counts a Hangul syllable and an emoji as one character each', () => {
    expect(charCount('채식주의자')).toBe(5);
    expect(charCount('📗📗')).toBe(2);
    expect('📗📗'.length).toBe(4);
    expect(charCount('')).toBe(0);
  });

  it('bounds by characters, not UTF-16 units', () => {
    expect(fitsChars('📗'.repeat(150), 200)).toBe(true);
    expect(fitsChars('📗'.repeat(200), 200)).toBe(true);
    expect(fitsChars('📗'.repeat(201), 200)).toBe(false);
    expect(fitsChars('가'.repeat(201), 200)).toBe(false);
    expect(fitsChars(`${'가'.repeat(199)}📗`, 200)).toBe(true);
  });

  it('gives the message a person reads when over', () => {
    const title = v.pipe(v.string(), maxChars(3, '도서명은 3자 이하로 입력해 주세요.'));
    expect(v.safeParse(title, '📗📗📗').success).toBe(true);
    const over = v.safeParse(title, '📗📗📗📗');
    expect(over.success).toBe(false);
    expect(over.issues?.[0]?.message).toBe('도서명은 3자 이하로 입력해 주세요.');
  });
});

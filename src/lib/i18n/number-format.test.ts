import { describe, expect, it } from 'vitest';
import { groupDigits } from './number-format';

describe('groupDigits', () => {
  it('writes counts as toLocaleString("ko-KR") does', () => {
    for (const value of [0, 7, 42, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 123_456_789, 2 ** 31, Number.MAX_SAFE_INTEGER, -1, -1234, -1_000_000, 1.5, 1234.25]) {
      expect(groupDigits(value), String(value)).toBe(value.toLocaleString('ko-KR'));
    }
  });

  it('writes what is no number as JavaScript text', () => {
    expect(groupDigits(Number.NaN)).toBe('NaN');
    expect(groupDigits(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

import { describe, expect, it } from 'vitest';
import { toDotDateTime, toIsoDate, toKoreanDate } from './dates';

describe('dates', () => {
  it('formats local dates', () => {
    const date = new Date(2025, 0, 5, 9, 7);
    expect(toIsoDate(date)).toBe('2025-01-05');
    expect(toDotDateTime(date)).toBe('2025. 01. 05. 09:07');
    expect(toKoreanDate(date)).toBe('2025년 1월 5일');
  });
});

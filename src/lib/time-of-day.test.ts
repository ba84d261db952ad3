import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, isValidTimeOfDay, parseTimeOfDay, secondsOfDay, timeRangeText } from './time-of-day';

describe('isValidTimeOfDay (spec §5)', () => {
  it('accepts hours 0–24, minutes and seconds 0–59', () => {
    expect(isValidTimeOfDay(0, 0, 0)).toBe(true);
    expect(isValidTimeOfDay(23, 59, 59)).toBe(true);
    expect(isValidTimeOfDay(9, 30)).toBe(true);
  });

  it('accepts hour 24 only as 24:00:00', () => {
    expect(isValidTimeOfDay(24, 0, 0)).toBe(true);
    expect(isValidTimeOfDay(24, 1, 0)).toBe(false);
    expect(isValidTimeOfDay(24, 0, 1)).toBe(false);
  });

  it('refuses out-of-range, negative and fractional parts', () => {
    expect(isValidTimeOfDay(25, 0)).toBe(false);
    expect(isValidTimeOfDay(-1, 0)).toBe(false);
    expect(isValidTimeOfDay(10, 60)).toBe(false);
    expect(isValidTimeOfDay(10, 0, 60)).toBe(false);
    expect(isValidTimeOfDay(10.5, 0)).toBe(false);
    expect(isValidTimeOfDay(Number.NaN, 0)).toBe(false);
  });
});

describe('parseTimeOfDay', () => {
  it('reads H:mm, HH:mm and HH:mm:ss', () => {
    expect(parseTimeOfDay('9:05')).toEqual({ hours: 9, minutes: 5, seconds: 0 });
    expect(parseTimeOfDay('09:00')).toEqual({ hours: 9, minutes: 0, seconds: 0 });
    expect(parseTimeOfDay(' 18:30:15 ')).toEqual({ hours: 18, minutes: 30, seconds: 15 });
    expect(parseTimeOfDay('24:00')).toEqual({ hours: 24, minutes: 0, seconds: 0 });
  });

  it('refuses anything else', () => {
    for (const text of ['', '24:30', '25:00', '12:60', '12:00:60', '9:5', '0900', '12:00 PM', '-1:00', 'NULL', '１２:００']) {
      expect(parseTimeOfDay(text), text).toBeNull();
    }
  });
});

describe('formatting', () => {
  it('writes HH:mm, with seconds when there are any or when asked', () => {
    expect(formatTimeOfDay({ hours: 9, minutes: 5, seconds: 0 })).toBe('09:05');
    expect(formatTimeOfDay({ hours: 9, minutes: 5, seconds: 7 })).toBe('09:05:07');
    expect(formatTimeOfDay({ hours: 24, minutes: 0, seconds: 0 }, { seconds: true })).toBe('24:00:00');
    expect(secondsOfDay({ hours: 24, minutes: 0, seconds: 0 })).toBe(86_400);
  });

  it('shows a range only when both ends are valid and in order', () => {
    expect(timeRangeText('9:00', '11:30')).toBe('09:00–11:30');
    expect(timeRangeText('22:00', '24:00')).toBe('22:00–24:00');
    expect(timeRangeText('11:00', '10:00')).toBeNull();
    expect(timeRangeText('10:00', '10:00')).toBeNull();
    expect(timeRangeText('10:00', '25:00')).toBeNull();
    expect(timeRangeText('', '10:00')).toBeNull();
  });
});

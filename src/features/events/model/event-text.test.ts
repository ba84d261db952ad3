import { describe, expect, it } from 'vitest';
import { DEVICE_ZONES, useDeviceZone } from '../../../lib/test-device-zone';
import { dayText, longDay, nearMonths, periodText, timeText } from './event-text';

describe.each(DEVICE_ZONES)('event texts with the device in %s', (zone) => {
  useDeviceZone(zone);

  it('writes days, periods and times as the library prints them', () => {
    expect(dayText('2026-11-14')).toBe('2026-11-14 (토)');
    expect(dayText('')).toBe('');
    expect(longDay('2026-11-26')).toBe('11월 26일 목요일');
    expect(periodText('2026-11-14', '2026-11-14')).toBe('2026-11-14 (토)');
    expect(periodText('2026-11-14', '2026-11-20')).toBe('2026-11-14 (토) ~ 2026-11-20 (금)');
    expect(timeText('14:00', '16:00')).toBe('14:00~16:00');
    expect(timeText('', '')).toBe('종일');
  });

  it('offers last, this and next month across a year', () => {
    expect(nearMonths('2027-01-05').map((m) => m.month)).toEqual(['2026-12', '2027-01', '2027-02']);
  });
});

import { describe, expect, it } from 'vitest';
import { daysBetween, toIsoDate } from '../../../lib/dates';
import { DEVICE_ZONES, useDeviceZone } from '../../../lib/test-device-zone';
import { dueState } from './loan-days';

describe('loan days', () => {
  it('counts calendar days across months and years', () => {
    expect(daysBetween('2026-11-21', '2026-11-26')).toBe(5);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-11-21', '2026-11-18')).toBe(-3);
  });

  it('says overdue, due today or days left', () => {
    expect(dueState('2026-11-18', '2026-11-21')).toEqual({ kind: 'overdue', days: 3 });
    expect(dueState('2026-11-21', '2026-11-21')).toEqual({ kind: 'today' });
    expect(dueState('2026-11-26', '2026-11-21')).toEqual({ kind: 'left', days: 5 });
  });
});

describe.each(DEVICE_ZONES)('a day on the lists with the device in %s', (zone) => {
  useDeviceZone(zone);

  it('is written yyyy-MM-dd (spec §9), never a day off, and nothing for no day', () => {
    expect(toIsoDate('2026-11-21')).toBe('2026-11-21');
    expect(toIsoDate('20261121')).toBe('2026-11-21');
    expect(toIsoDate('')).toBe('');
    expect(toIsoDate('2026-02-30')).toBe('');
  });
});

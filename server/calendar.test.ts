import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_TIME_ZONE } from '../contract/constants';
import { addDays, seoulDay, seoulInstant, weekdayOf } from './calendar';

describe.each(['Asia/Seoul', 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'])('the library calendar on a host in %s', (zone) => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  it('is the library’s zone', () => {
    expect(LIBRARY_TIME_ZONE).toBe('Asia/Seoul');
  });

  it('gives the library’s day, not the host’s: 23:30 UTC is the next morning in Seoul', () => {
    expect(seoulDay(Date.parse('2026-03-14T23:30:00Z'))).toBe('2026-03-15');
    expect(seoulDay(Date.parse('2026-03-14T14:59:59Z'))).toBe('2026-03-14');
    expect(seoulDay(Date.parse('2026-03-14T15:00:00Z'))).toBe('2026-03-15');
    expect(seoulDay(Date.parse('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('writes wall-clock instants with the library’s offset', () => {
    expect(seoulInstant('2026-03-14', '14:00')).toBe('2026-03-14T14:00:00+09:00');
    expect(Date.parse(seoulInstant('2026-03-15', '00:10'))).toBe(Date.parse('2026-03-14T15:10:00Z'));
    expect(seoulDay(Date.parse(seoulInstant('2026-03-15', '00:10')))).toBe('2026-03-15');
  });

  it('counts days and weekdays on the calendar', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(weekdayOf('2026-03-15')).toBe(0);
  });
});

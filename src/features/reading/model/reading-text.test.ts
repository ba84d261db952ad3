import { describe, expect, it } from 'vitest';
import { useDeviceZone } from '../../../lib/test-device-zone';
import { byDay, dayText, festivalStage, isPhone, paragraphs, periodText, timeRange } from './reading-text';

describe('reading texts', () => {
  for (const zone of ['Asia/Seoul', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
    describe(`in ${zone}`, () => {
      useDeviceZone(zone);
      it("prints the library's days as given", () => {
        expect(dayText('2026-03-14')).toBe('2026-03-14 (토)');
        expect(dayText('soon')).toBe('');
        expect(periodText('2026-03-01', '2026-03-31')).toBe('2026-03-01 ~ 2026-03-31');
      });
    });
  }

  it('a festival is so many days away, running, or over', () => {
    expect(festivalStage('2026-03-20', '2026-03-22', '2026-03-10')).toEqual({ stage: 'upcoming', days: 10 });
    expect(festivalStage('2026-03-20', '2026-03-22', '2026-03-20')).toEqual({ stage: 'ongoing' });
    expect(festivalStage('2026-03-20', '2026-03-22', '2026-03-22')).toEqual({ stage: 'ongoing' });
    expect(festivalStage('2026-03-20', '2026-03-22', '2026-03-23')).toEqual({ stage: 'ended' });
  });

  it('groups the programme by day in the order sent', () => {
    const events = [
      { EVENT_DATE: '2026-03-20', n: 1 },
      { EVENT_DATE: '2026-03-20', n: 2 },
      { EVENT_DATE: '2026-03-21', n: 3 },
    ];
    expect(byDay(events).map((day) => [day.day, day.events.map((e) => e.n)])).toEqual([
      ['2026-03-20', [1, 2]],
      ['2026-03-21', [3]],
    ]);
    expect(timeRange('10:00', '10:40')).toBe('10:00–10:40');
    expect(timeRange('10:00', '')).toBe('10:00');
  });

  it('phones as the form accepts them', () => {
    for (const phone of ['010-1234-5678', '01012345678', ' 031-249-0000 ', '02-123-4567']) expect(isPhone(phone)).toBe(true);
    for (const phone of ['', '010-12-5678', '+82 10 1234 5678', '1234-5678']) expect(isPhone(phone)).toBe(false);
  });

  it('splits plain text into paragraphs, markup left as text', () => {
    expect(paragraphs('첫 문단\r\n\r\n<b>둘째</b>\n줄\n\n\n')).toEqual(['첫 문단', '<b>둘째</b>\n줄']);
  });
});

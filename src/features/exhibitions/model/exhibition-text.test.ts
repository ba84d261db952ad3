import { describe, expect, it } from 'vitest';
import { useDeviceZone } from '../../../lib/test-device-zone';
import { periodText } from './exhibition-text';

for (const zone of ['Asia/Seoul', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
  describe(`periodText in ${zone}`, () => {
    useDeviceZone(zone);
    it('prints the library days as given, whatever the device zone', () => {
      expect(periodText('2026-03-01', '2026-04-15')).toBe('2026-03-01 ~ 2026-04-15');
      expect(periodText('2026-03-14', '2026-03-14', { weekday: true })).toBe('2026-03-14 (토)');
      expect(periodText('2026-03-01', '')).toBe('2026-03-01');
      expect(periodText('', 'soon')).toBe('');
    });
  });
}

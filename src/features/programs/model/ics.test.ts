import { describe, expect, it } from 'vitest';
import { useDeviceZone } from '../../../lib/test-device-zone';
import { buildIcs, escapeText, foldLine, icsFileName, sessionUid, utcStamp } from './ics';

const event = {
  uid: sessionUid(12, 2, 'lib.example'),
  title: '어르신 디지털 배움터: 사진, 앨범; 그리고 \\ 달력',
  start: '2026-03-14T10:30:00+09:00',
  end: '2026-03-14T12:00:00+09:00',
  location: '4층 디지털자료실 교육실',
  description: '장소: 4층\n경기도서관 문화 프로그램',
  url: 'https://lib.example/community/events/program-detail/12',
  now: Date.parse('2026-03-10T03:04:05.678Z'),
};

describe('buildIcs', () => {
  for (const zone of ['Asia/Seoul', 'UTC', 'America/Los_Angeles']) {
    describe(`in ${zone}`, () => {
      useDeviceZone(zone);
      it('writes one event with CRLF lines, UTC times, UID and DTSTAMP', () => {
        const text = buildIcs(event);
        expect(text.endsWith('\r\n')).toBe(true);
        expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        const lines = text.split('\r\n').slice(0, -1);
        expect(lines[0]).toBe('BEGIN:VCALENDAR');
        expect(lines.at(-1)).toBe('END:VCALENDAR');
        expect(lines).toContain('VERSION:2.0');
        expect(lines).toContain('UID:program-12-session-2@lib.example');
        expect(lines).toContain('DTSTAMP:20260310T030405Z');
        // 10:30 in Seoul is 01:30 UTC, whatever the device's zone.
        expect(lines).toContain('DTSTART:20260314T013000Z');
        expect(lines).toContain('DTEND:20260314T030000Z');
        expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
      });
    });
  }

  it('escapes text values and keeps the URL as it is', () => {
    const unfolded = buildIcs(event).replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:어르신 디지털 배움터: 사진\\, 앨범\\; 그리고 \\\\ 달력\r\n');
    expect(unfolded).toContain('DESCRIPTION:장소: 4층\\n경기도서관 문화 프로그램\r\n');
    expect(unfolded).toContain(`URL:${event.url}\r\n`);
    expect(escapeText('a\r\nb\rc')).toBe('a\\nb\\nc');
  });

  it('folds lines at 75 octets without cutting a Korean character', () => {
    const long = `SUMMARY:${'가'.repeat(60)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    const encoder = new TextEncoder();
    for (const part of parts) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(long);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('refuses a broken time rather than writing a wrong event', () => {
    expect(() => utcStamp('soon')).toThrow(RangeError);
    expect(utcStamp(Date.parse('2026-01-02T03:04:05Z'))).toBe('20260102T030405Z');
  });

  it('names the file and the UID per program and session', () => {
    expect(icsFileName(3, 1)).toBe('program-3-1.ics');
    expect(sessionUid(3, 1, '')).toBe('program-3-session-1@gglib');
  });
});

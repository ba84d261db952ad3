import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpeningInfo } from '../../../../contract/home';
import { useDeviceZone } from '../../../lib/test-device-zone';
import { OpeningHours } from './home-sections';

const opening = (today: string): OpeningInfo => ({
  TODAY: today,
  OPEN_YN: 'Y',
  TODAY_HOURS: '09:00–18:00',
  CLOSED_REASON: '',
  CLOSED_DAYS: ['2026-11-02', '2026-11-09'],
  HOURS_LINES: ['화–금 09:00–22:00'],
});

describe('OpeningHours on a device in Los Angeles', () => {
  useDeviceZone('America/Los_Angeles');
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 08:30 on 21 November in Seoul; 15:30 on the 20th on the device.
    vi.setSystemTime(Date.parse('2026-11-21T08:30:00+09:00'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('tells today’s opening when the answer is for Seoul’s today', () => {
    render(<OpeningHours opening={opening('2026-11-21')} />);
    expect(screen.getByText('오늘은 문을 엽니다')).toBeTruthy();
    expect(screen.getByText(/2, 9/)).toBeTruthy();
  });

  it('says nothing of today from a copy kept on another day (the device’s day included)', () => {
    render(<OpeningHours opening={opening('2026-11-20')} />);
    expect(screen.queryByText('오늘은 문을 엽니다')).toBeNull();
    expect(screen.getByText('화–금 09:00–22:00')).toBeTruthy();
    // Same month: its closed days still hold.
    expect(screen.getByText(/2, 9/)).toBeTruthy();
  });

  it('drops another month’s closed days', () => {
    render(<OpeningHours opening={{ ...opening('2026-10-31'), CLOSED_DAYS: ['2026-10-05'] }} />);
    expect(screen.queryByText(/휴관일/)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { useDeviceZone } from '../../../lib/test-device-zone';
import { applyRefusal, dayText, feeText, placesText, programWhen, sessionWhen } from './program-words';

const counts = { STATE: 'OPEN' as const, CAPACITY: 12, APPLIED_COUNT: 9, WAIT_CAPACITY: 4, WAITING_COUNT: 0 };

describe('placesText', () => {
  it('says places left, or full with the waiting list in words', () => {
    expect(placesText(counts)).toBe('정원 12명 · 남은 자리 3석');
    expect(placesText({ ...counts, STATE: 'WAITLIST', APPLIED_COUNT: 12, WAITING_COUNT: 1 })).toBe('정원 12명 · 정원이 찼습니다 · 대기 1명 · 대기 신청 3명 더 가능');
    expect(placesText({ ...counts, STATE: 'CLOSED', APPLIED_COUNT: 12, WAITING_COUNT: 4 })).toBe('정원 12명 · 정원이 찼습니다 · 대기 4명 · 대기 인원도 찼습니다');
    expect(placesText({ ...counts, STATE: 'CLOSED', APPLIED_COUNT: 12, WAIT_CAPACITY: 0 })).toBe('정원 12명 · 정원이 찼습니다 · 대기 신청은 받지 않습니다');
    // Applications closed with room left on the waiting list: no '대기 신청 N명 더 가능' beside '신청 기간이 끝났습니다'.
    expect(placesText({ ...counts, STATE: 'CLOSED', APPLIED_COUNT: 12, WAITING_COUNT: 1 })).toBe('정원 12명 · 정원이 찼습니다 · 대기 1명');
    expect(placesText({ ...counts, CAPACITY: 0 })).toBe('인원 제한 없음');
    expect(placesText({ ...counts, STATE: 'FREE' })).toBe('신청 없이 자유롭게 참여하실 수 있습니다.');
  });
});

describe('applyRefusal', () => {
  const program = { APPLY_START: '2026-03-12', APPLY_END: '2026-03-20', CAPACITY: 10, APPLIED_COUNT: 10 };
  it('is null while one may apply, else the reason in words', () => {
    expect(applyRefusal({ ...program, STATE: 'OPEN' }, '2026-03-15')).toBeNull();
    expect(applyRefusal({ ...program, STATE: 'WAITLIST' }, '2026-03-15')).toBeNull();
    expect(applyRefusal({ ...program, STATE: 'SOON' }, '2026-03-10')).toBe('신청은 2026-03-12부터 받습니다.');
    expect(applyRefusal({ ...program, STATE: 'CLOSED' }, '2026-03-21')).toBe('신청 기간이 끝났습니다.');
    expect(applyRefusal({ ...program, STATE: 'CLOSED' }, '2026-03-15')).toBe('정원과 대기 인원이 모두 찼습니다.');
    expect(applyRefusal({ ...program, STATE: 'FREE' }, '2026-03-15')).toBe('이 프로그램은 신청 없이 자유롭게 참여할 수 있습니다.');
  });
});

describe('dates and fees', () => {
  useDeviceZone('America/Los_Angeles');
  it("say the library's days and 24-hour times, whatever the device's zone", () => {
    expect(sessionWhen({ START_AT: '2026-03-14T10:30:00+09:00', END_AT: '2026-03-14T11:30:00+09:00' })).toBe('2026-03-14 (토) 10:30–11:30');
    expect(programWhen({ START_AT: '2026-03-14T10:30:00+09:00', END_AT: '2026-04-04T11:30:00+09:00', SESSION_COUNT: 4 })).toContain('(총 4회)');
    expect(programWhen({ START_AT: '2026-03-14T19:00:00+09:00', END_AT: '2026-03-14T21:00:00+09:00', SESSION_COUNT: 1 })).toBe('2026-03-14 19:00–21:00');
    expect(dayText('2026-03-09')).toBe('2026-03-09');
    expect(feeText(0)).toBe('무료');
    expect(feeText(10000)).toBe('10,000원');
  });
});

import { describe, expect, it } from 'vitest';
import { periodOf } from './period';
import { APPLY_QUESTION, fromNow, meetingsText, meetsIn, OPEN_CLAIM, outsideParts, STATE_MARK, stateWords, type ApplyFacts, type Meeting } from './programs';

/* Which meetings fall in a period (Seoul days and times, and the time of the question), and the
 * application state in words. */

const at = (iso: string) => Date.parse(iso);
const none = new Set<string>();
const one = (startDay: string, startTime: string, endTime: string, no = 1): Meeting => ({ no, startDay, startTime, endDay: startDay, endTime });

describe('meetsIn', () => {
  // Saturday 2026-11-28 09:00 KST.
  const weekend = periodOf('이번 주말', at('2026-11-28T00:00:00Z'));

  it('a Saturday session is in this weekend; a Wednesday session of the same series is not', () => {
    expect(meetsIn(one('2026-11-28', '10:30', '11:30'), weekend, none)).toBe(true);
    expect(meetsIn(one('2026-11-25', '19:00', '21:00'), weekend, none)).toBe(false);
    expect(meetsIn(one('2026-12-02', '19:00', '21:00'), weekend, none)).toBe(false);
  });

  it('what has ended by the time of the question is no longer in the period', () => {
    const sundayNight = periodOf('이번 주말', at('2026-11-29T14:30:00Z'));
    expect(sundayNight).toMatchObject({ from: '2026-11-29', to: '2026-11-29' });
    expect(meetsIn(one('2026-11-29', '13:00', '16:00'), sundayNight, none)).toBe(false);
    // The same afternoon asked at 12:00 KST.
    expect(meetsIn(one('2026-11-29', '13:00', '16:00'), periodOf('이번 주말', at('2026-11-29T03:00:00Z')), none)).toBe(true);
    // A session that has begun but not ended is still on.
    expect(meetsIn(one('2026-11-29', '22:00', '23:50'), sundayNight, none)).toBe(true);
  });

  it('a daily run (an exhibition) is on the open days of the period, during its hours', () => {
    const exhibition: Meeting = { no: 1, startDay: '2026-11-17', startTime: '09:00', endDay: '2026-12-17', endTime: '18:00' };
    expect(meetsIn(exhibition, weekend, none)).toBe(true);
    // Sunday 23:30: its hours that day are over.
    expect(meetsIn(exhibition, periodOf('이번 주말', at('2026-11-29T14:30:00Z')), none)).toBe(false);
    // Monday, the library's closed day.
    const monday = periodOf('오늘', at('2026-11-30T01:00:00Z'));
    expect(meetsIn(exhibition, monday, new Set(['2026-11-30']))).toBe(false);
    expect(meetsIn(exhibition, monday, none)).toBe(true);
  });

  it('an all-day event lasts until midnight in Seoul', () => {
    const campaign: Meeting = { no: 1, startDay: '2026-11-01', startTime: '', endDay: '2026-11-29', endTime: '' };
    expect(meetsIn(campaign, periodOf('오늘', at('2026-11-29T14:30:00Z')), none)).toBe(true);
    expect(meetsIn(campaign, periodOf('오늘', at('2026-11-29T15:30:00Z')), none)).toBe(false);
  });
});

describe('outside the period', () => {
  const weekend = { from: '2026-11-28', to: '2026-11-29' };
  it('cuts a daily run around the period and keeps a one-day meeting outside it', () => {
    const run: Meeting = { no: 1, startDay: '2026-11-17', startTime: '09:00', endDay: '2026-12-17', endTime: '18:00' };
    expect(outsideParts(run, weekend)).toEqual([
      { ...run, endDay: '2026-11-27' },
      { ...run, startDay: '2026-11-30' },
    ]);
    expect(outsideParts(one('2026-12-05', '10:30', '11:30'), weekend)).toHaveLength(1);
    expect(outsideParts(one('2026-11-28', '10:30', '11:30'), weekend)).toEqual([]);
  });
  it('a daily run is named from its next open day with hours left', () => {
    const run: Meeting = { no: 1, startDay: '2026-11-30', startTime: '09:00', endDay: '2026-12-17', endTime: '18:00' };
    expect(fromNow(run, at('2026-11-29T14:30:00Z'), new Set(['2026-11-30']))).toMatchObject({ startDay: '2026-12-01' });
  });
  it('names meetings and the session numbers of a course', () => {
    const sessions = [one('2026-12-05', '10:30', '11:30', 1), one('2026-12-12', '10:30', '11:30', 2)];
    expect(meetingsText(sessions, 4)).toBe('12월 5일(토) 10:30~11:30, 12월 12일(토) 10:30~11:30 (4회 과정 중 1·2회차)');
    expect(meetingsText(sessions, 4, 1)).toBe('12월 5일(토) 10:30~11:30 외 1회 (4회 과정 중 1회차)');
    expect(meetingsText([one('2026-12-06', '13:00', '16:00')], 1)).toBe('12월 6일(일) 13:00~16:00');
  });
});

describe('the application state in words', () => {
  const base: ApplyFacts = { state: 'OPEN', applyStart: '2026-11-20', applyEnd: '2026-12-03', capacity: 120, applied: 87, waitCapacity: 20, waiting: 0 };
  const today = '2026-11-28';

  it.each([
    ['OPEN', base, '모집 중 (남은 자리 33명, 12월 3일(목)까지 신청)'],
    ['WAITLIST', { ...base, state: 'WAITLIST', applied: 120, waiting: 15 }, '정원 마감 · 대기 접수 중 (대기 5명 더 받음, 12월 3일(목)까지)'],
    ['CLOSED (window over)', { ...base, state: 'CLOSED', applyEnd: '2026-11-21' }, '마감 (신청 기간이 끝났습니다)'],
    ['CLOSED (full)', { ...base, state: 'CLOSED', applied: 120, waiting: 20 }, '정원 마감 · 대기 마감 (정원과 대기 인원이 모두 찼습니다)'],
    ['SOON', { ...base, state: 'SOON', applyStart: '2026-12-01' }, '접수 예정 (12월 1일(화)부터 신청)'],
    ['FREE', { ...base, state: 'FREE' }, '자유 참여 (신청 없이 참여)'],
  ] as const)('%s', (_name, facts, words) => {
    const text = stateWords(facts, today);
    expect(text).toBe(words);
    expect(STATE_MARK[facts.state].test(text)).toBe(true);
    // Only an open program's words invite to apply.
    expect(OPEN_CLAIM.test(text)).toBe(facts.state === 'OPEN');
  });

  it('tells an invitation to apply from the waiting list', () => {
    expect(OPEN_CLAIM.test('지금 신청 가능합니다')).toBe(true);
    expect(OPEN_CLAIM.test('모집 중입니다')).toBe(true);
    expect(OPEN_CLAIM.test('대기 신청 가능')).toBe(false);
    expect(OPEN_CLAIM.test('정원 마감 · 대기 접수 중')).toBe(false);
  });

  it('knows a question about what can be applied for', () => {
    expect(APPLY_QUESTION.test('이번 주말 신청할 수 있는 프로그램')).toBe(true);
    expect(APPLY_QUESTION.test('지금 모집 중인 강좌 있어?')).toBe(true);
    expect(APPLY_QUESTION.test('신청 가능한 어린이 프로그램')).toBe(true);
    expect(APPLY_QUESTION.test('이번 주말 프로그램 뭐 있어?')).toBe(false);
  });
});

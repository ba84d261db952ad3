import { describe, expect, it } from 'vitest';
import { periodOf } from './period';

/* Period words, read at fixed instants in the library's calendar (Asia/Seoul), whatever the zone
 * of the machine running the tests (CI runs in UTC; the instants below are given in UTC). */

const at = (iso: string) => Date.parse(iso);
const days = (question: string, now: number) => {
  const { from, to } = periodOf(question, now);
  return [from, to];
};

describe('periodOf on a Saturday morning (2026-11-28 10:00 KST)', () => {
  const saturday = at('2026-11-28T01:00:00Z');
  it.each([
    ['오늘 프로그램', ['2026-11-28', '2026-11-28']],
    ['내일 행사', ['2026-11-29', '2026-11-29']],
    ['내일모레 강연', ['2026-11-30', '2026-11-30']],
    ['이번 주말 프로그램 뭐 있어?', ['2026-11-28', '2026-11-29']],
    ['주말에 뭐 해요?', ['2026-11-28', '2026-11-29']],
    ['이번주 행사', ['2026-11-28', '2026-11-29']],
    ['다음 주 프로그램', ['2026-11-30', '2026-12-06']],
    ['다음주 주말 행사', ['2026-12-05', '2026-12-06']],
    ['다음 주말 체험', ['2026-12-05', '2026-12-06']],
    ['이번 달 강좌', ['2026-11-28', '2026-11-30']],
    ['다음 달 프로그램', ['2026-12-01', '2026-12-31']],
  ])('%s → %j', (question, expected) => {
    expect(days(question, saturday)).toEqual(expected);
  });

  it('labels the period with its days', () => {
    expect(periodOf('이번 주말 프로그램', saturday)).toMatchObject({
      name: '이번 주말',
      label: '이번 주말(11월 28일(토)~11월 29일(일))',
      asked: true,
      now: saturday,
    });
    expect(periodOf('오늘 프로그램', saturday).label).toBe('오늘(11월 28일(토))');
  });

  it('means the next 30 days when no period is named', () => {
    expect(periodOf('어린이 프로그램 있어요?', saturday)).toMatchObject({ from: '2026-11-28', to: '2026-12-28', asked: false, name: '앞으로 30일' });
  });
});

describe('periodOf on a Sunday night (2026-11-29 23:30 KST = 14:30 UTC)', () => {
  const sundayNight = at('2026-11-29T14:30:00Z');
  it('this weekend is what is left of it: that Sunday', () => {
    expect(periodOf('이번 주말 프로그램', sundayNight)).toMatchObject({ from: '2026-11-29', to: '2026-11-29', label: '이번 주말(11월 29일(일))' });
  });
  it.each([
    ['오늘 행사', ['2026-11-29', '2026-11-29']],
    ['내일 행사', ['2026-11-30', '2026-11-30']],
    ['이번 주 프로그램', ['2026-11-29', '2026-11-29']],
    ['다음 주 프로그램', ['2026-11-30', '2026-12-06']],
    ['다음 주말 프로그램', ['2026-12-05', '2026-12-06']],
  ])('%s → %j', (question, expected) => {
    expect(days(question, sundayNight)).toEqual(expected);
  });
});

describe('periodOf just after midnight (Monday 2026-11-30 00:30 KST, still Sunday in UTC)', () => {
  const mondayEarly = at('2026-11-29T15:30:00Z');
  it('counts days in Seoul, not in UTC', () => {
    expect(days('오늘 프로그램', mondayEarly)).toEqual(['2026-11-30', '2026-11-30']);
    expect(days('이번 주말 프로그램', mondayEarly)).toEqual(['2026-12-05', '2026-12-06']);
    expect(days('이번 주 프로그램', mondayEarly)).toEqual(['2026-11-30', '2026-12-06']);
    expect(days('다음 주 프로그램', mondayEarly)).toEqual(['2026-12-07', '2026-12-13']);
  });
});

describe('periodOf across month and year boundaries', () => {
  it('on 1 December at 01:00 KST (30 November in UTC)', () => {
    const now = at('2026-11-30T16:00:00Z');
    expect(days('오늘 프로그램', now)).toEqual(['2026-12-01', '2026-12-01']);
    expect(days('이번 달 프로그램', now)).toEqual(['2026-12-01', '2026-12-31']);
    expect(days('다음 달 프로그램', now)).toEqual(['2027-01-01', '2027-01-31']);
  });
  it('on New Year’s Day at 00:30 KST (31 December in UTC)', () => {
    const now = at('2026-12-31T15:30:00Z');
    expect(days('이번 달 행사', now)).toEqual(['2027-01-01', '2027-01-31']);
    expect(days('다음 달 행사', now)).toEqual(['2027-02-01', '2027-02-28']);
    expect(days('이번 주말 행사', now)).toEqual(['2027-01-02', '2027-01-03']);
  });
  it('on the last Saturday and Sunday of a month', () => {
    const saturday = at('2027-01-30T03:00:00Z');
    expect(days('이번 주말 프로그램', saturday)).toEqual(['2027-01-30', '2027-01-31']);
    expect(days('다음 주말 프로그램', saturday)).toEqual(['2027-02-06', '2027-02-07']);
    const sunday = at('2027-01-31T03:00:00Z');
    expect(days('다음 주 프로그램', sunday)).toEqual(['2027-02-01', '2027-02-07']);
    expect(days('내일 프로그램', sunday)).toEqual(['2027-02-01', '2027-02-01']);
  });
});

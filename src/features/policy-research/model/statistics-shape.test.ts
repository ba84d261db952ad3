import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LibraryStatisticsResponse } from '../../../../contract/policy-research';
import { describeChart, extremes, kdcName, monthLong, monthNumber, shapeStatistics, shareText, sum } from './statistics-shape';

/** An answer as the reference server gives it for a year the library opened in (three months). */
const ANSWER = v.parse(LibraryStatisticsResponse, {
  RESULT_INFO: 'SUCCESS',
  RESULT: 'SUCCESS',
  YEAR: 2025,
  YEARS: [2026, 2025],
  LAST_MONTH: '2026-10',
  MONTHS: [
    { MONTH: '2025-11', VISITORS: 171_000, LOANS: '80,000'.replace(',', ''), NEW_MEMBERS: 11_000 },
    { MONTH: '2025-10', VISITORS: 98_000, LOANS: 40_000, NEW_MEMBERS: 10_000 },
    { MONTH: '2025-12', VISITORS: 169_000, LOANS: 85_000, NEW_MEMBERS: 7_000 },
  ],
  LOANS_BY_KDC: [
    { CLASS: '000', COUNT: 5_000 },
    { CLASS: '800', COUNT: 200_000 },
  ],
  NEW_MEMBERS_BY_AGE: [
    { GROUP: 'CHILD', COUNT: 4_000 },
    { GROUP: '30S', COUNT: 24_000 },
  ],
  MEMBERS_TOTAL: '28000',
});

describe('shapeStatistics', () => {
  const shaped = shapeStatistics(ANSWER);

  it('puts the months in order, one list per chart, labelled as the axis says them', () => {
    expect(shaped.visitors.map((d) => d.key)).toEqual(['2025-10', '2025-11', '2025-12']);
    expect(shaped.visitors.map((d) => d.label)).toEqual(['10월', '11월', '12월']);
    expect(shaped.loans.map((d) => d.value)).toEqual([40_000, 80_000, 85_000]);
    expect(shaped.newMembers.map((d) => d.value)).toEqual([10_000, 11_000, 7_000]);
  });

  it('names KDC classes and age groups, and sorts the years', () => {
    expect(shaped.kdc.map((d) => d.label)).toEqual(['000 총류', '800 문학']);
    expect(shaped.ages.map((d) => d.label)).toEqual(['13세 이하', '30대']);
    expect(shaped.years).toEqual([2025, 2026]);
  });

  it('adds up the year, and takes the members since the opening from the answer', () => {
    expect(shaped.totals).toEqual({ visitors: 438_000, loans: 205_000, newMembers: 28_000, members: 28_000 });
  });

  it('a NO_DATA answer without its lists shapes to empty lists', () => {
    const empty = shapeStatistics(v.parse(LibraryStatisticsResponse, { RESULT: 'NO_DATA', YEAR: 2024 }));
    expect(empty.visitors).toEqual([]);
    expect(empty.kdc).toEqual([]);
    expect(empty.totals).toEqual({ visitors: 0, loans: 0, newMembers: 0, members: 0 });
  });
});

describe('helpers', () => {
  it('reads months', () => {
    expect(monthNumber('2026-03')).toBe(3);
    expect(monthNumber('2026-3')).toBe(0);
    expect(monthLong('2026-10')).toBe('2026년 10월');
    expect(monthLong('')).toBe('');
  });

  it('names KDC main classes from the contract table', () => {
    expect(kdcName('300')).toBe('사회과학');
    expect(kdcName('900')).toBe('역사');
    expect(kdcName('x')).toBe('');
  });

  it('shares to one decimal, 0.0 of nothing', () => {
    expect(shareText(412, 1000)).toBe('41.2');
    expect(shareText(1, 3)).toBe('33.3');
    expect(shareText(5, 0)).toBe('0.0');
  });

  it('finds the largest and smallest (the first of equals)', () => {
    const data = [
      { key: 'a', label: 'A', value: 2 },
      { key: 'b', label: 'B', value: 5 },
      { key: 'c', label: 'C', value: 2 },
      { key: 'd', label: 'D', value: 5 },
    ];
    expect(extremes(data)).toEqual({ high: data[1], low: data[0] });
    expect(extremes([])).toBeNull();
    expect(sum(data)).toBe(14);
  });

  it('describes a chart in words with units and grouped digits', () => {
    const data = shapeStatistics(ANSWER).visitors;
    expect(describeChart('세로 막대그래프', data, (n) => `${n}명`)).toBe(
      '세로 막대그래프. 가장 많은 항목 11월 171,000명, 가장 적은 항목 10월 98,000명, 합계 438,000명. 모든 수치는 옆의 표에 있습니다.',
    );
    expect(describeChart('세로 막대그래프', [], (n) => n)).toBe('세로 막대그래프');
  });
});

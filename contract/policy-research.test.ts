import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LibraryStatisticsRequest, LibraryStatisticsResponse, PolicyEventListResponse, PolicyReportListResponse } from './policy-research';

describe('policy research answers, read tolerantly', () => {
  it('statistics: numbers as text, unknown classes and broken months left out, absent lists empty', () => {
    const read = v.parse(LibraryStatisticsResponse, {
      YEAR: '2026',
      YEARS: ['2025', 2026],
      MONTHS: [{ MONTH: '2026-01', VISITORS: '172300', LOANS: 80_000 }, { MONTH: '2026-13', VISITORS: 1 }],
      LOANS_BY_KDC: [{ CLASS: '800', COUNT: '41200' }, { CLASS: '1000', COUNT: 3 }],
      MEMBERS_TOTAL: null,
      EXTRA: 'ignored',
    });
    expect(read).toEqual({
      RESULT_INFO: 'SUCCESS',
      RESULT: 'SUCCESS',
      YEAR: 2026,
      YEARS: [2025, 2026],
      LAST_MONTH: '',
      MONTHS: [{ MONTH: '2026-01', VISITORS: 172_300, LOANS: 80_000, NEW_MEMBERS: 0 }],
      LOANS_BY_KDC: [{ CLASS: '800', COUNT: 41_200 }],
      NEW_MEMBERS_BY_AGE: [],
      MEMBERS_TOTAL: 0,
    });
    // A stored copy reads the same again.
    expect(v.parse(LibraryStatisticsResponse, read)).toEqual(read);
  });

  it('reports and events: unknown kinds and states take safe defaults, a title is required', () => {
    const reports = v.parse(PolicyReportListResponse, { LIST: [{ REPORT_ID: '1', YEAR: '2026', KIND: 'NEW', TITLE: '보고서', PAGES: '12' }] });
    expect(reports.LIST[0]).toMatchObject({ KIND: 'POLICY', PAGES: 12, KEYWORDS: [], SUMMARY: '' });
    expect(() => v.parse(PolicyReportListResponse, { LIST: [{ REPORT_ID: 1, YEAR: 2026 }] })).toThrow();
    const events = v.parse(PolicyEventListResponse, { LIST: [{ EVENT_ID: 2, TITLE: '포럼', EVENT_DAY: '2026-12-01', STATE: '?', REGISTRATION: '?', REGISTRATION_OPEN: 'Y' }] });
    expect(events.LIST[0]).toMatchObject({ KIND: 'SEMINAR', STATE: 'ENDED', REGISTRATION: 'NONE', REGISTRATION_OPEN: 'Y', CAPACITY: 0 });
    expect(v.parse(PolicyEventListResponse, {}).LIST).toEqual([]);
  });

  it('the request is strict: a year is a whole number in bounds', () => {
    expect(v.safeParse(LibraryStatisticsRequest, { manage_code: '141674' }).success).toBe(true);
    expect(v.safeParse(LibraryStatisticsRequest, { manage_code: '141674', year: 2026 }).success).toBe(true);
    expect(v.safeParse(LibraryStatisticsRequest, { manage_code: '141674', year: '2026' }).success).toBe(false);
  });
});

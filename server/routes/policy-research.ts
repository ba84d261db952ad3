import type { Handler } from 'hono';
import {
  LibraryStatisticsRequest,
  PolicyEventListRequest,
  PolicyReportListRequest,
  type LibraryStatisticsResponse,
  type PolicyEventListResponse,
  type PolicyReportListResponse,
} from '../../contract/policy-research';
import { seoulDay } from '../calendar';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';
import { libraryExists } from '../repositories/home-repository';
import { libraryStatistics, listPolicyEvents, listPolicyReports } from '../repositories/policy-research-repository';

const resultOf = (found: boolean) => (found ? 'SUCCESS' : 'NO_DATA') as 'SUCCESS' | 'NO_DATA';

/**
 * 도서관 정책연구 calls (docs/api.md "Policy research and library statistics"), public reads by
 * path under the API base. `now` is the clock (its day in Seoul decides a seminar's state).
 */
export function policyResearchCalls(db: Queryable, now: () => number = Date.now): Record<string, Handler> {
  return {
    '/selectpolicyreportlist': async (c) => {
      const input = await parseRequest(c, PolicyReportListRequest);
      const list = (await libraryExists(db, input.manage_code)) ? await listPolicyReports(db, input.manage_code) : [];
      const body: PolicyReportListResponse = { RESULT_INFO: 'SUCCESS', RESULT: resultOf(list.length > 0), LIST: list };
      return c.json(body);
    },

    '/selectpolicyeventlist': async (c) => {
      const input = await parseRequest(c, PolicyEventListRequest);
      const today = seoulDay(now());
      const list = (await libraryExists(db, input.manage_code)) ? await listPolicyEvents(db, input.manage_code, today) : [];
      const body: PolicyEventListResponse = { RESULT_INFO: 'SUCCESS', RESULT: resultOf(list.length > 0), TODAY: today, LIST: list };
      return c.json(body);
    },

    '/selectlibrarystatistics': async (c) => {
      const input = await parseRequest(c, LibraryStatisticsRequest);
      const found = (await libraryExists(db, input.manage_code)) ? await libraryStatistics(db, input.manage_code, input.year ?? null) : null;
      const body: LibraryStatisticsResponse = found
        ? { RESULT_INFO: 'SUCCESS', ...found }
        : { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', YEAR: input.year ?? 0, YEARS: [], LAST_MONTH: '', MONTHS: [], LOANS_BY_KDC: [], NEW_MEMBERS_BY_AGE: [], MEMBERS_TOTAL: 0 };
      return c.json(body);
    },
  };
}

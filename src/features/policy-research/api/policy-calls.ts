import { MANAGE_CODE } from '../../../../contract/constants';
import { LibraryStatisticsResponse, PolicyEventListResponse, PolicyReportListResponse } from '../../../../contract/policy-research';
import { answerOf, mapAnswer } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';
import { cleanTextDeep } from '../../../lib/text-cleanup';

/** The fields people read, cleaned where answers arrive (spec §5); ids, dates and codes as sent. */
const SHOWN_TEXT: ReadonlySet<string> = new Set(['TITLE', 'RESEARCHERS', 'ABSTRACT', 'SUMMARY', 'KEYWORDS', 'PLACE', 'HOST', 'AUDIENCE', 'SPEAKERS', 'DESCRIPTION', 'CONTACT', 'RESULT_SUMMARY']);

/** POST {base}/selectpolicyreportlist. Quiet: the page says itself what happened. */
export async function selectPolicyReports(): Promise<FetchAnswer<PolicyReportListResponse>> {
  const result = await request({ path: 'selectpolicyreportlist', body: { manage_code: MANAGE_CODE }, schema: PolicyReportListResponse, loading: false, errorPage: false });
  return mapAnswer(answerOf(result), (data) => cleanTextDeep(data, SHOWN_TEXT));
}

/** POST {base}/selectpolicyeventlist. */
export async function selectPolicyEvents(): Promise<FetchAnswer<PolicyEventListResponse>> {
  const result = await request({ path: 'selectpolicyeventlist', body: { manage_code: MANAGE_CODE }, schema: PolicyEventListResponse, loading: false, errorPage: false });
  return mapAnswer(answerOf(result), (data) => cleanTextDeep(data, SHOWN_TEXT));
}

/** POST {base}/selectlibrarystatistics; without a year, the latest year counted. */
export async function selectLibraryStatistics(year: number | undefined): Promise<FetchAnswer<LibraryStatisticsResponse>> {
  const result = await request({
    path: 'selectlibrarystatistics',
    body: year === undefined ? { manage_code: MANAGE_CODE } : { manage_code: MANAGE_CODE, year },
    schema: LibraryStatisticsResponse,
    loading: false,
    errorPage: false,
  });
  return answerOf(result);
}

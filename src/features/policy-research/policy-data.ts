import { LibraryStatisticsResponse, PolicyEventListResponse, PolicyReportListResponse } from '../../../contract/policy-research';
import { defineResource } from '../../data/resource';
import { useResource, type ResourceView } from '../../data/use-resource';
import { selectLibraryStatistics, selectPolicyEvents, selectPolicyReports } from './api/policy-calls';

/** The research centre's reports: the device's copy at once, then the server's. */
export const policyReportsResource = defineResource({
  family: 'policy-reports',
  id: () => 'all',
  schema: PolicyReportListResponse,
  policy: 'cache-first',
  fetch: () => selectPolicyReports(),
});

/** The seminars and forums; their states change with the day, so every visit asks again. */
export const policyEventsResource = defineResource({
  family: 'policy-events',
  id: () => 'all',
  schema: PolicyEventListResponse,
  policy: 'cache-first',
  fetch: () => selectPolicyEvents(),
});

/** One year's statistics ('latest' without a year), kept per year for reading offline. */
export const libraryStatisticsResource = defineResource({
  family: 'library-statistics',
  id: (year: number | undefined) => (year === undefined ? 'latest' : String(year)),
  schema: LibraryStatisticsResponse,
  policy: 'cache-first',
  fetch: (year) => selectLibraryStatistics(year),
});

export function usePolicyReports(): ResourceView<PolicyReportListResponse> {
  return useResource(policyReportsResource, undefined);
}

export function usePolicyEvents(): ResourceView<PolicyEventListResponse> {
  return useResource(policyEventsResource, undefined);
}

export function useLibraryStatistics(year: number | undefined): ResourceView<LibraryStatisticsResponse> {
  return useResource(libraryStatisticsResource, year);
}

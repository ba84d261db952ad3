import type { CatalogueSearchResponse } from '../../../../contract/catalogue';
import { CATALOGUE_LIMITS } from '../../../../contract/catalogue-limits';

/**
 * How a search's count is shown: `exact` as it is; `estimated` ('약 N건', TOTAL_EXACT_YN 'N': the
 * figure and the facets are the server's estimate); `atLeast` ('N건 이상': a backend that caps its
 * count without saying it estimates).
 */
export type CountKind = 'exact' | 'estimated' | 'atLeast';

export interface SearchCount {
  /** The figure to show. */
  count: number;
  kind: CountKind;
  /**
   * The results the pages may offer: the count, unless it is an estimate (which may be high):
   * then the first CATALOGUE_LIMITS.countCap, which are known to exist.
   */
  pageable: number;
  /** More results matched than the pages offer (a note under the pages says so). */
  beyondPages: boolean;
}

export function searchCount(response: Pick<CatalogueSearchResponse, 'TOTAL_COUNT' | 'TOTAL_CAPPED_YN' | 'TOTAL_EXACT_YN'>): SearchCount {
  const count = response.TOTAL_COUNT;
  const kind: CountKind = response.TOTAL_EXACT_YN === 'N' ? 'estimated' : response.TOTAL_CAPPED_YN === 'Y' ? 'atLeast' : 'exact';
  const pageable = kind === 'estimated' ? Math.min(count, CATALOGUE_LIMITS.countCap) : count;
  return { count, kind, pageable, beyondPages: kind === 'atLeast' || count > pageable };
}

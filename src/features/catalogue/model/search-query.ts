import type { SearchParams } from './catalogue-search';

export type { SearchParams };

/**
 * How many of the result filters are in use (availability, subject, branch, publication years as
 * one): the folded filters' button says it on a phone.
 */
export function activeFilterCount(params: SearchParams): number {
  return [params.available === 'Y', params.kdc !== undefined, params.branch !== undefined, params.from !== undefined || params.to !== undefined].filter(Boolean).length;
}

/** KDC main classes in words (facets and browsing). */
export const KDC_NAMES: Record<string, string> = {
  '0': '총류',
  '1': '철학',
  '2': '종교',
  '3': '사회과학',
  '4': '자연과학',
  '5': '기술과학',
  '6': '예술',
  '7': '언어',
  '8': '문학',
  '9': '역사',
};

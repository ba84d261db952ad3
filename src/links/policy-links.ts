import { linkOptions } from '@tanstack/react-router';
import type { SearchInput } from './search-input';

/*
 * 도서관 정책연구's addresses (spec §2 About and services): the research centre with its reports,
 * the seminars and forums, and the library statistics by year. Pass only values that differ from
 * a page's defaults.
 */

export function policyInfoLink() {
  return linkOptions({ to: '/policy-research/info' });
}

export function policyEventsLink() {
  return linkOptions({ to: '/policy-research/events' });
}

export function libraryStatisticsLink(search: SearchInput<'/policy-research/lib-statistics'> = {}) {
  return linkOptions({ to: '/policy-research/lib-statistics', search });
}

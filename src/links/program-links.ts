import { linkOptions } from '@tanstack/react-router';
import type { SearchInput } from './search-input';

/*
 * The cultural programs' addresses (spec §2 Community): the list with its filters, a program's
 * page and its application form. Pass only values that differ from the defaults.
 */

export function programListLink(search: SearchInput<'/community/events/program-list'> = {}) {
  return linkOptions({ to: '/community/events/program-list', search });
}

export function programDetailLink(programId: number) {
  return linkOptions({ to: '/community/events/program-detail/$id', params: { id: String(programId) } });
}

export function programApplyLink(programId: number) {
  return linkOptions({ to: '/community/events/program-detail/$id/program-apply', params: { id: String(programId) } });
}

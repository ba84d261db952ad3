import { linkOptions } from '@tanstack/react-router';
import type { RecommendKind } from '../../contract/discovery';
import type { SearchInput } from './search-input';

/*
 * The discovery lists (신착, 신간, 인기, 베스트셀러, 큐레이션, 주제별, 추천), typed against the route
 * tree. Pass only values that differ from a page's defaults: what is given is written.
 */

export function newListLink(search: SearchInput<'/search/new/new-list'> = {}) {
  return linkOptions({ to: '/search/new/new-list', search });
}

export function newbookLink(search: SearchInput<'/newbook/newbook-list'> = {}) {
  return linkOptions({ to: '/newbook/newbook-list', search });
}

export function popularLink(search: SearchInput<'/search/popular/popular-list'> = {}) {
  return linkOptions({ to: '/search/popular/popular-list', search });
}

export function bestsellerListLink() {
  return linkOptions({ to: '/search/bestseller/bestseller-list' });
}

/** One month's list: id yyyy-MM. */
export function bestsellerDetailLink(id: string) {
  return linkOptions({ to: '/search/bestseller/bestseller-detail', search: { id } });
}

export function curationListLink(search: SearchInput<'/curation/curation-list'> = {}) {
  return linkOptions({ to: '/curation/curation-list', search });
}

/** A curation's page: the library's own at /curation/{token}, a shared one at /curation/31link-detail?token=…. */
export function curationLink(token: string, source: 'library' | '31link') {
  return source === '31link' ? linkOptions({ to: '/curation/31link-detail', search: { token } }) : linkOptions({ to: '/curation/$token', params: { token } });
}

/** Browse by KDC: class, division and section digits (each only under the one before), and a page. */
export function classListLink(search: SearchInput<'/search/decimal/class-list'> = {}) {
  return linkOptions({ to: '/search/decimal/class-list', search });
}

/** One of the five recommendation lists: /search/recommend/{kind}-list. */
export function recommendLink(kind: RecommendKind, search: SearchInput<'/search/recommend/$list'> = {}) {
  return linkOptions({ to: '/search/recommend/$list', params: { list: `${kind}-list` }, search });
}

/** Any discovery page's link (filters, pages, the way back to a list). */
export type DiscoveryLink =
  | ReturnType<typeof newListLink>
  | ReturnType<typeof newbookLink>
  | ReturnType<typeof popularLink>
  | ReturnType<typeof bestsellerListLink>
  | ReturnType<typeof bestsellerDetailLink>
  | ReturnType<typeof curationListLink>
  | ReturnType<typeof curationLink>
  | ReturnType<typeof classListLink>
  | ReturnType<typeof recommendLink>;

import { linkOptions } from '@tanstack/react-router';
import type { SearchInput } from './search-input';

/*
 * Addresses of the catalogue (spec §2), typed against the route tree. A book result without a
 * book key links to its own url instead (data, not a route): that one stays an HrefLink or <a>.
 */

/** A book's page: /search/search-detail/0?bookType=book&bookKey={key} (spec §2 book links). */
export function bookLink(bookKey: string) {
  return linkOptions({ to: '/search/search-detail/$id', params: { id: '0' }, search: { bookType: 'book', bookKey } });
}

/** The search list with a search: only the values given appear in the address. */
export function searchLink(search: SearchInput<'/search/search-list'> = {}) {
  return linkOptions({ to: '/search/search-list', search });
}

/** A book's MARC record, a page meant for its own window. */
export function marcLink(bookKey: string) {
  return linkOptions({ to: '/window/search/marc', search: { bookKey } });
}

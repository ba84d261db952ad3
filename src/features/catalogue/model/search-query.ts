import type { SearchParams } from './catalogue-search';

export type { SearchParams } from './catalogue-search';

/** The list page address of a search. */
export function searchHref(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `/search/search-list?${text}` : '/search/search-list';
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

/** Spec §2: a book result links to its detail page, or to its own url when it has no key. */
export function bookHref(bookKey: string, url = ''): string {
  return bookKey ? `/search/search-detail/0?bookType=book&bookKey=${encodeURIComponent(bookKey)}` : url;
}

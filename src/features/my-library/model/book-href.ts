/** The detail page of a held book (spec §2 book links); the same URL the catalogue uses. */
export function bookDetailHref(bookKey: string): string {
  return `/search/search-detail/0?bookType=book&bookKey=${encodeURIComponent(bookKey)}`;
}

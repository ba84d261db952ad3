import type { BookDetail, BookSummary, CatalogueSearchResponse } from '../../../../contract/catalogue';
import { cleanFields, cleanText } from '../../../lib/text-cleanup';

/*
 * Catalogue text as readers see it (spec §5 text cleanup), applied where answers arrive (api/):
 * bibliographic records often carry HTML escapes (&amp; in titles, &#39; in names) and NULL for
 * an unknown publisher or year. Keys, codes and addresses are left exactly as sent.
 */

const SUMMARY_TEXT = ['TITLE', 'AUTHOR', 'PUBLISHER', 'PUBLISH_YEAR', 'ISBN', 'CALL_NO', 'SHELF_LOC_DESC'] as const;

export function cleanBookSummary(book: BookSummary): BookSummary {
  return cleanFields(book, SUMMARY_TEXT);
}

export function cleanSearchResponse(data: CatalogueSearchResponse): CatalogueSearchResponse {
  return { ...data, LIST: data.LIST.map(cleanBookSummary) };
}

export function cleanBookDetail(book: BookDetail): BookDetail {
  return {
    ...book,
    ...cleanBookSummary(book),
    SUMMARY: cleanText(book.SUMMARY),
    HOLDINGS: book.HOLDINGS.map((holding) => cleanFields(holding, ['BRANCH_NAME', 'CALL_NO', 'SHELF_LOC_DESC'])),
  };
}

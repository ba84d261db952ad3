import { BookDetailResponse, CatalogueSearchResponse, type BookDetail } from '../../../../contract/catalogue';
import { MANAGE_CODE } from '../../../../contract/constants';
import { answerOf, mapAnswer } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';
import { koCatalogue } from '../../../lib/i18n/messages-catalogue-ko';
import { cleanBookDetail, cleanSearchResponse } from '../model/book-text';
import type { SearchParams } from '../model/search-query';

/** POST {base}/searchcatalogue (docs/api.md "Catalogue search"); `quiet`: no loading overlay. */
export async function searchCatalogue(params: SearchParams, options: { quiet?: boolean } = {}): Promise<FetchAnswer<CatalogueSearchResponse>> {
  const result = await request({
    path: 'searchcatalogue',
    body: {
      manage_code: MANAGE_CODE,
      query: params.query ?? '',
      field: params.field ?? 'all',
      sort: params.sort ?? 'relevance',
      page: params.page ?? 1,
      size: 20,
      ...(params.kdc !== undefined ? { kdc: params.kdc } : {}),
      ...(params.branch ? { branch: params.branch } : {}),
      ...(params.available ? { available_yn: 'Y' } : {}),
      ...(params.from ? { year_from: params.from } : {}),
      ...(params.to ? { year_to: params.to } : {}),
    },
    schema: CatalogueSearchResponse,
    errorPage: false,
    loading: !options.quiet,
  });
  return mapAnswer(answerOf(result, { refusal: koCatalogue.searchFailed }), cleanSearchResponse);
}

/** POST {base}/selectbookdetail: one book; a key the catalogue does not hold is `missing`. */
export async function fetchBook(bookKey: string, options: { quiet?: boolean } = {}): Promise<FetchAnswer<BookDetail>> {
  const result = await request({
    path: 'selectbookdetail',
    body: { manage_code: MANAGE_CODE, book_key: bookKey },
    schema: BookDetailResponse,
    errorPage: false,
    loading: !options.quiet,
  });
  const answer = answerOf(result);
  if (answer.kind !== 'ok') return answer;
  return answer.data.BOOK ? { kind: 'ok', data: cleanBookDetail(answer.data.BOOK) } : { kind: 'missing' };
}

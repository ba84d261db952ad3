import type * as v from 'valibot';
import { BookMarcResponse, CatalogueSearchResponse } from '../../../../../contract/catalogue';
import { MANAGE_CODE } from '../../../../../contract/constants';
import {
  BestsellerDetailResponse,
  BestsellerListResponse,
  CurationDetailResponse,
  CurationListResponse,
  NewBooksResponse,
  PopularBooksResponse,
  RecommendListResponse,
  type RecommendKind,
} from '../../../../../contract/discovery';
import { answerOf, mapAnswer } from '../../../../data/answer';
import type { FetchAnswer } from '../../../../data/resource';
import { request } from '../../../../lib/http/client';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';
import { cleanTextDeep } from '../../../../lib/text-cleanup';

/**
 * The fields readers see, cleaned where answers arrive (spec §5: entities decoded, NULL as ''):
 * book, list and curation names. Keys, codes, addresses and MARC values are left as sent.
 */
const SHOWN_TEXT: ReadonlySet<string> = new Set(['TITLE', 'AUTHOR', 'PUBLISHER', 'PUBLISH_YEAR', 'SUMMARY', 'SOURCE', 'SIGUNGU', 'CALL_NO', 'SHELF_LOC_DESC', 'BODY']);

/** A discovery call: the validated answer, no network, or a sentence saying why not. `quiet`: no overlay. */
async function call<T>(path: string, body: Record<string, unknown>, schema: v.GenericSchema<unknown, T>, quiet: boolean): Promise<FetchAnswer<T>> {
  const result = await request({ path, body: { manage_code: MANAGE_CODE, ...body }, schema, errorPage: false, loading: !quiet });
  return mapAnswer(answerOf(result, { refusal: koDiscovery.failed }), (data) => cleanTextDeep(data, SHOWN_TEXT));
}

/** Only the values that are set (the contract's defaults cover the rest). */
function given(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/** POST selectnewbooks: 신착 (acquired in the last `days`) or 신간 (published) books. */
export function fetchNewBooks(input: { basis: 'acquired' | 'published'; days?: number; kdc?: number; page?: number }, quiet = false) {
  return call('selectnewbooks', given({ basis: input.basis, days: input.days, kdc: input.kdc === undefined ? undefined : String(input.kdc), page: input.page ?? 1, size: 20 }), NewBooksResponse, quiet);
}

/** POST selectpopularbooks: the most borrowed books of a period. */
export function fetchPopularBooks(input: { period: '1m' | '3m' | '1y'; kdc?: number }, quiet = false) {
  return call('selectpopularbooks', given({ period: input.period, kdc: input.kdc === undefined ? undefined : String(input.kdc), size: 50 }), PopularBooksResponse, quiet);
}

/** POST selectbestsellerlist: the monthly lists with their top three. */
export function fetchBestsellerList(quiet = false) {
  return call('selectbestsellerlist', {}, BestsellerListResponse, quiet);
}

/** POST selectbestsellerdetail: one monthly list. */
export function fetchBestsellerDetail(listId: string, quiet = false) {
  return call('selectbestsellerdetail', { list_id: listId }, BestsellerDetailResponse, quiet);
}

/** POST selectcurationlist. */
export function fetchCurationList(input: { source?: 'library' | '31link'; page?: number }, quiet = false) {
  return call('selectcurationlist', given({ source: input.source, page: input.page ?? 1, size: 12 }), CurationListResponse, quiet);
}

/** POST selectcurationdetail. */
export function fetchCurationDetail(token: string, quiet = false) {
  return call('selectcurationdetail', { token }, CurationDetailResponse, quiet);
}

/** POST selectrecommendlist: one of the five recommendation lists. */
export function fetchRecommendList(input: { kind: RecommendKind; page?: number }, quiet = false) {
  return call('selectrecommendlist', { kind: input.kind, page: input.page ?? 1, size: 20 }, RecommendListResponse, quiet);
}

/** POST searchcatalogue with a KDC prefix only (browse by class), newest first. */
export function fetchClassBooks(input: { prefix: string; page?: number }, quiet = false) {
  return call('searchcatalogue', { query: '', kdc: input.prefix, sort: 'newest', page: input.page ?? 1, size: 20 }, CatalogueSearchResponse, quiet);
}

/** POST selectbookmarc: a book's KORMARC record. */
export function fetchBookMarc(bookKey: string, quiet = false) {
  return call('selectbookmarc', { book_key: bookKey }, BookMarcResponse, quiet);
}

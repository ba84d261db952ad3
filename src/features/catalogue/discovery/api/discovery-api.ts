import * as v from 'valibot';
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
import { request } from '../../../../lib/http/client';
import { koDiscovery } from '../../../../lib/i18n/messages-discovery-ko';

/** ok: a validated answer; offline: no network; refused: the server said no or answered something invalid (a sentence to show). */
export type CallAnswer<T> = { kind: 'ok'; data: T } | { kind: 'refused'; message: string } | { kind: 'offline' };

const ErrorBody = v.object({ RESULT_MESSAGE: v.string() });

async function call<T>(path: string, body: Record<string, unknown>, schema: v.GenericSchema<unknown, T>): Promise<CallAnswer<T>> {
  const result = await request({ path, body: { manage_code: MANAGE_CODE, ...body }, schema, errorPage: false, loading: true });
  if (result.success && result.data) return { kind: 'ok', data: result.data };
  if (result.error?.kind === 'network') return { kind: 'offline' };
  // A 4xx names what was wrong in Korean; a 5xx says only 'Internal Server Error' (spec §8).
  const parsed = v.safeParse(ErrorBody, result.error?.body);
  const own = result.status < 500 && parsed.success && parsed.output.RESULT_MESSAGE ? parsed.output.RESULT_MESSAGE : '';
  return { kind: 'refused', message: own || koDiscovery.failed };
}

/** Only the values that are set (the contract's defaults cover the rest). */
function given(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/** POST selectnewbooks: 신착 (acquired in the last `days`) or 신간 (published) books. */
export function fetchNewBooks(input: { basis: 'acquired' | 'published'; days?: number; kdc?: number; page?: number }) {
  return call('selectnewbooks', given({ basis: input.basis, days: input.days, kdc: input.kdc === undefined ? undefined : String(input.kdc), page: input.page ?? 1, size: 20 }), NewBooksResponse);
}

/** POST selectpopularbooks: the most borrowed books of a period. */
export function fetchPopularBooks(input: { period: '1m' | '3m' | '1y'; kdc?: number }) {
  return call('selectpopularbooks', given({ period: input.period, kdc: input.kdc === undefined ? undefined : String(input.kdc), size: 50 }), PopularBooksResponse);
}

/** POST selectbestsellerlist: the monthly lists with their top three. */
export function fetchBestsellerList() {
  return call('selectbestsellerlist', {}, BestsellerListResponse);
}

/** POST selectbestsellerdetail: one monthly list. */
export function fetchBestsellerDetail(listId: string) {
  return call('selectbestsellerdetail', { list_id: listId }, BestsellerDetailResponse);
}

/** POST selectcurationlist. */
export function fetchCurationList(input: { source?: 'library' | '31link'; page?: number }) {
  return call('selectcurationlist', given({ source: input.source, page: input.page ?? 1, size: 12 }), CurationListResponse);
}

/** POST selectcurationdetail. */
export function fetchCurationDetail(token: string) {
  return call('selectcurationdetail', { token }, CurationDetailResponse);
}

/** POST selectrecommendlist: one of the five recommendation lists. */
export function fetchRecommendList(input: { kind: RecommendKind; page?: number }) {
  return call('selectrecommendlist', { kind: input.kind, page: input.page ?? 1, size: 20 }, RecommendListResponse);
}

/** POST searchcatalogue with a KDC prefix only (browse by class), newest first. */
export function fetchClassBooks(input: { prefix: string; page?: number }) {
  return call('searchcatalogue', { query: '', kdc: input.prefix, sort: 'newest', page: input.page ?? 1, size: 20 }, CatalogueSearchResponse);
}

/** POST selectbookmarc: a book's KORMARC record. */
export function fetchBookMarc(bookKey: string) {
  return call('selectbookmarc', { book_key: bookKey }, BookMarcResponse);
}

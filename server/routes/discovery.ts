import type { Handler } from 'hono';
import {
  BestsellerDetailRequest,
  BestsellerListRequest,
  CurationDetailRequest,
  CurationListRequest,
  NewBooksRequest,
  PopularBooksRequest,
  RecommendListRequest,
  type BestsellerDetailResponse,
  type BestsellerListResponse,
  type CurationDetailResponse,
  type CurationListResponse,
  type NewBooksResponse,
  type PopularBooksResponse,
  type RecommendListResponse,
} from '../../contract/discovery';
import { addDays, seoulDay } from '../calendar';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';
import {
  findBestseller,
  findCuration,
  findRecommendList,
  listBestsellers,
  listCurations,
  listNewBooks,
  listPopularBooks,
} from '../repositories/discovery-repository';
import { libraryExists } from '../repositories/home-repository';

/** The popular-books periods in days, today included. */
export const POPULAR_PERIOD_DAYS = { '1m': 30, '3m': 90, '1y': 365 } as const;

const resultOf = (found: boolean) => (found ? 'SUCCESS' : 'NO_DATA') as 'SUCCESS' | 'NO_DATA';

/**
 * The discovery calls (docs/api.md "Discovery") by path under the API base. `now` is the clock
 * ("today" is its day in Seoul); tests pass a fixed one.
 */
export function discoveryCalls(db: Queryable, now: () => number = Date.now): Record<string, Handler> {
  const today = () => seoulDay(now());
  return {
    /** 신착 도서 (acquired) and 신간 도서 (published). */
    '/selectnewbooks': async (c) => {
      const input = await parseRequest(c, NewBooksRequest);
      const paging = { PAGE: input.page, SIZE: input.size };
      if (!(await libraryExists(db, input.manage_code))) {
        const empty: NewBooksResponse = { RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', LIST: [], TOTAL_COUNT: 0, ...paging };
        return c.json(empty);
      }
      const { list, total } = await listNewBooks(db, { basis: input.basis, days: input.days, kdc: input.kdc ?? '', today: today(), page: input.page, size: input.size });
      const body: NewBooksResponse = { RESULT_INFO: 'SUCCESS', RESULT: resultOf(total > 0), LIST: list, TOTAL_COUNT: total, ...paging };
      return c.json(body);
    },

    /** 인기 도서: loans in the period ending today. */
    '/selectpopularbooks': async (c) => {
      const input = await parseRequest(c, PopularBooksRequest);
      const to = today();
      const from = addDays(to, 1 - POPULAR_PERIOD_DAYS[input.period]);
      const list = (await libraryExists(db, input.manage_code)) ? await listPopularBooks(db, { from, to, kdc: input.kdc ?? '', size: input.size }) : [];
      const body: PopularBooksResponse = { RESULT_INFO: 'SUCCESS', RESULT: resultOf(list.length > 0), FROM: from, TO: to, LIST: list };
      return c.json(body);
    },

    '/selectbestsellerlist': async (c) => {
      const input = await parseRequest(c, BestsellerListRequest);
      const list = (await libraryExists(db, input.manage_code)) ? await listBestsellers(db, input.manage_code) : [];
      const body: BestsellerListResponse = { RESULT_INFO: 'SUCCESS', RESULT: resultOf(list.length > 0), LIST: list };
      return c.json(body);
    },

    '/selectbestsellerdetail': async (c) => {
      const input = await parseRequest(c, BestsellerDetailRequest);
      const found = (await libraryExists(db, input.manage_code)) ? await findBestseller(db, input.manage_code, input.list_id) : null;
      const body: BestsellerDetailResponse = { RESULT_INFO: 'SUCCESS', RESULT: resultOf(found !== null), BESTSELLER: found };
      return c.json(body);
    },

    '/selectcurationlist': async (c) => {
      const input = await parseRequest(c, CurationListRequest);
      const paging = { PAGE: input.page, SIZE: input.size };
      const { list, total } = (await libraryExists(db, input.manage_code))
        ? await listCurations(db, { manageCode: input.manage_code, source: input.source ?? '', page: input.page, size: input.size })
        : { list: [], total: 0 };
      const body: CurationListResponse = { RESULT_INFO: 'SUCCESS', RESULT: resultOf(total > 0), LIST: list, TOTAL_COUNT: total, ...paging };
      return c.json(body);
    },

    '/selectcurationdetail': async (c) => {
      const input = await parseRequest(c, CurationDetailRequest);
      const found = (await libraryExists(db, input.manage_code)) ? await findCuration(db, input.manage_code, input.token) : null;
      const body: CurationDetailResponse = { RESULT_INFO: 'SUCCESS', RESULT: resultOf(found !== null), CURATION: found };
      return c.json(body);
    },

    '/selectrecommendlist': async (c) => {
      const input = await parseRequest(c, RecommendListRequest);
      const found = (await libraryExists(db, input.manage_code))
        ? await findRecommendList(db, { manageCode: input.manage_code, kind: input.kind, page: input.page, size: input.size })
        : null;
      const body: RecommendListResponse = {
        RESULT_INFO: 'SUCCESS',
        RESULT: resultOf(found !== null && found.total > 0),
        KIND: input.kind,
        TITLE: found?.title ?? '',
        DESCRIPTION: found?.description ?? '',
        LIST: found?.list ?? [],
        TOTAL_COUNT: found?.total ?? 0,
        PAGE: input.page,
        SIZE: input.size,
      };
      return c.json(body);
    },
  };
}

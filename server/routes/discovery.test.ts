import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_CODE } from '../../contract/constants';
import {
  BestsellerDetailResponse,
  BestsellerListResponse,
  CurationDetailResponse,
  CurationListResponse,
  NewBooksResponse,
  PopularBooksResponse,
  RECOMMEND_KINDS,
  RecommendListResponse,
} from '../../contract/discovery';
import { ErrorEnvelope } from '../../contract/envelope';
import { createApp } from '../app';
import { addDays, seoulDay } from '../calendar';
import type { Db } from '../db/db';
import { HttpError, sendError } from '../http/errors';
import { normalise } from '../search/korean';
import {
  BESTSELLER_SIZE,
  BESTSELLER_SOURCE,
  monthBefore,
  resolveBook,
  SEED_CURATIONS,
  SEED_RECOMMEND_LISTS,
  seedDiscoveryIfEmpty,
} from '../seed/discovery';
import { seedHoldingsIfEmpty } from '../seed/holdings';
import { openSeededTestDb } from '../testing/test-db';
import { discoveryCalls, POPULAR_PERIOD_DAYS } from './discovery';
import { portalRoutes } from './portal';

/** A fixed clock: 2026-11-21 12:00 in Seoul. The seed and the calls use the same day. */
const NOW = Date.parse('2026-11-21T03:00:00Z');
const TODAY = seoulDay(NOW);

let db: Db;
let app: Hono;

beforeAll(async () => {
  db = await openSeededTestDb({ now: NOW });
  expect(await seedHoldingsIfEmpty(db, { now: NOW })).toBe(true);
  expect(await seedDiscoveryIfEmpty(db, { now: NOW })).toBe(true);
  // The discovery calls with the fixed clock, behind the same error handling as the app.
  app = new Hono();
  app.route('/gglib', portalRoutes(discoveryCalls(db, () => NOW)));
  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error);
    throw error;
  });
});
afterAll(() => db.close());

async function call(path: string, body: Record<string, unknown>): Promise<{ status: number; json: unknown }> {
  const response = await app.request(`/gglib/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ manage_code: MANAGE_CODE, ...body }),
  });
  return { status: response.status, json: await response.json() };
}

async function ok<S extends v.GenericSchema>(schema: S, path: string, body: Record<string, unknown>): Promise<v.InferOutput<S>> {
  const { status, json } = await call(path, body);
  expect(status).toBe(200);
  return v.parse(schema, json);
}

async function refused(path: string, body: Record<string, unknown>): Promise<string> {
  const { status, json } = await call(path, body);
  expect(status).toBe(400);
  return v.parse(ErrorEnvelope, json).RESULT_MESSAGE;
}

describe('the discovery seed', () => {
  it('runs once', async () => {
    expect(await seedDiscoveryIfEmpty(db, { now: NOW })).toBe(false);
  });

  it('takes only seeded real books, found by title', async () => {
    const rows = await db.query<{ book_key: string }>(
      `SELECT book_key FROM curation_books UNION SELECT book_key FROM bestseller_books UNION SELECT book_key FROM recommend_books`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((row) => row.book_key.startsWith('GGL'))).toBe(true);
    const books = [{ book_key: 'GGL1', title: '어린 왕자', author: '앙투안 드 생텍쥐페리' }];
    expect(resolveBook(books, { title: '어린왕자', note: '' })).toBe('GGL1');
    expect(resolveBook(books, { title: '어린 왕자', author: '생텍쥐페리', note: '' })).toBe('GGL1');
    expect(resolveBook(books, { title: '어린 왕자', author: '한강', note: '' })).toBeNull();
    expect(resolveBook(books, { title: '없는 책', note: '' })).toBeNull();
  });
});

describe('POST /gglib/selectnewbooks', () => {
  it('lists books acquired in the last `days` days, newest first, with the total', async () => {
    for (const days of [30, 60] as const) {
      const body = await ok(NewBooksResponse, 'selectnewbooks', { basis: 'acquired', days, size: 50 });
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM books WHERE acquired_at > $1::date - $2::int AND acquired_at <= $1::date`,
        [TODAY, days],
      );
      expect(body.TOTAL_COUNT).toBe(row?.n);
      expect(body.TOTAL_COUNT).toBeGreaterThan(0);
      const dates = body.LIST.map((b) => b.ACQUIRED_AT);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const date of dates) expect(date > addDays(TODAY, -days) && date <= TODAY).toBe(true);
    }
    const first = await ok(NewBooksResponse, 'selectnewbooks', {});
    expect(first).toMatchObject({ RESULT: 'SUCCESS', PAGE: 1, SIZE: 20 });
    expect(first.LIST[0]!.ACQUIRED_AT <= TODAY).toBe(true);
  });

  it('lists books published this year and the two before, newest year then newest acquisition, by KDC main class', async () => {
    const body = await ok(NewBooksResponse, 'selectnewbooks', { basis: 'published', size: 50 });
    const year = Number(TODAY.slice(0, 4));
    expect(body.TOTAL_COUNT).toBe(body.LIST.length);
    expect(body.TOTAL_COUNT).toBeGreaterThan(0);
    for (const book of body.LIST) expect(Number(book.PUBLISH_YEAR)).toBeGreaterThanOrEqual(year - 2);
    const keys = body.LIST.map((b) => `${b.PUBLISH_YEAR} ${b.ACQUIRED_AT}`);
    expect(keys).toEqual([...keys].sort().reverse());
    const literature = await ok(NewBooksResponse, 'selectnewbooks', { basis: 'acquired', days: 180, kdc: '8', size: 50 });
    expect(literature.LIST.length).toBeGreaterThan(0);
    expect(literature.LIST.every((b) => b.KDC_CLASS.startsWith('8'))).toBe(true);
  });

  it('pages, and refuses bad values in Korean', async () => {
    const page2 = await ok(NewBooksResponse, 'selectnewbooks', { days: 60, size: 10, page: 2 });
    const page1 = await ok(NewBooksResponse, 'selectnewbooks', { days: 60, size: 10, page: 1 });
    expect(page2.LIST.map((b) => b.BOOK_KEY)).not.toContain(page1.LIST[0]?.BOOK_KEY);
    expect(await refused('selectnewbooks', { days: 45 })).toBe('days는 30, 60, 90, 180 중 하나여야 합니다.');
    expect(await refused('selectnewbooks', { basis: 'recent' })).toBe("basis는 'acquired' 또는 'published'여야 합니다.");
    expect(await refused('selectnewbooks', { kdc: '81' })).toBe('kdc는 KDC 주류 한 자리 숫자(0–9)여야 합니다.');
    expect(await refused('selectnewbooks', { page: 0 })).toBe('page는 1 이상이어야 합니다.');
  });
});

describe('POST /gglib/selectpopularbooks', () => {
  it('ranks books by loans in the period ending today, most first, ties by title', async () => {
    for (const period of ['1m', '3m', '1y'] as const) {
      const body = await ok(PopularBooksResponse, 'selectpopularbooks', { period, size: 50 });
      expect(body.TO).toBe(TODAY);
      expect(body.FROM).toBe(addDays(TODAY, 1 - POPULAR_PERIOD_DAYS[period]));
      const counts = await db.query<{ book_key: string; n: number }>(
        `SELECT book_key, count(*)::int AS n FROM loans WHERE loan_date BETWEEN $1::date AND $2::date GROUP BY book_key`,
        [body.FROM, body.TO],
      );
      expect(body.LIST.length).toBe(Math.min(50, counts.length));
      expect(body.LIST.map((b) => b.RANK)).toEqual(body.LIST.map((_, i) => i + 1));
      for (const [i, book] of body.LIST.entries()) {
        expect(book.LOAN_COUNT).toBe(counts.find((c) => c.book_key === book.BOOK_KEY)?.n);
        const next = body.LIST[i + 1];
        if (!next) continue;
        expect(book.LOAN_COUNT).toBeGreaterThanOrEqual(next.LOAN_COUNT);
        if (book.LOAN_COUNT === next.LOAN_COUNT) expect(normalise(book.TITLE) <= normalise(next.TITLE)).toBe(true);
      }
      // Nobody outside the list was borrowed more often than its last book.
      const last = body.LIST[body.LIST.length - 1]?.LOAN_COUNT ?? 0;
      const listed = new Set(body.LIST.map((b) => b.BOOK_KEY));
      expect(counts.filter((c) => !listed.has(c.book_key)).every((c) => c.n <= last)).toBe(true);
    }
    const month = await ok(PopularBooksResponse, 'selectpopularbooks', { period: '1m', size: 50 });
    const year = await ok(PopularBooksResponse, 'selectpopularbooks', { period: '1y', size: 50 });
    expect(year.LIST[0]!.LOAN_COUNT).toBeGreaterThanOrEqual(month.LIST[0]!.LOAN_COUNT);
    // Skewed: the first book has clearly more loans than the tenth.
    expect(year.LIST[0]!.LOAN_COUNT).toBeGreaterThan(year.LIST[9]?.LOAN_COUNT ?? 0);
  });

  it('counts members’ loans as well, and filters by KDC main class', async () => {
    const before = await ok(PopularBooksResponse, 'selectpopularbooks', { period: '1m', size: 50 });
    const target = before.LIST[before.LIST.length - 1]!;
    const [member] = await db.query<{ id: number }>('SELECT id FROM members ORDER BY id LIMIT 1');
    const [copy] = await db.query<{ holding_key: string }>('SELECT holding_key FROM holdings WHERE book_key = $1 LIMIT 1', [target.BOOK_KEY]);
    // A returned loan, so no copy changes state; enough of them to reach the top.
    for (let i = 0; i <= before.LIST[0]!.LOAN_COUNT; i += 1) {
      await db.query(
        `INSERT INTO loans (loan_key, member_id, holding_key, book_key, loan_date, due_date, return_date)
         VALUES ($1, $2, $3, $4, $5::date, $5::date + 14, $5::date)`,
        [`t-pop-${i}`, member!.id, copy!.holding_key, target.BOOK_KEY, addDays(TODAY, -1)],
      );
    }
    try {
      const after = await ok(PopularBooksResponse, 'selectpopularbooks', { period: '1m', size: 10 });
      expect(after.LIST[0]).toMatchObject({ BOOK_KEY: target.BOOK_KEY, RANK: 1, LOAN_COUNT: target.LOAN_COUNT + before.LIST[0]!.LOAN_COUNT + 1 });
    } finally {
      await db.query(`DELETE FROM loans WHERE loan_key LIKE 't-pop-%'`);
    }
    const literature = await ok(PopularBooksResponse, 'selectpopularbooks', { period: '1y', kdc: '8' });
    expect(literature.LIST.length).toBeGreaterThan(0);
    expect(literature.LIST.every((b) => b.KDC_CLASS.startsWith('8'))).toBe(true);
    expect(literature.LIST.map((b) => b.RANK)).toEqual(literature.LIST.map((_, i) => i + 1));
  });

  it('refuses bad values in Korean', async () => {
    expect(await refused('selectpopularbooks', { period: '2w' })).toBe("period는 '1m', '3m', '1y' 중 하나여야 합니다.");
    expect(await refused('selectpopularbooks', { size: 30 })).toBe('size는 10, 20, 50 중 하나여야 합니다.');
  });
});

describe('bestseller lists', () => {
  const months = [0, 1, 2].map((back) => monthBefore(TODAY, back));

  it('lists this month and the two before, newest first, each with its first three', async () => {
    expect(months).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(monthBefore('2026-01-15', 1)).toBe('2025-12');
    const body = await ok(BestsellerListResponse, 'selectbestsellerlist', {});
    expect(body.RESULT).toBe('SUCCESS');
    expect(body.LIST.map((l) => l.LIST_ID)).toEqual(months);
    expect(body.LIST.map((l) => l.TITLE)).toEqual(['2026년 11월 경기도서관 베스트셀러', '2026년 10월 경기도서관 베스트셀러', '2026년 9월 경기도서관 베스트셀러']);
    for (const list of body.LIST) {
      expect(list.SOURCE).toBe(BESTSELLER_SOURCE);
      expect(list.BOOK_COUNT).toBe(BESTSELLER_SIZE);
      expect(list.TOP.map((b) => b.RANK)).toEqual([1, 2, 3]);
      expect(list.TOP.every((b) => b.LOAN_COUNT === 0)).toBe(true);
    }
  });

  it('answers a whole list ranked 1–20, with ranks that move from month to month', async () => {
    const lists: string[][] = [];
    for (const listId of months) {
      const body = await ok(BestsellerDetailResponse, 'selectbestsellerdetail', { list_id: listId });
      expect(body.RESULT).toBe('SUCCESS');
      expect(body.BESTSELLER?.LIST.map((b) => b.RANK)).toEqual(Array.from({ length: BESTSELLER_SIZE }, (_, i) => i + 1));
      expect(new Set(body.BESTSELLER?.LIST.map((b) => b.BOOK_KEY)).size).toBe(BESTSELLER_SIZE);
      lists.push(body.BESTSELLER!.LIST.map((b) => b.BOOK_KEY));
    }
    expect(lists[0]).not.toEqual(lists[1]);
    expect(lists[1]).not.toEqual(lists[2]);
    // Plausible: most of one month's list is still there the month after.
    expect(lists[0]!.filter((key) => lists[1]!.includes(key)).length).toBeGreaterThanOrEqual(10);
  });

  it('answers NO_DATA for a month without a list, and 400 for a malformed id', async () => {
    expect(await ok(BestsellerDetailResponse, 'selectbestsellerdetail', { list_id: '2020-01' })).toEqual({
      RESULT_INFO: 'SUCCESS',
      RESULT: 'NO_DATA',
      BESTSELLER: null,
    });
    expect(await refused('selectbestsellerdetail', { list_id: '2026-1' })).toBe('list_id는 yyyy-MM 형식이어야 합니다.');
    expect(await refused('selectbestsellerdetail', {})).toContain('list_id');
  });
});

describe('curations', () => {
  const published = SEED_CURATIONS.filter((c) => c.published);
  const draft = SEED_CURATIONS.find((c) => !c.published)!;

  it('lists the published curations, newest first, never the draft', async () => {
    const body = await ok(CurationListResponse, 'selectcurationlist', { size: 24 });
    expect(body.TOTAL_COUNT).toBe(published.length);
    expect(body.LIST.map((c) => c.TOKEN)).not.toContain(draft.token);
    const dates = body.LIST.map((c) => c.PUBLISHED_AT);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.LIST.every((c) => c.BOOK_COUNT >= 5 && c.BOOK_COUNT <= 10)).toBe(true);
    const shared = await ok(CurationListResponse, 'selectcurationlist', { source: '31link' });
    expect(shared.LIST.map((c) => c.SIGUNGU).sort()).toEqual(['고양시', '수원시']);
    const own = await ok(CurationListResponse, 'selectcurationlist', { source: 'library' });
    expect(own.TOTAL_COUNT).toBe(published.filter((c) => c.source === 'library').length);
    expect(own.LIST.every((c) => c.SIGUNGU === '')).toBe(true);
    const second = await ok(CurationListResponse, 'selectcurationlist', { size: 12, page: 2 });
    expect(second).toMatchObject({ RESULT: 'SUCCESS', LIST: [], PAGE: 2 });
  });

  it('answers a curation with its body and its books in order with notes; a draft or unknown token is NO_DATA', async () => {
    const curation = published[0]!;
    const body = await ok(CurationDetailResponse, 'selectcurationdetail', { token: curation.token });
    expect(body.RESULT).toBe('SUCCESS');
    expect(body.CURATION).toMatchObject({ TOKEN: curation.token, TITLE: curation.title, SOURCE: curation.source, BODY: curation.body });
    expect(body.CURATION!.BODY.split('\n\n').length).toBeGreaterThanOrEqual(2);
    expect(body.CURATION!.BODY).not.toMatch(/<[a-z]/i);
    const expectedTitles = curation.books.map((b) => normalise(b.title));
    const titles = body.CURATION!.BOOKS.map((b) => normalise(b.TITLE));
    expect(titles).toEqual(expectedTitles.filter((t) => titles.includes(t)));
    expect(body.CURATION!.BOOKS.every((b) => b.NOTE !== '')).toBe(true);
    expect(body.CURATION!.BOOK_COUNT).toBe(body.CURATION!.BOOKS.length);
    for (const token of [draft.token, 'no-such-curation']) {
      expect(await ok(CurationDetailResponse, 'selectcurationdetail', { token })).toEqual({ RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', CURATION: null });
    }
  });

  it('refuses bad values in Korean', async () => {
    expect(await refused('selectcurationdetail', { token: 'Bad Token!' })).toBe('token 형식이 올바르지 않습니다.');
    expect(await refused('selectcurationlist', { size: 10 })).toBe('size는 12 또는 24여야 합니다.');
    expect(await refused('selectcurationlist', { source: 'city' })).toContain('source');
  });
});

describe('POST /gglib/selectrecommendlist', () => {
  it('answers each of the five lists with a Korean title, a description and noted books', async () => {
    for (const kind of RECOMMEND_KINDS) {
      const seed = SEED_RECOMMEND_LISTS.find((list) => list.kind === kind)!;
      const body = await ok(RecommendListResponse, 'selectrecommendlist', { kind, size: 50 });
      expect(body).toMatchObject({ KIND: kind, TITLE: seed.title, DESCRIPTION: seed.description });
      expect(body.TITLE).toMatch(/[가-힣]/);
      expect(body.TOTAL_COUNT).toBe(body.LIST.length);
      expect(body.LIST.every((b) => b.NOTE !== '' && b.BOOK_KEY.startsWith('GGL'))).toBe(true);
      expect(body.RESULT).toBe(body.LIST.length > 0 ? 'SUCCESS' : 'NO_DATA');
      expect(body.LIST.length).toBeLessThanOrEqual(15);
      // The lists keep their order and skip titles the seed does not hold.
      const titles = body.LIST.map((b) => normalise(b.TITLE));
      expect(titles).toEqual(seed.books.map((b) => normalise(b.title)).filter((t) => titles.includes(t)));
    }
    // With the seeded book list as it is, every list has at least eight.
    for (const kind of RECOMMEND_KINDS) {
      expect((await ok(RecommendListResponse, 'selectrecommendlist', { kind })).TOTAL_COUNT, kind).toBeGreaterThanOrEqual(8);
    }
  });

  it('pages, and refuses an unknown kind in Korean', async () => {
    const first = await ok(RecommendListResponse, 'selectrecommendlist', { kind: 'others', size: 10 });
    const second = await ok(RecommendListResponse, 'selectrecommendlist', { kind: 'others', size: 10, page: 2 });
    expect(second.TOTAL_COUNT).toBe(first.TOTAL_COUNT);
    expect(second.LIST.length).toBe(first.TOTAL_COUNT - 10);
    expect(await refused('selectrecommendlist', { kind: 'poetry' })).toBe('kind는 local, others, climate, gyeonggi, collection 중 하나여야 합니다.');
    expect(await refused('selectrecommendlist', {})).toContain('kind');
  });
});

describe('every discovery call', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['selectnewbooks', {}],
    ['selectpopularbooks', {}],
    ['selectbestsellerlist', {}],
    ['selectbestsellerdetail', { list_id: '2026-11' }],
    ['selectcurationlist', {}],
    ['selectcurationdetail', { token: 'first-science' }],
    ['selectrecommendlist', { kind: 'local' }],
  ];

  it('answers NO_DATA for an unknown site and 400 for a missing or malformed manage_code', async () => {
    for (const [path, body] of calls) {
      const { status, json } = await call(path, { ...body, manage_code: '999999' });
      expect(status, path).toBe(200);
      expect((json as { RESULT: string }).RESULT, path).toBe('NO_DATA');
      const bad = await call(path, { ...body, manage_code: 'abc' });
      expect(bad.status, path).toBe(400);
    }
  });

  it('is served by the app under /gglib (on the real clock), POST only', async () => {
    const real = createApp({ db, distDir: '/nonexistent-dist' });
    for (const [path, body] of calls) {
      const response = await real.request(`/gglib/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ manage_code: MANAGE_CODE, ...body }),
      });
      expect(response.status, path).toBe(200);
      expect(((await response.json()) as { RESULT_INFO: string }).RESULT_INFO, path).toBe('SUCCESS');
    }
    expect((await real.request('/gglib/selectcurationlist')).status).toBe(405);
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookDetailResponse, CatalogueSearchResponse } from '../../contract/catalogue';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { pageSql, type CatalogueQuery } from '../repositories/catalogue-repository';
import { loanCodeFor, SEED_BOOKS } from '../seed/books';
import { generatedBook, insertGeneratedBooks } from '../seed/generate-books';
import { grams, normalise } from '../search/korean';
import { openSeededTestDb } from '../testing/test-db';
import { CATALOGUE_MESSAGES } from './catalogue';

let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openSeededTestDb();
  app = createApp({ db, distDir: '/nonexistent-dist' });
});
afterAll(() => db.close());

const post = (body: Record<string, unknown>) =>
  app.request('/gglib/searchcatalogue', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ manage_code: MANAGE_CODE, ...body }),
  });

async function search(body: Record<string, unknown>) {
  const response = await post(body);
  expect(response.status).toBe(200);
  return v.parse(CatalogueSearchResponse, await response.json());
}

async function searchError(body: Record<string, unknown>) {
  const response = await post(body);
  expect(response.status).toBe(400);
  return v.parse(ErrorEnvelope, await response.json()).RESULT_MESSAGE;
}

const titles = (body: { LIST: { TITLE: string }[] }) => body.LIST.map((book) => book.TITLE);
const seedIndexesWhere = (keep: (book: (typeof SEED_BOOKS)[number], index: number) => boolean) =>
  SEED_BOOKS.flatMap((book, index) => (keep(book, index) ? [index] : []));

describe('the search columns of migration 0005', () => {
  it('normalise in SQL exactly as normalise() and grams() do in TypeScript', async () => {
    const samples = [
      ...SEED_BOOKS.flatMap((b) => [b.title, b.author, b.publisher]),
      'J.K. 롤링',
      'Ｈｅｌｌｏ １２３',
      'ÉCOLE Café',
      '100%_\\',
      '!!!',
    ];
    const rows = await db.query<{ norm: string; grams: string[] }>(
      'SELECT book_norm(s) AS norm, book_grams(book_norm(s)) AS grams FROM unnest($1::text[]) WITH ORDINALITY AS u (s, i) ORDER BY i',
      [samples],
    );
    expect(rows.map((row) => row.norm)).toEqual(samples.map(normalise));
    expect(rows.map((row) => [...row.grams].sort())).toEqual(samples.map((s) => grams(normalise(s))));
  });
});

describe('POST /gglib/searchcatalogue', () => {
  it('finds 해리 포터 by a two-syllable term and by the words without spaces', async () => {
    for (const query of ['해리', '해리포터', '해리 포터와 마법사', '해리포터와마법사의돌', '포터와 마법']) {
      const body = await search({ query });
      expect(body.RESULT).toBe('SUCCESS');
      expect(titles(body)).toContain('해리 포터와 마법사의 돌');
    }
    const book = (await search({ query: '해리' })).LIST.find((b) => b.TITLE === '해리 포터와 마법사의 돌');
    expect(book).toMatchObject({
      AUTHOR: 'J.K. 롤링',
      PUBLISHER: '문학수첩',
      KDC_CLASS: '843',
    });
  });

  it('finds by one syllable, the exact title first', async () => {
    const body = await search({ query: '흰' });
    expect(body.LIST[0]?.TITLE).toBe('흰');
  });

  it('searches authors and publishers', async () => {
    const byAuthor = await search({ query: '한강', field: 'author' });
    expect(byAuthor.TOTAL_COUNT).toBe(SEED_BOOKS.filter((b) => b.author === '한강').length);
    expect(byAuthor.LIST.every((b) => b.AUTHOR === '한강')).toBe(true);
    expect((await search({ query: '한강', field: 'title' })).RESULT).toBe('NO_DATA');
    const byPublisher = await search({ query: '은행나무', field: 'publisher' });
    expect(byPublisher.TOTAL_COUNT).toBe(SEED_BOOKS.filter((b) => b.publisher === '은행나무').length);
    // all = title, author or publisher; every word must match somewhere.
    expect((await search({ query: '한강 소년' })).LIST.map((b) => b.TITLE)).toEqual(['소년이 온다']);
    expect((await search({ query: '롤링' })).TOTAL_COUNT).toBe(1);
  });

  it('finds by an ISBN prefix, with or without hyphens', async () => {
    for (const query of ['9788936434120', '978-89-364', '97889364']) {
      const body = await search({ query, field: 'isbn' });
      expect(titles(body)).toContain('소년이 온다');
      expect(body.LIST.every((b) => b.ISBN.startsWith('97889364'))).toBe(true);
    }
    expect((await search({ query: '9790', field: 'isbn' })).RESULT).toBe('NO_DATA');
  });

  it('filters by year range, KDC main class and availability, with facets over the matches', async () => {
    const body = await search({
      query: '',
      year_from: 2016,
      year_to: 2021,
      kdc: '8',
      available_yn: 'Y',
      size: 50,
    });
    const expected = seedIndexesWhere(
      (b, i) => Number(b.year) >= 2016 && Number(b.year) <= 2021 && b.kdc.startsWith('8') && loanCodeFor(i) === 'OK',
    );
    expect(body.TOTAL_COUNT).toBe(expected.length);
    expect(body.TOTAL_CAPPED_YN).toBe('N');
    expect(body.LIST).toHaveLength(expected.length);
    for (const book of body.LIST) {
      expect(Number(book.PUBLISH_YEAR)).toBeGreaterThanOrEqual(2016);
      expect(Number(book.PUBLISH_YEAR)).toBeLessThanOrEqual(2021);
      expect(book.KDC_CLASS.startsWith('8')).toBe(true);
      expect(book.LOAN_CODE).toBe('OK');
    }
    expect(body.FACETS.KDC).toEqual([{ CODE: '8', COUNT: expected.length }]);
    expect(body.FACETS.AVAILABLE).toEqual({ Y: expected.length, N: 0 });
    expect(body.FACETS.YEAR.reduce((sum, y) => sum + y.COUNT, 0)).toBe(expected.length);
    expect(body.FACETS.YEAR.map((y) => y.DECADE)).toEqual(['2020', '2010']);

    const all = await search({ query: '', kdc: '8', size: 50 });
    const literature = seedIndexesWhere((b) => b.kdc.startsWith('8'));
    expect(all.FACETS.AVAILABLE.Y + all.FACETS.AVAILABLE.N).toBe(literature.length);
    expect(all.FACETS.AVAILABLE.N).toBe(literature.filter((i) => loanCodeFor(i) !== 'OK').length);
  });

  it('sorts by relevance (title prefix, then whole word, then newest), newest and title', async () => {
    expect(titles(await search({ query: '편의점' }))).toEqual(['편의점 인간', '불편한 편의점']);
    expect(titles(await search({ query: '편의점', sort: 'newest' }))).toEqual(['불편한 편의점', '편의점 인간']);
    const byTitle = await search({
      query: '',
      kdc: '8',
      sort: 'title',
      size: 50,
    });
    const norms = byTitle.LIST.map((b) => normalise(b.TITLE));
    expect(norms).toEqual([...norms].sort());
    const newest = await search({
      query: '',
      kdc: '8',
      sort: 'newest',
      size: 50,
    });
    const years = newest.LIST.map((b) => b.PUBLISH_YEAR);
    expect(years).toEqual([...years].sort().reverse());
  });

  it('pages through the matches with the total count', async () => {
    const expected = seedIndexesWhere((b) => b.kdc.startsWith('8')).length;
    const keys: string[] = [];
    for (let page = 1; page <= Math.ceil(expected / 10) + 1; page += 1) {
      const body = await search({
        query: '',
        kdc: '8',
        size: 10,
        page,
        sort: 'title',
      });
      expect(body).toMatchObject({
        TOTAL_COUNT: expected,
        PAGE: page,
        SIZE: 10,
      });
      expect(body.LIST.length).toBeLessThanOrEqual(10);
      keys.push(...body.LIST.map((b) => b.BOOK_KEY));
    }
    expect(keys).toHaveLength(expected);
    expect(new Set(keys).size).toBe(expected);
  });

  it('takes LIKE wildcards in the input literally', async () => {
    expect(titles(await search({ query: '1984' }))).toEqual(['1984']);
    // As wildcards, '19%4' and '1_84' would match 1984.
    expect((await search({ query: '19%4' })).RESULT).toBe('NO_DATA');
    expect((await search({ query: '1_84' })).RESULT).toBe('NO_DATA');
    expect((await search({ query: '100%' })).TOTAL_COUNT).toBe(0);
  });

  it('refuses searches without anything to search for', async () => {
    expect(await searchError({ query: '' })).toBe(CATALOGUE_MESSAGES.emptyQuery);
    expect(await searchError({ query: '   ', available_yn: 'N' })).toBe(CATALOGUE_MESSAGES.emptyQuery);
    expect(await searchError({})).toBe(CATALOGUE_MESSAGES.emptyQuery);
    expect(await searchError({ query: '%' })).toBe(CATALOGUE_MESSAGES.nothingToSearch);
    expect(await searchError({ query: '!?· _' })).toBe(CATALOGUE_MESSAGES.nothingToSearch);
    expect(await searchError({ query: '--', field: 'isbn' })).toBe(CATALOGUE_MESSAGES.isbnDigits);
    expect(await searchError({ query: '해리', year_from: 2020, year_to: 2010 })).toBe(CATALOGUE_MESSAGES.yearOrder);
    expect(await searchError({ query: '해리', size: 15 })).toContain('size');
    expect(await searchError({ query: '해리', page: 0 })).toContain('page');
    expect(await searchError({ query: '해리', kdc: '81' })).toContain('kdc');
    expect(await searchError({ query: '해리', year_from: 999 })).toContain('year_from');
    expect(await searchError({ query: '가'.repeat(101) })).toContain('100자');
  });
});

describe('with 5,000 generated books', () => {
  const GENERATED = 5000;
  beforeAll(async () => {
    await insertGeneratedBooks(db, { count: GENERATED });
    await db.query('ANALYZE books');
  });

  const explain = async (query: CatalogueQuery) => {
    const { sql, params } = pageSql(query);
    const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  const base: Omit<CatalogueQuery, 'terms' | 'field'> = {
    availableOnly: false,
    sort: 'relevance',
    page: 1,
    size: 20,
  };

  it('serves 1-, 2- and longer-syllable terms by the gram indexes, never a scan of the table', async () => {
    const title2 = await explain({ ...base, field: 'title', terms: ['해리'] });
    expect(title2).toMatch(/Bitmap Index Scan on books_title_grams_idx/);
    expect(title2).not.toMatch(/Seq Scan/);
    const all2 = await explain({ ...base, field: 'all', terms: ['해리'] });
    for (const index of ['title', 'author', 'publisher']) expect(all2).toMatch(new RegExp(`Bitmap Index Scan on books_${index}_grams_idx`));
    expect(all2).not.toMatch(/Seq Scan/);
    expect(await explain({ ...base, field: 'title', terms: ['흰'] })).toMatch(/Bitmap Index Scan on books_title_grams_idx/);
    expect(await explain({ ...base, field: 'title', terms: ['해리포터와'] })).toMatch(/Bitmap Index Scan on books_title_grams_idx/);
    expect(
      await explain({
        ...base,
        field: 'isbn',
        terms: [],
        isbnPrefix: '978893',
      }),
    ).toMatch(/books_isbn_digits_idx/);
  });

  it('counts what normalise() finds and answers in milliseconds', async () => {
    const expected = Array.from({ length: GENERATED }, (_, i) => generatedBook(i)).filter((b) =>
      normalise(b.title).includes('역사와문화'),
    ).length;
    expect(expected).toBeGreaterThan(0);
    expect((await search({ query: '역사와 문화', field: 'title' })).TOTAL_COUNT).toBe(expected);

    const timings: string[] = [];
    for (const query of ['해리', '한강', '역사', '한강의 역사']) {
      await search({ query });
      const runs: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        await search({ query });
        runs.push(performance.now() - started);
      }
      runs.sort((a, b) => a - b);
      timings.push(`${query}: median ${runs[2]?.toFixed(1)} ms`);
    }
    console.log(`searchcatalogue over ${GENERATED + SEED_BOOKS.length} books (HTTP round trip in-process):\n${timings.join('\n')}`);
  });
});

describe('POST /gglib/selectbookdetail', () => {
  const detail = (body: Record<string, unknown>) =>
    app.request('/gglib/selectbookdetail', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('answers one book with its summary', async () => {
    const response = await detail({ manage_code: '141674', book_key: 'GGL0000001' });
    expect(response.status).toBe(200);
    const body = v.parse(BookDetailResponse, await response.json());
    expect(body.RESULT).toBe('SUCCESS');
    expect(body.BOOK).toMatchObject({ BOOK_KEY: 'GGL0000001', TITLE: '소년이 온다', AUTHOR: expect.stringContaining('한강') });
    expect(body.BOOK?.ACQUIRED_AT).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers NO_DATA for an unknown key and 400 for a malformed one', async () => {
    const missing = v.parse(BookDetailResponse, await (await detail({ manage_code: '141674', book_key: 'NOPE0001' })).json());
    expect(missing).toMatchObject({ RESULT: 'NO_DATA', BOOK: null });
    const bad = await detail({ manage_code: '141674', book_key: "x' OR 1=1 --" });
    expect(bad.status).toBe(400);
  });
});

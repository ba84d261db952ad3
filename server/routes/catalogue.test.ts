import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_CODES } from '../../contract/branches';
import { BookDetailResponse, BookMarcResponse, CATALOGUE_LIMITS, CatalogueSearchResponse, type MarcField } from '../../contract/catalogue';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { addDays, seoulDay } from '../calendar';
import {
  authorNames,
  countAllMatches,
  countsSql,
  orderedPage,
  pageSql,
  responsibility,
  searchBooks,
  walkSql,
  type CatalogueQuery,
  type MatchSizes,
} from '../repositories/catalogue-repository';
import { findShelvedHolding, refreshBookLoanCode } from '../repositories/holdings-repository';
import { loanCodeFor, SEED_BOOKS } from '../seed/books';
import { generatedBook, insertGeneratedBooks } from '../seed/generate-books';
import { isChildrensBook, seedHoldingsIfEmpty } from '../seed/holdings';
import { grams, normalise } from '../search/korean';
import { openSeededTestDb } from '../testing/test-db';
import { CATALOGUE_MESSAGES } from './catalogue';

let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openSeededTestDb();
  await seedHoldingsIfEmpty(db);
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
    expect((await search({ query: '롤링' })).TOTAL_COUNT).toBe(
      SEED_BOOKS.filter((b) => [b.title, b.author, b.publisher].some((text) => normalise(text).includes('롤링'))).length,
    );
  });

  it('finds by an ISBN prefix, with or without hyphens', async () => {
    for (const query of ['9788936434120', '978-89-364', '97889364']) {
      const body = await search({ query, field: 'isbn' });
      expect(titles(body)).toContain('소년이 온다');
      expect(body.LIST.every((b) => b.ISBN.startsWith('97889364'))).toBe(true);
    }
    expect((await search({ query: '9790', field: 'isbn' })).RESULT).toBe('NO_DATA');
  });

  it('finds an ISBN typed under 전체 (the field the page says covers it); shorter numbers stay words', async () => {
    for (const query of ['9788936434120', '978-89-364-3412-0', ' 978893643 ']) {
      const body = await search({ query });
      expect(titles(body)).toContain('소년이 온다');
      expect(body.LIST.every((b) => b.ISBN.replace(/-/g, '').startsWith('978893643'))).toBe(true);
    }
    // Eight digits, or digits with words, are searched as words in titles, authors and publishers.
    expect((await search({ query: '97889364' })).RESULT).toBe('NO_DATA');
    expect((await search({ query: '9788936434120 소년' })).RESULT).toBe('NO_DATA');
    // Numbers apart are words too, not an ISBN.
    expect((await search({ query: '97889 3643412' })).RESULT).toBe('NO_DATA');
  });

  it('finds a book by its ISBN-10 and by full-width digits, under ISBN and under 전체', async () => {
    // 소년이 온다 is catalogued as 9788936434120; its ISBN-10 is 89-364-3412-8.
    for (const field of ['isbn', 'all'] as const) {
      for (const query of ['8936434128', '89-364-3412-8', '９７８８９３６４３４１２０', '８９－３６４－３４１２－８', '978‐89‐364‐3412‐0']) {
        expect(titles(await search({ query, field })), `${field} ${query}`).toContain('소년이 온다');
      }
    }
    // A wrong check digit is no ISBN-10: only its prefix is looked for, and no ISBN starts so.
    expect((await search({ query: '8936434120', field: 'isbn' })).RESULT).toBe('NO_DATA');
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
    expect(await searchError({ query: '해리', kdc: '8134' })).toContain('kdc');
    expect(await searchError({ query: '해리', kdc: '8a' })).toContain('kdc');
    expect(await searchError({ query: '해리', branch: 'EAST' })).toContain('branch');
    expect(await searchError({ query: '해리', year_from: 999 })).toContain('year_from');
    expect(await searchError({ query: '가'.repeat(101) })).toContain('100자');
  });
});

describe('copies (holdings) of the seeded books', () => {
  const today = seoulDay(Date.now());

  it('gives every book 1–3 copies and keeps loan_code OK exactly when a copy is on the shelf', async () => {
    const rows = await db.query<{ book_key: string; loan_code: string; copies: number; ok: number }>(
      `SELECT b.book_key, b.loan_code, count(h.*)::int AS copies, count(*) FILTER (WHERE h.loan_code = 'OK')::int AS ok
         FROM books b LEFT JOIN holdings h ON h.book_key = b.book_key GROUP BY b.book_key, b.loan_code`,
    );
    expect(rows).toHaveLength(SEED_BOOKS.length);
    for (const row of rows) {
      expect(row.copies, row.book_key).toBeGreaterThanOrEqual(1);
      expect(row.copies, row.book_key).toBeLessThanOrEqual(3);
      expect(row.loan_code === 'OK', row.book_key).toBe(row.ok > 0);
    }
    // Every copy of a book on loan is out; every available book keeps a shelved copy to lend.
    for (const [index] of SEED_BOOKS.entries()) {
      const row = rows.find((r) => r.book_key === `GGL${String(index + 1).padStart(7, '0')}`);
      expect(row?.loan_code).toBe(loanCodeFor(index));
    }
  });

  it('has one open anonymous loan, due in 1–14 days, for each copy out, and none for shelved copies', async () => {
    const copies = await db.query<{ holding_key: string; loan_code: string; open: number; due: string | null; member: number | null }>(
      `SELECT h.holding_key, h.loan_code, count(l.*)::int AS open, min(to_char(l.due_date, 'YYYY-MM-DD')) AS due, min(l.member_id) AS member
         FROM holdings h LEFT JOIN loans l ON l.holding_key = h.holding_key AND l.return_date IS NULL
        GROUP BY h.holding_key, h.loan_code`,
    );
    expect(copies.some((c) => c.loan_code === 'LOAN')).toBe(true);
    for (const copy of copies) {
      expect(copy.open, copy.holding_key).toBe(copy.loan_code === 'LOAN' ? 1 : 0);
      if (copy.loan_code !== 'LOAN') continue;
      expect(copy.member).toBeNull();
      expect(copy.due! > today && copy.due! <= addDays(today, 14), `${copy.holding_key} due ${copy.due}`).toBe(true);
    }
  });

  it('numbers copies EM/JM with ten digits, puts children’s books in the children’s room, and keeps a skewed loan history', async () => {
    const holdings = await db.query<{ book_key: string; branch_code: string; reg_no: string; call_no: string }>(
      'SELECT book_key, branch_code, reg_no, call_no FROM holdings',
    );
    for (const h of holdings) {
      expect(h.reg_no).toMatch(/^(EM|JM)\d{10}$/);
      expect(BRANCH_CODES).toContain(h.branch_code);
    }
    const books = await db.query<{ book_key: string; title: string; kdc_class: string; shelf_loc_desc: string }>(
      'SELECT book_key, title, kdc_class, shelf_loc_desc FROM books',
    );
    const childrens = books.filter(isChildrensBook);
    expect(childrens.length).toBeGreaterThan(0);
    for (const book of childrens) {
      const copies = holdings.filter((h) => h.book_key === book.book_key);
      expect(copies.map((h) => h.branch_code), book.title).toContain('CHILD');
      expect(copies.find((h) => h.branch_code === 'CHILD')?.reg_no).toMatch(/^JM/);
      expect(copies.find((h) => h.branch_code === 'CHILD')?.call_no).toMatch(/^아 /);
    }
    const history = await db.query<{ book_key: string; n: number; early: number; bad: number }>(
      `SELECT l.book_key, count(*)::int AS n,
              count(*) FILTER (WHERE l.loan_date < b.acquired_at)::int AS early,
              count(*) FILTER (WHERE l.return_date > $1::date OR l.loan_date < $1::date - 365 OR l.member_id IS NOT NULL)::int AS bad
         FROM loans l JOIN books b ON b.book_key = l.book_key
        WHERE l.return_date IS NOT NULL GROUP BY l.book_key ORDER BY n DESC`,
      [today],
    );
    expect(history.length).toBeGreaterThan(5);
    expect(history.every((h) => h.early === 0 && h.bad === 0)).toBe(true);
    // Skewed: the most borrowed book has several times the loans of the median one.
    const median = history[Math.floor(history.length / 2)]?.n ?? 1;
    expect(history[0]!.n).toBeGreaterThanOrEqual(3 * median);
  });

  it('lends a shelved copy through the shared helpers and keeps the book’s loan_code in step', async () => {
    const [book] = await db.query<{ book_key: string }>(
      `SELECT book_key FROM holdings GROUP BY book_key HAVING count(*) FILTER (WHERE loan_code = 'OK') = 1 ORDER BY book_key LIMIT 1`,
    );
    const copy = await findShelvedHolding(db, book!.book_key);
    expect(copy).not.toBeNull();
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE holdings SET loan_code = 'LOAN' WHERE holding_key = $1`, [copy!.holding_key]);
      await refreshBookLoanCode(tx, book!.book_key);
    });
    expect(await findShelvedHolding(db, book!.book_key)).toBeNull();
    const [after] = await db.query<{ loan_code: string }>('SELECT loan_code FROM books WHERE book_key = $1', [book!.book_key]);
    expect(after?.loan_code).toBe('LOAN');
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE holdings SET loan_code = 'OK' WHERE holding_key = $1`, [copy!.holding_key]);
      await refreshBookLoanCode(tx, book!.book_key);
    });
    const [back] = await db.query<{ loan_code: string }>('SELECT loan_code FROM books WHERE book_key = $1', [book!.book_key]);
    expect(back?.loan_code).toBe('OK');
  });

  it('keeps books.branch_codes in step with the copies (triggers of migration 0007)', async () => {
    const stale = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM books b
            WHERE b.branch_codes IS DISTINCT FROM coalesce((SELECT array_agg(DISTINCT h.branch_code ORDER BY h.branch_code)
                                                              FROM holdings h WHERE h.book_key = b.book_key), '{}'::text[])`,
        )
      )[0]?.n;
    expect(await stale()).toBe(0);
    const codes = async (key: string) => (await db.query<{ c: string[] }>('SELECT branch_codes AS c FROM books WHERE book_key = $1', [key]))[0]?.c;
    const [book] = await db.query<{ book_key: string }>(
      `SELECT book_key FROM books WHERE NOT (branch_codes @> ARRAY['SMART']) AND NOT (branch_codes @> ARRAY['NORTH']) ORDER BY book_key LIMIT 1`,
    );
    const key = book!.book_key;
    const before = await codes(key);
    await db.query(`INSERT INTO holdings (holding_key, book_key, branch_code, reg_no) VALUES ('t-copy', $1, 'SMART', 'EM9999999999')`, [key]);
    expect(await codes(key)).toEqual([...before!, 'SMART'].sort());
    await db.query(`UPDATE holdings SET branch_code = 'NORTH' WHERE holding_key = 't-copy'`);
    expect(await codes(key)).toEqual([...before!, 'NORTH'].sort());
    await db.query(`DELETE FROM holdings WHERE holding_key = 't-copy'`);
    expect(await codes(key)).toEqual(before);
    expect(await stale()).toBe(0);
  });

  it('seeds copies once', async () => {
    expect(await seedHoldingsIfEmpty(db)).toBe(false);
  });
});

describe('searchcatalogue: KDC prefix and branch', () => {
  it('takes kdc as a class prefix of 1–3 digits; the KDC facet stays by main class', async () => {
    for (const kdc of ['8', '81', '813', '84']) {
      const body = await search({ query: '', kdc, size: 50 });
      const expected = SEED_BOOKS.filter((b) => b.kdc.startsWith(kdc)).length;
      expect(body.TOTAL_COUNT, kdc).toBe(expected);
      expect(body.LIST.every((b) => b.KDC_CLASS.startsWith(kdc))).toBe(true);
      expect(body.FACETS.KDC).toEqual([{ CODE: kdc.slice(0, 1), COUNT: expected }]);
    }
    expect((await search({ query: '', kdc: '899' })).RESULT).toBe('NO_DATA');
    // With a query as well: 한강's books are all Korean literature (81…).
    expect((await search({ query: '한강', field: 'author', kdc: '813' })).TOTAL_COUNT).toBe(
      SEED_BOOKS.filter((b) => b.author === '한강' && b.kdc.startsWith('813')).length,
    );
  });

  it('filters by branch (a copy there) and counts books per branch in BRANCHES order, zeros left out', async () => {
    const perBranch = await db.query<{ branch_code: string; n: number }>(
      `SELECT branch_code, count(DISTINCT book_key)::int AS n FROM holdings WHERE book_key LIKE 'GGL%' AND book_key IN (SELECT book_key FROM books WHERE kdc_class LIKE '8%') GROUP BY 1`,
    );
    const body = await search({ query: '', kdc: '8', size: 50 });
    const expected = BRANCH_CODES.flatMap((code) => {
      const n = perBranch.find((row) => row.branch_code === code)?.n ?? 0;
      return n > 0 ? [{ CODE: code, COUNT: n }] : [];
    });
    expect(body.FACETS.BRANCH).toEqual(expected);

    for (const branch of BRANCH_CODES) {
      const filtered = await search({ query: '', branch, size: 50 });
      const [row] = await db.query<{ n: number }>(
        `SELECT count(DISTINCT book_key)::int AS n FROM holdings WHERE branch_code = $1`,
        [branch],
      );
      expect(filtered.TOTAL_COUNT, branch).toBe(row?.n ?? 0);
      expect(filtered.FACETS.BRANCH.find((f) => f.CODE === branch)?.COUNT ?? 0).toBe(filtered.TOTAL_COUNT);
    }
    const child = await search({ query: '', branch: 'CHILD', size: 50 });
    expect(titles(child)).toContain('구름빵');
    expect(titles(child)).not.toContain('사피엔스');
    // A branch and a query together; a facet without zero counts.
    const cloud = await search({ query: '구름빵', branch: 'CHILD' });
    expect(titles(cloud)).toEqual(['구름빵']);
    expect(cloud.FACETS.BRANCH.every((f) => f.COUNT > 0)).toBe(true);
    expect((await search({ query: '사피엔스', branch: 'CHILD' })).RESULT).toBe('NO_DATA');
  });
});

describe('author strings for MARC', () => {
  it('splits names at commas, semicolons and role words, and writes the statement of responsibility', () => {
    expect(authorNames('한강')).toEqual(['한강']);
    expect(authorNames('J.K. 롤링')).toEqual(['J.K. 롤링']);
    expect(authorNames('김난도 외')).toEqual(['김난도']);
    expect(authorNames('백희나 글·그림')).toEqual(['백희나']);
    expect(authorNames('한스 로슬링, 올라 로슬링, 안나 로슬링 뢴룬드 지음; 이창신 옮김')).toEqual([
      '한스 로슬링',
      '올라 로슬링',
      '안나 로슬링 뢴룬드',
      '이창신',
    ]);
    expect(authorNames('조지 오웰 지음 정회성 옮김')).toEqual(['조지 오웰', '정회성']);
    expect(authorNames('')).toEqual([]);
    expect(responsibility('한강')).toBe('한강 지음');
    expect(responsibility('김난도 외')).toBe('김난도 외 지음');
    expect(responsibility('조지 오웰 지음 정회성 옮김')).toBe('조지 오웰 지음 정회성 옮김');
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

  it('gives generated books 1–3 copies with open loans for those on loan', async () => {
    const [row] = await db.query<{ books: number; without: number; over: number; mismatched: number; unlent: number }>(
      `WITH per AS (
         SELECT b.book_key, b.loan_code, count(h.*)::int AS copies, count(*) FILTER (WHERE h.loan_code = 'OK')::int AS ok
           FROM books b LEFT JOIN holdings h ON h.book_key = b.book_key WHERE b.book_key LIKE 'GEN%' GROUP BY 1, 2)
       SELECT count(*)::int AS books,
              count(*) FILTER (WHERE copies = 0)::int AS without,
              count(*) FILTER (WHERE copies > 3)::int AS over,
              count(*) FILTER (WHERE (loan_code = 'OK') <> (ok > 0))::int AS mismatched,
              (SELECT count(*)::int FROM holdings h WHERE h.book_key LIKE 'GEN%' AND h.loan_code = 'LOAN'
                  AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.holding_key = h.holding_key AND l.return_date IS NULL)) AS unlent
         FROM per`,
    );
    expect(row).toEqual({ books: GENERATED, without: 0, over: 0, mismatched: 0, unlent: 0 });
    // The generator fills branch_codes itself, so the trigger rewrote no book.
    const [stale] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM books b WHERE book_key LIKE 'GEN%'
          AND b.branch_codes IS DISTINCT FROM (SELECT array_agg(DISTINCT h.branch_code ORDER BY h.branch_code) FROM holdings h WHERE h.book_key = b.book_key)`,
    );
    expect(stale?.n).toBe(0);
    const [dead] = await db.query<{ n: number }>(`SELECT n_tup_upd::int AS n FROM pg_stat_user_tables WHERE relname = 'books'`);
    expect(dead?.n ?? 0).toBeLessThan(GENERATED / 10);
  });

  it('serves the KDC prefix by books_kdc_idx, and a branch filter with a query by the gram indexes', async () => {
    const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT count(*) FROM books WHERE kdc_class LIKE '81%'`);
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/books_kdc_idx/);
    const plan = await explain({ ...base, field: 'all', terms: ['한강'], branch: 'NORTH', kdc: '9' });
    expect(plan).toMatch(/Bitmap Index Scan on books_title_grams_idx/);
    expect(plan).not.toMatch(/Seq Scan on books/);
  });

  /** Relevance groups 0 and 1 of a query, counted exactly. */
  const groupCounts = async (query: CatalogueQuery) => {
    const every = pageSql({ ...query, page: 1, size: 100_000 });
    const keys = new Set((await db.query<{ BOOK_KEY: string }>(every.sql, every.params)).map((b) => b.BOOK_KEY));
    const [row] = await db.query<{ zero: number; one: number }>(
      `SELECT count(*) FILTER (WHERE title_norm LIKE $2)::int AS zero,
              count(*) FILTER (WHERE NOT title_norm LIKE $2 AND $3::text[] && title_words)::int AS one
         FROM books WHERE book_key = ANY($1::text[])`,
      [[...keys], `${query.terms.join('')}%`, query.terms],
    );
    return { total: keys.size, groups: [row?.zero ?? 0, row?.one ?? 0] };
  };

  it('reads the pages of a search with many matches in order, exactly as sorting every match would', async () => {
    for (const terms of [['한강'], ['역사'], ['해'], ['어린이'], ['수원', '역사'], ['책']]) {
      for (const sort of ['relevance', 'newest'] as const) {
        const exact = await groupCounts({ ...base, field: 'all', terms, sort });
        for (const [page, size] of [[1, 20], [2, 20], [3, 50], [10, 20]] as const) {
          const query: CatalogueQuery = { ...base, field: 'all', terms, sort, page, size };
          const { sql, params } = pageSql(query);
          const sorted = (await db.query<{ BOOK_KEY: string }>(sql, params)).map((b) => b.BOOK_KEY);
          // The sizes only choose between walking newest first and sorting a group whole: sizes
          // far too small or too large (a walk that comes up short) and the exact ones must all
          // give the same page.
          const sizes: MatchSizes[] = [
            { ...exact, exact: true },
            { total: 50, groups: [1, 1], exact: false },
            { total: 5000, groups: [0, 0], exact: false },
            { total: 1_000_000, groups: [400_000, 300_000], exact: false },
          ];
          for (const estimate of sizes) {
            const ordered = (await orderedPage(db, query, estimate)).map((b) => b.BOOK_KEY);
            expect(ordered, `${terms.join(' ')} ${sort} page ${page}×${size} (${JSON.stringify(estimate)})`).toEqual(sorted);
          }
        }
      }
    }
    // The same answer through searchBooks, with or without its ordered read.
    const query: CatalogueQuery = { ...base, field: 'all', terms: ['역사'] };
    expect((await searchBooks(db, query)).list.map((b) => b.BOOK_KEY)).toEqual(
      (await db.query<{ BOOK_KEY: string }>(pageSql(query).sql, pageSql(query).params)).map((b) => b.BOOK_KEY),
    );
  });

  it('walks newest first without sorting, and counts through the gram indexes', async () => {
    const walk = walkSql({ ...base, field: 'all', terms: ['해'] }, 2, 2000, 20);
    const plan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${walk.sql}`, walk.params)).map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using books_publish_year_idx/);
    expect(plan).not.toMatch(/Sort/);
    // A LIMIT next to the WHERE would tempt the planner into a sequential scan for a common term.
    for (const terms of [['책'], ['해'], ['한강의역사']]) {
      const counts = countsSql({ ...base, field: 'all', terms }, 100);
      const countPlan = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${counts.sql}`, counts.params)).map((r) => r['QUERY PLAN']).join('\n');
      expect(countPlan, terms.join(' ')).toMatch(/Bitmap Index Scan on books_title_grams_idx/);
      expect(countPlan, terms.join(' ')).not.toMatch(/Seq Scan on books/);
    }
  });

  it('counts exactly up to the cap and estimates beyond it, the facets scaled alike', async () => {
    const cap = 200;
    for (const terms of [['책'], ['해'], ['한강'], ['역사'], ['어린이'], ['우리가몰랐던'], ['한강의역사'], ['수원', '역사']]) {
      const query: CatalogueQuery = { ...base, field: 'all', terms };
      const matches = await countAllMatches(db, query);
      const { counts } = await searchBooks(db, query, { countCap: cap });
      const label = `${terms.join(' ')}: ${counts.total} for ${matches}`;
      if (matches <= cap) {
        expect(counts, label).toMatchObject({ total: matches, exact: true });
        expect(counts.facets.AVAILABLE.Y + counts.facets.AVAILABLE.N, label).toBe(matches);
        continue;
      }
      expect(counts.exact, label).toBe(false);
      // Generated books are spread evenly over the table, so the first cap + 1 tell well.
      expect(Math.abs(counts.total - matches) / matches, label).toBeLessThan(0.25);
      expect(counts.total, label).toBeGreaterThan(cap);
      expect(String(counts.total).replace(/^(\d\d)0*$/, '$1'), `${label}: two significant figures`).toHaveLength(2);
      // Scaled facets add up to about the estimate (each is rounded on its own).
      const kdc = counts.facets.KDC.reduce((sum, f) => sum + f.COUNT, 0);
      expect(Math.abs(kdc - counts.total) / counts.total, label).toBeLessThan(0.1);
      expect(Math.abs(counts.facets.AVAILABLE.Y + counts.facets.AVAILABLE.N - counts.total) / counts.total, label).toBeLessThan(0.1);
    }
    // The catalogue's own cap through the API: '책' matches more than 1,000 of these books.
    const wide = await search({ query: '책' });
    expect(wide).toMatchObject({ TOTAL_CAPPED_YN: 'Y', TOTAL_EXACT_YN: 'N' });
    expect(wide.TOTAL_COUNT).toBeGreaterThan(CATALOGUE_LIMITS.countCap);
    const narrow = await search({ query: '한강의 역사' });
    expect(narrow).toMatchObject({ TOTAL_CAPPED_YN: 'N', TOTAL_EXACT_YN: 'Y' });
    expect(narrow.TOTAL_COUNT).toBe(await countAllMatches(db, { ...base, field: 'all', terms: ['한강의', '역사'] }));
    // A backend that does not say whether its count is exact still validates.
    const { TOTAL_EXACT_YN: _left, ...older } = narrow;
    expect(v.safeParse(CatalogueSearchResponse, older).success).toBe(true);
  });

  it('pages a wide search stably: the same order on every page, no repeats or gaps, every book a match', async () => {
    // '책' matches more than countCap of these books (estimated; pages read in order down to
    // ORDERED_READ.maxDepth), '해' fewer (counted; every match sorted).
    for (const [query, sort] of [['책', 'relevance'], ['책', 'newest'], ['해', 'relevance']] as const) {
      const terms = query.split(' ').map(normalise);
      const full: CatalogueQuery = { ...base, field: 'all', terms, sort, page: 1, size: 100_000 };
      const expected = (await db.query<{ BOOK_KEY: string }>(pageSql(full).sql, pageSql(full).params)).map((b) => b.BOOK_KEY);
      expect(expected.length, query).toBeGreaterThan(100);
      const keys: string[] = [];
      // Size 50 past 1,000 rows: the ordered read, then sorting every match, then past the end.
      const pages = Math.ceil(expected.length / 50) + 1;
      for (let page = 1; page <= pages; page += 1) {
        const body = await search({ query, sort, size: 50, page });
        expect(body.PAGE).toBe(page);
        if (page === pages) {
          expect(body.LIST, `${query} page ${page} is past the end`).toEqual([]);
          expect(body.RESULT).toBe('SUCCESS');
        }
        for (const book of body.LIST) {
          const text = [book.TITLE, book.AUTHOR, book.PUBLISHER].map(normalise);
          expect(terms.every((term) => text.some((field) => field.includes(term))), `${book.TITLE} / ${book.AUTHOR} / ${book.PUBLISHER}`).toBe(true);
        }
        keys.push(...body.LIST.map((b) => b.BOOK_KEY));
      }
      expect(keys, `${query} ${sort}`).toEqual(expected);
    }
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

  it('lists every copy in BRANCHES order with the due date of copies on loan, and the reservation queue', async () => {
    const [onLoan] = await db.query<{ book_key: string }>(
      `SELECT book_key FROM holdings GROUP BY book_key HAVING count(*) >= 2 AND bool_or(loan_code = 'LOAN') ORDER BY book_key LIMIT 1`,
    );
    const body = v.parse(BookDetailResponse, await (await detail({ manage_code: '141674', book_key: onLoan!.book_key })).json());
    const holdings = body.BOOK!.HOLDINGS;
    expect(holdings.length).toBeGreaterThanOrEqual(2);
    const order = holdings.map((h) => [BRANCH_CODES.indexOf(h.BRANCH_CODE as (typeof BRANCH_CODES)[number]), h.REG_NO] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
    const loans = await db.query<{ holding_key: string; due: string }>(
      `SELECT holding_key, to_char(due_date, 'YYYY-MM-DD') AS due FROM loans WHERE book_key = $1 AND return_date IS NULL`,
      [onLoan!.book_key],
    );
    for (const holding of holdings) {
      expect(holding.BRANCH_NAME).not.toBe('');
      expect(holding.DUE_DATE).toBe(holding.LOAN_CODE === 'LOAN' ? loans.find((l) => l.holding_key === holding.HOLDING_KEY)?.due : '');
    }
    expect(body.BOOK!.LOAN_CODE === 'OK').toBe(holdings.some((h) => h.LOAN_CODE === 'OK'));
    expect(body.BOOK!.RESERVE_COUNT).toBe(0);

    const members = await db.query<{ id: number }>('SELECT id FROM members ORDER BY id LIMIT 2');
    await db.query(
      `INSERT INTO reservations (reserve_key, member_id, book_key, branch_code, status)
       VALUES ('t-res-1', $1, $3, 'MAIN', 'WAIT'), ('t-res-2', $2, $3, 'MAIN', 'CANCELLED')`,
      [members[0]!.id, members[1]!.id, onLoan!.book_key],
    );
    try {
      const again = v.parse(BookDetailResponse, await (await detail({ manage_code: '141674', book_key: onLoan!.book_key })).json());
      expect(again.BOOK!.RESERVE_COUNT).toBe(1);
    } finally {
      await db.query(`DELETE FROM reservations WHERE reserve_key IN ('t-res-1', 't-res-2')`);
    }
  });

  it('answers NO_DATA for an unknown key and 400 for a malformed one', async () => {
    const missing = v.parse(BookDetailResponse, await (await detail({ manage_code: '141674', book_key: 'NOPE0001' })).json());
    expect(missing).toMatchObject({ RESULT: 'NO_DATA', BOOK: null });
    const bad = await detail({ manage_code: '141674', book_key: "x' OR 1=1 --" });
    expect(bad.status).toBe(400);
  });
});

describe('POST /gglib/selectbookmarc', () => {
  const marc = async (body: Record<string, unknown>) => {
    const response = await app.request('/gglib/selectbookmarc', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ manage_code: MANAGE_CODE, ...body }),
    });
    return { status: response.status, json: (await response.json()) as unknown };
  };
  const sub = (field: MarcField | undefined, code: string) => field?.SUBFIELDS.filter((s) => s.CODE === code).map((s) => s.VALUE) ?? [];

  it('builds a KORMARC record of a known book: leader, 001/005/008, 020, 049 per copy, 056, 090, 100, 245, 260', async () => {
    const [book] = await db.query<{ book_key: string }>(`SELECT book_key FROM books WHERE title = '소년이 온다' AND author = '한강'`);
    const { status, json } = await marc({ book_key: book!.book_key });
    expect(status).toBe(200);
    const body = v.parse(BookMarcResponse, json);
    expect(body.RESULT).toBe('SUCCESS');
    const record = body.MARC!;
    expect(record).toMatchObject({ BOOK_KEY: book!.book_key, TITLE: '소년이 온다' });
    expect(record.LEADER).toHaveLength(24);
    expect(record.LEADER).toMatch(/^\d{5}nam {2}22\d{5} c 4500$/);
    const tags = record.FIELDS.map((f) => f.TAG);
    expect(tags).toEqual([...tags].sort());
    const field = (tag: string) => record.FIELDS.find((f) => f.TAG === tag);
    expect(field('001')?.VALUE).toBe(book!.book_key);
    expect(field('005')?.VALUE).toMatch(/^\d{14}$/);
    const fixed = field('008')?.VALUE ?? '';
    expect(fixed).toHaveLength(40);
    expect(fixed.slice(7, 11)).toBe('2014');
    expect(fixed.slice(35, 38)).toBe('kor');
    expect(sub(field('020'), 'a')).toEqual(['9788936434120']);
    expect(sub(field('245'), 'a')[0]).toMatch(/^소년이 온다/);
    expect(sub(field('245'), 'd')).toEqual(['한강 지음']);
    expect(sub(field('100'), 'a')).toEqual(['한강']);
    expect(sub(field('056'), 'a')).toEqual(['813.7']);
    expect(sub(field('056'), '2')).toEqual(['6']);
    expect(sub(field('090'), 'a')).toEqual(['813.7']);
    expect(sub(field('260'), 'b')[0]).toMatch(/^창비/);
    expect(sub(field('260'), 'c')).toEqual(['2014']);
    expect(tags).not.toContain('950');
    expect(tags).not.toContain('700');
    const copies = await db.query<{ reg_no: string }>('SELECT reg_no FROM holdings WHERE book_key = $1 ORDER BY reg_no', [book!.book_key]);
    expect(sub(field('049'), 'l').sort()).toEqual(copies.map((c) => c.reg_no));
    expect(sub(field('049'), 'f')).toHaveLength(copies.length);
    for (const f of record.FIELDS) {
      if (Number(f.TAG) < 10) expect(f.SUBFIELDS).toEqual([]);
      else expect(f.SUBFIELDS.every((s) => /^[a-z0-9]$/.test(s.CODE))).toBe(true);
    }
    // The leader's record length is the ISO 2709 size of these fields.
    const size = record.FIELDS.reduce(
      (sum, f) => sum + 12 + (f.SUBFIELDS.length === 0 ? Buffer.byteLength(f.VALUE) + 1 : 3 + f.SUBFIELDS.reduce((n, s) => n + 2 + Buffer.byteLength(s.VALUE), 0)),
      24 + 1 + 1,
    );
    expect(Number(record.LEADER.slice(0, 5))).toBe(size);
  });

  it('omits 020 without an ISBN and answers NO_DATA for an unknown key or site', async () => {
    const [book] = await db.query<{ book_key: string }>(`SELECT book_key FROM books WHERE isbn = '' ORDER BY book_key LIMIT 1`);
    const body = v.parse(BookMarcResponse, (await marc({ book_key: book!.book_key })).json);
    expect(body.MARC?.FIELDS.map((f) => f.TAG)).not.toContain('020');
    expect(v.parse(BookMarcResponse, (await marc({ book_key: 'NOPE0001' })).json)).toEqual({ RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', MARC: null });
    expect(v.parse(BookMarcResponse, (await marc({ book_key: book!.book_key, manage_code: '999999' })).json).RESULT).toBe('NO_DATA');
    const bad = await marc({ book_key: 'a b' });
    expect(bad.status).toBe(400);
    expect(v.parse(ErrorEnvelope, bad.json).RESULT_MESSAGE).toBe('book_key 형식이 올바르지 않습니다.');
  });
});

import { BRANCH_CODES, type BranchCode } from '../../contract/branches';
import {
  CATALOGUE_LIMITS,
  type BookDetail,
  type BookSummary,
  type CatalogueFacets,
  type CatalogueField,
  type CatalogueSort,
  type Holding,
  type MarcField,
} from '../../contract/catalogue';
import type { Queryable } from '../db/db';
import { bigrams, escapeLike } from '../search/korean';
import { listHoldings, reserveCount } from './holdings-repository';

/** A validated search: terms already normalised (non-empty), or isbnPrefix for field 'isbn'. */
export interface CatalogueQuery {
  field: CatalogueField;
  /** Normalised words of the query; every one must match (in the same or different fields). */
  terms: string[];
  /** Digits (and X) of the query, for field 'isbn'. */
  isbnPrefix?: string;
  yearFrom?: number;
  yearTo?: number;
  /** KDC class prefix, 1–3 digits ('8', '81', '813'). */
  kdc?: string;
  /** Only books with a copy in this branch. */
  branch?: BranchCode;
  availableOnly: boolean;
  sort: CatalogueSort;
  page: number;
  size: number;
}

const TEXT_FIELDS = {
  title: ['title'],
  author: ['author'],
  publisher: ['publisher'],
  all: ['title', 'author', 'publisher'],
} as const;

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * One term against one field: 1–2 characters by the gram index alone; longer terms by the
 * index (all their bigrams) and then LIKE on the normalised column, which drops the index's
 * false positives (bigrams present but not adjacent).
 */
function termCondition(column: string, term: string, params: Params): string {
  if (Array.from(term).length <= 2) return `${column}_grams @> ARRAY[${params.add(term)}::text]`;
  return `(${column}_grams @> ${params.add(bigrams(term))}::text[] AND ${column}_norm LIKE ${params.add(`%${escapeLike(term)}%`)})`;
}

/** The WHERE clause of a search; every term condition is served by a GIN or btree index. */
function whereClause(query: CatalogueQuery, params: Params): string {
  const conditions: string[] = [];
  if (query.field === 'isbn') {
    conditions.push(`isbn_digits LIKE ${params.add(`${escapeLike(query.isbnPrefix ?? '')}%`)}`);
  } else {
    const columns = TEXT_FIELDS[query.field];
    for (const term of query.terms) {
      const each = columns.map((column) => termCondition(column, term, params));
      conditions.push(each.length === 1 ? (each[0] ?? 'false') : `(${each.join(' OR ')})`);
    }
  }
  if (query.yearFrom !== undefined) conditions.push(`publish_year <> '' AND publish_year >= ${params.add(String(query.yearFrom))}`);
  if (query.yearTo !== undefined) conditions.push(`publish_year <> '' AND publish_year <= ${params.add(String(query.yearTo))}`);
  // LIKE 'prefix%' on books_kdc_idx (text_pattern_ops); the prefix is digits only.
  if (query.kdc !== undefined) conditions.push(`kdc_class LIKE ${params.add(`${escapeLike(query.kdc)}%`)}`);
  // A copy in the branch: books.branch_codes is kept from holdings by triggers (migration 0007).
  if (query.branch !== undefined) conditions.push(`branch_codes @> ARRAY[${params.add(query.branch)}::text]`);
  if (query.availableOnly) conditions.push(`loan_code = 'OK'`);
  return conditions.length === 0 ? 'true' : conditions.join(' AND ');
}

/** Newest first, over the columns of table `t` ('' for unqualified names). */
const newest = (t = '') => `${t}publish_year DESC, ${t}acquired_at DESC, ${t}book_key`;

const SUMMARY = (table: string) => `${table}.book_key AS "BOOK_KEY", ${table}.title AS "TITLE", ${table}.author AS "AUTHOR",
  ${table}.publisher AS "PUBLISHER", ${table}.publish_year AS "PUBLISH_YEAR", ${table}.isbn AS "ISBN",
  ${table}.kdc_class AS "KDC_CLASS", ${table}.call_no AS "CALL_NO", ${table}.shelf_loc_desc AS "SHELF_LOC_DESC",
  ${table}.loan_code AS "LOAN_CODE", ${table}.cover_url AS "COVER_URL"`;

/**
 * The columns a page needs from books: the summary and the sort keys. Never `*` below a sort: the
 * sort would copy every row's gram arrays.
 */
const PAGE_COLUMNS =
  'book_key, title, author, publisher, publish_year, isbn, kdc_class, call_no, shelf_loc_desc, loan_code, cover_url, title_norm, acquired_at';

/** A search by words or ISBN (else by filters alone). */
const hasTerms = (query: CatalogueQuery) => query.terms.length > 0 || query.field === 'isbn';

/**
 * The sort: relevance puts titles starting with the query first (g 0), then titles with one of
 * the words as a whole word (g 1; title_words: the title's words normalised, a stored column of
 * migration 0007), then the rest (g 2), newest first within each. `keys`: the sort columns
 * computed from books' columns; `order(t)`: the ORDER BY over them in table t.
 */
function sortOf(query: CatalogueQuery, params: Params): { keys: string; order: (t?: string) => string } {
  if (query.sort === 'title') return { keys: '0 AS g', order: (t = '') => `${t}title_norm, ${t}title, ${t}book_key` };
  if (!byRelevance(query)) return { keys: '0 AS g', order: newest };
  const { startsWith, hasWord } = relevanceConditions(query, params);
  return { keys: `CASE WHEN ${startsWith} THEN 0 WHEN ${hasWord} THEN 1 ELSE 2 END AS g`, order: (t = '') => `${t}g, ${newest(t)}` };
}

/** Relevance applies to word searches sorted by relevance (ISBN and filter searches are by newest). */
const byRelevance = (query: CatalogueQuery) => query.sort === 'relevance' && query.field !== 'isbn' && query.terms.length > 0;

/** The conditions of relevance groups 0 (title starts with the query) and 1 (a query word is a word of the title). */
function relevanceConditions(query: CatalogueQuery, params: Params): { startsWith: string; hasWord: string } {
  return {
    startsWith: `title_norm LIKE ${params.add(`${escapeLike(query.terms.join(''))}%`)}`,
    hasWord: `${params.add(query.terms)}::text[] && title_words`,
  };
}

/**
 * The page query (exported for the EXPLAIN test). With words, OFFSET 0 keeps the matching apart
 * from the ordering: every match is read through the gram indexes and sorted; otherwise the
 * planner may walk books_publish_year_idx filtering every row until a page is full, which reads
 * the whole table when the matches are few or old. By filters alone that walk is what is wanted.
 */
export function pageSql(query: CatalogueQuery): { sql: string; params: unknown[] } {
  const params = new Params();
  const where = whereClause(query, params);
  const { keys, order } = sortOf(query, params);
  const limit = params.add(query.size);
  const offset = params.add((query.page - 1) * query.size);
  const fence = hasTerms(query) ? ' OFFSET 0' : '';
  const sql = `SELECT ${SUMMARY('b')} FROM (SELECT ${PAGE_COLUMNS}, ${keys} FROM books WHERE ${where}${fence}) AS b
                ORDER BY ${order()} LIMIT ${limit} OFFSET ${offset}`;
  return { sql, params: params.values };
}

/**
 * One group of the counted books: KDC main class (first character of the class), decade prefix
 * (first three of the year), on the shelf or not, branches (comma-separated); `total`: how many
 * matched, up to countCap + 1.
 */
interface FacetGroup {
  total: number;
  k: string;
  y: string;
  a: boolean;
  b: string;
  n: number;
}

export interface CatalogueCounts {
  total: number;
  capped: boolean;
  facets: CatalogueFacets;
}

/** TOTAL_COUNT, TOTAL_CAPPED_YN and FACETS from the grouped rows (BRANCH from books.branch_codes). */
function countsFrom(groups: readonly FacetGroup[]): CatalogueCounts {
  const seen = groups[0]?.total ?? 0;
  const kdc = new Map<string, number>();
  const decades = new Map<string, number>();
  const branches = new Map<string, number>();
  const available = { Y: 0, N: 0 };
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const group of groups) {
    if (/^[0-9]$/.test(group.k)) add(kdc, group.k, group.n);
    if (group.y !== '') add(decades, `${group.y}0`, group.n);
    available[group.a ? 'Y' : 'N'] += group.n;
    for (const code of group.b.split(',')) if (code !== '') add(branches, code, group.n);
  }
  return {
    total: Math.min(seen, CATALOGUE_LIMITS.countCap),
    capped: seen > CATALOGUE_LIMITS.countCap,
    facets: {
      KDC: [...kdc].map(([code, n]) => ({ CODE: code, COUNT: n })).sort((a, b) => b.COUNT - a.COUNT || a.CODE.localeCompare(b.CODE)),
      YEAR: [...decades].map(([decade, n]) => ({ DECADE: decade, COUNT: n })).sort((a, b) => b.DECADE.localeCompare(a.DECADE)),
      AVAILABLE: available,
      BRANCH: BRANCH_CODES.flatMap((code) => {
        const n = branches.get(code) ?? 0;
        return n > 0 ? [{ CODE: code, COUNT: n }] : [];
      }),
    },
  };
}

/**
 * The count and the facets in one statement, over at most countCap matching rows: a one-syllable
 * term or a branch can match a quarter of the catalogue or more, and PGlite serves one query at a
 * time. The first countCap + 1 matches are read once (LIMIT stops reading there; the extra row
 * only tells that more matched); the first countCap of them are grouped by every facet at once,
 * and the facets are summed here.
 */
export async function searchCounts(db: Queryable, query: CatalogueQuery): Promise<CatalogueCounts> {
  const params = new Params();
  const where = whereClause(query, params);
  const cap = params.add(CATALOGUE_LIMITS.countCap);
  const groups = await db.query<FacetGroup>(
    `WITH hits AS MATERIALIZED (
            SELECT kdc_class, publish_year, loan_code, branch_codes FROM books WHERE ${where} LIMIT ${cap}::int + 1)
     SELECT (SELECT count(*) FROM hits)::int AS total, left(kdc_class, 1) AS k, left(publish_year, 3) AS y,
            loan_code = 'OK' AS a, array_to_string(branch_codes, ',') AS b, count(*)::int AS n
       FROM (SELECT * FROM hits LIMIT ${cap}::int) AS counted
      GROUP BY 2, 3, 4, 5`,
    params.values,
  );
  return countsFrom(groups);
}

/**
 * When a search by words matches at least minMatches books, its pages down to maxDepth rows are
 * read in order (orderedPage) instead of sorting every match.
 */
export const ORDERED_READ = { minMatches: 8000, maxDepth: 200 } as const;

type Ranked = BookSummary & { g: number; r: number };

const toSummary = ({ g: _g, r: _r, ...book }: Ranked): BookSummary => book;

/**
 * The page of a search with many matches, without sorting every match (a one-syllable term can
 * match a quarter of the catalogue, and sorting all of it costs tens of milliseconds each time):
 * 1. The newest `window` books are read along books_publish_year_idx, about 4 × depth ×
 *    catalogue / matches of them, and the matches among them sorted into their relevance groups
 *    (0: title starts with the query, 1: a query word is a word of the title, 2: the rest; for
 *    `newest` only the rest). When a group has enough rows there, they are exactly its newest.
 * 2. A group with too few rows in the window is read whole instead, through its own index
 *    (books_title_norm_idx for group 0, books_title_words_idx for group 1, the gram indexes for
 *    the rest) and sorted: groups 0 and 1 are usually that small, the rest hardly ever.
 */
export async function orderedPage(db: Queryable, query: CatalogueQuery, matches: number): Promise<BookSummary[]> {
  const depth = query.page * query.size;
  const relevance = byRelevance(query);
  /** A statement's parameters: the search's WHERE, then the groups' conditions (all, or group `only`). */
  const prepare = (only?: number) => {
    const params = new Params();
    const where = whereClause(query, params);
    if (!relevance) return { params, where, groups: ['true'] };
    if (only === 0) return { params, where, groups: [`title_norm LIKE ${params.add(`${escapeLike(query.terms.join(''))}%`)}`] };
    const { startsWith, hasWord } = relevanceConditions(query, params);
    return { params, where, groups: [startsWith, `NOT ${startsWith} AND ${hasWord}`, `NOT (${startsWith} OR ${hasWord})`] };
  };

  const [stats] = await db.query<{ n: number }>(`SELECT greatest(reltuples, 0)::int AS n FROM pg_class WHERE oid = 'books'::regclass`);
  const catalogue = stats?.n || 100_000;
  const window = Math.min(Math.max(Math.ceil((4 * depth * catalogue) / matches), 1000), 20_000);
  const recent = prepare();
  const group = recent.groups.length === 1 ? '0' : `CASE WHEN ${recent.groups[0]} THEN 0 WHEN ${recent.groups[1]} THEN 1 ELSE 2 END`;
  const windowRows = await db.query<Ranked>(
    `SELECT * FROM (
       SELECT ${SUMMARY('b')}, b.g, row_number() OVER (PARTITION BY b.g ORDER BY ${newest('b.')}) AS r
         FROM (SELECT ${PAGE_COLUMNS}, ${group} AS g FROM (SELECT * FROM books ORDER BY ${newest()} LIMIT ${recent.params.add(window)}) AS newest_books
                WHERE ${recent.where}) AS b) AS ranked
      WHERE r <= ${recent.params.add(depth)}
      ORDER BY g, r`,
    recent.params.values,
  );

  const rows: BookSummary[] = [];
  for (let g = 0; g < recent.groups.length && rows.length < depth; g += 1) {
    const need = depth - rows.length;
    const seen = windowRows.filter((row) => row.g === g);
    if (window >= catalogue || seen.length >= need) {
      rows.push(...seen.slice(0, need).map(toSummary));
      continue;
    }
    const whole = prepare(g);
    const condition = (g === 0 ? whole.groups[0] : whole.groups[g]) ?? 'true';
    const sorted = await db.query<BookSummary>(
      `SELECT ${SUMMARY('b')} FROM (SELECT ${PAGE_COLUMNS} FROM books WHERE ${whole.where} AND ${condition} OFFSET 0) AS b
        ORDER BY ${newest('b.')} LIMIT ${whole.params.add(need)}`,
      whole.params.values,
    );
    rows.push(...sorted);
  }
  return rows.slice((query.page - 1) * query.size, depth);
}

/**
 * A whole search as searchcatalogue answers it: the count and facets first, then the page, read
 * in order when the matches are many (orderedPage), else all matches sorted (pageSql).
 */
export async function searchBooks(db: Queryable, query: CatalogueQuery): Promise<{ list: BookSummary[]; counts: CatalogueCounts }> {
  // One after the other: PGlite runs one query at a time anyway.
  const counts = await searchCounts(db, query);
  if (counts.total === 0) return { list: [], counts };
  const ordered =
    hasTerms(query) && query.sort !== 'title' && counts.total >= ORDERED_READ.minMatches && query.page * query.size <= ORDERED_READ.maxDepth;
  if (ordered) return { list: await orderedPage(db, query, counts.total), counts };
  const { sql, params } = pageSql(query);
  return { list: await db.query<BookSummary>(sql, params), counts };
}

type BookRow = Omit<BookDetail, 'HOLDINGS' | 'RESERVE_COUNT'>;

async function findBookRow(db: Queryable, bookKey: string): Promise<BookRow | null> {
  const [row] = await db.query<BookRow>(
    `SELECT book_key AS "BOOK_KEY", title AS "TITLE", author AS "AUTHOR", publisher AS "PUBLISHER",
            publish_year AS "PUBLISH_YEAR", isbn AS "ISBN", kdc_class AS "KDC_CLASS", call_no AS "CALL_NO",
            shelf_loc_desc AS "SHELF_LOC_DESC", loan_code AS "LOAN_CODE", cover_url AS "COVER_URL",
            coalesce(summary, '') AS "SUMMARY", coalesce(to_char(acquired_at, 'YYYY-MM-DD'), '') AS "ACQUIRED_AT"
       FROM books WHERE book_key = $1`,
    [bookKey],
  );
  return row ?? null;
}

/** One book with its summary, its copies (BRANCHES order) and the reservation queue's length, or null. */
export async function findBook(db: Queryable, bookKey: string): Promise<BookDetail | null> {
  const row = await findBookRow(db, bookKey);
  if (!row) return null;
  const holdings = await listHoldings(db, bookKey);
  const waiting = await reserveCount(db, bookKey);
  return { ...row, HOLDINGS: holdings, RESERVE_COUNT: waiting };
}

// ---------------------------------------------------------------------------------------------
// KORMARC

export interface MarcRecord {
  BOOK_KEY: string;
  TITLE: string;
  LEADER: string;
  FIELDS: MarcField[];
}

/** Role words of a statement of responsibility ('지음', '옮김', '글·그림' …). */
const ROLE = /^(?:지음|옮김|엮음|그림|글|감수|편역|편저|편|저|역)(?:·(?:지음|옮김|엮음|그림|글|감수|편역|편저|편|저|역))*$/;

/**
 * The people named in an author string, in order: parts split at ',' and ';' and after role
 * words ('한스 로슬링, 올라 로슬링 지음; 이창신 옮김' → three names); role words and '외' dropped.
 */
export function authorNames(author: string): string[] {
  const names: string[] = [];
  for (const chunk of author.split(/[,;]/)) {
    let current: string[] = [];
    const flush = () => {
      if (current.length > 0) names.push(current.join(' '));
      current = [];
    };
    for (const word of chunk.trim().split(/\s+/)) {
      if (word === '') continue;
      if (ROLE.test(word) || word === '외' || word === '등') flush();
      else current.push(word);
    }
    flush();
  }
  return [...new Set(names)];
}

/** 245 ▾d: the author string as printed, with '지음' when it names no role. */
export function responsibility(author: string): string {
  const trimmed = author.trim();
  if (trimmed === '') return '';
  const last = trimmed.split(/\s+/).pop() ?? '';
  return ROLE.test(last) ? trimmed : `${trimmed} 지음`;
}

const control = (tag: string, value: string): MarcField => ({ TAG: tag, IND1: '', IND2: '', VALUE: value, SUBFIELDS: [] });

const data = (tag: string, ind1: string, ind2: string, subfields: [string, string][]): MarcField => ({
  TAG: tag,
  IND1: ind1,
  IND2: ind2,
  VALUE: '',
  SUBFIELDS: subfields.map(([code, value]) => ({ CODE: code, VALUE: value })),
});

/** ISO 2709 sizes in bytes: a field's data with its terminator, subfields with delimiter and code. */
function fieldBytes(field: MarcField): number {
  if (field.SUBFIELDS.length === 0) return Buffer.byteLength(field.VALUE) + 1;
  return 2 + field.SUBFIELDS.reduce((sum, sub) => sum + 2 + Buffer.byteLength(sub.VALUE), 0) + 1;
}

/**
 * Leader of a KORMARC monograph: record length and base address as ISO 2709 would write them
 * (directory of 12 bytes per field), status n, type a, level m, '22', encoding level blank,
 * 'c' (ISBD punctuation in the subfields), '4500'.
 */
export function marcLeader(fields: readonly MarcField[]): string {
  const base = 24 + 12 * fields.length + 1;
  const length = base + fields.reduce((sum, field) => sum + fieldBytes(field), 0) + 1;
  const five = (n: number) => String(Math.min(n, 99_999)).padStart(5, '0');
  return `${five(length)}nam  22${five(base)} c 4500`;
}

/** 008 for books (40 characters): entry date, date type and year, place (ulk 서울), audience, language kor. */
function fixedData(book: BookRow): string {
  const entered = (book.ACQUIRED_AT || '2000-01-01').replaceAll('-', '').slice(2);
  const year = /^\d{4}$/.test(book.PUBLISH_YEAR) ? book.PUBLISH_YEAR : '    ';
  const juvenile = book.KDC_CLASS.startsWith('813.8') || book.SHELF_LOC_DESC.includes('어린이') ? 'j' : ' ';
  // 00–05 entered, 06 date type, 07–14 dates, 15–17 place, 18–21 illustrations, 22 audience,
  // 23 form, 24–27 contents, 28 government, 29–31 conference/festschrift/index 0, 32–34 blank,
  // 35–37 language, 38–39 blank.
  return `${entered}${year.trim() ? 's' : 'n'}${year}    ulk    ${juvenile}      000   kor  `;
}

/**
 * The book as a KORMARC record (the /window/search/marc page): 001 key, 005 date, 008, 020
 * ISBN, 040 cataloguing agency, 049 one ▾l/▾f pair per copy, 056 KDC (6th edition), 090 call
 * number, 100 first author, 245 title and responsibility, 260 publication, 300, 520 summary,
 * 700 further people. No price (950). Null for an unknown key.
 */
export async function findBookMarc(db: Queryable, bookKey: string, manageCode: string): Promise<MarcRecord | null> {
  const book = await findBookRow(db, bookKey);
  if (!book) return null;
  const holdings = await listHoldings(db, bookKey);
  return { BOOK_KEY: book.BOOK_KEY, TITLE: book.TITLE, ...buildMarc(book, holdings, manageCode) };
}

export function buildMarc(book: BookRow, holdings: readonly Holding[], manageCode: string): { LEADER: string; FIELDS: MarcField[] } {
  const fields: MarcField[] = [
    control('001', book.BOOK_KEY),
    control('005', `${(book.ACQUIRED_AT || '2000-01-01').replaceAll('-', '')}090000`),
    control('008', fixedData(book)),
  ];
  if (book.ISBN !== '') fields.push(data('020', ' ', ' ', [['a', book.ISBN]]));
  fields.push(data('040', ' ', ' ', [['a', manageCode], ['c', manageCode]]));
  if (holdings.length > 0) {
    fields.push(
      data(
        '049',
        ' ',
        ' ',
        holdings.flatMap((holding): [string, string][] => [
          ['l', holding.REG_NO],
          ['f', holding.SHELF_LOC_DESC],
        ]),
      ),
    );
  }
  if (book.KDC_CLASS !== '') fields.push(data('056', ' ', ' ', [['a', book.KDC_CLASS], ['2', '6']]));
  if (book.CALL_NO !== '') {
    const dash = book.CALL_NO.indexOf('-');
    fields.push(
      data('090', ' ', ' ', dash > 0 ? [['a', book.CALL_NO.slice(0, dash)], ['b', book.CALL_NO.slice(dash + 1)]] : [['a', book.CALL_NO]]),
    );
  }
  const [first, ...others] = authorNames(book.AUTHOR);
  if (first !== undefined) fields.push(data('100', '1', ' ', [['a', first]]));
  const statement = responsibility(book.AUTHOR);
  fields.push(data('245', '0', '0', statement === '' ? [['a', book.TITLE]] : [['a', `${book.TITLE} /`], ['d', statement]]));
  const imprint: [string, string][] = [['a', book.PUBLISHER === '' && book.PUBLISH_YEAR === '' ? '서울' : '서울 :']];
  if (book.PUBLISHER !== '') imprint.push(['b', book.PUBLISH_YEAR === '' ? book.PUBLISHER : `${book.PUBLISHER},`]);
  if (book.PUBLISH_YEAR !== '') imprint.push(['c', book.PUBLISH_YEAR]);
  fields.push(data('260', ' ', ' ', imprint));
  fields.push(data('300', ' ', ' ', [['a', '1책']]));
  if (book.SUMMARY !== '') fields.push(data('520', ' ', ' ', [['a', book.SUMMARY]]));
  for (const name of others) fields.push(data('700', '1', ' ', [['a', name]]));
  return { LEADER: marcLeader(fields), FIELDS: fields };
}

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
import { estimateMatches, scaleCount } from '../search/estimate';
import { bigrams, escapeLike } from '../search/korean';
import { listHoldings, reserveCount } from './holdings-repository';

/** A validated search: terms already normalised (non-empty), or isbnPrefix for field 'isbn'. */
export interface CatalogueQuery {
  field: CatalogueField;
  /** Normalised words of the query; every one must match (in the same or different fields). */
  terms: string[];
  /** Digits (and X) of the query, for field 'isbn'. */
  isbnPrefix?: string;
  /** The same whole ISBN in its other form (ISBN-10 ↔ 978 ISBN-13), matched exactly as well. */
  isbnOtherForm?: string;
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
 * How a condition on words is written. `index`: for reading matches through the gram indexes
 * (GIN), 1–2 characters by the gram index alone, longer terms by the index (all their bigrams) and
 * then LIKE on the normalised column, which drops the index's false positives (bigrams present but
 * not adjacent). `scan`: the same rows by LIKE alone, for rows read along another index
 * (orderedPage's walk newest first): a term is in a column's grams exactly when it is a substring
 * of the normalised column (the grams are every 1- and 2-character substring), and one LIKE on a
 * short string costs a fraction of three array containments per row.
 */
type TermMode = 'index' | 'scan';

/** One term against one field (see TermMode). */
function termCondition(column: string, term: string, params: Params, mode: TermMode): string {
  const like = () => `${column}_norm LIKE ${params.add(`%${escapeLike(term)}%`)}`;
  if (mode === 'scan') return like();
  if (Array.from(term).length <= 2) return `${column}_grams @> ARRAY[${params.add(term)}::text]`;
  return `(${column}_grams @> ${params.add(bigrams(term))}::text[] AND ${like()})`;
}

/** The WHERE clause of a search; in `index` mode every term condition is served by a GIN or btree index. */
function whereClause(query: CatalogueQuery, params: Params, mode: TermMode = 'index'): string {
  const conditions: string[] = [];
  if (query.field === 'isbn') {
    const prefix = `isbn_digits LIKE ${params.add(`${escapeLike(query.isbnPrefix ?? '')}%`)}`;
    conditions.push(query.isbnOtherForm === undefined ? prefix : `(${prefix} OR isbn_digits = ${params.add(query.isbnOtherForm)})`);
  } else {
    const columns = TEXT_FIELDS[query.field];
    for (const term of query.terms) {
      const each = columns.map((column) => termCondition(column, term, params, mode));
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
  // Titles in code-point order ("C": Hangul syllables in 가나다 order), the same on every database
  // whatever its collation (issue 19).
  if (query.sort === 'title') return { keys: '0 AS g', order: (t = '') => `${t}title_norm COLLATE "C", ${t}title COLLATE "C", ${t}book_key` };
  if (!byRelevance(query)) return { keys: '0 AS g', order: newest };
  const startsWith = startsWithCondition(query, params);
  const hasWord = hasWordCondition(query, params);
  return { keys: `CASE WHEN ${startsWith} THEN 0 WHEN ${hasWord} THEN 1 ELSE 2 END AS g`, order: (t = '') => `${t}g, ${newest(t)}` };
}

/** Relevance applies to word searches sorted by relevance (ISBN and filter searches are by newest). */
const byRelevance = (query: CatalogueQuery) => query.sort === 'relevance' && query.field !== 'isbn' && query.terms.length > 0;

/** Relevance group 0: the title starts with the query (its words joined, as normalised titles have no spaces). */
const startsWithCondition = (query: CatalogueQuery, params: Params) => `title_norm LIKE ${params.add(`${escapeLike(query.terms.join(''))}%`)}`;

/** Relevance group 1: one of the query's words is a whole word of the title. */
const hasWordCondition = (query: CatalogueQuery, params: Params) => `${params.add(query.terms)}::text[] && title_words`;

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
 * One row of searchCounts' answer: the books counted with one KDC main class (k, the first
 * character of the class), one decade prefix (y, the first three of the year), on the shelf or
 * not (a), or one set of branches (b, comma-separated); `set` tells which (GROUPING: 7 k, 11 y,
 * 13 a, 14 b); n0 and n1: how many of them are in relevance groups 0 and 1. When more than cap
 * matched, one more row (set -1): the heap blocks of the first and the last row read (scan), the
 * table's size in blocks (pages) and its estimated rows (rows).
 */
interface FacetRow {
  set: number;
  k: string | null;
  y: string | null;
  a: boolean | null;
  b: string | null;
  n: number;
  n0: number;
  n1: number;
  scan: [number, number] | null;
  pages: number | null;
  rows: number | null;
}

export interface CatalogueCounts {
  /** The matches: exact when `exact`, else an estimate to two significant figures (estimate.ts). */
  total: number;
  /** false: more than countCap matched; total and the facets are estimates from the first countCap + 1. */
  exact: boolean;
  /** Over every match when exact; else the first countCap + 1 matches' counts scaled to the estimate. */
  facets: CatalogueFacets;
  /**
   * For relevance: how many matches (exact, or estimated like total) have a title starting with
   * the query (group 0) and one of its words as a whole word of the title (group 1); [] otherwise.
   */
  groups: number[];
  /** The books in the catalogue (the planner's figure), when it was read. */
  catalogue?: number;
}

const SET = { kdc: 7, decade: 11, available: 13, branches: 14, scan: -1 } as const;

/** TOTAL_COUNT, the exactness and FACETS from the grouped rows (BRANCH from books.branch_codes). */
function countsFrom(rows: readonly FacetRow[], cap: number, relevance: boolean): CatalogueCounts {
  const bySet = (set: number) => rows.filter((row) => row.set === set);
  const shelf = bySet(SET.available);
  const seen = shelf.reduce((sum, row) => sum + row.n, 0);
  const tail = bySet(SET.scan)[0];
  const [first, last] = tail?.scan ?? [];
  const exact = seen <= cap || first === undefined || last === undefined;
  const total = exact ? seen : estimateMatches(seen, first, last, tail?.pages ?? 0);
  const scale = (n: number) => (exact ? n : scaleCount(n, seen, total));
  const branches = new Map<string, number>();
  for (const row of bySet(SET.branches)) {
    for (const code of (row.b ?? '').split(',')) if (code !== '') branches.set(code, (branches.get(code) ?? 0) + row.n);
  }
  const sum = (pick: (row: FacetRow) => number) => shelf.reduce((n, row) => n + pick(row), 0);
  return {
    total,
    exact,
    facets: {
      KDC: bySet(SET.kdc)
        .filter((row) => row.k !== null && /^[0-9]$/.test(row.k))
        .map((row) => ({ CODE: row.k ?? '', COUNT: scale(row.n) }))
        .sort((a, b) => b.COUNT - a.COUNT || a.CODE.localeCompare(b.CODE)),
      YEAR: bySet(SET.decade)
        .filter((row) => row.y !== null && row.y !== '')
        .map((row) => ({ DECADE: `${row.y ?? ''}0`, COUNT: scale(row.n) }))
        .sort((a, b) => b.DECADE.localeCompare(a.DECADE)),
      AVAILABLE: { Y: scale(sum((row) => (row.a === true ? row.n : 0))), N: scale(sum((row) => (row.a === true ? 0 : row.n))) },
      BRANCH: BRANCH_CODES.flatMap((code) => {
        const n = branches.get(code) ?? 0;
        return n > 0 ? [{ CODE: code, COUNT: scale(n) }] : [];
      }),
    },
    groups: relevance ? [scale(sum((row) => row.n0)), scale(sum((row) => row.n1))] : [],
    ...(tail?.rows == null ? {} : { catalogue: tail.rows }),
  };
}

/**
 * The count, the facets and the relevance groups' sizes in one statement, over at most
 * cap + 1 matches: a one-syllable term can match a quarter of the catalogue, reading and grouping
 * a match costs several microseconds in PGlite, and PGlite serves one query at a time.
 *
 * `matches` is a MATERIALIZED CTE, so it is planned to read every match (through the gram
 * indexes: a bitmap heap scan, in heap block order) and `hits` pulls only the first cap + 1 rows
 * from it. With a LIMIT in the same query the planner would take a sequential scan for a common
 * term, betting on finding the rows early, which costs more per row here. Up to cap matches the
 * figures are exact. Beyond, the blocks of the rows read give the share of the table they came
 * from, and total and facets are that sample scaled (estimate.ts), rounded to two figures.
 */
export async function searchCounts(db: Queryable, query: CatalogueQuery, cap: number = CATALOGUE_LIMITS.countCap): Promise<CatalogueCounts> {
  const { sql, params } = countsSql(query, cap);
  return countsFrom(await db.query<FacetRow>(sql, params), cap, byRelevance(query));
}

/** searchCounts' statement (exported for the EXPLAIN test). */
export function countsSql(query: CatalogueQuery, cap: number): { sql: string; params: unknown[] } {
  const params = new Params();
  const where = whereClause(query, params);
  const relevance = byRelevance(query);
  const startsWith = relevance ? startsWithCondition(query, params) : 'false';
  const hasWord = relevance ? hasWordCondition(query, params) : 'false';
  const limit = params.add(cap + 1);
  const block = (row: string) => `((${row})::text::point)[0]::int`;
  // GROUPING SETS: one row per facet value rather than per combination of them (hundreds),
  // since every row of an answer costs as much to hand over as several rows read.
  const sql = `WITH matches AS MATERIALIZED (
            SELECT ctid, kdc_class, publish_year, loan_code, branch_codes, ${startsWith} AS g0, ${hasWord} AS g1
              FROM books WHERE ${where}),
          hits AS MATERIALIZED (SELECT * FROM matches LIMIT ${limit}::int)
     SELECT GROUPING(left(kdc_class, 1), left(publish_year, 3), loan_code = 'OK', branch_codes)::int AS set,
            left(kdc_class, 1) AS k, left(publish_year, 3) AS y, loan_code = 'OK' AS a, array_to_string(branch_codes, ',') AS b,
            count(*)::int AS n, count(*) FILTER (WHERE g0)::int AS n0, count(*) FILTER (WHERE g1 AND NOT g0)::int AS n1,
            NULL::int[] AS scan, NULL::int AS pages, NULL::int AS rows
       FROM hits GROUP BY GROUPING SETS ((left(kdc_class, 1)), (left(publish_year, 3)), (loan_code = 'OK'), (branch_codes))
     UNION ALL
     SELECT -1, NULL, NULL, NULL, NULL, 0, 0, 0, ARRAY[${block('SELECT ctid FROM hits LIMIT 1')}, ${block('last')}],
            (pg_relation_size('books') / current_setting('block_size')::int)::int,
            (SELECT greatest(reltuples, 0)::int FROM pg_class WHERE oid = 'books'::regclass)
       FROM (SELECT ctid AS last FROM hits OFFSET ${params.add(cap)} LIMIT 1) AS tail`;
  return { sql, params: params.values };
}

/** Every match counted, however many: for tests and the bench, which compare the estimate with it. */
export async function countAllMatches(db: Queryable, query: CatalogueQuery): Promise<number> {
  const params = new Params();
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM books WHERE ${whereClause(query, params)}`, params.values);
  return row?.n ?? 0;
}

/**
 * When a search by words matches at least minMatches books (exactly or by estimate), its pages
 * down to maxDepth rows are read in order (orderedPage) instead of sorting every match. `margin`:
 * how many more rows a walk newest first may read than the group's estimated density needs;
 * `minWindow`: the fewest rows it may read; `sortCost`: what reading a row out of order and
 * sorting it costs against a row walked (measured on the bench catalogue: about 3×).
 */
export const ORDERED_READ = { minMatches: 1000, maxDepth: 1000, margin: 4, minWindow: 500, sortCost: 3 } as const;

/** What orderedPage knows of the matches (searchCounts): how many, how many in relevance groups 0 and 1, and of the catalogue. */
export interface MatchSizes {
  total: number;
  exact: boolean;
  groups: readonly number[];
  catalogue?: number;
}

/**
 * The page of a search with many matches, without sorting every match (sorting costs a few
 * microseconds per match in PGlite, and a one-syllable term matches thousands). The order is
 * relevance group 0 (title starts with the query), 1 (a query word is a word of the title), 2
 * (the rest), newest first within each; for `newest` one group. The first `depth` rows are taken
 * group by group, each group one of two ways, whichever reads fewer rows for its size s:
 * - a walk along books_publish_year_idx (newest first) that keeps the group's matches and stops
 *   at the `need`-th, reading about need × catalogue ÷ s rows; bounded to `margin` times that, and
 *   when it comes up short (the estimate was high, or the group's books are old) the group is
 *   sorted whole instead;
 * - the group read whole through the indexes and sorted, about s rows.
 * The sizes only choose the way; either gives the exact rows, so the page is the same as
 * sorting every match (pageSql), which the tests check with sizes far off the mark.
 */
export async function orderedPage(db: Queryable, query: CatalogueQuery, sizes: MatchSizes): Promise<BookSummary[]> {
  const depth = query.page * query.size;
  const [zero = 0, one = 0] = sizes.groups;
  const groupSizes = byRelevance(query) ? [zero, one, Math.max(0, sizes.total - zero - one)] : [sizes.total];
  const books = sizes.catalogue ?? (await db.query<{ n: number }>(`SELECT greatest(reltuples, 0)::int AS n FROM pg_class WHERE oid = 'books'::regclass`))[0]?.n;
  const catalogue = Math.max(books ?? 0, sizes.total, 1);

  const rows: BookSummary[] = [];
  for (let g = 0; g < groupSizes.length && rows.length < depth; g += 1) {
    const need = depth - rows.length;
    const size = groupSizes[g] ?? 0;
    if (size === 0 && sizes.exact) continue;
    // Walking reads about need × catalogue ÷ size rows, sorting about size rows, each of which
    // costs about ORDERED_READ.sortCost times as much (fetched out of order, then sorted).
    if (ORDERED_READ.sortCost * size * size > need * catalogue) {
      const window = Math.max(ORDERED_READ.minWindow, Math.ceil((ORDERED_READ.margin * need * catalogue) / size));
      const walk = walkSql(query, g, window, need);
      const found = await db.query<BookSummary>(walk.sql, walk.params);
      if (found.length === need) {
        rows.push(...found);
        continue;
      }
    }
    const whole = groupSql(query, g, need);
    rows.push(...(await db.query<BookSummary>(whole.sql, whole.params)));
  }
  return rows.slice((query.page - 1) * query.size, depth);
}

/** The WHERE of a search and the condition of its relevance group g (all matches without relevance). */
function groupWhere(query: CatalogueQuery, g: number, params: Params, mode: TermMode): string {
  const where = whereClause(query, params, mode);
  if (!byRelevance(query)) return where;
  const startsWith = startsWithCondition(query, params);
  if (g === 0) return `${where} AND ${startsWith}`;
  const hasWord = hasWordCondition(query, params);
  return `${where} AND ${g === 1 ? `NOT ${startsWith} AND ${hasWord}` : `NOT (${startsWith} OR ${hasWord})`}`;
}

/**
 * orderedPage's walk (exported for the EXPLAIN test): the newest `window` books along
 * books_publish_year_idx, the first `need` of group g among them; the LIMIT stops the walk there.
 */
export function walkSql(query: CatalogueQuery, g: number, window: number, need: number): { sql: string; params: unknown[] } {
  const params = new Params();
  const sql = `SELECT ${SUMMARY('w')} FROM (SELECT * FROM books ORDER BY ${newest()} LIMIT ${params.add(window)}) AS w
          WHERE ${groupWhere(query, g, params, 'scan')}
          ORDER BY ${newest('w.')} LIMIT ${params.add(need)}`;
  return { sql, params: params.values };
}

/**
 * orderedPage's other way: group g read whole and its newest `need` kept. A title starting with
 * the query has every word of it (group 0), and a title with the only word of the query as a word
 * has it (group 1): for searches of titles (field `all` or `title`) such a group is read through
 * its own index alone (books_title_norm_idx, books_title_words_idx) and the search's conditions
 * checked on its rows. Left to itself the planner would also build the bitmap of every match of a
 * common term to intersect with the group's, which costs more than the group when it is small.
 */
function groupSql(query: CatalogueQuery, g: number, need: number): { sql: string; params: unknown[] } {
  const params = new Params();
  const titles = byRelevance(query) && (query.field === 'all' || query.field === 'title');
  if (titles && (g === 0 || (g === 1 && query.terms.length === 1))) {
    const startsWith = startsWithCondition(query, params);
    const condition = g === 0 ? startsWith : `NOT ${startsWith} AND ${hasWordCondition(query, params)}`;
    const sql = `WITH grouped AS MATERIALIZED (SELECT ${PAGE_COLUMNS}, title_words, author_norm, publisher_norm, branch_codes, isbn_digits
                                                FROM books WHERE ${condition})
      SELECT ${SUMMARY('b')} FROM grouped AS b WHERE ${whereClause(query, params, 'scan')}
       ORDER BY ${newest('b.')} LIMIT ${params.add(need)}`;
    return { sql, params: params.values };
  }
  const sql = `SELECT ${SUMMARY('b')} FROM (SELECT ${PAGE_COLUMNS} FROM books WHERE ${groupWhere(query, g, params, 'index')} OFFSET 0) AS b
        ORDER BY ${newest('b.')} LIMIT ${params.add(need)}`;
  return { sql, params: params.values };
}

/**
 * A whole search as searchcatalogue answers it: the count and facets first (exact up to `countCap`
 * matches, else estimated), then the page, read in order when the matches are many
 * (orderedPage), else all matches sorted (pageSql).
 */
export async function searchBooks(
  db: Queryable,
  query: CatalogueQuery,
  options: { countCap?: number } = {},
): Promise<{ list: BookSummary[]; counts: CatalogueCounts }> {
  // One after the other: PGlite runs one query at a time anyway.
  const counts = await searchCounts(db, query, options.countCap);
  if (counts.total === 0) return { list: [], counts };
  const ordered =
    hasTerms(query) && query.sort !== 'title' && counts.total >= ORDERED_READ.minMatches && query.page * query.size <= ORDERED_READ.maxDepth;
  if (ordered) return { list: await orderedPage(db, query, counts), counts };
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

import { CATALOGUE_LIMITS, type BookSummary, type CatalogueFacets, type CatalogueField, type CatalogueSort, type BookDetail } from '../../contract/catalogue';
import type { Queryable } from '../db/db';
import { bigrams, escapeLike } from '../search/korean';

/** A validated search: terms already normalised (non-empty), or isbnPrefix for field 'isbn'. */
export interface CatalogueQuery {
  field: CatalogueField;
  /** Normalised words of the query; every one must match (in the same or different fields). */
  terms: string[];
  /** Digits (and X) of the query, for field 'isbn'. */
  isbnPrefix?: string;
  yearFrom?: number;
  yearTo?: number;
  /** KDC main class, one digit. */
  kdc?: string;
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
  if (query.kdc !== undefined) conditions.push(`left(kdc_class, 1) = ${params.add(query.kdc)}`);
  if (query.availableOnly) conditions.push(`loan_code = 'OK'`);
  return conditions.length === 0 ? 'true' : conditions.join(' AND ');
}

const COLUMNS = 'book_key, title, author, publisher, publish_year, isbn, kdc_class, call_no, shelf_loc_desc, loan_code, cover_url';

const NEWEST = 'publish_year DESC, acquired_at DESC, book_key';

/**
 * relevance: titles starting with the query first, then titles with one of the words as a whole
 * word, then the rest; newest first within each.
 */
function orderClause(query: CatalogueQuery, params: Params): string {
  if (query.sort === 'title') return 'title_norm, title, book_key';
  if (query.sort === 'newest' || query.field === 'isbn' || query.terms.length === 0) return NEWEST;
  const prefix = params.add(`${escapeLike(query.terms.join(''))}%`);
  const words = params.add(query.terms);
  return `CASE WHEN title_norm LIKE ${prefix} THEN 0
               WHEN ${words}::text[] && ARRAY(SELECT book_norm(w) FROM unnest(regexp_split_to_array(title, '\\s+')) AS w) THEN 1
               ELSE 2 END, ${NEWEST}`;
}

/** The page query, exported for the EXPLAIN test. */
export function pageSql(query: CatalogueQuery): {
  sql: string;
  params: unknown[];
} {
  const params = new Params();
  const where = whereClause(query, params);
  const order = orderClause(query, params);
  const limit = params.add(query.size);
  const offset = params.add((query.page - 1) * query.size);
  // With search terms, OFFSET 0 keeps the matching apart from the ordering: otherwise the planner
  // may walk the publish_year index filtering every row until a page is full, which reads the
  // whole table when the matches are old or fewer than estimated.
  const from =
    query.terms.length > 0 || query.field === 'isbn'
      ? `(SELECT ${COLUMNS}, title_norm, acquired_at FROM books WHERE ${where} OFFSET 0) AS books`
      : `books WHERE ${where}`;
  const sql = `SELECT book_key AS "BOOK_KEY", title AS "TITLE", author AS "AUTHOR", publisher AS "PUBLISHER",
                      publish_year AS "PUBLISH_YEAR", isbn AS "ISBN", kdc_class AS "KDC_CLASS", call_no AS "CALL_NO",
                      shelf_loc_desc AS "SHELF_LOC_DESC", loan_code AS "LOAN_CODE", cover_url AS "COVER_URL"
                 FROM ${from} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  return { sql, params: params.values };
}

export async function searchPage(db: Queryable, query: CatalogueQuery): Promise<BookSummary[]> {
  const { sql, params } = pageSql(query);
  return db.query<BookSummary>(sql, params);
}

export interface CatalogueCounts {
  total: number;
  capped: boolean;
  facets: CatalogueFacets;
}

/**
 * The count and the facets, over at most countCap matching rows (LIMIT stops reading there): a
 * one-syllable term can match a third of the catalogue, and PGlite serves one query at a time.
 */
export async function searchCounts(db: Queryable, query: CatalogueQuery): Promise<CatalogueCounts> {
  const params = new Params();
  const where = whereClause(query, params);
  const cap = params.add(CATALOGUE_LIMITS.countCap);
  const rows = await db.query<{ kind: string; code: string; n: number }>(
    `WITH probe AS MATERIALIZED (
            SELECT kdc_class, publish_year, loan_code FROM books WHERE ${where} LIMIT ${cap}::int + 1),
          m AS MATERIALIZED (SELECT * FROM probe LIMIT ${cap}::int)
     SELECT 'T' AS kind, '' AS code, (SELECT count(*) FROM probe)::int AS n
     UNION ALL SELECT 'K', left(kdc_class, 1), count(*)::int FROM m WHERE kdc_class ~ '^[0-9]' GROUP BY 2
     UNION ALL SELECT 'Y', left(publish_year, 3) || '0', count(*)::int FROM m WHERE publish_year <> '' GROUP BY 2
     UNION ALL SELECT 'A', CASE WHEN loan_code = 'OK' THEN 'Y' ELSE 'N' END, count(*)::int FROM m GROUP BY 2`,
    params.values,
  );
  const seen = rows.find((row) => row.kind === 'T')?.n ?? 0;
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  return {
    total: Math.min(seen, CATALOGUE_LIMITS.countCap),
    capped: seen > CATALOGUE_LIMITS.countCap,
    facets: {
      KDC: of('K')
        .map((row) => ({ CODE: row.code, COUNT: row.n }))
        .sort((a, b) => b.COUNT - a.COUNT || a.CODE.localeCompare(b.CODE)),
      YEAR: of('Y')
        .map((row) => ({ DECADE: row.code, COUNT: row.n }))
        .sort((a, b) => b.DECADE.localeCompare(a.DECADE)),
      AVAILABLE: {
        Y: of('A').find((row) => row.code === 'Y')?.n ?? 0,
        N: of('A').find((row) => row.code === 'N')?.n ?? 0,
      },
    },
  };
}

/** One book with its summary, or null. */
export async function findBook(db: Queryable, bookKey: string): Promise<BookDetail | null> {
  const [row] = await db.query<BookDetail>(
    `SELECT book_key AS "BOOK_KEY", title AS "TITLE", author AS "AUTHOR", publisher AS "PUBLISHER",
            publish_year AS "PUBLISH_YEAR", isbn AS "ISBN", kdc_class AS "KDC_CLASS", call_no AS "CALL_NO",
            shelf_loc_desc AS "SHELF_LOC_DESC", loan_code AS "LOAN_CODE", cover_url AS "COVER_URL",
            coalesce(summary, '') AS "SUMMARY", coalesce(to_char(acquired_at, 'YYYY-MM-DD'), '') AS "ACQUIRED_AT"
       FROM books WHERE book_key = $1`,
    [bookKey],
  );
  return row ?? null;
}

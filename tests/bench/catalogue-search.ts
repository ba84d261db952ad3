/**
 * Catalogue search latency on 100,000 generated books (docs/api.md "Catalogue search"), run by
 * `npm run bench` (and alone with `-- --search-only`).
 *
 * The catalogue: migrations, the demo seed (real books, with their copies) and 100,000 generated
 * books with copies and open loans (server/seed/generate-books.ts), in a PGlite data directory
 * under .tmp/. It is kept and reused while its fingerprint (the migrations, the generator and the
 * holdings seed) matches, since building it takes minutes. The real books of the demo seed are
 * left out of the fingerprint: a few hundred rows do not change the figures.
 *
 * One search = the real repository code path of searchcatalogue (searchBooks): a page of 20 plus
 * the count and the facets (exact up to CATALOGUE_LIMITS.countCap matches, else estimated; the
 * table shows the estimate beside every match counted). The same SQL is then timed as a sequential scan: in
 * a transaction with SET LOCAL enable_bitmapscan, enable_indexscan and enable_indexonlyscan off.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { CatalogueSearchRequest } from '../../contract/catalogue';
import { MANAGE_CODE } from '../../contract/constants';
import type { Db, Queryable } from '../../server/db/db';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { lockDataDir, openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { countAllMatches, searchBooks, type CatalogueQuery } from '../../server/repositories/catalogue-repository';
import { toCatalogueQuery } from '../../server/routes/catalogue';
import { insertGeneratedBooks, nextGeneratedIndex } from '../../server/seed/generate-books';
import { seedHoldingsIfEmpty } from '../../server/seed/holdings';
import { seedMembersIfEmpty } from '../../server/seed/members';
import { seedBoardsIfEmpty } from '../../server/seed/portal-content';
import { seedIfEmpty } from '../../server/seed/seed';
import { TEST_SCRYPT_PARAMS } from '../../server/testing/test-db';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const GENERATED_BOOKS = 100_000;
const CACHE_DIR = join(ROOT, '.tmp', 'bench-catalogue');
const META_FILE = join(CACHE_DIR, 'catalogue.json');
const DATA_DIR = join(CACHE_DIR, 'pglite');

/** Where the catalogue's PGlite data directory is (the load bench copies it for a server). */
export const catalogueDataDir = (): string => DATA_DIR;

/** One- to six-syllable terms found in the generated titles, authors and publishers, or the seeded books. */
export const SEARCH_TERMS = [
  '해',
  '책',
  '강',
  '한강',
  '역사',
  '해리',
  '문화',
  '수원',
  '해리포',
  '남한산',
  '어린이',
  '어린왕자',
  '한강의역',
  '한강의역사',
  '해리포터와',
  '처음읽는수원',
  '우리가몰랐던',
] as const;

export const TARGETS = { p95Ms: 30, twoSyllableSpeedUp: 10 } as const;

/** How long the searches run before the timed ones (see measureSearch). */
const WARM_UP_MS = 3000;

interface Meta {
  fingerprint: string;
  books: number;
  holdings: number;
  loans: number;
  generationSeconds: number;
  builtAt: string;
}

/** The inputs the catalogue is made from: a change to any rebuilds it. */
function fingerprint(): string {
  const hash = createHash('sha256');
  hash.update(String(GENERATED_BOOKS));
  const files = [
    ...readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => join(MIGRATIONS_DIR, name)),
    ...['generate-books.ts', 'holdings.ts'].map((name) => join(ROOT, 'server', 'seed', name)),
  ];
  for (const file of files) hash.update(file.slice(ROOT.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function readMeta(): Meta | null {
  try {
    return JSON.parse(readFileSync(META_FILE, 'utf8')) as Meta;
  } catch {
    return null;
  }
}

async function countRows(db: Queryable): Promise<Omit<Meta, 'fingerprint' | 'generationSeconds' | 'builtAt'>> {
  const [row] = await db.query<{ books: number; holdings: number; loans: number }>(
    `SELECT (SELECT count(*)::int FROM books) AS books, (SELECT count(*)::int FROM holdings) AS holdings,
            (SELECT count(*)::int FROM loans) AS loans`,
  );
  return row ?? { books: 0, holdings: 0, loans: 0 };
}

export interface Catalogue {
  db: Db;
  meta: Meta;
  cached: boolean;
}

/** Opens the cached catalogue when it is valid, else builds it afresh (minutes). */
export async function openCatalogue(options: { rebuild: boolean; log: (line: string) => void }): Promise<Catalogue> {
  const print = fingerprint();
  const meta = readMeta();
  if (!options.rebuild && meta?.fingerprint === print && existsSync(DATA_DIR)) {
    const db = await openPglite(DATA_DIR);
    try {
      const applied = await migrate(db);
      const counts = await countRows(db);
      if (applied.length === 0 && counts.books === meta.books && counts.holdings === meta.holdings) {
        options.log(`cached catalogue ${DATA_DIR} (built ${meta.builtAt})`);
        return { db, meta, cached: true };
      }
      options.log(`cached catalogue does not match its record (${JSON.stringify(counts)}): rebuilding`);
    } catch (error) {
      options.log(`cached catalogue unusable (${error instanceof Error ? error.message : String(error)}): rebuilding`);
    }
    await db.close().catch(() => undefined);
  }
  // Another bench may be using or building it: lockDataDir fails while that process lives.
  // openPglite below takes the lock over from this process and releases it at close.
  lockDataDir(DATA_DIR);
  rmSync(META_FILE, { force: true });
  rmSync(DATA_DIR, { recursive: true, force: true });
  options.log(`building the catalogue in ${DATA_DIR}: migrations, demo seed, ${GENERATED_BOOKS.toLocaleString('en')} generated books with copies`);
  const db = await openPglite(DATA_DIR);
  try {
    const started = performance.now();
    await fillCatalogue(db, GENERATED_BOOKS, options.log);
    const generationSeconds = (performance.now() - started) / 1000;
    const built: Meta = { fingerprint: print, ...(await countRows(db)), generationSeconds, builtAt: new Date().toISOString() };
    writeFileSync(META_FILE, `${JSON.stringify(built, null, 2)}\n`);
    return { db, meta: built, cached: false };
  } catch (error) {
    await db.close().catch(() => undefined);
    rmSync(DATA_DIR, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Migrates, seeds the demo content and adds generated books (with copies and loans) until there
 * are `books` of them, then updates the planner's statistics (what server/generate-books.ts does
 * after inserting). Both catalogues are built this way.
 */
async function fillCatalogue(db: Db, books: number, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  await migrate(db);
  await seedIfEmpty(db);
  await seedMembersIfEmpty(db, TEST_SCRYPT_PARAMS);
  await seedBoardsIfEmpty(db);
  await seedHoldingsIfEmpty(db);
  const count = books - (await nextGeneratedIndex(db));
  let lastLogged = 0;
  if (count > 0) {
    await insertGeneratedBooks(db, {
      count,
      onProgress: (done) => {
        if (done - lastLogged >= Math.max(20_000, count / 10) || done === count) {
          lastLogged = done;
          log(`  ${done.toLocaleString('en')} books (${((performance.now() - started) / 1000).toFixed(1)} s)`);
        }
      },
    });
  }
  await db.query('ANALYZE books, holdings, loans');
}

/**
 * The same catalogue in a PostgreSQL database (issue 19: the search bench on either database):
 * filled up to `books` generated books when it has fewer, else used as it is.
 */
export async function openPostgresCatalogue(options: { url: string; log: (line: string) => void; books?: number }): Promise<Catalogue> {
  const wanted = options.books ?? GENERATED_BOOKS;
  const db = await openPostgres(options.url, { max: 4 });
  try {
    await migrate(db);
    const had = await nextGeneratedIndex(db);
    const started = performance.now();
    if (had < wanted) {
      options.log(`building the catalogue in PostgreSQL: demo seed and ${wanted.toLocaleString('en')} generated books with copies`);
      await fillCatalogue(db, wanted, options.log);
    } else {
      options.log(`PostgreSQL catalogue already there (${had.toLocaleString('en')} generated books)`);
    }
    const generationSeconds = (performance.now() - started) / 1000;
    const meta: Meta = { fingerprint: 'postgres', ...(await countRows(db)), generationSeconds, builtAt: new Date().toISOString() };
    return { db, meta, cached: had >= wanted };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

async function searchOnce(q: Queryable, query: CatalogueQuery): Promise<number> {
  return (await searchBooks(q, query)).counts.total;
}

/** The same queries with the planner's index paths off: every condition is checked row by row. */
async function searchBySeqScan(db: Db, query: CatalogueQuery): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.exec('SET LOCAL enable_bitmapscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off');
    return searchOnce(tx, query);
  });
}

export interface TermResult {
  term: string;
  syllables: number;
  /** What the search answered: exact, or an estimate when `estimated`. */
  total: number;
  estimated: boolean;
  /** Every match counted (countAllMatches), to show how far the estimate is off. */
  matches: number;
  /** Wall-clock ms per search by index, and the process CPU ms of the same searches. */
  index: number[];
  cpu: number[];
  seq: number[];
}

/**
 * Wall-clock ms of one search, and the CPU ms this process spent on it: PGlite runs in this
 * thread, so the CPU time is the query's own work, without the time spent waiting for a core on
 * a busy machine.
 */
async function time(work: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
}

export async function measureSearch(db: Db, options: { runs: number; seqRuns: number; log: (line: string) => void }): Promise<TermResult[]> {
  const results: TermResult[] = [];
  const queryOf = (term: string) => toCatalogueQuery(v.parse(CatalogueSearchRequest, { manage_code: MANAGE_CODE, query: term, size: 20 }));
  // A server runs warm: the terms are searched for at least WARM_UP_MS before any is timed, so the
  // first term does not pay for V8 compiling PGlite's WebAssembly to optimised code (a first
  // search of a common term takes several times as long; seconds pass on a busy machine).
  const warmUntil = performance.now() + WARM_UP_MS;
  do {
    for (const term of SEARCH_TERMS) await searchBooks(db, queryOf(term));
  } while (performance.now() < warmUntil);
  for (const term of SEARCH_TERMS) {
    const query = queryOf(term);
    const { total, exact } = (await searchBooks(db, query)).counts; // also the warm-up
    const matches = await countAllMatches(db, query);
    const index: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < options.runs; i += 1) {
      const spent = await time(() => searchOnce(db, query));
      index.push(spent.wall);
      cpu.push(spent.cpu);
    }
    await searchBySeqScan(db, query); // warm-up
    const seq: number[] = [];
    for (let i = 0; i < options.seqRuns; i += 1) seq.push((await time(() => searchBySeqScan(db, query))).wall);
    const result = { term, syllables: Array.from(term).length, total, estimated: !exact, matches, index, cpu, seq };
    options.log(
      `  ${term}: ${matchesText(result)} matches, index p50 ${percentile(index, 50).toFixed(1)} ms, seq scan p50 ${percentile(seq, 50).toFixed(1)} ms`,
    );
    results.push(result);
  }
  return results;
}

/** '3,529', or for an estimate '~3,300 (3,529)': the answer and every match counted. */
const matchesText = (r: Pick<TermResult, 'total' | 'estimated' | 'matches'>) =>
  r.estimated ? `~${r.total.toLocaleString('en')} (${r.matches.toLocaleString('en')})` : r.total.toLocaleString('en');

export interface SearchSummary {
  rows: string[][];
  p50: number;
  p95: number;
  cpuP95: number;
  seqP95: number;
  twoSyllableSpeedUp: number;
  meetsTargets: boolean;
}

export function summarise(results: readonly TermResult[]): SearchSummary {
  const ms = (n: number) => n.toFixed(1);
  const rows: string[][] = [['term', 'syll.', 'matches', 'index p50', 'index p95', 'cpu p50', 'seq p50', 'seq p95', 'speed-up']];
  for (const r of results) {
    rows.push([
      r.term,
      String(r.syllables),
      matchesText(r),
      ms(percentile(r.index, 50)),
      ms(percentile(r.index, 95)),
      ms(percentile(r.cpu, 50)),
      ms(percentile(r.seq, 50)),
      ms(percentile(r.seq, 95)),
      `${(percentile(r.seq, 50) / percentile(r.index, 50)).toFixed(1)}×`,
    ]);
  }
  const all = results.flatMap((r) => r.index);
  const two = results.filter((r) => r.syllables === 2);
  const twoIndex = percentile(
    two.flatMap((r) => r.index),
    50,
  );
  const twoSeq = percentile(
    two.flatMap((r) => r.seq),
    50,
  );
  const p95 = percentile(all, 95);
  const speedUp = twoSeq / twoIndex;
  rows.push([
    'all terms',
    '',
    '',
    ms(percentile(all, 50)),
    ms(p95),
    ms(percentile(results.flatMap((r) => r.cpu), 50)),
    ms(percentile(results.flatMap((r) => r.seq), 50)),
    ms(percentile(results.flatMap((r) => r.seq), 95)),
    '',
  ]);
  return {
    rows,
    p50: percentile(all, 50),
    p95,
    cpuP95: percentile(
      results.flatMap((r) => r.cpu),
      95,
    ),
    seqP95: percentile(
      results.flatMap((r) => r.seq),
      95,
    ),
    twoSyllableSpeedUp: speedUp,
    meetsTargets: p95 <= TARGETS.p95Ms && speedUp >= TARGETS.twoSyllableSpeedUp,
  };
}

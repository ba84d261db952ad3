import { mkdirSync, openSync, closeSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/**
 * PGlite's defaults keep up to 1 GB of WAL; this demo database is a few megabytes, so a small
 * WAL keeps the data directory small (min_wal_size may not go below two 16 MB segments).
 * synchronize_seqscans off: with one backend there is no other scan to share reads with, and a
 * scan stopped by a LIMIT would make the next one of the table start where it stopped, so the
 * catalogue's estimated counts (server/search/estimate.ts) would change from one search to the next.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'max_wal_size=32MB',
  '-c',
  'min_wal_size=32MB',
  '-c',
  'synchronize_seqscans=off',
];

type PgliteRunner = Pick<PGlite | Transaction, 'query' | 'exec'>;

function wrap(runner: PgliteRunner): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
  };
}

/**
 * Opens PGlite in dataDir, or in memory when dataDir is omitted (tests).
 * A data directory is locked to this process: two PGlite instances writing the same files
 * corrupt them, and nothing inside PGlite prevents it.
 */
export async function openPglite(dataDir?: string, options: { from?: Blob } = {}): Promise<Db> {
  const releaseLock = dataDir === undefined ? () => {} : lockDataDir(dataDir);
  let pg: PGlite;
  try {
    // One options object: PGlite reads its second argument only when the first is a string, so
    // `new PGlite(undefined, options)` would open an in-memory database with none of them.
    pg = new PGlite({ ...(dataDir === undefined ? {} : { dataDir }), startParams: START_PARAMS, ...(options.from ? { loadDataDir: options.from } : {}) });
    await pg.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db: Db = {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      try {
        await pg.close();
      } finally {
        releaseLock();
      }
    },
  };
  engines.set(db, pg);
  return db;
}

const engines = new WeakMap<Db, PGlite>();

/**
 * The whole data directory of a PGlite database as a tarball, which `openPglite(undefined, { from })`
 * opens again as it was (the test databases: migrated and seeded once, copied per test file).
 */
export async function snapshotPglite(db: Db): Promise<Blob> {
  const pg = engines.get(db);
  if (!pg) throw new Error('snapshotPglite: not a PGlite database');
  return pg.dumpDataDir('none');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data directory's lock file, or fails while a live process holds it; returns the release. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  // Beside the directory, not inside it: PGlite owns the directory's contents.
  const lockPath = `${resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `데이터 폴더를 다른 서버 프로세스(pid ${owner})가 사용하고 있습니다. ` +
            `The data directory ${dataDir} is in use by process ${owner}.`,
        );
      }
      // A crashed server left the lock behind: take it over.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`데이터 폴더 잠금을 얻지 못했습니다. Could not lock ${dataDir}.`);
}

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable } from '../db/db';
import { migrate } from '../db/migrate';
import { openPglite, snapshotPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { seedLibraryInfoIfEmpty } from '../seed/library-info';
import { seedMembersIfEmpty } from '../seed/members';
import { seedBoardsIfEmpty } from '../seed/portal-content';
import { seedProgramDetailsIfEmpty } from '../seed/programs-detail';
import { seedIfEmpty } from '../seed/seed';

/**
 * scrypt at 1/16 of the production cost, for the demo members of test databases only: every
 * login in the tests then verifies in ~3 ms instead of ~50 ms. (Stored hashes carry their cost,
 * so the server verifies them unchanged; password.test.ts covers the production cost.)
 */
export const TEST_SCRYPT_PARAMS = { N: 1024, r: 8, p: 1 } as const;

/**
 * An in-memory PGlite with the schema and the demo data (the library's facts, members, boards,
 * books, programs and closed days included): one per test file. The content is dated relative to
 * `now` (default: the real clock).
 *
 * Migrating and seeding takes ≈ 4 s; the first file to ask for a given `now` does it and leaves a
 * snapshot of the data directory in the system's temp folder, which later files open in ≈ 0.6 s
 * (see snapshotKey for when one is reused).
 */
export async function openSeededTestDb(options: { now?: number } = {}): Promise<Db> {
  if (TEST_DATABASE_URL) return seed(await openTestSchema(TEST_DATABASE_URL), options);
  const file = join(SNAPSHOT_DIR, `${snapshotKey(options.now)}.tar`);
  const snapshot = readSnapshot(file);
  if (snapshot) return openPglite(undefined, { from: snapshot });
  const db = await seededFromScratch(options);
  await db.exec('CHECKPOINT');
  const tarball = Buffer.from(await (await snapshotPglite(db)).arrayBuffer());
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  // Written aside and renamed: a file running at the same time reads a whole snapshot or none.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
  pruneSnapshots();
  return db;
}

async function seededFromScratch(options: { now?: number }): Promise<Db> {
  return seed(await openPglite(), options);
}

async function seed(db: Db, options: { now?: number }): Promise<Db> {
  await migrate(db);
  await seedIfEmpty(db);
  await seedLibraryInfoIfEmpty(db);
  await seedMembersIfEmpty(db, TEST_SCRYPT_PARAMS);
  await seedBoardsIfEmpty(db, options);
  await seedProgramDetailsIfEmpty(db, options);
  return db;
}

/**
 * TEST_DATABASE_URL: the server's tests run on that PostgreSQL instead of PGlite (`npm test` runs
 * the server project a second time so, on a throwaway cluster: scripts/with-postgres.ts). Each
 * test file gets a schema of its own, dropped when its database is closed.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** Whether the server's tests run on a real PostgreSQL (TEST_DATABASE_URL). */
export const onPostgres = TEST_DATABASE_URL !== undefined;

/** An empty schema of its own on the PostgreSQL at `url`: its Db drops the schema when closed. */
export async function openTestSchema(url: string): Promise<Db> {
  const schema = `gglib_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openPostgres(scoped.toString(), { max: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await dropper.end();
      }
    },
  };
}

const SNAPSHOT_DIR = join(tmpdir(), 'ggl-portal-test-db');
/** A snapshot serves for this long at most (part of its content is dated by the real clock). */
const CLOCK_SNAPSHOT_MS = 10 * 60_000;

function readSnapshot(file: string): Blob | null {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return null;
  }
}

/**
 * Names a snapshot by everything its content depends on: the code that migrates and seeds (every
 * file of server/db, server/seed, contract and what the seed imports, by content), the `now` asked
 * for, and the real clock by ten-minute period (so a snapshot is never older than that).
 */
function snapshotKey(now: number | undefined): string {
  // Part of the seed reads the real clock even when `now` is given (the catalogue's new books).
  return `${sourceHash()}-${now ?? 'clock'}-${Math.floor(Date.now() / CLOCK_SNAPSHOT_MS)}`;
}

let seedingCodeHash: string | null = null;

/** The hash of the seeding code, read once per worker (test files share it: isolate is off). */
function sourceHash(): string {
  if (seedingCodeHash) return seedingCodeHash;
  const hash = createHash('sha256');
  for (const file of sourceFiles()) hash.update(file).update(readFileSync(file));
  seedingCodeHash = hash.digest('hex').slice(0, 16);
  return seedingCodeHash;
}

/** Snapshots (≈ 60 MB each) past their period are deleted, so the temp folder does not fill up. */
function pruneSnapshots(): void {
  for (const name of readdirSync(SNAPSHOT_DIR)) {
    const path = join(SNAPSHOT_DIR, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > 2 * CLOCK_SNAPSHOT_MS) rmSync(path, { force: true });
    } catch {
      // Deleted meanwhile by another test file.
    }
  }
}

function sourceFiles(): string[] {
  const root = resolve(import.meta.dirname, '../..');
  const out: string[] = [join(root, 'server/testing/test-db.ts')];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.includes('.test.')) out.push(path);
    }
  };
  for (const dir of ['server/db', 'server/seed', 'server/repositories', 'server/search', 'server/idp', 'server/auth', 'server/assets', 'contract']) walk(join(root, dir));
  for (const name of readdirSync(join(root, 'server')).sort()) {
    if (name.endsWith('.ts') && !name.includes('.test.')) out.push(join(root, 'server', name));
  }
  return out;
}

/** For tests that must never reach the database: any query fails the test loudly. */
export const unreachableDb: Queryable = {
  query: () => Promise.reject(new Error('이 테스트는 데이터베이스를 쓰지 않아야 합니다.')),
  exec: () => Promise.reject(new Error('이 테스트는 데이터베이스를 쓰지 않아야 합니다.')),
};

import type { Db, Queryable } from '../db/db';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
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
 * books, programs and closed days included): one per test file (start-up ≈ 3 s). The content is
 * dated relative to `now` (default: the real clock).
 */
export async function openSeededTestDb(options: { now?: number } = {}): Promise<Db> {
  const db = await openPglite();
  await migrate(db);
  await seedIfEmpty(db);
  await seedLibraryInfoIfEmpty(db);
  await seedMembersIfEmpty(db, TEST_SCRYPT_PARAMS);
  await seedBoardsIfEmpty(db, options);
  await seedProgramDetailsIfEmpty(db, options);
  return db;
}

/** For tests that must never reach the database: any query fails the test loudly. */
export const unreachableDb: Queryable = {
  query: () => Promise.reject(new Error('이 테스트는 데이터베이스를 쓰지 않아야 합니다.')),
  exec: () => Promise.reject(new Error('이 테스트는 데이터베이스를 쓰지 않아야 합니다.')),
};

import type { Db, Queryable } from '../db/db';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { seedIfEmpty } from '../seed/seed';

/** An in-memory PGlite with the schema and the demo data: one per test file (start-up ≈ 3 s). */
export async function openSeededTestDb(): Promise<Db> {
  const db = await openPglite();
  await migrate(db);
  await seedIfEmpty(db);
  return db;
}

/** For tests that must never reach the database: any query fails the test loudly. */
export const unreachableDb: Queryable = {
  query: () => Promise.reject(new Error('이 테스트는 데이터베이스를 쓰지 않아야 합니다.')),
  exec: () => Promise.reject(new Error('이 테스트는 데이터베이스를 쓰지 않아야 합니다.')),
};

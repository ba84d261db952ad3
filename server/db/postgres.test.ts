import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { ENCODING_MESSAGE, loadMigrations, migrate } from './migrate';
import { openPostgres } from './postgres';
import { openTestSchema } from '../testing/test-db';

/**
 * What only a real PostgreSQL shows. The rest of the server's tests run on it as well when
 * TEST_DATABASE_URL is set (`npm test` starts a throwaway cluster: scripts/with-postgres.ts); each
 * file works in a schema of its own and drops it afterwards.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PostgreSQL (TEST_DATABASE_URL)', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openTestSchema(url ?? '');
  });
  afterAll(async () => {
    await db.close();
  });

  it('migrates every migration once, idempotently', async () => {
    const all = (await loadMigrations()).map((migration) => migration.version);
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO libraries (manage_code, name) VALUES ('7', '롤백 도서관')`);
        throw new Error('중단');
      }),
    ).rejects.toThrow('중단');
    expect(await db.query(`SELECT 1 FROM libraries WHERE manage_code = '7'`)).toEqual([]);
  });

  it('sorts Korean titles the same whatever the database collation: code-point order, 가나다', async () => {
    const rows = await db.query<{ t: string }>(
      `SELECT t FROM (VALUES ('하얀 배'), ('가나'), ('Zebra'), ('apple'), ('나무'), ('까치')) AS v(t) ORDER BY t COLLATE "C"`,
    );
    expect(rows.map((row) => row.t)).toEqual(['Zebra', 'apple', '가나', '까치', '나무', '하얀 배']);
  });

  it('stops before any change on a database that is not UTF8, saying how to make one', async () => {
    const name = `gglib_ascii_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} ENCODING 'SQL_ASCII' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`);
      const target = new URL(url ?? '');
      target.pathname = `/${name}`;
      const ascii = await openPostgres(target.toString(), { max: 1 });
      try {
        await expect(migrate(ascii)).rejects.toThrow(ENCODING_MESSAGE('SQL_ASCII'));
        expect(await ascii.query(`SELECT 1 FROM pg_tables WHERE tablename = 'schema_migrations'`)).toEqual([]);
      } finally {
        await ascii.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
  });
});

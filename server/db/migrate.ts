import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** `0001_init.sql` → version '0001', name 'init'. */
const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/**
 * Any fixed number: every server starting against the same PostgreSQL queues on this lock, so
 * two instances never apply the same migration at once.
 */
const MIGRATION_LOCK_KEY = 1416740001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => {
      const match = FILE_PATTERN.exec(file);
      if (!match?.[1] || !match[2]) {
        throw new Error(`마이그레이션 파일 이름이 규칙(0001_name.sql)에 맞지 않습니다: ${file}`);
      }
      return { version: match[1], name: match[2], sql: await readFile(join(dir, file), 'utf8') };
    }),
  );
}

/** What the server says when the database cannot hold Korean text as the seed and search need. */
export const ENCODING_MESSAGE = (encoding: string) =>
  `데이터베이스 인코딩이 ${encoding}입니다. 경기도서관 포털은 UTF8 데이터베이스가 필요합니다: ` +
  `createdb -E UTF8 -T template0 (또는 initdb -E UTF8)로 만든 데이터베이스를 DATABASE_URL에 넣어 주세요. ` +
  `The database encoding is ${encoding}; the portal needs a UTF8 database (createdb -E UTF8 -T template0).`;

/**
 * Stops before any change on a database that is not UTF8 (issue 19): `initdb` without a UTF-8
 * locale makes SQL_ASCII, where the seed's Unicode normalisation fails half-way, and then again at
 * every start. Nothing is migrated; the message says how to make a suitable database.
 */
async function requireUtf8(db: Db): Promise<void> {
  const [row] = await db.query<{ server_encoding: string }>('SHOW server_encoding');
  const encoding = row?.server_encoding ?? '';
  if (encoding.toUpperCase() !== 'UTF8') throw new Error(ENCODING_MESSAGE(encoding || '(알 수 없음)'));
}

/**
 * Applies, in version order, each migration not yet recorded in schema_migrations, each in its
 * own transaction together with its record, so a failed migration leaves no trace and is retried
 * on the next start. Returns the versions applied now.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await requireUtf8(db);
  const migrations = await loadMigrations(dir);
  await db.transaction(async (tx) => {
    // Under the lock too: concurrent CREATE TABLE IF NOT EXISTS can still collide in PostgreSQL.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      // Checked under the lock: another instance may have applied it while we waited.
      const rows = await tx.query<{ version: string }>('SELECT version FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

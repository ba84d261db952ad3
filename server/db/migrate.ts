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

/**
 * Applies, in version order, each migration not yet recorded in schema_migrations, each in its
 * own transaction together with its record, so a failed migration leaves no trace and is retried
 * on the next start. Returns the versions applied now.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
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

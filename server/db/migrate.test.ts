import { mkdtemp, copyFile, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_CODE } from '../../contract/constants';
import { SEED_MENUS } from '../seed/menus';
import { SEED_PAGES } from '../seed/pages';
import { flattenMenus, seedIfEmpty } from '../seed/seed';
import type { Db } from './db';
import { MIGRATIONS_DIR, loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite';

let db: Db;
let scratch: string;

beforeAll(async () => {
  db = await openPglite();
  scratch = await mkdtemp(join(tmpdir(), 'gglib-migrations-'));
});
afterAll(async () => {
  await db.close();
  await rm(scratch, { recursive: true, force: true });
});

// Also covers seedIfEmpty: this file's database is the one that starts empty (one PGlite per file).
describe('migrate, then seed', () => {
  it('applies every migration once, in order, and records it', async () => {
    const all = (await loadMigrations()).map((m) => m.version);
    expect(all[0]).toBe('0001');
    expect(await migrate(db)).toEqual(all);
    const rows = await db.query<{ version: string; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(all);
    expect(rows[0]?.name).toBe('init');
  });

  it('is idempotent: a second run applies nothing and changes nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(count?.n).toBe((await loadMigrations()).length);
  });

  it('creates the tables this issue needs', async () => {
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['libraries', 'menus', 'content_pages', 'popups', 'access_logs', 'schema_migrations']),
    );
  });

  it('then seeds the empty database once and never again', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    const [menus] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM menus WHERE manage_code = $1', [
      MANAGE_CODE,
    ]);
    expect(menus?.n).toBe(flattenMenus(SEED_MENUS).length);
    const [pages] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_pages');
    expect(pages?.n).toBe(SEED_PAGES.length);
  });

  it('moves the menu id sequence past the seeded ids', async () => {
    const [row] = await db.query<{ menu_id: number }>(
      `INSERT INTO menus (manage_code, menu_name, menu_type) VALUES ($1, '새 메뉴', 0) RETURNING menu_id`,
      [MANAGE_CODE],
    );
    expect(row?.menu_id).toBeGreaterThan(Math.max(...flattenMenus(SEED_MENUS).map(({ menu }) => menu.id)));
  });

  it('rolls a failing migration back whole and leaves it unrecorded', async () => {
    await copyFile(join(MIGRATIONS_DIR, '0001_init.sql'), join(scratch, '0001_init.sql'));
    await writeFile(
      join(scratch, '0999_broken.sql'),
      'CREATE TABLE half_done (x int);\nSELECT * FROM no_such_table;\n',
    );
    await expect(migrate(db, scratch)).rejects.toThrow(/no_such_table/);
    const recorded = await db.query('SELECT 1 FROM schema_migrations WHERE version = $1', ['0999']);
    expect(recorded).toEqual([]);
    const table = await db.query(`SELECT to_regclass('half_done') AS t`);
    expect(table).toEqual([{ t: null }]);
  });

  it('refuses a migration file whose name breaks the pattern', async () => {
    await writeFile(join(scratch, '2_oops.sql'), 'SELECT 1;');
    await expect(loadMigrations(scratch)).rejects.toThrow(/2_oops\.sql/);
  });

  it('enforces menu targets in the schema (type 5 needs an https address)', async () => {
    await expect(
      db.query(
        `INSERT INTO menus (manage_code, menu_name, menu_type, outside_url) VALUES ($1, '외부', 5, 'http://x')`,
        [MANAGE_CODE],
      ),
    ).rejects.toThrow(/check constraint/);
  });
});

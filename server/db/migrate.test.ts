import { existsSync } from 'node:fs';
import { mkdtemp, copyFile, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_CODE } from '../../contract/constants';
import { SEED_MENUS } from '../seed/menus';
import { SEED_PAGES } from '../seed/pages';
import { verifyPassword } from '../auth/password';
import { SEED_MEMBER_PASSWORD, SEED_MEMBERS, seedMembersIfEmpty } from '../seed/members';
import { SEED_BOARDS, seedPosts } from '../seed/boards';
import { SEED_BOOKS } from '../seed/books';
import { SEED_CURATIONS, SEED_RECOMMEND_LISTS, seedDiscoveryIfEmpty } from '../seed/discovery';
import { insertGeneratedBooks } from '../seed/generate-books';
import { seedHoldingsIfEmpty } from '../seed/holdings';
import { seedBoardsIfEmpty } from '../seed/portal-content';
import { SEED_PROGRAMS } from '../seed/programs';
import { flattenMenus, seedIfEmpty } from '../seed/seed';
import { DEFAULT_UPLOADS_DIR } from '../routes/uploads';
import { TEST_SCRYPT_PARAMS } from '../testing/test-db';
import type { Db } from './db';
import { MIGRATIONS_DIR, loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite';

let db: Db;
let scratch: string;

/** Every migration after `version`, in order: what an upgrade from there applies. */
const versionsAfter = async (version: string) => (await loadMigrations()).map((m) => m.version).filter((v) => v > version);
const CHEAP = TEST_SCRYPT_PARAMS;

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
      expect.arrayContaining([
        'libraries',
        'menus',
        'content_pages',
        'popups',
        'access_logs',
        'schema_migrations',
        'members',
        'member_sessions',
        'device_credentials',
        'sso_tokens',
        'sso_logout_codes',
        'boards',
        'posts',
        'post_attachments',
        'books',
        'programs',
        'closed_days',
        // 0006
        'holdings',
        'loans',
        'member_suspensions',
        'reservations',
        'wishes',
        'interests',
        'program_applications',
        'facilities',
        'facility_bookings',
        'curations',
        'curation_books',
        'bestseller_lists',
        'bestseller_books',
        'recommend_lists',
        'recommend_books',
        // 0008
        'chat_sessions',
        'chat_messages',
      ]),
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

  it('seeds the demo members as a step of its own, once, with hashed passwords and random keys', async () => {
    expect(await seedMembersIfEmpty(db, CHEAP)).toBe(true);
    expect(await seedMembersIfEmpty(db, CHEAP)).toBe(false);
    const rows = await db.query<{ user_id: string; password_hash: string; user_key: string; rec_key: string }>(
      'SELECT user_id, password_hash, user_key, rec_key FROM members ORDER BY id',
    );
    expect(rows.map((r) => r.user_id)).toEqual(SEED_MEMBERS.map((m) => m.userId));
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(await verifyPassword(SEED_MEMBER_PASSWORD, row.password_hash)).toBe(true);
      expect(row.user_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(row.rec_key).not.toBe(row.user_key);
    }
  });

  it('seeds boards, posts, books, programs and closed days as a step of its own, once', async () => {
    expect(await seedBoardsIfEmpty(db)).toBe(true);
    expect(await seedBoardsIfEmpty(db)).toBe(false);
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
    expect(await count('boards')).toBe(SEED_BOARDS.length);
    expect(await count('posts')).toBe(seedPosts({ today: '2026-01-01', nextMonthClosed: [], nextHoliday: null }).length);
    expect(await count('books')).toBe(SEED_BOOKS.length);
    expect(await count('programs')).toBe(SEED_PROGRAMS.length);
    expect(await count('closed_days')).toBeGreaterThan(40);
    const sizes = await db.query<{ file_size: number }>('SELECT file_size FROM post_attachments');
    expect(sizes.length).toBeGreaterThanOrEqual(6);
    for (const { file_size } of sizes) expect(file_size).toBeGreaterThan(0);
    const writers = await db.query<{ user_id: string; n: number }>(
      `SELECT m.user_id, count(*)::int AS n FROM posts p JOIN members m ON m.id = p.writer_member_id
        GROUP BY m.user_id ORDER BY m.user_id`,
    );
    expect(writers.map((w) => w.user_id)).toEqual(['member1', 'member2']);
  });

  it('then seeds copies with their loans, and the discovery lists, as steps of their own, once', async () => {
    expect(await seedHoldingsIfEmpty(db)).toBe(true);
    expect(await seedHoldingsIfEmpty(db)).toBe(false);
    expect(await seedDiscoveryIfEmpty(db)).toBe(true);
    expect(await seedDiscoveryIfEmpty(db)).toBe(false);
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
    expect(await count('holdings')).toBeGreaterThanOrEqual(SEED_BOOKS.length);
    expect(await count('loans')).toBeGreaterThan(0);
    expect(await count('curations')).toBe(SEED_CURATIONS.length);
    expect(await count('bestseller_lists')).toBe(3);
    expect(await count('recommend_lists')).toBe(SEED_RECOMMEND_LISTS.length);
    const [orphans] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM books b WHERE NOT EXISTS (SELECT 1 FROM holdings h WHERE h.book_key = b.book_key)',
    );
    expect(orphans?.n).toBe(0);
  });

  it('refuses a second member whose id differs only in case', async () => {
    await expect(
      db.query(
        `INSERT INTO members (user_id, password_hash, user_key, rec_key, user_no, name)
         VALUES ('MEMBER1', 'scrypt$x', $1, $2, '1', '가')`,
        ['k'.repeat(20), 'r'.repeat(20)],
      ),
    ).rejects.toThrow(/members_user_id_lower_idx/);
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

describe('upgrading a data directory made before boards existed', () => {
  it('applies 0003 and then adds the boards and their content, leaving the rest alone', async () => {
    await db.exec('CREATE SCHEMA before_boards; SET search_path TO before_boards');
    try {
      const firstTwo = await mkdtemp(join(tmpdir(), 'gglib-old-'));
      for (const file of ['0001_init.sql', '0002_members.sql']) await copyFile(join(MIGRATIONS_DIR, file), join(firstTwo, file));
      expect(await migrate(db, firstTwo)).toEqual(['0001', '0002']);
      expect(await seedIfEmpty(db)).toBe(true);
      expect(await seedMembersIfEmpty(db, CHEAP)).toBe(true);
      await rm(firstTwo, { recursive: true, force: true });

      expect(await migrate(db)).toEqual(await versionsAfter('0002'));
      expect(await seedIfEmpty(db)).toBe(false);
      expect(await seedMembersIfEmpty(db, CHEAP)).toBe(false);
      expect(await seedBoardsIfEmpty(db)).toBe(true);
      const [boards] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM before_boards.boards');
      expect(boards?.n).toBe(SEED_BOARDS.length);
      expect(await seedHoldingsIfEmpty(db)).toBe(true);
      expect(await seedDiscoveryIfEmpty(db)).toBe(true);
    } finally {
      await db.exec('SET search_path TO public; DROP SCHEMA before_boards CASCADE');
    }
  });
});

describe('upgrading a data directory seeded while the demo images were SVG', () => {
  it('applies 0010: the seed\'s popups, covers and posters name their WebP files, other paths stay', async () => {
    await db.exec('CREATE SCHEMA before_webp; SET search_path TO before_webp');
    try {
      const upTo9 = await mkdtemp(join(tmpdir(), 'gglib-old-'));
      const old = (await loadMigrations()).filter((m) => m.version <= '0009');
      for (const m of old) await copyFile(join(MIGRATIONS_DIR, `${m.version}_${m.name}.sql`), join(upTo9, `${m.version}_${m.name}.sql`));
      expect(await migrate(db, upTo9)).toEqual(old.map((m) => m.version));
      await rm(upTo9, { recursive: true, force: true });
      expect(await seedIfEmpty(db)).toBe(true);
      expect(await seedMembersIfEmpty(db, CHEAP)).toBe(true);
      expect(await seedBoardsIfEmpty(db)).toBe(true);
      // What the seed wrote before: the same names as .svg; and paths of the library's own.
      await db.exec(`
        UPDATE popups SET image_path = replace(image_path, '.webp', '.svg');
        UPDATE books SET cover_url = replace(cover_url, '.webp', '.svg');
        UPDATE programs SET poster_url = replace(poster_url, '.webp', '.svg');
        INSERT INTO popups (manage_code, title, image_path, start_date, end_date)
          VALUES ('${MANAGE_CODE}', '직접 올린 알림', '/uploads/popup/own-notice.svg', '2025-01-01', '2099-12-31');
        UPDATE books SET cover_url = '/uploads/covers/own-scan.svg' WHERE book_key = 'GGL0000002';`);

      expect(await migrate(db)).toEqual(await versionsAfter('0009'));
      const paths = await db.query<{ path: string }>(
        `SELECT image_path AS path FROM popups UNION ALL
         SELECT cover_url FROM books WHERE cover_url <> '' UNION ALL
         SELECT poster_url FROM programs WHERE poster_url <> ''`,
      );
      const own = ['/uploads/popup/own-notice.svg', '/uploads/covers/own-scan.svg'];
      expect(paths.filter((p) => p.path.endsWith('.svg')).map((p) => p.path).sort()).toEqual(own.sort());
      const seeded = paths.map((p) => p.path).filter((path) => !own.includes(path));
      expect(seeded.length).toBeGreaterThan(SEED_BOOKS.length / 2);
      const missing = seeded.filter((path) => !existsSync(join(DEFAULT_UPLOADS_DIR, path.replace(/^\/uploads\//, ''))));
      expect(missing).toEqual([]);
    } finally {
      await db.exec('SET search_path TO public; DROP SCHEMA before_webp CASCADE');
    }
  });
});

describe('upgrading a data directory made before members existed', () => {
  // In a schema of its own on this file's database: a second PGlite would cost seconds.
  it('applies 0002 and then adds the demo members, leaving the site data alone', async () => {
    await db.exec('CREATE SCHEMA before_members; SET search_path TO before_members');
    try {
      const onlyFirst = await mkdtemp(join(tmpdir(), 'gglib-old-'));
      await copyFile(join(MIGRATIONS_DIR, '0001_init.sql'), join(onlyFirst, '0001_init.sql'));
      expect(await migrate(db, onlyFirst)).toEqual(['0001']);
      expect(await seedIfEmpty(db)).toBe(true);
      await rm(onlyFirst, { recursive: true, force: true });

      expect(await migrate(db)).toEqual(await versionsAfter('0001'));
      expect(await seedIfEmpty(db)).toBe(false);
      expect(await seedMembersIfEmpty(db, CHEAP)).toBe(true);
      const [members] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM before_members.members');
      expect(members?.n).toBe(SEED_MEMBERS.length);
    } finally {
      await db.exec('SET search_path TO public; DROP SCHEMA before_members CASCADE');
    }
  });
});

describe('copies for a data directory seeded before holdings existed', () => {
  it('gives copies to every book once, also when generated books with copies came before the demo books', async () => {
    await db.exec('CREATE SCHEMA before_holdings; SET search_path TO before_holdings');
    try {
      expect(await migrate(db)).toEqual(await versionsAfter('0000'));
      // Generated books first (they bring their own copies), then the demo site and its real books.
      await insertGeneratedBooks(db, { count: 40 });
      expect(await seedHoldingsIfEmpty(db)).toBe(false);
      expect(await seedIfEmpty(db)).toBe(true);
      expect(await seedMembersIfEmpty(db, CHEAP)).toBe(true);
      expect(await seedBoardsIfEmpty(db)).toBe(true);
      const [before] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM holdings WHERE book_key LIKE 'GEN%'`);
      expect(await seedHoldingsIfEmpty(db)).toBe(true);
      expect(await seedHoldingsIfEmpty(db)).toBe(false);
      const [after] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM holdings WHERE book_key LIKE 'GEN%'`);
      expect(after?.n).toBe(before?.n);
      const [orphans] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM books b WHERE NOT EXISTS (SELECT 1 FROM holdings h WHERE h.book_key = b.book_key)',
      );
      expect(orphans?.n).toBe(0);
      const [regs] = await db.query<{ n: number; distinct: number }>('SELECT count(*)::int AS n, count(DISTINCT reg_no)::int AS distinct FROM holdings');
      expect(regs?.distinct).toBe(regs?.n);
    } finally {
      await db.exec('SET search_path TO public; DROP SCHEMA before_holdings CASCADE');
    }
  });
});

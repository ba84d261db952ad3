import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANAGE_CODE } from '../../contract/constants';
import type { Db, Queryable } from '../db/db';
import { SEED_MENUS, type SeedMenu } from './menus';
import { SEED_PAGES } from './pages';
import { SEED_POPUPS } from './popups';

export const PAGES_DIR = fileURLToPath(new URL('./pages/', import.meta.url));

/** Serialises concurrent first starts against one PostgreSQL (see migrate.ts). */
const SEED_LOCK_KEY = 1416740002;

interface FlatMenu {
  menu: SeedMenu;
  parentId: number | null;
  order: number;
}

/** Parents before children, so each row's parent_id already exists when it is inserted. */
export function flattenMenus(menus: readonly SeedMenu[], parentId: number | null = null): FlatMenu[] {
  return menus.flatMap((menu, order) => [{ menu, parentId, order }, ...flattenMenus(menu.children ?? [], menu.id)]);
}

async function insertMenus(tx: Queryable, manageCode: string): Promise<void> {
  for (const { menu, parentId, order } of flattenMenus(SEED_MENUS)) {
    await tx.query(
      `INSERT INTO menus (menu_id, manage_code, parent_id, sort_order, menu_name, menu_type,
                          menu_url_word, module_url, outside_url, inside_url, login_required)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        menu.id,
        manageCode,
        parentId,
        order,
        menu.name,
        menu.type,
        menu.word ?? '',
        menu.module ?? '',
        menu.outside ?? '',
        menu.inside ?? '',
        menu.login ?? false,
      ],
    );
  }
  // Explicit ids leave the identity sequence behind; menus added later must not collide.
  await tx.query(`SELECT setval(pg_get_serial_sequence('menus', 'menu_id'), (SELECT max(menu_id) FROM menus))`);
}

async function insertPages(tx: Queryable, manageCode: string, bodies: readonly string[]): Promise<void> {
  for (const [index, page] of SEED_PAGES.entries()) {
    await tx.query(
      `INSERT INTO content_pages (manage_code, kind, menu_url_word, title, body_md, published)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [manageCode, page.kind, page.word, page.title, bodies[index] ?? '', page.published],
    );
  }
}

async function insertPopups(tx: Queryable, manageCode: string): Promise<void> {
  for (const [order, popup] of SEED_POPUPS.entries()) {
    await tx.query(
      `INSERT INTO popups (manage_code, title, image_path, link_use, link_url, start_date, end_date, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [manageCode, popup.title, popup.image, popup.link !== undefined, popup.link ?? '', popup.start, popup.end, order],
    );
  }
}

async function hasNoLibrary(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM libraries');
  return (row?.count ?? 0) === 0;
}

/**
 * Fills an empty database with the demo site (경기도서관, manage_code 141674) in one transaction.
 * Does nothing, and returns false, once any library exists: edits made since are never undone.
 */
export async function seedIfEmpty(db: Db, pagesDir = PAGES_DIR): Promise<boolean> {
  // The usual start finds data: answer before reading any page file.
  if (!(await hasNoLibrary(db))) return false;
  const bodies = await Promise.all(SEED_PAGES.map((page) => readFile(join(pagesDir, `${page.word}.md`), 'utf8')));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    // Again under the lock: another instance may have seeded while this one read the files.
    if (!(await hasNoLibrary(tx))) return false;
    await tx.query('INSERT INTO libraries (manage_code, name) VALUES ($1, $2)', [MANAGE_CODE, '경기도서관']);
    await insertMenus(tx, MANAGE_CODE);
    await insertPages(tx, MANAGE_CODE, bodies);
    await insertPopups(tx, MANAGE_CODE);
    return true;
  });
}

import { MENU_TYPES, type MenuItem, type MenuType } from '../../contract/menu';
import type { Queryable } from '../db/db';

export interface MenuRow {
  menu_id: number;
  parent_id: number | null;
  menu_name: string;
  menu_type: number;
  menu_url_word: string;
  module_url: string;
  outside_url: string;
  inside_url: string;
  login_required: boolean;
}

const isMenuType = (value: number): value is MenuType => (MENU_TYPES as readonly number[]).includes(value);

/**
 * Nests rows under their parents, keeping the given order among siblings. Only what hangs from a
 * root is returned, so a row whose parent is missing or that sits in a parent cycle can never
 * loop or surface at the wrong level.
 */
export function buildMenuTree(rows: readonly MenuRow[]): MenuItem[] {
  const childrenOf = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parent_id);
    if (siblings) siblings.push(row);
    else childrenOf.set(row.parent_id, [row]);
  }
  const seen = new Set<number>();
  const build = (parentId: number | null): MenuItem[] =>
    (childrenOf.get(parentId) ?? []).flatMap((row) => {
      if (seen.has(row.menu_id) || !isMenuType(row.menu_type)) return [];
      seen.add(row.menu_id);
      return [
        {
          MENU_ID: row.menu_id,
          MENU_NAME: row.menu_name,
          MENU_TYPE: row.menu_type,
          MENU_URL_WORD: row.menu_url_word,
          MODULE_URL: row.module_url,
          OUTSIDE_URL: row.outside_url,
          INSIDE_URL: row.inside_url,
          MENU_LOGIN_YN: row.login_required ? 'Y' : 'N',
          children: build(row.menu_id),
        },
      ];
    });
  return build(null);
}

/** The site's whole menu tree, siblings in display order; [] for an unknown site. */
export async function listMenuTree(db: Queryable, manageCode: string): Promise<MenuItem[]> {
  const rows = await db.query<MenuRow>(
    `SELECT menu_id, parent_id, menu_name, menu_type, menu_url_word, module_url, outside_url,
            inside_url, login_required
       FROM menus
      WHERE manage_code = $1
      ORDER BY sort_order, menu_id`,
    [manageCode],
  );
  return buildMenuTree(rows);
}

import * as v from 'valibot';
import { MenuItemSchema, type MenuItem } from '../../../contract/menu';
import { getDatabase } from '../database';

const StoredMenus = v.object({
  manageCode: v.string(),
  items: v.array(MenuItemSchema),
  fetchedAt: v.number(),
});

export interface CachedMenus {
  items: MenuItem[];
  fetchedAt: number;
}

/** The cached menu tree, or null when absent or no longer valid. */
export async function readMenus(manageCode: string): Promise<CachedMenus | null> {
  // Read-only on purpose: this runs inside live queries, where writes are not allowed.
  // An invalid record reads as absent and the next successful fetch overwrites it.
  const row = await getDatabase().menus.get(manageCode);
  if (!row) return null;
  const parsed = v.safeParse(StoredMenus, row);
  if (!parsed.success) return null;
  return { items: parsed.output.items, fetchedAt: parsed.output.fetchedAt };
}

export async function saveMenus(manageCode: string, items: MenuItem[], fetchedAt: number): Promise<void> {
  await getDatabase().menus.put({ manageCode, items, fetchedAt });
}

import * as v from 'valibot';
import { PopupSchema, type Popup } from '../../../contract/popup';
import { getDatabase } from '../database';

const StoredPopups = v.object({
  manageCode: v.string(),
  today: v.string(),
  items: v.array(PopupSchema),
  fetchedAt: v.number(),
});

/** Popups cached for the given day; another day's list is not returned. */
export async function readPopups(manageCode: string, today: string): Promise<Popup[] | null> {
  const row = await getDatabase().popups.get(manageCode);
  const parsed = row ? v.safeParse(StoredPopups, row) : null;
  if (!parsed?.success || parsed.output.today !== today) return null;
  return parsed.output.items;
}

export async function savePopups(manageCode: string, today: string, items: Popup[], fetchedAt = Date.now()): Promise<void> {
  await getDatabase().popups.put({ manageCode, today, items, fetchedAt });
}

import * as v from 'valibot';
import { getDatabase } from '../database';

/**
 * Small key-value entries (spec §3 local storage: dynamicPageData, popup_no_sight, …).
 * Readers pass a schema: stored data is input like any other and is checked on the way out.
 */
export async function readValue<T>(key: string, schema: v.GenericSchema<unknown, T>): Promise<T | null> {
  const row = await getDatabase().kv.get(key);
  if (!row) return null;
  const parsed = v.safeParse(schema, row.value);
  return parsed.success ? parsed.output : null;
}

export async function writeValue(key: string, value: unknown): Promise<void> {
  await getDatabase().kv.put({ key, value });
}

export async function deleteValue(key: string): Promise<void> {
  await getDatabase().kv.delete(key);
}

const PageData = v.record(v.string(), v.string());

/** dynamicPageData: a map of page keys to values a page remembers between visits. */
export async function readDynamicPageData(): Promise<Record<string, string>> {
  return (await readValue('dynamicPageData', PageData)) ?? {};
}

export async function setDynamicPageValue(pageKey: string, value: string): Promise<void> {
  const db = getDatabase();
  await db.transaction('rw', db.kv, async () => {
    const current = await readDynamicPageData();
    await writeValue('dynamicPageData', { ...current, [pageKey]: value });
  });
}

/** Keys of a member's own data kept for offline reading start with this; a logout removes them. */
export const MEMBER_DATA_PREFIX = 'my:';

/** Removes every entry whose key starts with `prefix` (e.g. a member's lists at logout). */
export async function deleteValuesWithPrefix(prefix: string): Promise<void> {
  await getDatabase().kv.where('key').startsWith(prefix).delete();
}

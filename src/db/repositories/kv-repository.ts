import * as v from 'valibot';
import { getRow, putRow, rowValue, updateRow } from '../idb';

/**
 * Small key-value entries the spec names (§3 local storage: dynamicPageData); src/data/registry.ts
 * lists them. Answers of the API are not kept here but in `resources` (src/data).
 * Readers pass a schema: stored data is input like any other and is checked on the way out.
 */
export async function readValue<T>(key: string, schema: v.GenericSchema<unknown, T>): Promise<T | null> {
  const row = await getRow('kv', key);
  if (row === undefined) return null;
  const parsed = v.safeParse(schema, rowValue(row));
  return parsed.success ? parsed.output : null;
}

export async function writeValue(key: string, value: unknown): Promise<void> {
  await putRow('kv', key, { key, value });
}

const PageData = v.record(v.string(), v.string());

/** dynamicPageData: a map of page keys to values a page remembers between visits. */
export async function readDynamicPageData(): Promise<Record<string, string>> {
  return (await readValue('dynamicPageData', PageData)) ?? {};
}

export async function setDynamicPageValue(pageKey: string, value: string): Promise<void> {
  await updateRow('kv', 'dynamicPageData', (current) => {
    const parsed = v.safeParse(PageData, rowValue(current));
    return { key: 'dynamicPageData', value: { ...(parsed.success ? parsed.output : {}), [pageKey]: value } };
  });
}

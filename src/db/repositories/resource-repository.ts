import { getDatabase, type ResourceRecord } from '../database';

// The resource layer's storage (src/data/resource.ts decides keys, validation and freshness).

/** The raw entry under `key`, or null. Read-only: it also runs inside live queries. */
export async function readResource(key: string): Promise<ResourceRecord | null> {
  return (await getDatabase().resources.get(key)) ?? null;
}

export async function writeResource(record: ResourceRecord): Promise<void> {
  await getDatabase().resources.put(record);
}

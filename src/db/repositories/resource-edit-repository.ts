import { getDatabase, type ResourceRecord } from '../database';

// Changes and deletions of resource entries (resource-repository.ts reads and writes them).

/**
 * Reads, changes and writes one entry in a single transaction (two tabs editing the same list do
 * not lose each other's change). `change` gets null when nothing is stored and returns the new
 * record, or null to delete it.
 */
export async function changeResource(key: string, change: (current: ResourceRecord | null) => ResourceRecord | null): Promise<void> {
  const db = getDatabase();
  await db.transaction('rw', db.resources, async () => {
    const next = change((await db.resources.get(key)) ?? null);
    if (next) await db.resources.put(next);
    else await db.resources.delete(key);
  });
}

export async function deleteResource(key: string): Promise<void> {
  await getDatabase().resources.delete(key);
}

/** Deletes every entry of the given families (a logout removes the member's own data). */
export async function deleteFamilies(families: readonly string[]): Promise<number> {
  if (families.length === 0) return 0;
  return getDatabase().resources.where('family').anyOf([...families]).delete();
}

/** Deletes the entries whose key starts with `prefix` (e.g. every page of one board). */
export async function deleteResourcesWithPrefix(prefix: string): Promise<number> {
  return getDatabase().resources.where('key').startsWith(prefix).delete();
}

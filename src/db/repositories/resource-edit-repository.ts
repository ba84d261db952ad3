import type { ResourceRecord } from '../database';
import { deleteRow, deleteRows, prefixRange, updateRow } from '../idb';
import { isResourceRecord } from './resource-repository';

// Changes and deletions of resource entries (resource-repository.ts reads and writes them).

/**
 * Reads, changes and writes one entry in a single transaction (two tabs editing the same list do
 * not lose each other's change). `change` gets null when nothing is stored and returns the new
 * record, or null to delete it.
 */
export async function changeResource(key: string, change: (current: ResourceRecord | null) => ResourceRecord | null): Promise<void> {
  await updateRow('resources', key, (current) => change(isResourceRecord(current) ? current : null));
}

export async function deleteResource(key: string): Promise<void> {
  await deleteRow('resources', key);
}

/** Deletes every entry of the given families (a logout removes the member's own data). */
export async function deleteFamilies(families: readonly string[]): Promise<number> {
  if (families.length === 0) return 0;
  return deleteRows('resources', { index: 'family', ranges: families.map((family) => IDBKeyRange.only(family)) });
}

/** Deletes the entries whose key starts with `prefix` (e.g. every page of one board). */
export async function deleteResourcesWithPrefix(prefix: string): Promise<number> {
  return deleteRows('resources', { ranges: [prefixRange(prefix)] });
}

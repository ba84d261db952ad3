import type { ResourceRecord } from '../database';
import { getRow, putRow } from '../idb';

/** Does a stored row have the shape of a resource entry (its `data` is checked where it is read)? */
export function isResourceRecord(row: unknown): row is ResourceRecord {
  if (typeof row !== 'object' || row === null) return false;
  const { key, family, fetchedAt } = row as Partial<ResourceRecord>;
  return typeof key === 'string' && typeof family === 'string' && typeof fetchedAt === 'number';
}

/** The raw entry under `key`, or null (its `data` is checked by the resource layer that reads it). */
export async function readResource(key: string): Promise<ResourceRecord | null> {
  const row = await getRow('resources', key);
  return isResourceRecord(row) && row.key === key ? row : null;
}

/** Replaces the entry under `record.key`. */
export async function writeResource(record: ResourceRecord): Promise<void> {
  await putRow('resources', record.key, record);
}

import { changeResource, deleteResource, deleteResourcesWithPrefix } from '../db/repositories/resource-edit-repository';
import { writeResource } from '../db/repositories/resource-repository';
import * as v from 'valibot';
import { noteChange, type Resource } from './resource';

// Local changes to stored copies (a rename, a new message, a forgotten post). Apart from
// resource.ts, which every page loads at start, because only some pages change what they keep.

/** Stores data as the copy of `params` (e.g. an answer the page got by other means). */
export async function writeStored<P, T>(resource: Resource<P, T>, params: P, data: T, fetchedAt = Date.now()): Promise<void> {
  const key = resource.key(params);
  noteChange(key);
  await writeResource({ key, family: resource.family, data, fetchedAt });
}

/**
 * Changes the stored copy in place (a rename, a new message, a rating) in one transaction.
 * `change` gets the current data (null when none or invalid) and returns the new data, or null
 * to delete the entry. The entry keeps the time of its last fetch.
 */
export async function updateStored<P, T>(resource: Resource<P, T>, params: P, change: (current: T | null) => T | null): Promise<void> {
  const key = resource.key(params);
  noteChange(key);
  await changeResource(key, (row) => {
    const parsed = row ? v.safeParse(resource.record, { data: row.data, fetchedAt: row.fetchedAt }) : null;
    const next = change(parsed?.success ? parsed.output.data : null);
    if (next === null) return null;
    return { key, family: resource.family, data: next, fetchedAt: parsed?.success ? parsed.output.fetchedAt : Date.now() };
  });
}

/** Deletes the stored copy (after a write, the next look must not show the old one). */
export async function forgetStored<P, T>(resource: Resource<P, T>, params: P): Promise<void> {
  const key = resource.key(params);
  noteChange(key);
  await deleteResource(key);
}

/** Deletes every stored entry of a resource (e.g. all recent searches). */
export async function forgetAll<P, T>(resource: Resource<P, T>): Promise<void> {
  await deleteResourcesWithPrefix(`${resource.family}:`);
}


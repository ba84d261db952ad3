import { deleteRows, getRow, putRow, rowValue } from '../idb';

/** Raw session entries; the session feature encrypts sensitive values before they get here. */
export async function readSessionEntry(key: string): Promise<unknown> {
  return rowValue(await getRow('session', key)) ?? null;
}

export async function writeSessionEntry(key: string, value: unknown, now = Date.now()): Promise<void> {
  await putRow('session', key, { key, value, updatedAt: now });
}

/** Clears every session entry except the ones named (logout keeps the saved id). */
export async function clearSessionExcept(keep: readonly string[]): Promise<void> {
  await deleteRows('session', {}, (key) => typeof key === 'string' && keep.includes(key));
}

import { getDatabase } from '../database';

/** Raw session entries; the session feature encrypts sensitive values before they get here. */
export async function readSessionEntry(key: string): Promise<unknown> {
  return (await getDatabase().session.get(key))?.value ?? null;
}

export async function writeSessionEntry(key: string, value: unknown, now = Date.now()): Promise<void> {
  await getDatabase().session.put({ key, value, updatedAt: now });
}

/** Clears every session entry except the ones named (logout keeps the saved id). */
export async function clearSessionExcept(keep: readonly string[]): Promise<void> {
  const db = getDatabase();
  await db.session.where('key').noneOf([...keep]).delete();
}

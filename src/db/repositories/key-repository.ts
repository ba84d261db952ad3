import { getDatabase } from '../database';

/** A stored CryptoKey, or null. Read-only, usable inside live queries. */
export async function readKey(name: string): Promise<CryptoKey | null> {
  const row = await getDatabase().keys.get(name);
  return row && row.key instanceof CryptoKey ? row.key : null;
}

/**
 * The key stored under name, created by `create` on first use. Runs in one transaction so two
 * tabs starting together end up with the same key.
 */
export async function getOrCreateKey(name: string, create: () => Promise<CryptoKey>): Promise<CryptoKey> {
  const existing = await readKey(name);
  if (existing) return existing;
  // WebCrypto is not an IndexedDB operation, so the key is made before the transaction.
  const fresh = await create();
  const db = getDatabase();
  return db.transaction('rw', db.keys, async () => {
    const row = await db.keys.get(name);
    if (row && row.key instanceof CryptoKey) return row.key;
    await db.keys.put({ name, key: fresh });
    return fresh;
  });
}

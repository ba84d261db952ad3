import { getRow, updateRow } from '../idb';

function keyOf(row: unknown): CryptoKey | null {
  if (typeof row !== 'object' || row === null) return null;
  const { key } = row as { key?: unknown };
  return key instanceof CryptoKey ? key : null;
}

/** A stored CryptoKey, or null. */
export async function readKey(name: string): Promise<CryptoKey | null> {
  return keyOf(await getRow('keys', name));
}

/**
 * The key stored under name, created by `create` on first use. Stored in one transaction that
 * reads first, so two tabs starting together end up with the same key.
 */
export async function getOrCreateKey(name: string, create: () => Promise<CryptoKey>): Promise<CryptoKey> {
  const existing = await readKey(name);
  if (existing) return existing;
  const fresh = await create();
  let kept: CryptoKey = fresh;
  await updateRow('keys', name, (current) => {
    const stored = keyOf(current);
    if (stored) {
      kept = stored;
      return undefined;
    }
    return { name, key: fresh };
  });
  return kept;
}

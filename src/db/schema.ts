/**
 * The database's current shape, in Dexie's schema syntax: the one statement of it. Dexie's
 * version history (database.ts) ends on these stores, and the small IndexedDB core (idb.ts)
 * creates them on a device that has no database yet, so the first page need not load Dexie.
 * A test (database.test.ts) checks that both build the same stores and indexes.
 */
export const DATABASE_VERSION = 4;

export const STORES = {
  resources: 'key, family',
  kv: 'key',
  config: 'key',
  session: 'key',
  // The service worker reads this store by name (contract/worker-protocol.ts OUTBOX_STORE).
  outbox: '++seq, kind, createdAt',
  keys: 'name',
} as const;

export type StoreName = keyof typeof STORES;

/** IndexedDB's version number for a Dexie version (Dexie multiplies by ten). */
export const NATIVE_VERSION = DATABASE_VERSION * 10;

export interface StoreShape {
  name: string;
  keyPath: string;
  autoIncrement: boolean;
  indexes: string[];
}

/** Reads the subset of Dexie's syntax the stores above use: `++key` or `key`, then plain indexes. */
export function storeShape(name: string, spec: string): StoreShape {
  const [primary = '', ...indexes] = spec.split(',').map((part) => part.trim());
  const autoIncrement = primary.startsWith('++');
  const keyPath = autoIncrement ? primary.slice(2) : primary;
  for (const part of [keyPath, ...indexes]) {
    if (!/^[A-Za-z_$][\w$]*$/.test(part)) throw new Error(`schema of ${name}: '${part}' is not a plain key path (only those are supported here)`);
  }
  return { name, keyPath, autoIncrement, indexes };
}

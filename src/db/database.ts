import Dexie, { type EntityTable, type Transaction } from 'dexie';
import { PORTAL_DATABASE, type OutboxWrite } from '../../contract/worker-protocol';
import { closeConnection, useDatabaseNameForTests } from './idb';

/**
 * One entry of the local-first resource layer (src/data): a validated answer of the library's
 * API kept for offline reading, under `key` = `{family}:{id}` or, for a member's own data,
 * `{family}:{user_key}:{id}`. `family` names its entry in src/data/registry.ts.
 */
export interface ResourceRecord {
  key: string;
  family: string;
  data: unknown;
  /** Epoch milliseconds of the fetch that brought `data`. */
  fetchedAt: number;
}

/** Key-value entries the spec names (dynamicPageData; src/data/registry.ts). */
export interface KvRecord {
  key: string;
  value: unknown;
}

/** The spec's `app-settings` database, store `config`: one row per key. */
export interface ConfigRecord {
  key: string;
  value: unknown;
}

/** Session entries; sensitive values are sealed before they get here (src/data/vault.ts). */
export interface SessionRecord {
  key: string;
  value: unknown;
  updatedAt: number;
}

/**
 * A write waiting for the network; replayed in seq order by the page and by the service worker
 * (the row both read is contract/worker-protocol.ts OutboxWrite).
 */
export interface OutboxRecord extends Omit<OutboxWrite, 'seq'> {
  /** Given by the database when the write is queued. */
  seq?: number;
  /** What kind of write this is, e.g. 'access-log' (features list their pending writes by it). */
  kind: string;
  /** Epoch milliseconds when queued. */
  createdAt: number;
  attempts: number;
  lastError: string | null;
}

/** A non-extractable CryptoKey kept by name (structured clone keeps it unreadable). */
export interface KeyRecord {
  name: string;
  key: CryptoKey;
}

export const DATABASE_NAME = PORTAL_DATABASE;

/**
 * The portal's one IndexedDB database. Every schema version stays listed here so an old
 * install upgrades step by step; add a new `version(n)` rather than editing an old one, and
 * make schema.ts say what the stores are after it (DATABASE_VERSION, STORES): a new device's
 * database is created from there, without Dexie (idb.ts).
 */
export class PortalDatabase extends Dexie {
  resources!: EntityTable<ResourceRecord, 'key'>;
  kv!: EntityTable<KvRecord, 'key'>;
  config!: EntityTable<ConfigRecord, 'key'>;
  session!: EntityTable<SessionRecord, 'key'>;
  outbox!: EntityTable<OutboxRecord, 'seq'>;
  keys!: EntityTable<KeyRecord, 'name'>;

  constructor(name: string = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      menus: 'manageCode',
      popups: 'manageCode',
      contents: 'id',
      kv: 'key',
      config: 'key',
      session: 'key',
      chatSessions: 'id, lastActivityAt',
      chatMessages: 'messageId, sessionId, [sessionId+createdAt]',
      // The service worker reads this store by name (contract/worker-protocol.ts OUTBOX_STORE).
      outbox: '++seq, kind, createdAt',
    });
    // v2: the session's sealing key.
    this.version(2).stores({ keys: 'name' });
    // v3: one table for every cached answer of the API (src/data); the old per-kind tables and
    // kv entries are copied into it so a device that upgrades offline keeps what it had.
    this.version(3).stores({ resources: 'key, family' }).upgrade(copyIntoResources);
    // v4: the per-kind tables are gone (read in v3's upgrade, dropped only now: Dexie lets an
    // upgrade read a table that a later version deletes).
    this.version(4).stores({ menus: null, popups: null, contents: null, chatSessions: null, chatMessages: null });
  }
}

/** kv entries of versions 1–2 that became resources in v3: old key prefix → family. */
const KV_FAMILIES: ReadonlyArray<readonly [prefix: string, family: string]> = [
  ['search:', 'search'],
  ['discovery:', 'discovery'],
  ['board-list:', 'board-list'],
  ['board-post:', 'board-post'],
  ['my:', 'my-list'],
];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * v2 → v3: the same data under the resource layer's keys. Shapes are only moved here; the layer
 * validates every entry when it reads it, and one that does not validate reads as absent.
 * Chat history is not copied: its rows carried no member key, and the panel fetches it again.
 */
async function copyIntoResources(tx: Transaction): Promise<void> {
  const resources = tx.table<ResourceRecord, string>('resources');
  const put = (family: string, id: string, data: unknown, fetchedAt: unknown) =>
    typeof fetchedAt === 'number' ? resources.put({ key: `${family}:${id}`, family, data, fetchedAt }) : undefined;
  for (const row of await tx.table('menus').toArray()) if (isObject(row)) await put('menus', String(row.manageCode), row.items, row.fetchedAt);
  for (const row of await tx.table('contents').toArray()) if (isObject(row)) await put('content', String(row.id), row.page, row.fetchedAt);
  for (const row of await tx.table('popups').toArray()) if (isObject(row)) await put('popups', `${String(row.manageCode)}:${String(row.today)}`, row.items, row.fetchedAt);
  const kv = tx.table<KvRecord, string>('kv');
  for (const row of await kv.toArray()) {
    const value = row.value;
    if (!isObject(value)) continue;
    if (row.key === 'main-page') await put('main-page', '', value.page, value.fetchedAt);
    else if (row.key === 'recent-searches') await put('recent-searches', '', value, 0);
    else if (row.key.startsWith('book:')) await put('book', row.key.slice('book:'.length), value.book, value.fetchedAt);
    else {
      const match = KV_FAMILIES.find(([prefix]) => row.key.startsWith(prefix));
      if (!match) continue;
      await put(match[1], row.key.slice(match[0].length), value.data, value.fetchedAt);
    }
    await kv.delete(row.key);
  }
}

let instance: PortalDatabase | null = null;

/**
 * The app's database through Dexie, opened lazily on first use. This module and Dexie load only
 * when something needs more than the keyed reads and writes of idb.ts.
 */
export function getDatabase(): PortalDatabase {
  instance ??= new PortalDatabase();
  return instance;
}

/**
 * Brings an older database to the current version by Dexie's upgrade steps (idb.ts found one it
 * cannot use as it is). Its own connection steps aside first.
 */
export async function upgradeDatabase(): Promise<void> {
  closeConnection();
  await getDatabase().open();
}

/** Tests use a fresh database each time (both ways in read the same one). */
export function useDatabaseForTests(database: PortalDatabase): void {
  instance = database;
  useDatabaseNameForTests(database.name);
}

import { PORTAL_DATABASE } from '../../contract/worker-protocol';
import { announce } from './changes';
import { NATIVE_VERSION, STORES, storeShape, type StoreName } from './schema';

/*
 * The small IndexedDB core every read and write of the app goes through: keyed reads and writes,
 * lists and deletes by key or index range, read-modify-write in one transaction, each write
 * announced (changes.ts). Dexie (database.ts, ~27 KB gzip) keeps the schema's version history and
 * is loaded only to upgrade a database older than this code (docs/architecture.md, "IndexedDB:
 * a small core, Dexie for the schema's history"): the first page, and any write made offline
 * before the service worker has cached Dexie's chunk, do not wait for it.
 */

let databaseName = PORTAL_DATABASE;
let connection: Promise<IDBDatabase> | null = null;

type Opened = IDBDatabase | 'upgrade' | 'newer';

function createStores(db: IDBDatabase): void {
  for (const [name, spec] of Object.entries(STORES)) {
    // As Dexie creates a table: keyPath and autoIncrement, then each index under its key path.
    const shape = storeShape(name, spec);
    const store = db.createObjectStore(name, { keyPath: shape.keyPath, autoIncrement: shape.autoIncrement });
    for (const index of shape.indexes) store.createIndex(index, index, { unique: false, multiEntry: false });
  }
}

function request(version: number | undefined): Promise<Opened> {
  return new Promise<Opened>((resolve, reject) => {
    let needsUpgrade = false;
    const open = version === undefined ? indexedDB.open(databaseName) : indexedDB.open(databaseName, version);
    open.onupgradeneeded = (event) => {
      if (event.oldVersion === 0) {
        createStores(open.result);
        return;
      }
      // An older database: its rows move by Dexie's upgrade steps, which this core does not repeat.
      needsUpgrade = true;
      open.transaction?.abort();
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = (event) => {
      event.preventDefault();
      if (needsUpgrade) resolve('upgrade');
      else if (open.error?.name === 'VersionError') resolve('newer');
      else reject(open.error ?? new Error('IndexedDB open failed'));
    };
  });
}

function keep(db: IDBDatabase, opened: Promise<IDBDatabase>): IDBDatabase {
  const forget = () => {
    if (connection === opened) connection = null;
  };
  // Another connection wants a new version (Dexie upgrading, a newer tab, deleteDatabase): step
  // aside, and open again on the next read.
  db.onversionchange = () => {
    db.close();
    forget();
  };
  db.onclose = forget;
  return db;
}

async function openDatabase(): Promise<IDBDatabase> {
  let opened = await request(NATIVE_VERSION);
  if (opened === 'upgrade') {
    const { upgradeDatabase } = await import('./database');
    await upgradeDatabase();
    opened = await request(NATIVE_VERSION);
  }
  // A newer version of the app (another tab) upgraded it: its stores still hold ours, as Dexie
  // also reads then.
  if (opened === 'newer') opened = await request(undefined);
  if (typeof opened === 'string') throw new Error(`IndexedDB ${databaseName}: could not open at version ${NATIVE_VERSION}`);
  return opened;
}

function connect(): Promise<IDBDatabase> {
  if (connection) return connection;
  const opened: Promise<IDBDatabase> = openDatabase().then(
    (db) => keep(db, opened),
    (error: unknown) => {
      if (connection === opened) connection = null;
      throw error;
    },
  );
  connection = opened;
  return opened;
}

/**
 * Runs `body` in one transaction of `store`; resolves with what it set once the transaction has
 * committed, rejects with the transaction's error (QuotaExceededError included, by name).
 */
async function inStore<T>(store: StoreName, mode: IDBTransactionMode, body: (objects: IDBObjectStore, set: (value: T) => void, fail: (error: unknown) => void) => void, retry = true): Promise<T> {
  const db = await connect();
  let transaction: IDBTransaction;
  try {
    transaction = db.transaction(store, mode);
  } catch (error) {
    // Closed under us (a version change between opening and now; keep() has already forgotten
    // that connection): once more on a fresh one.
    if (retry && error instanceof DOMException && error.name === 'InvalidStateError') {
      return inStore(store, mode, body, false);
    }
    throw error;
  }
  return new Promise<T>((resolve, reject) => {
    let result: T | undefined;
    let failure: unknown = null;
    const fail = (error: unknown) => {
      failure ??= error;
      try {
        transaction.abort();
      } catch {
        // Already finished.
      }
    };
    transaction.oncomplete = () => resolve(result as T);
    transaction.onabort = () => reject(failure ?? transaction.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
    try {
      body(transaction.objectStore(store), (value) => (result = value), fail);
    } catch (error) {
      fail(error);
    }
  });
}

/** Calls `then` with a request's result, inside the transaction; a throw aborts it. */
function onResult<R>(request: IDBRequest<R>, fail: (error: unknown) => void, then: (value: R) => void): void {
  request.onsuccess = () => {
    try {
      then(request.result);
    } catch (error) {
      fail(error);
    }
  };
}

/** The `value` of a `{ key, value }` row (kv, config, session), or undefined for anything else. */
export function rowValue(row: unknown): unknown {
  return typeof row === 'object' && row !== null && 'value' in row ? (row as { value: unknown }).value : undefined;
}

/** The row of `store` under `key`, or undefined (the caller validates what it reads). */
export function getRow(store: StoreName, key: string | number): Promise<unknown> {
  return inStore<unknown>(store, 'readonly', (objects, set, fail) => onResult(objects.get(key), fail, set));
}

/** How many rows `store` holds. */
export function countRows(store: StoreName): Promise<number> {
  return inStore<number>(store, 'readonly', (objects, set, fail) => onResult(objects.count(), fail, set));
}

/** Writes `row` (its key is in it) and announces the change once it is committed. */
export async function putRow(store: StoreName, key: string | number, row: object): Promise<void> {
  await inStore<undefined>(store, 'readwrite', (objects) => {
    objects.put(row);
  });
  announce({ store, key });
}

/** Deletes the row under `key` and announces it. */
export async function deleteRow(store: StoreName, key: string | number): Promise<void> {
  await inStore<undefined>(store, 'readwrite', (objects) => {
    objects.delete(key);
  });
  announce({ store, key });
}

/**
 * Reads the row under `key` and, in the same transaction, writes what `change` makes of it:
 * a row to put, null to delete, undefined to leave it. Resolves with `change`'s choice once
 * committed.
 */
export async function updateRow<R extends object | null | undefined>(store: StoreName, key: string | number, change: (current: unknown) => R): Promise<R> {
  const next = await inStore<R>(store, 'readwrite', (objects, set, fail) =>
    onResult(objects.get(key), fail, (current) => {
      const decided = change(current);
      set(decided);
      if (decided === null) objects.delete(key);
      else if (decided !== undefined) objects.put(decided);
    }),
  );
  if (next !== undefined) announce({ store, key });
  return next;
}

/** Adds `row` to a store whose keys the database gives (the outbox); resolves with its key. */
export async function addRow(store: StoreName, row: object): Promise<IDBValidKey> {
  const key = await inStore<IDBValidKey>(store, 'readwrite', (objects, set, fail) => onResult(objects.add(row), fail, set));
  announce({ store, key: typeof key === 'number' || typeof key === 'string' ? key : undefined });
  return key;
}

/** Which rows a list or delete covers: all, a key range, or ranges of an index. */
export interface Selection {
  index?: string;
  /** Each range in turn (ascending); none: the whole store or index. */
  ranges?: readonly IDBKeyRange[];
}

/** The rows `selection` covers, in key order (index order with `index`), at most `limit`. */
export function listRows(store: StoreName, selection: Selection = {}, limit?: number): Promise<unknown[]> {
  return inStore<unknown[]>(store, 'readonly', (objects, set, fail) => {
    const source = selection.index ? objects.index(selection.index) : objects;
    const ranges = selection.ranges ?? [undefined];
    const rows: unknown[] = [];
    set(rows);
    const next = (at: number) => {
      if (at >= ranges.length) return;
      const left = limit === undefined ? undefined : limit - rows.length;
      if (left === 0) return;
      onResult(source.getAll(ranges[at], left), fail, (found) => {
        rows.push(...found);
        next(at + 1);
      });
    };
    next(0);
  });
}

/**
 * Deletes the rows `selection` covers, except those whose primary key `keep` accepts, in one
 * transaction; announces the change and resolves with how many went.
 */
export async function deleteRows(store: StoreName, selection: Selection = {}, keep: (key: IDBValidKey) => boolean = () => false): Promise<number> {
  const deleted = await inStore<number>(store, 'readwrite', (objects, set, fail) => {
    const source = selection.index ? objects.index(selection.index) : objects;
    const ranges = selection.ranges ?? [undefined];
    let count = 0;
    set(0);
    const next = (at: number) => {
      if (at >= ranges.length) return;
      const cursor = source.openCursor(ranges[at]);
      onResult(cursor, fail, (position) => {
        if (!position) {
          next(at + 1);
          return;
        }
        if (!keep(position.primaryKey)) {
          position.delete();
          count += 1;
          set(count);
        }
        position.continue();
      });
    };
    next(0);
  });
  if (deleted > 0) announce({ store });
  return deleted;
}

/** Keys from `prefix` up to the last string that starts with it. */
export function prefixRange(prefix: string): IDBKeyRange {
  return IDBKeyRange.bound(prefix, `${prefix}\uffff`, false, false);
}

/** Closes this core's connection (tests switching databases; the next read opens again). */
export function closeConnection(): void {
  const current = connection;
  connection = null;
  void current?.then((db) => db.close(), () => undefined);
}

/** Tests use a database of their own name. */
export function useDatabaseNameForTests(name: string): void {
  closeConnection();
  databaseName = name;
}

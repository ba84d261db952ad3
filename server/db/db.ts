/**
 * The one database interface the server codes against, so that the same queries run on the
 * embedded PGlite (default, zero set-up) and on a real PostgreSQL (DATABASE_URL).
 */
export interface Queryable {
  /**
   * Runs one parameterised statement ($1, $2, …) and returns its rows.
   * T is trusted, not checked: select columns under the names and types T declares
   * (cast bigint to int and dates to text in SQL: the two drivers parse those differently).
   */
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in BEGIN … COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Runs fn in a transaction when the handle can open one (a Db); a handle already inside one (a
 * transaction's Queryable) runs it as part of that.
 */
export function withTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const maybe = db as Partial<Db>;
  return typeof maybe.transaction === 'function' ? maybe.transaction.call(db, fn) as Promise<T> : fn(db);
}

import pg from 'pg';
import type { Db, Queryable } from './db';

type Runner = Pick<pg.Pool | pg.PoolClient, 'query'>;

function wrap(runner: Runner): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await runner.query(sql);
    },
  };
}

/** Opens a node-postgres pool on a real PostgreSQL server (DATABASE_URL); `max` connections (default 10). */
export async function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL 연결 오류 (idle client):', error.message));
  // Fail at start-up, with the driver's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than returned to the pool.
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

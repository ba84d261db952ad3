import { join } from 'node:path';
import type { ServerConfig } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgliteDataDir = (dataDir: string): string => join(dataDir, 'pglite');

export function openDatabase(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'> & { databasePoolMax?: number }): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, { max: config.databasePoolMax ?? 10 }) : openPglite(pgliteDataDir(config.dataDir));
}

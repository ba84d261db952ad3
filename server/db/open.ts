import { join } from 'node:path';
import type { ServerConfig } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDatabase(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pglite'));
}

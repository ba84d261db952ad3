import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute; PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string;
  /** When set, a real PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** Absolute path of the client's build output. */
  distDir: string;
}

/** Reads the environment, failing with a message a person can act on. */
export function readConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const portText = env.PORT?.trim() || '4173';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new Error(`PORT 값이 올바르지 않습니다: "${portText}" (0–65535 사이의 숫자를 넣어 주세요).`);
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    distDir: resolve(cwd, env.DIST_DIR?.trim() || 'dist'),
  };
}

import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/testing/spawn-server';

/*
 * A throwaway PostgreSQL cluster (issue 19): UTF8, on a free loopback port, in a temporary folder,
 * fsync off, run as the `postgres` user when this process is root (initdb refuses root). Used by
 * `npm test` (scripts/with-postgres.ts) and by `npm run bench -- --load`.
 */

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:{port}/postgres */
  url: string;
  /** Which server binaries (e.g. /usr/lib/postgresql/15/bin). */
  bin: string;
  /** Stops the server and removes its folder. */
  stop: () => void;
}

/** The newest PostgreSQL server binaries: Debian's /usr/lib/postgresql/<version>/bin, else initdb on PATH. */
export function findPostgresBinaries(): string | null {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const path = which.stdout.trim();
  return which.status === 0 && path ? path.replace(/\/initdb$/, '') : null;
}

/** Starts a throwaway cluster; null when no PostgreSQL is installed. Throws when one is but fails to start. */
export async function startThrowawayPostgres(options: { maxConnections?: number } = {}): Promise<ThrowawayPostgres | null> {
  const bin = findPostgresBinaries();
  if (!bin) return null;
  const root = mkdtempSync(join(tmpdir(), 'gglib-pg-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const wrap = (tool: string, toolArgs: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...toolArgs]] : [join(bin, tool), toolArgs]);
  const remove = () => rmSync(root, { recursive: true, force: true });
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) {
      remove();
      throw new Error('root로 실행 중이지만 postgres 사용자가 없습니다 (running as root without a postgres user).');
    }
    chownSync(root, Number(id.stdout.trim()), Number(gid.stdout.trim()));
    chmodSync(root, 0o700);
  }
  const [initdb, initArgs] = wrap('initdb', ['-D', data, '-E', 'UTF8', '--locale=C.UTF-8', '-U', 'postgres', '--auth=trust', '--no-sync']);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    remove();
    throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  }
  const port = await freePort();
  const settings = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${options.maxConnections ?? 200}`;
  const [pgCtl, startArgs] = wrap('pg_ctl', ['-D', data, '-o', settings, '-l', join(root, 'postgres.log'), '-w', 'start']);
  const start = spawnSync(pgCtl, startArgs, { encoding: 'utf8' });
  if (start.status !== 0) {
    remove();
    throw new Error(`PostgreSQL did not start:\n${start.stdout}${start.stderr}`);
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    const [stopper, stopArgs] = wrap('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    spawnSync(stopper, stopArgs, { stdio: 'ignore' });
    remove();
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, bin, stop };
}

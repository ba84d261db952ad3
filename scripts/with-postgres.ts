import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * `node --import tsx scripts/with-postgres.ts <command…>` (issue 19): runs the command with
 * TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster (UTF8, on a free loopback port, in
 * a temporary folder, fsync off), stopped and removed afterwards. `npm test` runs the server's
 * tests this way after their PGlite run, so every migration, seed and query runs on both.
 *
 * - TEST_DATABASE_URL already set: the command runs against that database instead.
 * - No PostgreSQL installed: under CI (CI=true) that is a failure; elsewhere the step is skipped
 *   with a notice (install Debian's `postgresql` package to run it).
 * - As root (CI), the cluster runs as the `postgres` user, which initdb requires.
 */

const command = process.argv.slice(2);
if (command.length === 0) {
  process.stderr.write('usage: with-postgres <command> [args…]\n');
  process.exit(2);
}
const isCI = !!process.env.CI;

function run(executable: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(executable, args, { stdio: 'inherit', env });
    child.on('error', () => resolve(127));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The newest PostgreSQL server binaries: Debian's /usr/lib/postgresql/<version>/bin, else initdb on PATH. */
function findBinaries(): string | null {
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function main(): Promise<number> {
  const [executable = '', ...args] = command;
  if (process.env.TEST_DATABASE_URL) return run(executable, args);

  const bin = findBinaries();
  if (!bin) {
    const message =
      'PostgreSQL을 찾지 못했습니다: 서버 테스트를 PGlite에서만 실행했습니다. PostgreSQL에서도 실행하려면 `apt-get install postgresql`로 설치해 주세요.\n' +
      'PostgreSQL not found: the server tests ran on PGlite only. Install Debian\'s postgresql package to run them on PostgreSQL too.\n';
    process.stderr.write(message);
    // Under CI both databases are required: a missing PostgreSQL fails the run instead of passing silently.
    return isCI ? 1 : 0;
  }

  const root = mkdtempSync(join(tmpdir(), 'gglib-pg-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster is the postgres user's (Debian's package makes it).
  const wrap = (tool: string, toolArgs: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...toolArgs]] : [join(bin, tool), toolArgs]);
  if (asRoot) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0) {
      process.stderr.write('root로 실행 중이지만 postgres 사용자가 없습니다 (running as root without a postgres user).\n');
      return 1;
    }
    chownSync(root, Number(id.stdout.trim()), Number(gid.stdout.trim()));
    chmodSync(root, 0o700);
  }

  const port = await freePort();
  let started = false;
  const stop = () => {
    if (!started) return;
    started = false;
    const [stopper, stopArgs] = wrap('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    spawnSync(stopper, stopArgs, { stdio: 'ignore' });
  };
  const cleanUp = () => {
    stop();
    rmSync(root, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  process.on('SIGTERM', () => {
    cleanUp();
    process.exit(143);
  });

  try {
    const began = Date.now();
    const [initdb, initArgs] = wrap('initdb', ['-D', data, '-E', 'UTF8', '--locale=C.UTF-8', '-U', 'postgres', '--auth=trust', '--no-sync']);
    const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
    if (init.status !== 0) {
      process.stderr.write(`initdb failed:\n${init.stdout}${init.stderr}`);
      return 1;
    }
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    const [pgCtl, startArgs] = wrap('pg_ctl', ['-D', data, '-o', options, '-l', join(root, 'postgres.log'), '-w', 'start']);
    const start = spawnSync(pgCtl, startArgs, { encoding: 'utf8' });
    if (start.status !== 0) {
      process.stderr.write(`PostgreSQL did not start:\n${start.stdout}${start.stderr}`);
      return 1;
    }
    started = true;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    process.stdout.write(`PostgreSQL ${bin.split('/').at(-2) ?? ''} (throwaway cluster, UTF8) on ${url}, ready in ${((Date.now() - began) / 1000).toFixed(1)} s\n`);
    return await run(executable, args, { ...process.env, TEST_DATABASE_URL: url });
  } finally {
    cleanUp();
  }
}

process.exit(await main());

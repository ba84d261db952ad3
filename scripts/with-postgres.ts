import { spawn } from 'node:child_process';
import { startThrowawayPostgres } from './postgres-cluster';

/*
 * `node --import tsx scripts/with-postgres.ts <command…>` (issue 19): runs the command with
 * TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster (scripts/postgres-cluster.ts),
 * stopped and removed afterwards. `npm test` runs the server's tests this way after their PGlite
 * run, so every migration, seed and query runs on both.
 *
 * - TEST_DATABASE_URL already set: the command runs against that database instead.
 * - No PostgreSQL installed: under CI (CI=true) that is a failure; elsewhere the step is skipped
 *   with a notice (install Debian's `postgresql` package to run it).
 */

const command = process.argv.slice(2);
if (command.length === 0) {
  process.stderr.write('usage: with-postgres <command> [args…]\n');
  process.exit(2);
}

function run(executable: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(executable, args, { stdio: 'inherit', env });
    child.on('error', () => resolve(127));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const [executable = '', ...args] = command;
  if (process.env.TEST_DATABASE_URL) return run(executable, args);
  const began = Date.now();
  let cluster;
  try {
    cluster = await startThrowawayPostgres();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  if (!cluster) {
    process.stderr.write(
      'PostgreSQL을 찾지 못했습니다: 서버 테스트를 PGlite에서만 실행했습니다. PostgreSQL에서도 실행하려면 `apt-get install postgresql`로 설치해 주세요.\n' +
        "PostgreSQL not found: the server tests ran on PGlite only. Install Debian's postgresql package to run them on PostgreSQL too.\n",
    );
    // Under CI both databases are required: a missing PostgreSQL fails the run instead of passing silently.
    return process.env.CI ? 1 : 0;
  }
  const stop = cluster.stop;
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  process.on('SIGTERM', () => {
    stop();
    process.exit(143);
  });
  try {
    process.stdout.write(`PostgreSQL ${cluster.bin.split('/').at(-2) ?? ''} (throwaway cluster, UTF8) on ${cluster.url}, ready in ${((Date.now() - began) / 1000).toFixed(1)} s\n`);
    return await run(executable, args, { ...process.env, TEST_DATABASE_URL: cluster.url });
  } finally {
    stop();
  }
}

process.exit(await main());

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { MANAGE_CODE } from '../../contract/constants';

/*
 * The real server (`server/main.ts`) as a child process, for the tests and benches that need one
 * or several beside the one Playwright starts: two processes on one PostgreSQL
 * (server/multi-process.test.ts), the load bench (tests/bench/load.ts), a second server to
 * "deploy" a new build to (tests/e2e/update.spec.ts, faults-device.spec.ts).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
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

export interface SpawnedServer {
  origin: string;
  child: ChildProcess;
  /** What it printed so far (for a failure message). */
  output: () => string;
  stop: () => void;
}

export interface SpawnOptions {
  /** Added to this process's environment (DATA_DIR, DATABASE_URL, DIST_DIR, …). */
  env: Record<string, string>;
  /** Default: a free loopback port. */
  port?: number;
  /** Host of the origin the caller uses (default 127.0.0.1; the server listens where HOST says). */
  host?: string;
  /** GET this path until it answers 2xx (default: POST /gglib/selectMenu). */
  readyPath?: string;
  timeoutMs?: number;
}

/** Starts the server and resolves once it answers; throws with its output if it exits or stays silent. */
export async function spawnServer({ env, port, host = '127.0.0.1', readyPath, timeoutMs = 90_000 }: SpawnOptions): Promise<SpawnedServer> {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(listenOn) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://${host}:${listenOn}`;
  const stop = () => void child.kill('SIGTERM');
  const probe = () =>
    readyPath
      ? fetch(`${origin}${readyPath}`)
      : fetch(`${origin}/gglib/selectMenu`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ manage_code: MANAGE_CODE }) });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.slice(-2000)}`);
    try {
      if ((await probe()).ok) return { origin, child, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`server did not start in ${timeoutMs / 1000} s:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

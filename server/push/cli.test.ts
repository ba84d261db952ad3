import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Queryable } from '../db/db';
import { EXIT, runPushCli } from './cli';

/** A database with no devices and no members: the CLI test needs nothing more. */
const emptyDb: Queryable = { query: () => Promise.resolve([]), exec: () => Promise.resolve() };

let dataDir: string;
let server: ServerType;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gglib-push-cli-'));
  // The app makes DATA_DIR/admin-token, which the CLI then reads.
  const app = createApp({ db: emptyDb, distDir: '/nonexistent-dist', dataDir });
  await new Promise<void>((resolve) => {
    // On every interface, as `npm run serve` listens: the CLI asks http://localhost:PORT.
    server = serve({ fetch: app.fetch, port: 0 }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the CLI in-process, collecting what it prints. */
async function run(args: string[], env: NodeJS.ProcessEnv = { DATA_DIR: dataDir }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPushCli(args, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

describe('npm run push', () => {
  it('sends through the running server with the token from DATA_DIR and prints a Korean summary', async () => {
    const result = await run(['--port', String(port), '--title', '테스트', '--body', '내용', '--url', '/notice']);
    expect(result).toEqual({ code: EXIT.ok, out: '보냄 0, 실패 0, 삭제 0', err: '' });
  });

  it('explains a missing title or body, and a bad port, with usage (exit 2)', async () => {
    const noTitle = await run(['--port', String(port), '--body', '내용']);
    expect(noTitle.code).toBe(EXIT.usage);
    expect(noTitle.err).toMatch(/^제목을 입력해 주세요: --title 제목/);
    expect((await run(['--title', '제목'])).err).toMatch(/^내용을 입력해 주세요/);
    expect((await run(['--title', '제목', '--body', '내용', '--port', 'abc'])).err).toMatch(/포트가 올바르지 않습니다/);
    expect((await run(['--title', '제목', '--body', '내용', '--color', 'red'])).code).toBe(EXIT.usage);
  });

  it('says so when the server is not running (exit 1)', async () => {
    const result = await run(['--port', String(await closedPort()), '--title', '제목', '--body', '내용']);
    expect(result.code).toBe(EXIT.failed);
    expect(result.err).toMatch(/서버에 연결할 수 없습니다 .*npm run serve/);
  });

  it('says so when the token is wrong (401) or missing', async () => {
    const wrong = await run(['--port', String(port), '--title', '제목', '--body', '내용'], {
      ADMIN_TOKEN: 'not-the-servers-token',
    });
    expect(wrong.code).toBe(EXIT.failed);
    expect(wrong.err).toMatch(/관리자 토큰이 맞지 않습니다 \(HTTP 401\)/);

    const empty = await mkdtemp(join(tmpdir(), 'gglib-push-cli-empty-'));
    try {
      const missing = await run(['--port', String(port), '--title', '제목', '--body', '내용'], { DATA_DIR: empty });
      expect(missing.code).toBe(EXIT.failed);
      expect(missing.err).toMatch(/관리자 토큰이 없습니다: .*admin-token/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it("passes the server's message on (unknown member, 404)", async () => {
    const result = await run(['--port', String(port), '--title', '제목', '--body', '내용', '--member', 'nobody']);
    expect(result).toMatchObject({ code: EXIT.failed, err: '보내지 못했습니다 (HTTP 404): 존재하지 않는 회원입니다.' });
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_CODE } from '../contract/constants';
import { SESSION_COOKIE } from '../contract/auth';
import { spawnServer, type SpawnedServer } from './testing/spawn-server';

/**
 * Two server processes on one PostgreSQL behave as one (issue 19): what one process counted,
 * stored or spent, the other sees. Runs where a PostgreSQL is given (TEST_DATABASE_URL; `npm test`
 * starts one), in a schema of its own that is dropped afterwards. The servers are the real thing
 * (`server/main.ts`), started as a deployment would: same database, same DATA_DIR (its secrets).
 */
const url = process.env.TEST_DATABASE_URL;

const pw = (password: string) => Buffer.from(password, 'utf8').toString('base64');

async function post(server: SpawnedServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe.runIf(url)('two server processes on one PostgreSQL', () => {
  const schema = `gglib_multi_${randomUUID().replaceAll('-', '')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'gglib-multi-'));
  let a: SpawnedServer;
  let b: SpawnedServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const scoped = new URL(url ?? '');
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: scoped.toString(), DATA_DIR: dataDir, DATABASE_POOL_MAX: '4' };
    // The first migrates and seeds; the second starts on the ready database, as a rolling deploy would.
    const start = () => spawnServer({ env: { ...env, HOST: '127.0.0.1', DIST_DIR: '/nonexistent-dist', TEST_DATABASE_URL: '' } });
    a = await start();
    b = await start();
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) server?.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('throttle logins together: failures on one count on the other, whose sixth attempt is refused', async () => {
    const wrong = { id: 'member1', pw: pw('not-the-password') };
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a]) statuses.push((await post(server, '/gglib/login', wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await post(b, '/gglib/login', wrong);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0);
  }, 30_000);

  it('replay an idempotent write made on the other: one post, the same answer', async () => {
    const login = await post(a, '/gglib/login', { id: 'member2', pw: pw('Passw0rd!') });
    expect(login.status).toBe(200);
    const userKey = ((await login.json()) as { USER_DATA: { USER_KEY: string } }).USER_DATA.USER_KEY;
    const token = /(?:^|,\s*)GGLIB_SESSION=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    // The session lives in the database: the other process knows it too.
    const cookie = { Cookie: `${SESSION_COOKIE}=${token}` };
    const key = randomUUID();
    const title = `두 서버에 같은 글 ${key.slice(0, 8)}`;
    const body = { manage_code: MANAGE_CODE, board_code: 'free', user_key: userKey, title, content: '한 번만 올라가야 합니다.' };
    const first = await post(a, '/gglib/insertboard', body, { ...cookie, 'Idempotency-Key': key });
    const again = await post(b, '/gglib/insertboard', body, { ...cookie, 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const list = await post(b, '/gglib/selectboardlist', { manage_code: MANAGE_CODE, board_code: 'free', keyword: title });
    expect(((await list.json()) as { TOTAL_COUNT: number }).TOTAL_COUNT).toBe(1);
  });

  it('spend a single-use SSO token once, wherever it is presented', async () => {
    const login = await post(b, '/gglib/login', { id: 'member2', pw: pw('Passw0rd!') });
    const user = ((await login.json()) as { USER_DATA: { USER_ID: string; USER_KEY: string; certAdminYn: string } }).USER_DATA;
    const token = /(?:^|,\s*)GGLIB_SESSION=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const sso = await post(b, '/gglib/getssotoken', { id: user.USER_ID, user_key: user.USER_KEY, domin_yn: user.certAdminYn, target: 'ggcyber' }, { Cookie: `${SESSION_COOKIE}=${token}` });
    const ssoToken = ((await sso.json()) as { TOKEN: string }).TOKEN;
    expect(ssoToken).not.toBe('');
    const once = (await (await post(a, '/gglib/validatetoken', { token: ssoToken, target: 'ggcyberMy' })).json()) as { RESULT: string; USER_KEY: string };
    expect(once).toMatchObject({ RESULT: 'SUCCESS', USER_KEY: user.USER_KEY });
    const twice = (await (await post(b, '/gglib/validatetoken', { token: ssoToken, target: 'ggcyberMy' })).json()) as { RESULT: string };
    expect(twice.RESULT).toBe('FAIL');
  });
});

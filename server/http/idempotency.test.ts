import { createHash, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessLogResponse } from '../../contract/access-log';
import type { SessionUser } from '../../contract/auth';
import { BoardWriteResponse } from '../../contract/board';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { IDEMPOTENCY_HEADER } from '../../contract/push';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { MemberClient } from '../testing/member-client';
import { openSeededTestDb } from '../testing/test-db';
import { IDEMPOTENCY_MESSAGES, purgeIdempotencyKeys, REPLAYED_HEADER } from './idempotency';

let db: Db;
let app: ReturnType<typeof createApp>;
let client: MemberClient;
let user: SessionUser;

beforeAll(async () => {
  db = await openSeededTestDb();
  app = createApp({ db, distDir: '/nonexistent-dist' });
  client = new MemberClient(app);
  user = (await client.login('member1')).USER_DATA;
});
afterAll(() => db.close());

const withKey = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

const writePost = (key: string | null, title: string, content = '오프라인에서 쓴 글입니다.') =>
  client.post(
    '/gglib/insertboard',
    { manage_code: MANAGE_CODE, user_key: user.USER_KEY, board_code: 'free', title, content },
    key === null ? {} : withKey(key),
  );

/** insertboard's idempotency scope for member1. */
async function boardCall(): Promise<string> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM members WHERE user_key = $1', [user.USER_KEY]);
  return `insertboard:${row?.id ?? 0}`;
}

const bodyHashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('base64url');

async function postsTitled(title: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts WHERE title = $1', [title]);
  return row?.n ?? 0;
}

const logView = (key: string | null, url: string) =>
  client.post(
    '/gglib/homepageinsertaccesslog',
    {
      manage_code: MANAGE_CODE,
      access_device: 'M',
      access_menu_key: '3',
      access_menu_name: '이용안내',
      access_page_name: '이용안내 > 이용시간',
      access_url: url,
      access_prev_url: '/',
    },
    key === null ? {} : withKey(key),
  );

async function viewsOf(url: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM access_logs WHERE access_url = $1', [url]);
  return row?.n ?? 0;
}

describe('Idempotency-Key on insertboard', () => {
  it('makes one post for a key sent twice and answers the same POST_CODE', async () => {
    const key = randomUUID();
    const first = await writePost(key, '멱등 글 하나');
    expect(first.status).toBe(200);
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    const firstBody = v.parse(BoardWriteResponse, await first.json());

    const again = await writePost(key, '멱등 글 하나');
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(again.headers.get('Cache-Control')).toBe('no-store');
    expect(v.parse(BoardWriteResponse, await again.json())).toEqual(firstBody);
    expect(await postsTitled('멱등 글 하나')).toBe(1);

    // A new key is a new action.
    const other = await writePost(randomUUID(), '멱등 글 하나');
    expect(v.parse(BoardWriteResponse, await other.json()).POST_CODE).not.toBe(firstBody.POST_CODE);
    expect(await postsTitled('멱등 글 하나')).toBe(2);
  });

  it('stores no failure: a corrected retry with the same key succeeds', async () => {
    const key = randomUUID();
    const failed = await writePost(key, '   ');
    expect(failed.status).toBe(400);
    const retried = await writePost(key, '고쳐서 다시 보낸 글');
    expect(retried.status).toBe(200);
    expect(retried.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await postsTitled('고쳐서 다시 보낸 글')).toBe(1);
  });

  it('acts once when the same key arrives twice at the same time', async () => {
    const key = randomUUID();
    const answers = await Promise.all([writePost(key, '동시에 보낸 글'), writePost(key, '동시에 보낸 글')]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(await postsTitled('동시에 보낸 글')).toBe(1);
  });

  it('takes over a key whose first request died without an answer', async () => {
    const key = randomUUID();
    await db.query(`INSERT INTO idempotency_keys (key, call, created_at) VALUES ($1, $2, now() - interval '2 minutes')`, [key, await boardCall()]);
    const response = await writePost(key, '멈춘 요청을 이어받은 글');
    expect(response.status).toBe(200);
    expect(await postsTitled('멈춘 요청을 이어받은 글')).toBe(1);

    const fresh = randomUUID();
    await db.query(`INSERT INTO idempotency_keys (key, call, request_hash) VALUES ($1, $2, $3)`, [
      fresh,
      await boardCall(),
      bodyHashOf({ manage_code: MANAGE_CODE, user_key: user.USER_KEY, board_code: 'free', title: '처리 중인 글', content: '오프라인에서 쓴 글입니다.' }),
    ]);
    const busy = await writePost(fresh, '처리 중인 글');
    expect(busy.status).toBe(409);
    expect(busy.headers.get('Retry-After')).toBe('1');
    expect(v.parse(ErrorEnvelope, await busy.json()).RESULT_MESSAGE).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    expect(await postsTitled('처리 중인 글')).toBe(0);
  });

  it('refuses a malformed key with 400 and acts without a key as before', async () => {
    for (const key of ['short', 'has space-in-it', 'a'.repeat(101), 'key.with.dots', 'key/with/slash']) {
      const response = await writePost(key, '잘못된 키로 보낸 글');
      expect(response.status, key).toBe(400);
      const body = v.parse(ErrorEnvelope, await response.json());
      expect(body).toMatchObject({ RESULT_MESSAGE: IDEMPOTENCY_MESSAGES.badKey, FIELD: IDEMPOTENCY_HEADER });
    }
    await writePost(null, '키 없는 글');
    await writePost(null, '키 없는 글');
    expect(await postsTitled('키 없는 글')).toBe(2);
  });
});

describe('Idempotency-Key on homepageinsertaccesslog', () => {
  it('stores one row for a key sent twice; another key stores another', async () => {
    const url = `/contents/hours?idempotency=${randomUUID()}`;
    const key = `log_${randomUUID()}`;
    for (let i = 0; i < 3; i += 1) {
      const response = await logView(key, url);
      expect(response.status).toBe(200);
      expect(v.parse(AccessLogResponse, await response.json())).toEqual({ RESULT_INFO: 'SUCCESS', RESULT_CODE: 100 });
    }
    expect(await viewsOf(url)).toBe(1);
    await logView(randomUUID(), url);
    expect(await viewsOf(url)).toBe(2);
    // The same key on another call is another action.
    expect((await writePost(key, '같은 키, 다른 호출')).headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await postsTitled('같은 키, 다른 호출')).toBe(1);
  });
});

describe('Idempotency-Key scope and body (issue 18, finding 5)', () => {
  it('refuses the same key with another body (422), acting on neither', async () => {
    const key = randomUUID();
    expect((await writePost(key, '처음 보낸 글')).status).toBe(200);
    const other = await writePost(key, '키를 다시 쓴 다른 글');
    expect(other.status).toBe(422);
    expect(v.parse(ErrorEnvelope, await other.json())).toMatchObject({ RESULT_MESSAGE: IDEMPOTENCY_MESSAGES.otherBody, FIELD: IDEMPOTENCY_HEADER });
    expect(await postsTitled('키를 다시 쓴 다른 글')).toBe(0);
    expect((await writePost(key, '처음 보낸 글')).headers.get(REPLAYED_HEADER)).toBe('true');
  });

  it('never replays one member’s answer to another member or to no session', async () => {
    const key = randomUUID();
    const first = v.parse(BoardWriteResponse, await (await writePost(key, '회원1의 글')).json());
    // No session: 401 before any replay.
    const anonymous = new MemberClient(app);
    const body = { manage_code: MANAGE_CODE, user_key: user.USER_KEY, board_code: 'free', title: '회원1의 글', content: '오프라인에서 쓴 글입니다.' };
    expect((await anonymous.post('/gglib/insertboard', body, withKey(key))).status).toBe(401);
    // Another member with the same key and even the same text is a fresh request of their own.
    const two = new MemberClient(app);
    const user2 = (await two.login('member2')).USER_DATA;
    const theirs = await two.post('/gglib/insertboard', { ...body, user_key: user2.USER_KEY }, withKey(key));
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(v.parse(BoardWriteResponse, await theirs.json()).POST_CODE).not.toBe(first.POST_CODE);
    expect(await postsTitled('회원1의 글')).toBe(2);
  });

  it('scopes a visitor’s access-log key to their address (or session)', async () => {
    const proxied = createApp({ db, distDir: '/nonexistent-dist', auth: { trustProxy: true } });
    const url = `/contents/hours?scope=${randomUUID()}`;
    const key = randomUUID();
    const view = (address: string) =>
      new MemberClient(proxied).post(
        '/gglib/homepageinsertaccesslog',
        { manage_code: MANAGE_CODE, access_device: 'M', access_menu_key: '3', access_menu_name: '이용안내', access_page_name: '이용시간', access_url: url, access_prev_url: '/' },
        { ...withKey(key), 'X-Forwarded-For': address },
      );
    expect((await view('203.0.113.7')).headers.get(REPLAYED_HEADER)).toBeNull();
    expect((await view('203.0.113.7')).headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await view('198.51.100.9')).headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await viewsOf(url)).toBe(2);
    // No address is stored in the key's scope.
    const stored = await db.query<{ call: string }>('SELECT call FROM idempotency_keys WHERE key = $1', [key]);
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(row.call).not.toContain('203.0.113.7');
  });
});

describe('purgeIdempotencyKeys', () => {
  it('deletes answers older than seven days and keeps the rest', async () => {
    const [old, recent] = [randomUUID(), randomUUID()];
    await db.query(
      `INSERT INTO idempotency_keys (key, call, response_status, response_body, created_at)
       VALUES ($1, 'insertboard', 200, '{}', now() - interval '8 days'), ($2, 'insertboard', 200, '{}', now() - interval '6 days')`,
      [old, recent],
    );
    expect(await purgeIdempotencyKeys(db)).toBeGreaterThanOrEqual(1);
    const left = await db.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE key IN ($1, $2)', [old, recent]);
    expect(left).toEqual([{ key: recent }]);
  });
});

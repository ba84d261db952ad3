import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, LogoutResponse, SECURE_SESSION_COOKIE, SESSION_COOKIE, SessionCheckResponse, type SessionUser } from '../../contract/auth';
import { CertifyCitizenResponse, CheckPasswordResponse, GetUserNoResponse, GyeonggiSsoInfoResponse, WelaaSyncResponse } from '../../contract/member';
import { GetSsoTokenResponse } from '../../contract/sso';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { createApp } from '../app';
import type { AuthOptions } from '../auth/auth';
import { hashPassword, parsePasswordHash, passwordPolicy } from '../auth/password';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/db';
import { encodePw, MemberClient, sessionCookieSet } from '../testing/member-client';
import { openSeededTestDb } from '../testing/test-db';

let db: Db;
const START = Date.parse('2026-03-02T09:00:00Z');
const clock = { now: START };
let sleeps: number[] = [];

beforeAll(async () => {
  db = await openSeededTestDb();
});
afterAll(() => db.close());

/** A fresh app (so a fresh throttle) on the shared database, with the test clock and a recording sleep. */
function makeApp(auth: AuthOptions = {}) {
  sleeps = [];
  return createApp({
    db,
    distDir: '/nonexistent-dist',
    auth: {
      now: () => clock.now,
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
      ...auth,
    },
  });
}

async function expectFail(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  const text = await response.text();
  const body = v.parse(ErrorEnvelope, JSON.parse(text));
  expect(body).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: status, RESULT_MESSAGE: message });
  return text;
}

/** Logs member1 and member2 in on a fresh app. */
async function twoMembers(auth: AuthOptions = {}) {
  const app = makeApp(auth);
  const one = new MemberClient(app);
  const two = new MemberClient(app);
  const user1 = (await one.login('member1')).USER_DATA;
  const user2 = (await two.login('member2')).USER_DATA;
  return { app, one, two, user1, user2 };
}

describe('POST /gglib/login', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and answers the member’s data', async () => {
    const app = makeApp();
    const response = await app.request('/gglib/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'member1', pw: encodePw('Passw0rd!') }),
    });
    expect(response.status).toBe(200);
    const [cookie = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^GGLIB_SESSION=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');

    const body = v.parse(LoginResponse, await response.json());
    expect(body).toMatchObject({ RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', RESULT_CODE: 100, SESSION_TIME: 1800 });
    expect(body.DEVICE_CREDENTIAL).toBeNull();
    expect(body.USER_DATA).toMatchObject({
      USER_ID: 'member1',
      USER_NAME: '홍길동',
      USER_NO: '20250000000001',
      GENDER: 'M',
      BIRTH_DATE: '1985-03-14',
      USER_CLASS: '정회원',
      EMAIL: 'hong@example.com',
      HANDPHONE: '010-1234-5678',
      LIB_CODE: MANAGE_CODE,
      certAdminYn: 'N',
    } satisfies Partial<SessionUser>);
    expect(body.USER_DATA.H_ADDR1).toMatch(/^경기도 수원시/);
    expect(body.USER_DATA.USER_KEY).not.toBe(body.USER_DATA._REC_KEY_);

    // Only the token's hash is stored, with the expiry SESSION_TIME from now.
    const token = sessionCookieSet(response) ?? '';
    const rows = await db.query<{ token_hash: string; expires_at: string }>(
      `SELECT token_hash, to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at
         FROM member_sessions WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect(rows).toEqual([{ token_hash: hashToken(token), expires_at: '2026-03-02T09:30:00Z' }]);
    expect(await db.query('SELECT 1 FROM member_sessions WHERE token_hash = $1', [token])).toEqual([]);
  });

  it('answers member2 with their own data', async () => {
    const body = await new MemberClient(makeApp()).login('member2');
    expect(body.USER_DATA).toMatchObject({
      USER_NAME: '김경기',
      USER_NO: 'GG-2025-0042',
      GENDER: 'F',
      BIRTH_DATE: '1992-11-02',
      certAdminYn: 'Y',
    });
    expect(body.USER_DATA.H_ADDR1).toMatch(/^경기도 성남시/);
  });

  it('makes the cookie Secure and __Host- everywhere but plain http to this machine, unless COOKIE_SECURE=0 (issue 18, finding 8)', async () => {
    const send = (app: ReturnType<typeof makeApp>, url: string, headers: Record<string, string> = {}) =>
      app.request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ id: 'member1', pw: encodePw('Passw0rd!') }),
      });
    const cookie = async (response: Response) => {
      expect(response.status).toBe(200);
      const header = response.headers.getSetCookie()[0] ?? '';
      return { name: header.split('=')[0], secure: /;\s*Secure/.test(header), path: /;\s*Path=\/(;|$)/.test(header), domain: /;\s*Domain=/i.test(header) };
    };
    const secure = { name: SECURE_SESSION_COOKIE, secure: true, path: true, domain: false };
    const plain = { name: SESSION_COOKIE, secure: false, path: true, domain: false };
    expect(await cookie(await send(makeApp(), 'https://library.example/gglib/login'))).toEqual(secure);
    // A TLS proxy that does not say so still gets a Secure cookie for a public name.
    expect(await cookie(await send(makeApp(), 'http://library.example/gglib/login'))).toEqual(secure);
    expect(await cookie(await send(makeApp(), 'http://localhost/gglib/login'))).toEqual(plain);
    expect(await cookie(await send(makeApp(), 'http://127.0.0.1:4173/gglib/login'))).toEqual(plain);
    expect(await cookie(await send(makeApp({ cookieSecure: 'always' }), 'http://localhost/gglib/login'))).toEqual(secure);
    const proto = { 'X-Forwarded-Proto': 'https' };
    expect(await cookie(await send(makeApp({ trustProxy: true }), 'http://localhost/gglib/login', proto))).toEqual(secure);
    expect(await cookie(await send(makeApp(), 'http://localhost/gglib/login', proto))).toEqual(plain);
    // COOKIE_SECURE=0: a plain-http demo on a local network.
    expect(await cookie(await send(makeApp({ cookieSecure: 'https' }), 'http://192.168.0.10:4173/gglib/login'))).toEqual(plain);
    expect(await cookie(await send(makeApp({ cookieSecure: 'https' }), 'https://library.example/gglib/login'))).toEqual(secure);
  });

  it('reads only the __Host- cookie where cookies are Secure: one without the prefix may have been planted', async () => {
    const app = makeApp();
    const login = await app.request('https://library.example/gglib/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'member1', pw: encodePw('Passw0rd!') }),
    });
    const body = (await login.json()) as { USER_DATA: { USER_KEY: string } };
    const token = /=([^;]*)/.exec(login.headers.getSetCookie()[0] ?? '')?.[1] ?? '';
    const check = (cookie: string) =>
      app.request(`https://library.example/gglib/sessioncheck?user_key=${body.USER_DATA.USER_KEY}`, { method: 'POST', headers: { Cookie: cookie } });
    expect(await (await check(`${SECURE_SESSION_COOKIE}=${token}`)).json()).toMatchObject({ RESULT_CODE: 100 });
    expect(await (await check(`${SESSION_COOKIE}=${token}`)).json()).toMatchObject({ RESULT_CODE: -200 });
  });

  it('matches the id without regard to case or surrounding blanks', async () => {
    expect((await new MemberClient(makeApp()).login('  MEMBER1 ')).USER_DATA.USER_ID).toBe('member1');
  });

  it('401 for a wrong password and for an unknown id, with the same message and no cookie', async () => {
    const app = makeApp();
    const client = new MemberClient(app);
    const message = '아이디 또는 비밀번호가 올바르지 않습니다.';
    for (const [id, pw] of [
      ['member1', 'passw0rd!'],
      ['nobody', 'Passw0rd!'],
    ] as const) {
      const response = await client.post('/gglib/login', { id, pw: encodePw(pw) });
      await expectFail(response, 401, message);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('400 for a pw that is not base64 of UTF-8, or missing', async () => {
    const client = new MemberClient(makeApp());
    const notBase64 = await client.post('/gglib/login', { id: 'member1', pw: 'Passw0rd!' });
    expect(notBase64.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await notBase64.json()).FIELD).toBe('pw');
    const notUtf8 = await client.post('/gglib/login', { id: 'member1', pw: Buffer.from([0xff, 0xfe]).toString('base64') });
    expect(v.parse(ErrorEnvelope, await notUtf8.json())).toMatchObject({ RESULT_CODE: 400, FIELD: 'pw' });
    const missing = await client.post('/gglib/login', { id: 'member1' });
    expect(v.parse(ErrorEnvelope, await missing.json())).toMatchObject({ RESULT_CODE: 400, FIELD: 'pw' });
  });

  it('hands out a device credential only with auto_login_yn Y, storing only its hash', async () => {
    const client = new MemberClient(makeApp());
    const body = await client.login('member1', 'Passw0rd!', { auto_login_yn: 'Y', device_name: 'Galaxy S25' });
    const credential = body.DEVICE_CREDENTIAL ?? '';
    expect(credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.query<{ device_name: string }>('SELECT device_name FROM device_credentials WHERE token_hash = $1', [
      hashToken(credential),
    ]);
    expect(rows).toEqual([{ device_name: 'Galaxy S25' }]);
  });

  it('drops the session the browser had before logging in again', async () => {
    const app = makeApp();
    const client = new MemberClient(app);
    const { USER_DATA } = await client.login('member1');
    const before = client.cookie;
    await client.login('member1');
    expect(client.cookie).not.toBe(before);
    const stale = new MemberClient(app);
    stale.cookie = before;
    const check = await stale.post('/gglib/sessioncheck', { user_key: USER_DATA.USER_KEY });
    expect(v.parse(SessionCheckResponse, await check.json()).RESULT_CODE).toBe(-200);
  });
});

describe('login throttling', () => {
  const wrong = { id: 'member1', pw: encodePw('wrong-password') };
  const right = { id: 'member1', pw: encodePw('Passw0rd!') };

  it('delays from the 3rd failure, then refuses the 6th attempt with 429 and Retry-After without checking', async () => {
    const client = new MemberClient(makeApp());
    for (let i = 0; i < 5; i++) await expectFail(await client.post('/gglib/login', wrong), 401, '아이디 또는 비밀번호가 올바르지 않습니다.');
    expect(sleeps).toEqual([500, 1000, 1500]);

    const throttled = await client.post('/gglib/login', right);
    await expectFail(throttled, 429, '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect(throttled.headers.get('Retry-After')).toBe('900');
    // Also the right password: it is not even checked.
    expect(client.cookie).toBeNull();

    clock.now += 5 * 60_000;
    const later = await client.post('/gglib/login', wrong);
    expect(later.status).toBe(429);
    expect(later.headers.get('Retry-After')).toBe('600');
    expect(sleeps).toHaveLength(3);

    // All five failures were at one instant: 15 minutes later they have all left the window.
    clock.now += 10 * 60_000;
    expect((await client.post('/gglib/login', right)).status).toBe(200);
    expect(sleeps).toEqual([500, 1000, 1500]);
  });

  it('counts the id in lower case from every address: it waits, never refused; a success resets it', async () => {
    const app = makeApp({ trustProxy: true });
    let n = 0;
    // Each attempt from another address, so only the id's count is at work.
    const send = (body: object) => new MemberClient(app, { 'X-Forwarded-For': `192.0.2.${++n}` }).post('/gglib/login', body);
    for (let i = 0; i < 6; i++) expect((await send({ ...wrong, id: i % 2 ? 'MEMBER1' : 'member1' })).status).toBe(401);
    expect(sleeps).toEqual([500, 1000, 1500, 2000]);
    // Failures made elsewhere do not lock the member out: the right password still gets in.
    expect((await send(right)).status).toBe(200);
    expect(sleeps).toEqual([500, 1000, 1500, 2000, 2500]);
    sleeps.length = 0;
    await send(wrong);
    await send(wrong);
    expect(sleeps).toEqual([]);
  });

  it('a made-up id’s failures slow an address down but never refuse another member’s right password there', async () => {
    const app = makeApp({ trustProxy: true });
    const shared = { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' };
    const attacker = new MemberClient(app, shared);
    for (let i = 0; i < 5; i++) expect((await attacker.post('/gglib/login', { id: 'nobody', pw: encodePw('x') })).status).toBe(401);
    // The made-up id is locked on this address…
    expect((await attacker.post('/gglib/login', { id: 'nobody', pw: encodePw('x') })).status).toBe(429);
    // …and member1 behind the same address logs in (finding 3 of issue 18 answered 429 here).
    expect((await new MemberClient(app, shared).post('/gglib/login', right)).status).toBe(200);
    // Spraying many ids from one address waits from the 10th failure there, and is never refused.
    sleeps.length = 0;
    for (let i = 0; i < 6; i++) expect((await attacker.post('/gglib/login', { id: `a${i}`, pw: encodePw('x') })).status).toBe(401);
    expect(sleeps).toEqual([500, 1000]);
    // Another address is not affected; the client-written first entry is not what counts.
    sleeps.length = 0;
    const other = new MemberClient(app, { 'X-Forwarded-For': '203.0.113.7, 198.51.100.2' });
    expect((await other.post('/gglib/login', { id: 'someone', pw: encodePw('x') })).status).toBe(401);
    expect(sleeps).toEqual([]);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set: spoofed addresses count as the one real address', async () => {
    const app = makeApp();
    for (let i = 1; i <= 5; i++) {
      const spoofer = new MemberClient(app, { 'X-Forwarded-For': `192.0.2.${i}` });
      await spoofer.post('/gglib/login', { id: 'b', pw: encodePw('x') });
    }
    const next = new MemberClient(app, { 'X-Forwarded-For': '192.0.2.99' });
    expect((await next.post('/gglib/login', { id: 'b', pw: encodePw('x') })).status).toBe(429);
  });
});

describe('POST /gglib/sessioncheck', () => {
  it('-200 without a cookie, with an unknown cookie, and clears an unknown one', async () => {
    const app = makeApp();
    const client = new MemberClient(app);
    const none = await client.post('/gglib/sessioncheck', { user_key: 'anything' });
    expect(none.status).toBe(200);
    // The raw answer (the contract reads tolerantly and would fill in what is missing), then as read.
    const body: unknown = await none.json();
    expect(body).toEqual({ RESULT: 'SUCCESS', RESULT_CODE: -200 });
    expect(v.parse(SessionCheckResponse, body)).toEqual({ RESULT: 'SUCCESS', RESULT_CODE: -200, USER_DATA: null });
    client.cookie = 'x'.repeat(43);
    const unknown = await client.post('/gglib/sessioncheck', { user_key: 'anything' });
    expect(await unknown.json()).toEqual({ RESULT: 'SUCCESS', RESULT_CODE: -200 });
    expect(sessionCookieSet(unknown)).toBe('');
  });

  it('answers 100 with SESSION_TIME and data, from the query string or the body, and records isPwa', async () => {
    const app = makeApp({ sessionTimeSeconds: 60 });
    const client = new MemberClient(app);
    const { USER_DATA } = await client.login('member1');
    const viaQuery = await client.post(`/gglib/sessioncheck?user_key=${encodeURIComponent(USER_DATA.USER_KEY)}&isPwa=Y`, {});
    expect(viaQuery.status).toBe(200);
    expect(v.parse(SessionCheckResponse, await viaQuery.json())).toEqual({
      RESULT: 'SUCCESS',
      RESULT_CODE: 100,
      SESSION_TIME: 60,
      USER_DATA,
    });
    const [row] = await db.query<{ is_pwa: boolean }>('SELECT is_pwa FROM member_sessions WHERE token_hash = $1', [
      hashToken(client.cookie ?? ''),
    ]);
    expect(row?.is_pwa).toBe(true);
    const viaBody = await client.post('/gglib/sessioncheck', { user_key: USER_DATA.USER_KEY, isPwa: 'N' });
    expect(v.parse(SessionCheckResponse, await viaBody.json()).RESULT_CODE).toBe(100);
  });

  it('slides the expiry: each check gives SESSION_TIME again; idle longer than that, the session is gone', async () => {
    const app = makeApp();
    const client = new MemberClient(app);
    const { USER_DATA } = await client.login('member1');
    const check = async () =>
      v.parse(SessionCheckResponse, await (await client.post('/gglib/sessioncheck', { user_key: USER_DATA.USER_KEY })).json())
        .RESULT_CODE;
    clock.now += 1799_000;
    expect(await check()).toBe(100);
    clock.now += 1799_000;
    expect(await check()).toBe(100);
    clock.now += 1800_000;
    expect(await check()).toBe(-200);
    expect(client.cookie).toBeNull();
  });

  it('ends a session at its absolute lifetime however often it is checked, and counts the last stretch down (issue 18, finding 7)', async () => {
    const app = makeApp({ sessionTimeSeconds: 1800, sessionMaxSeconds: 3600 });
    const client = new MemberClient(app);
    const { USER_DATA } = await client.login('member1');
    const check = async () => v.parse(SessionCheckResponse, await (await client.post('/gglib/sessioncheck', { user_key: USER_DATA.USER_KEY })).json());
    clock.now += 1500_000;
    expect(await check()).toMatchObject({ RESULT_CODE: 100, SESSION_TIME: 1800 });
    clock.now += 1500_000;
    // 600 s of the hour are left: the session says so rather than promise 1800.
    expect(await check()).toMatchObject({ RESULT_CODE: 100, SESSION_TIME: 600 });
    clock.now += 601_000;
    expect((await check()).RESULT_CODE).toBe(-200);
  });

  it('403 for another member’s user_key, with no data', async () => {
    const { one, user2 } = await twoMembers();
    const text = await expectFail(
      await one.post('/gglib/sessioncheck', { user_key: user2.USER_KEY }),
      403,
      '다른 회원의 세션입니다.',
    );
    expect(text).not.toContain(user2.USER_NAME);
    expect(text).not.toContain('USER_DATA');
  });
});

describe('POST /gglib/autologin', () => {
  it('logs in with the device credential and rotates it: the old one stops working', async () => {
    const app = makeApp();
    const first = await new MemberClient(app).login('member2', 'Passw0rd!', { auto_login_yn: 'Y', device_name: '아이폰' });
    const credential = first.DEVICE_CREDENTIAL ?? '';

    const device = new MemberClient(app);
    const response = await device.post('/gglib/autologin', { credential });
    expect(response.status).toBe(200);
    const body = v.parse(LoginResponse, await response.json());
    expect(body.USER_DATA.USER_ID).toBe('member2');
    expect(body.DEVICE_CREDENTIAL).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.DEVICE_CREDENTIAL).not.toBe(credential);
    expect(device.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const check = await device.post('/gglib/sessioncheck', { user_key: body.USER_DATA.USER_KEY });
    expect(v.parse(SessionCheckResponse, await check.json()).RESULT_CODE).toBe(100);

    const [row] = await db.query<{ device_name: string }>('SELECT device_name FROM device_credentials WHERE token_hash = $1', [
      hashToken(body.DEVICE_CREDENTIAL ?? ''),
    ]);
    expect(row?.device_name).toBe('아이폰');
    const again = await new MemberClient(app).post('/gglib/autologin', { credential: body.DEVICE_CREDENTIAL });
    expect(again.status).toBe(200);
  });

  it('takes a used credential coming back for a copy: its whole family and the sessions opened with it end (issue 18, finding 7)', async () => {
    const app = makeApp();
    const first = await new MemberClient(app).login('member2', 'Passw0rd!', { auto_login_yn: 'Y', device_name: '아이폰' });
    const c1 = first.DEVICE_CREDENTIAL ?? '';
    // The device rotates C1 → C2 and works with the session C2 opened.
    const device = new MemberClient(app);
    const c2 = v.parse(LoginResponse, await (await device.post('/gglib/autologin', { credential: c1 })).json()).DEVICE_CREDENTIAL ?? '';
    const userKey = first.USER_DATA.USER_KEY;
    const check = async (client: MemberClient) =>
      v.parse(SessionCheckResponse, await (await client.post('/gglib/sessioncheck', { user_key: userKey })).json()).RESULT_CODE;
    expect(await check(device)).toBe(100);
    // Someone replays a copy of C1: refused, and C2 and the session it opened end with it.
    await expectFail(await new MemberClient(app).post('/gglib/autologin', { credential: c1 }), 401, '자동 로그인 정보가 유효하지 않습니다.');
    await expectFail(await new MemberClient(app).post('/gglib/autologin', { credential: c2 }), 401, '자동 로그인 정보가 유효하지 않습니다.');
    expect(await check(device)).toBe(-200);
    // The password still works, and starts a new family.
    const fresh = await new MemberClient(app).login('member2', 'Passw0rd!', { auto_login_yn: 'Y' });
    expect((await new MemberClient(app).post('/gglib/autologin', { credential: fresh.DEVICE_CREDENTIAL })).status).toBe(200);
  });

  it('ends a family 30 days after the password login that began it, however often it rotated', async () => {
    const app = makeApp();
    let credential = (await new MemberClient(app).login('member2', 'Passw0rd!', { auto_login_yn: 'Y' })).DEVICE_CREDENTIAL ?? '';
    for (let day = 0; day < 3; day++) {
      clock.now += 9 * 24 * 60 * 60_000;
      const response = await new MemberClient(app).post('/gglib/autologin', { credential });
      expect(response.status).toBe(200);
      credential = v.parse(LoginResponse, await response.json()).DEVICE_CREDENTIAL ?? '';
    }
    clock.now += 3 * 24 * 60 * 60_000 + 1000;
    await expectFail(await new MemberClient(app).post('/gglib/autologin', { credential }), 401, '자동 로그인 정보가 유효하지 않습니다.');
  });

  it('logout revokes the credential sent along with the rest of its family', async () => {
    const app = makeApp();
    const first = await new MemberClient(app).login('member2', 'Passw0rd!', { auto_login_yn: 'Y' });
    const device = new MemberClient(app);
    const c2 = v.parse(LoginResponse, await (await device.post('/gglib/autologin', { credential: first.DEVICE_CREDENTIAL })).json()).DEVICE_CREDENTIAL ?? '';
    expect((await device.post('/gglib/userlogout', { device_credential: c2 })).status).toBe(200);
    const [live] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM device_credentials WHERE revoked_at IS NULL
          AND family = (SELECT family FROM device_credentials WHERE token_hash = $1)`,
      [hashToken(c2)],
    );
    expect(live?.n).toBe(0);
  });

  it('keeps ten live credentials per member: an eleventh login revokes the oldest', async () => {
    const app = makeApp();
    const credentials: string[] = [];
    for (let i = 0; i < 11; i++) {
      const body = await new MemberClient(app).login('member2', 'Passw0rd!', { auto_login_yn: 'Y' });
      credentials.push(body.DEVICE_CREDENTIAL ?? '');
    }
    const use = (credential: string | undefined) => new MemberClient(app).post('/gglib/autologin', { credential });
    expect((await use(credentials[0])).status).toBe(401);
    expect((await use(credentials[1])).status).toBe(200);
  });

  it('401 for a credential nobody was given', async () => {
    await expectFail(
      await new MemberClient(makeApp()).post('/gglib/autologin', { credential: 'A'.repeat(43) }),
      401,
      '자동 로그인 정보가 유효하지 않습니다.',
    );
  });
});

describe('POST /gglib/userlogout', () => {
  it('ends the session, clears the cookie and revokes the device credential', async () => {
    const app = makeApp();
    const client = new MemberClient(app);
    const { USER_DATA, DEVICE_CREDENTIAL } = await client.login('member1', 'Passw0rd!', { auto_login_yn: 'Y' });
    const cookie = client.cookie;
    const response = await client.post('/gglib/userlogout', { device_credential: DEVICE_CREDENTIAL });
    expect(v.parse(LogoutResponse, await response.json())).toEqual({ RESULT: 'SUCCESS' });
    expect(response.headers.getSetCookie()[0]).toMatch(/^GGLIB_SESSION=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/);
    expect(client.cookie).toBeNull();

    const replay = new MemberClient(app);
    replay.cookie = cookie;
    const check = await replay.post('/gglib/sessioncheck', { user_key: USER_DATA.USER_KEY });
    expect(v.parse(SessionCheckResponse, await check.json()).RESULT_CODE).toBe(-200);
    expect((await replay.post('/gglib/getuserno', { user_key: USER_DATA.USER_KEY })).status).toBe(401);
    expect((await new MemberClient(app).post('/gglib/autologin', { credential: DEVICE_CREDENTIAL })).status).toBe(401);
  });

  it('succeeds without a session too (idempotent), also revoking a credential its holder sends', async () => {
    const app = makeApp();
    const { DEVICE_CREDENTIAL } = await new MemberClient(app).login('member2', 'Passw0rd!', { auto_login_yn: 'Y' });
    const stranger = new MemberClient(app);
    expect(await (await stranger.post('/gglib/userlogout')).json()).toEqual({ RESULT: 'SUCCESS' });
    expect(await (await stranger.post('/gglib/userlogout', { device_credential: DEVICE_CREDENTIAL })).json()).toEqual({
      RESULT: 'SUCCESS',
    });
    expect((await stranger.post('/gglib/autologin', { credential: DEVICE_CREDENTIAL })).status).toBe(401);
  });
});

describe('password hash upgrade at login (issue 18)', () => {
  it('rehashes a weaker stored hash at the policy’s cost after a successful login, not after a failed one', async () => {
    const weak = await hashPassword('Passw0rd!', { N: 512, r: 8, p: 1 });
    const [before] = await db.query<{ password_changed_at: string | null }>(
      `UPDATE members SET password_hash = $1 WHERE user_id = 'member3' RETURNING password_changed_at`,
      [weak],
    );
    const stored = async () => (await db.query<{ password_hash: string; password_changed_at: string | null }>(
      `SELECT password_hash, password_changed_at FROM members WHERE user_id = 'member3'`,
    ))[0];
    const app = makeApp();
    expect((await new MemberClient(app).post('/gglib/login', { id: 'member3', pw: encodePw('wrong!') })).status).toBe(401);
    expect((await stored())?.password_hash).toBe(weak);

    await new MemberClient(app).login('member3');
    const after = await stored();
    expect(after?.password_hash).not.toBe(weak);
    expect(parsePasswordHash(after?.password_hash ?? '')?.params).toEqual(passwordPolicy());
    expect(after?.password_changed_at).toEqual(before?.password_changed_at);
    // The upgraded hash verifies; a second login leaves it alone.
    await new MemberClient(app).login('member3');
    expect((await stored())?.password_hash).toBe(after?.password_hash);
  });
});

describe('cross-site state-changing calls (issue 18)', () => {
  const crossSite = '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 경기도서관 누리집에서 다시 시도해 주세요.';

  it('refuses a cross-site userlogout (Sec-Fetch-Site) and the session lives on', async () => {
    const app = makeApp();
    const client = new MemberClient(app);
    const { USER_DATA } = await client.login('member1');
    await expectFail(await client.post('/gglib/userlogout', {}, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }), 403, crossSite);
    const check = await client.post('/gglib/sessioncheck', { user_key: USER_DATA.USER_KEY }, { 'Sec-Fetch-Site': 'same-origin' });
    expect(v.parse(SessionCheckResponse, await check.json()).RESULT_CODE).not.toBe(-200);
  });

  it('without Sec-Fetch-Site, checks Origin against the server’s own origins', async () => {
    const app = makeApp();
    const client = new MemberClient(app);
    await client.login('member1');
    await expectFail(await client.post('/gglib/userlogout', {}, { Origin: 'https://evil.example' }), 403, crossSite);
    await expectFail(await client.post('/gglib/userlogout', {}, { Origin: 'null' }), 403, crossSite);
    // PUBLIC_ORIGIN (default http://localhost:4173) and the address the request came to are ours.
    const stranger = new MemberClient(app);
    expect((await stranger.post('/gglib/userlogout', {}, { Origin: 'http://localhost:4173' })).status).toBe(200);
    expect((await stranger.post('/gglib/userlogout', {}, { Origin: 'http://localhost' })).status).toBe(200);
    expect((await client.post('/gglib/userlogout', {}, { 'Sec-Fetch-Site': 'same-site' })).status).toBe(200);
    expect((await client.post('/gglib/userlogout', {}, { 'Sec-Fetch-Site': 'none' })).status).toBe(200);
  });

  it('refuses every state-changing method under /gglib, and leaves GETs elsewhere alone', async () => {
    const app = makeApp();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await app.request('/gglib/insertboard', { method, headers: { 'Sec-Fetch-Site': 'cross-site' } });
      expect(response.status, method).toBe(403);
    }
    const callback = await app.request('/oidc/callback/naver?code=x&state=y', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(callback.status).not.toBe(403);
  });
});

describe('member calls', () => {
  type Call = { path: string; body: (userKey: string, user: SessionUser) => Record<string, unknown> };
  const calls: Call[] = [
    { path: '/gglib/getuserno', body: (user_key) => ({ user_key }) },
    { path: '/gglib/gyeonggissoinfo', body: (user_key) => ({ user_key }) },
    { path: '/gglib/getwelaasyncinfo', body: (user_key) => ({ user_key, manage_code: MANAGE_CODE }) },
    { path: '/gglib/checkpassword', body: (user_key) => ({ user_key, pw: encodePw('Passw0rd!') }) },
    {
      path: '/gglib/getssotoken',
      body: (user_key, user) => ({ id: user.USER_ID, user_key, domin_yn: 'N', target: 'ggcyber' }),
    },
    { path: '/gglib/certifycitizen', body: (user_key) => ({ user_key, sigungu: '수원시', agree_yn: 'Y' }) },
  ];

  it.each(calls)('$path: 401 without a session', async ({ path, body }) => {
    const { app, user1 } = await twoMembers();
    const text = await expectFail(await new MemberClient(app).post(path, body(user1.USER_KEY, user1)), 401, '로그인이 필요합니다.');
    expect(text).not.toContain(user1.USER_ID);
  });

  it.each(calls)('$path: 403 and nothing of the other member for their user_key', async ({ path, body }) => {
    const { one, two, user1, user2 } = await twoMembers();
    const issued = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sso_tokens'))[0]?.n;
    const before = await issued();
    for (const [client, victim] of [
      [one, user2],
      [two, user1],
    ] as const) {
      const text = await expectFail(
        await client.post(path, body(victim.USER_KEY, victim)),
        403,
        '다른 회원의 정보는 조회할 수 없습니다.',
      );
      for (const secret of [victim.USER_NO, victim.USER_NAME, victim._REC_KEY_, victim.EMAIL]) {
        expect(text).not.toContain(secret);
      }
    }
    // Nothing was issued for anyone either.
    expect(await issued()).toBe(before);
  });

  it('getuserno answers the member’s own card number', async () => {
    const { one, two, user1, user2 } = await twoMembers();
    const no1 = v.parse(GetUserNoResponse, await (await one.post('/gglib/getuserno', { user_key: user1.USER_KEY })).json());
    const no2 = v.parse(GetUserNoResponse, await (await two.post('/gglib/getuserno', { user_key: user2.USER_KEY })).json());
    expect([no1, no2]).toEqual([
      { RESULT_INFO: 'SUCCESS', USER_NO: '20250000000001' },
      { RESULT_INFO: 'SUCCESS', USER_NO: 'GG-2025-0042' },
    ]);
  });

  it('getwelaasyncinfo answers the member’s own link state', async () => {
    const { one, two, user1, user2 } = await twoMembers();
    const ask = async (client: MemberClient, user: SessionUser) =>
      v.parse(
        WelaaSyncResponse,
        await (await client.post('/gglib/getwelaasyncinfo', { user_key: user.USER_KEY, manage_code: MANAGE_CODE })).json(),
      ).SYNC_YN;
    expect([await ask(one, user1), await ask(two, user2)]).toEqual(['N', 'Y']);
  });

  it('gyeonggissoinfo answers USER_ID and a fresh opaque proof, never the password', async () => {
    const { two, user2 } = await twoMembers();
    const ask = async () =>
      v.parse(GyeonggiSsoInfoResponse, await (await two.post('/gglib/gyeonggissoinfo', { user_key: user2.USER_KEY })).json());
    const first = await ask();
    const second = await ask();
    expect(first).toMatchObject({ RESULT: 'SUCCESS', USER_DATA: { USER_ID: 'member2' } });
    const proof = first.USER_DATA?.PASSWORD ?? '';
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.USER_DATA?.PASSWORD).not.toBe(proof);
    for (const leak of ['Passw0rd!', encodePw('Passw0rd!')]) expect(JSON.stringify(first)).not.toContain(leak);
    const stored = await db.query<{ target: string }>('SELECT target FROM sso_tokens WHERE token_hash = $1', [hashToken(proof)]);
    expect(stored).toEqual([{ target: 'ggpoint-proof' }]);
  });

  it('checkpassword: SUCCESS with the data, FAIL (HTTP 200) for a wrong password', async () => {
    const { one, user1 } = await twoMembers();
    const ok = await one.post('/gglib/checkpassword', { user_key: user1.USER_KEY, pw: encodePw('Passw0rd!') });
    expect(v.parse(CheckPasswordResponse, await ok.json())).toEqual({ RESULT: 'SUCCESS', USER_DATA: user1, RESULT_MESSAGE: '' });
    const bad = await one.post('/gglib/checkpassword', { user_key: user1.USER_KEY, pw: encodePw('nope') });
    expect(bad.status).toBe(200);
    expect(v.parse(CheckPasswordResponse, await bad.json())).toEqual({
      RESULT: 'FAIL',
      USER_DATA: null,
      RESULT_MESSAGE: '비밀번호가 일치하지 않습니다.',
    });
  });

  it('checkpassword failures count towards the login throttle of that id', async () => {
    const { app, one, user1 } = await twoMembers();
    const wrong = { user_key: user1.USER_KEY, pw: encodePw('nope') };
    for (let i = 0; i < 5; i++) expect((await one.post('/gglib/checkpassword', wrong)).status).toBe(200);
    expect(sleeps).toEqual([500, 1000, 1500]);
    const locked = await one.post('/gglib/checkpassword', { ...wrong, pw: encodePw('Passw0rd!') });
    await expectFail(locked, 429, '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect(locked.headers.get('Retry-After')).toBe('900');
    const login = await new MemberClient(app).post('/gglib/login', { id: 'member1', pw: encodePw('Passw0rd!') });
    expect(login.status).toBe(429);
  });

  it('getssotoken answers a single-use token and the demo page for every target but ggpoint', async () => {
    const { one, user1 } = await twoMembers();
    for (const target of ['ggcyber', 'ggdelivery', 'ggebook'] as const) {
      const response = await one.post('/gglib/getssotoken', { id: 'member1', user_key: user1.USER_KEY, domin_yn: 'N', target });
      const body = v.parse(GetSsoTokenResponse, await response.json());
      expect(body).toMatchObject({ RESULT: 'SUCCESS', REDIRECT_URL: `/sso/${target}`, RESULT_MESSAGE: '' });
      expect(body.TOKEN).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await db.query<{ target: string; ttl: number }>(
        `SELECT target, extract(epoch FROM expires_at - created_at)::int AS ttl FROM sso_tokens WHERE token_hash = $1`,
        [hashToken(body.TOKEN)],
      );
      expect(row).toEqual({ target, ttl: 120 });
    }
  });

  it('getssotoken refuses an id that is not the session member’s', async () => {
    const { one, user1 } = await twoMembers();
    const response = await one.post('/gglib/getssotoken', { id: 'member2', user_key: user1.USER_KEY, domin_yn: 'Y', target: 'ggebook' });
    expect(v.parse(GetSsoTokenResponse, await response.json())).toEqual({
      RESULT: 'FAIL',
      TOKEN: '',
      REDIRECT_URL: '',
      RESULT_MESSAGE: '인증 정보가 올바르지 않습니다.',
    });
  });

  it('ggpoint: refused without residency (member1), even with a proof and domin_yn Y', async () => {
    const { one, user1 } = await twoMembers();
    const info = v.parse(GyeonggiSsoInfoResponse, await (await one.post('/gglib/gyeonggissoinfo', { user_key: user1.USER_KEY })).json());
    const response = await one.post('/gglib/getssotoken', {
      id: 'member1',
      user_key: user1.USER_KEY,
      domin_yn: 'Y',
      target: 'ggpoint',
      password: info.USER_DATA?.PASSWORD,
    });
    expect(v.parse(GetSsoTokenResponse, await response.json())).toMatchObject({
      RESULT: 'FAIL',
      TOKEN: '',
      RESULT_MESSAGE: '독서포인트를 이용하기 위해선 도민인증이 필요합니다.',
    });
  });

  it('ggpoint: accepted for member2 with a proof from gyeonggissoinfo, once; never with the password', async () => {
    const { one, two, user1, user2 } = await twoMembers();
    const proofOf = async (client: MemberClient, user: SessionUser) =>
      v.parse(GyeonggiSsoInfoResponse, await (await client.post('/gglib/gyeonggissoinfo', { user_key: user.USER_KEY })).json())
        .USER_DATA?.PASSWORD;
    const ask = async (password: string | undefined) =>
      v.parse(
        GetSsoTokenResponse,
        await (
          await two.post('/gglib/getssotoken', { id: 'member2', user_key: user2.USER_KEY, domin_yn: 'Y', target: 'ggpoint', password })
        ).json(),
      );
    const badProof = { RESULT: 'FAIL', TOKEN: '', RESULT_MESSAGE: '인증 정보가 올바르지 않습니다.' };
    expect(await ask(undefined)).toMatchObject(badProof);
    expect(await ask('Passw0rd!')).toMatchObject(badProof);
    expect(await ask(await proofOf(one, user1))).toMatchObject(badProof);

    const proof = await proofOf(two, user2);
    const ok = await ask(proof);
    expect(ok).toMatchObject({ RESULT: 'SUCCESS', REDIRECT_URL: '/sso/ggpoint' });
    expect(ok.TOKEN).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await ask(proof)).toMatchObject(badProof);

    const stale = await proofOf(two, user2);
    clock.now += 121_000;
    expect(await ask(stale)).toMatchObject(badProof);
  });
});

describe('POST /gglib/certifycitizen (demo resident verification)', () => {
  it('verifies a member who declares a Gyeonggi city or county, once', async () => {
    const { one, user1 } = await twoMembers();
    const certify = async (sigungu: string, agree_yn = 'Y') =>
      one.post('/gglib/certifycitizen', { user_key: user1.USER_KEY, sigungu, agree_yn });
    try {
      const outside = await certify('경기도 외');
      expect(outside.status).toBe(200);
      expect(v.parse(CertifyCitizenResponse, await outside.json())).toEqual({
        RESULT: 'FAIL',
        USER_DATA: null,
        RESULT_MESSAGE: '경기도 내 시·군에 주민등록 주소를 둔 회원만 도민인증을 할 수 있습니다.',
      });
      expect((await certify('수원시', 'N')).status).toBe(400);

      const done = v.parse(CertifyCitizenResponse, await (await certify('수원시')).json());
      expect(done).toEqual({ RESULT: 'SUCCESS', USER_DATA: { ...user1, certAdminYn: 'Y' }, RESULT_MESSAGE: '' });
      const again = v.parse(CertifyCitizenResponse, await (await certify('성남시')).json());
      expect(again).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: '이미 경기도민인증이 완료된 회원입니다.' });

      // Now ggpoint is open to member1 as well.
      const info = await one.post('/gglib/gyeonggissoinfo', { user_key: user1.USER_KEY });
      const proof = v.parse(GyeonggiSsoInfoResponse, await info.json()).USER_DATA?.PASSWORD;
      const sso = await one.post('/gglib/getssotoken', {
        id: 'member1',
        user_key: user1.USER_KEY,
        domin_yn: 'Y',
        target: 'ggpoint',
        password: proof,
      });
      expect(v.parse(GetSsoTokenResponse, await sso.json()).RESULT).toBe('SUCCESS');
    } finally {
      await db.query(`UPDATE members SET cert_admin_yn = 'N' WHERE user_id = 'member1'`);
    }
  });
});

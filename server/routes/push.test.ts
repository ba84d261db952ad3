import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ece from 'http_ece';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import {
  AdminPushResponse,
  PushDeviceCountResponse,
  PushDeviceDetailResponse,
  PushDeviceWriteResponse,
  VapidKeyResponse,
} from '../../contract/push';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { PUSH_TTL_SECONDS } from '../push/send';
import { ADMIN_TOKEN_FILE, VAPID_FILE } from '../push/secrets';
import { SUBSCRIPTION_MESSAGES } from '../push/subscription';
import { MemberClient } from '../testing/member-client';
import { LocalPushService, makeSubscription } from '../testing/push-service';
import { openSeededTestDb } from '../testing/test-db';
import { ADMIN_MESSAGES } from './admin';
import { PUSH_MESSAGES } from './push';

const ADMIN_TOKEN = 'test-admin-token-0123456789';

let db: Db;
let service: LocalPushService;
let app: ReturnType<typeof createApp>;
let guest: MemberClient;
let one: MemberClient;
let two: MemberClient;
let user1: SessionUser;
let user2: SessionUser;
const warnings: string[] = [];

beforeAll(async () => {
  [db, service] = await Promise.all([openSeededTestDb(), LocalPushService.start()]);
  app = createApp({
    db,
    distDir: '/nonexistent-dist',
    push: { adminToken: ADMIN_TOKEN, agent: service.agent, warn: (message) => warnings.push(message) },
  });
  guest = new MemberClient(app);
  [one, two] = [new MemberClient(app), new MemberClient(app)];
  user1 = (await one.login('member1')).USER_DATA;
  user2 = (await two.login('member2')).USER_DATA;
});
afterAll(async () => {
  await service.close();
  await db.close();
});

let serial = 0;
/** A subscription token pointing at the local push service, unique per call. */
const newDevice = (path = `/push/device-${(serial += 1)}`) =>
  makeSubscription(`https://localhost:${service.port}${path}`);

async function expectFail(response: Response, status: number, message: string | RegExp, field?: string) {
  expect(response.status).toBe(status);
  const body = v.parse(ErrorEnvelope, await response.json());
  expect(body.RESULT_CODE).toBe(status);
  if (typeof message === 'string') expect(body.RESULT_MESSAGE).toBe(message);
  else expect(body.RESULT_MESSAGE).toMatch(message);
  expect(body.FIELD).toBe(field);
}

async function count(token: string): Promise<number> {
  const response = await guest.post('/gglib/selectpushdevicecount', { where_push_device_fcm_token: token });
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = v.parse(PushDeviceCountResponse, await response.json());
  expect(body.RESULT_CODE).toBe(100);
  return body.COUNT;
}

async function detail(token: string, client: MemberClient = guest) {
  const response = await client.post('/gglib/selectpushdevicedetail', { where_push_device_fcm_token: token });
  expect(response.status).toBe(200);
  return v.parse(PushDeviceDetailResponse, await response.json());
}

const insert = (client: MemberClient, token: string, extra: Record<string, unknown> = {}) =>
  client.post('/gglib/insertpushdevice', {
    manage_code: MANAGE_CODE,
    push_device_fcm_token: token,
    push_device_platform: 'Web',
    ...extra,
  });

const update = (client: MemberClient, token: string, userKey: string) =>
  client.post('/gglib/updatepushdevice', { where_push_device_fcm_token: token, push_device_user_key: userKey });

async function expectWritten(response: Response) {
  expect(response.status).toBe(200);
  expect(v.parse(PushDeviceWriteResponse, await response.json())).toEqual({ RESULT_INFO: 'SUCCESS', RESULT_CODE: 100 });
}

const adminPush = (body: Record<string, unknown>, token: string | null = ADMIN_TOKEN) =>
  app.request('/api/admin/push', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });

async function pushOk(body: Record<string, unknown>) {
  const response = await adminPush(body);
  expect(response.status).toBe(200);
  return v.parse(AdminPushResponse, await response.json());
}

describe('selectvapidkey', () => {
  it('answers the public key as base64url of an uncompressed P-256 point', async () => {
    const response = await guest.post('/gglib/selectvapidkey', {});
    expect(response.status).toBe(200);
    const { PUBLIC_KEY } = v.parse(VapidKeyResponse, await response.json());
    const point = Buffer.from(PUBLIC_KEY, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect((await app.request('/gglib/selectvapidkey')).status).toBe(405);
  });

  it('keeps the keys and the admin token in DATA_DIR (0600) and reuses them in a second app', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gglib-push-data-'));
    try {
      const key = async () => {
        const instance = createApp({ db, distDir: '/nonexistent-dist', dataDir });
        const response = await instance.request('/gglib/selectvapidkey', { method: 'POST' });
        return v.parse(VapidKeyResponse, await response.json()).PUBLIC_KEY;
      };
      const first = await key();
      expect(await key()).toBe(first);
      for (const file of [VAPID_FILE, ADMIN_TOKEN_FILE]) {
        expect(statSync(join(dataDir, file)).mode & 0o777, file).toBe(0o600);
      }
      // Another app on another data directory has keys of its own.
      const other = createApp({ db, distDir: '/nonexistent-dist' });
      const response = await other.request('/gglib/selectvapidkey', { method: 'POST' });
      expect(v.parse(VapidKeyResponse, await response.json()).PUBLIC_KEY).not.toBe(first);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('push devices', () => {
  it('registers a guest device once: count, detail, and a repeat that only updates the platform', async () => {
    const { token } = newDevice();
    expect(await count(token)).toBe(0);
    expect(await detail(token)).toEqual({ RESULT_INFO: 'SUCCESS', RESULT: null });

    await expectWritten(await insert(guest, token));
    expect(await count(token)).toBe(1);
    expect(await detail(token)).toEqual({ RESULT_INFO: 'SUCCESS', RESULT: { PUSH_DEVICE_USER_KEY: '' } });

    await expectWritten(await insert(guest, token, { push_device_platform: 'Android', push_device_user_key: '' }));
    expect(await count(token)).toBe(1);
    const rows = await db.query<{ platform: string; endpoint: string; member_id: number | null }>(
      'SELECT platform, endpoint, member_id FROM push_devices WHERE fcm_token = $1',
      [token],
    );
    expect(rows).toEqual([{ platform: 'Android', endpoint: JSON.parse(token).endpoint, member_id: null }]);
  });

  it("registers a member's device with the session's own key, and refuses without a session or with another's key", async () => {
    const { token } = newDevice();
    await expectFail(await insert(guest, token, { push_device_user_key: user1.USER_KEY }), 401, '로그인이 필요합니다.');
    await expectFail(
      await insert(one, token, { push_device_user_key: user2.USER_KEY }),
      403,
      '다른 회원의 정보는 조회할 수 없습니다.',
    );
    expect(await count(token)).toBe(0);

    await expectWritten(await insert(one, token, { push_device_user_key: user1.USER_KEY }));
    expect((await detail(token, one)).RESULT?.PUSH_DEVICE_USER_KEY).toBe(user1.USER_KEY);
    // A guest's re-registration (after logout) keeps the link.
    await expectWritten(await insert(guest, token));
    expect((await detail(token, one)).RESULT?.PUSH_DEVICE_USER_KEY).toBe(user1.USER_KEY);
  });

  it('links a guest device to the member who logs in on it, and refuses others', async () => {
    const { token } = newDevice();
    await expectWritten(await insert(guest, token));

    await expectFail(await update(guest, token, user1.USER_KEY), 401, '로그인이 필요합니다.');
    await expectFail(await update(one, token, user2.USER_KEY), 403, '다른 회원의 정보는 조회할 수 없습니다.');
    expect((await detail(token)).RESULT?.PUSH_DEVICE_USER_KEY).toBe('');

    await expectWritten(await update(one, token, user1.USER_KEY));
    expect((await detail(token, one)).RESULT?.PUSH_DEVICE_USER_KEY).toBe(user1.USER_KEY);
    // Another member logging in on the same browser takes the device over: the subscription's
    // keys in the token are the proof that the caller holds it.
    await expectWritten(await update(two, token, user2.USER_KEY));
    expect((await detail(token, two)).RESULT?.PUSH_DEVICE_USER_KEY).toBe(user2.USER_KEY);

    await expectFail(await update(one, newDevice().token, user1.USER_KEY), 404, PUSH_MESSAGES.unknownDevice);
  });

  it('tells whose device it is only to that member: a guest or another member reads a linked device as not theirs (issue 18, finding 9)', async () => {
    const { token } = newDevice();
    await expectWritten(await insert(one, token, { push_device_user_key: user1.USER_KEY }));
    expect((await detail(token, one)).RESULT?.PUSH_DEVICE_USER_KEY).toBe(user1.USER_KEY);
    expect((await detail(token, guest)).RESULT?.PUSH_DEVICE_USER_KEY).toBe('');
    expect((await detail(token, two)).RESULT?.PUSH_DEVICE_USER_KEY).toBe('');
    expect(await detail(newDevice().token, two)).toEqual({ RESULT_INFO: 'SUCCESS', RESULT: null });
  });

  it("does not move another member's device on a token that carries no subscription keys (issue 18, finding 9)", async () => {
    const nativeToken = `fcm-native-token-${(serial += 1)}`;
    await expectWritten(await insert(one, nativeToken, { push_device_user_key: user1.USER_KEY, push_device_platform: 'Android' }));
    await expectFail(await update(two, nativeToken, user2.USER_KEY), 403, PUSH_MESSAGES.otherMembersDevice);
    await expectFail(await insert(two, nativeToken, { push_device_user_key: user2.USER_KEY }), 403, PUSH_MESSAGES.otherMembersDevice);
    expect((await detail(nativeToken, one)).RESULT?.PUSH_DEVICE_USER_KEY).toBe(user1.USER_KEY);
    // Its own member may register it again, and a guest's registration keeps the link.
    await expectWritten(await update(one, nativeToken, user1.USER_KEY));
    await expectWritten(await insert(guest, nativeToken, { push_device_platform: 'Android' }));
    expect((await detail(nativeToken, one)).RESULT?.PUSH_DEVICE_USER_KEY).toBe(user1.USER_KEY);
  });

  it("does not let an endpoint alone replace a device's keys or move it: the same keys, or its own member (outside probe, F2)", async () => {
    const device = newDevice();
    await expectWritten(await insert(two, device.token, { push_device_user_key: user2.USER_KEY }));
    const endpoint = device.subscription.endpoint;
    // Someone who knows the endpoint, with keys of their own, as a guest or as another member.
    const forged = JSON.stringify({ endpoint, expirationTime: null, keys: newDevice().subscription.keys });
    const keyless = JSON.stringify({ endpoint });
    await expectFail(await insert(guest, forged), 403, PUSH_MESSAGES.otherSubscription);
    await expectFail(await insert(one, forged, { push_device_user_key: user1.USER_KEY }), 403, PUSH_MESSAGES.otherSubscription);
    await expectFail(await insert(guest, keyless), 403, PUSH_MESSAGES.otherSubscription);
    expect(await count(device.token)).toBe(1);
    expect((await detail(device.token, two)).RESULT?.PUSH_DEVICE_USER_KEY).toBe(user2.USER_KEY);
    expect(await count(forged)).toBe(0);

    // The same subscription written another way (the browser's JSON without expirationTime) is the
    // same keys: it replaces the row and keeps the member, as before.
    const rewritten = JSON.stringify({ endpoint, keys: device.subscription.keys });
    await expectWritten(await insert(guest, rewritten));
    expect(await count(device.token)).toBe(0);
    expect((await detail(rewritten, two)).RESULT?.PUSH_DEVICE_USER_KEY).toBe(user2.USER_KEY);
    // Its own member may register new keys for the endpoint.
    const renewed = JSON.stringify({ endpoint, keys: newDevice().subscription.keys });
    await expectWritten(await insert(two, renewed, { push_device_user_key: user2.USER_KEY }));
    expect(await count(rewritten)).toBe(0);
    expect((await detail(renewed, two)).RESULT?.PUSH_DEVICE_USER_KEY).toBe(user2.USER_KEY);
  });

  it('refuses a subscription whose endpoint is not https (or http on localhost) with 400', async () => {
    const field = 'push_device_fcm_token';
    const message = `${SUBSCRIPTION_MESSAGES.badEndpoint} (${field})`;
    const tokens = [
      JSON.stringify({ endpoint: 'http://push.example/x', keys: {} }),
      JSON.stringify({ endpoint: 'javascript:alert(1)' }),
      JSON.stringify({ endpoint: 'ftp://push.example/x' }),
      JSON.stringify({ endpoint: 'https://user:pw@push.example/x' }),
      JSON.stringify({ endpoint: 42 }),
      JSON.stringify({ endpoint: 'not a url' }),
    ];
    for (const token of tokens) await expectFail(await insert(guest, token), 400, message, field);
    await expectFail(
      await guest.post('/gglib/selectpushdevicecount', { where_push_device_fcm_token: tokens[0] }),
      400,
      `${SUBSCRIPTION_MESSAGES.badEndpoint} (where_push_device_fcm_token)`,
      'where_push_device_fcm_token',
    );
    await expectFail(await insert(guest, ''), 400, /토큰이 비어 있습니다/, field);
    await expectFail(await insert(guest, 'x'.repeat(2001)), 400, /토큰이 너무 깁니다/, field);
    await expectFail(await insert(guest, newDevice().token, { push_device_platform: 'Windows' }), 400, /Android, Ios, Web/, 'push_device_platform');

    // A test push service on this machine may use http; an opaque (native FCM) token is stored as is.
    await expectWritten(await insert(guest, JSON.stringify({ endpoint: 'http://127.0.0.1:9/push', keys: {} })));
    await expectWritten(await insert(guest, 'fcm:native-app-token-123', { push_device_platform: 'Android' }));
    expect(await count('fcm:native-app-token-123')).toBe(1);
  });

  it("limits the new guests' devices one address registers; a device registered again and members' devices are not counted", async () => {
    const limited = createApp({ db, distDir: '/nonexistent-dist', push: { agent: service.agent, guestDeviceLimit: { max: 2, windowMs: 60_000 } } });
    const visitor = new MemberClient(limited);
    const member = new MemberClient(limited);
    const { USER_KEY } = (await member.login('member2')).USER_DATA;
    const [first, second, third] = [newDevice(), newDevice(), newDevice()];
    await expectWritten(await insert(visitor, first.token));
    await expectWritten(await insert(visitor, second.token));

    const refused = await insert(visitor, third.token);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    await expectFail(refused, 429, PUSH_MESSAGES.tooManyDevices);
    expect(await count(third.token)).toBe(0);

    // The app refreshes a registration it made: that is no new device.
    await expectWritten(await insert(visitor, first.token));
    // A member's device is the member's: login and the member calls' own checks guard it.
    await expectWritten(await insert(member, third.token, { push_device_user_key: USER_KEY }));
    expect(await count(third.token)).toBe(1);
  });
});

describe('POST /api/admin/push', () => {
  it('refuses a missing or wrong token with 401, before reading the body', async () => {
    for (const token of [null, 'wrong-token', `${ADMIN_TOKEN}x`]) {
      const response = await adminPush({ title: '제목', body: '내용' }, token);
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
      await expectFail(response, 401, ADMIN_MESSAGES.unauthorized);
    }
    const bare = createApp({ db, distDir: '/nonexistent-dist' });
    const response = await bare.request('/api/admin/push', {
      method: 'POST',
      headers: { Authorization: 'Bearer anything', 'Content-Type': 'application/json' },
      body: '{"title":"t","body":"b"}',
    });
    expect(response.status).toBe(401);
  });

  it('validates the message and the member', async () => {
    await expectFail(await adminPush({ title: '', body: '내용' }), 400, '제목을 입력해 주세요. (title)', 'title');
    await expectFail(await adminPush({ title: '제목', body: '내용', url: 'https://evil.example' }), 400, /url은/, 'url');
    await expectFail(await adminPush({ title: '제목', body: '내용', url: '//evil.example' }), 400, /url은/, 'url');
    await expectFail(await adminPush({ title: '제목', body: '내용', member_id: 'nobody' }), 404, ADMIN_MESSAGES.unknownMember);
  });

  describe('a real Web Push round trip through a local push service', () => {
    beforeEach(async () => {
      await db.query('DELETE FROM push_devices');
      service.received.length = 0;
      service.status = 201;
      warnings.length = 0;
    });

    it('encrypts the payload for the device (aes128gcm, VAPID), and deletes it once the service says 410', async () => {
      const device = newDevice('/push/abc');
      await expectWritten(await insert(guest, device.token));
      const payload = { title: '휴관 안내', body: '3월 2일은 임시 휴관합니다.', url: '/notice/12' };

      expect(await pushOk(payload)).toEqual({ RESULT_INFO: 'SUCCESS', SENT: 1, REMOVED: 0, FAILED: 0 });
      expect(service.received).toHaveLength(1);
      const [push] = service.received;
      expect(push?.path).toBe('/push/abc');
      expect(push?.headers['content-encoding']).toBe('aes128gcm');
      expect(push?.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      expect(push?.headers.urgency).toBe('normal');
      const vapidKey = v.parse(VapidKeyResponse, await (await guest.post('/gglib/selectvapidkey')).json()).PUBLIC_KEY;
      expect(push?.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidKey}$`));

      const plain = ece.decrypt(push?.body ?? Buffer.alloc(0), {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: device.authSecret,
      });
      expect(JSON.parse(plain.toString('utf8'))).toEqual(payload);

      service.status = 410;
      expect(await pushOk(payload)).toEqual({ RESULT_INFO: 'SUCCESS', SENT: 0, REMOVED: 1, FAILED: 0 });
      expect(await count(device.token)).toBe(0);
      expect(warnings).toEqual([]);
    });

    it("sends only to one member's devices when member_id is given, with url '/' by default", async () => {
      const mine = newDevice('/push/member1');
      const theirs = newDevice('/push/guest');
      await expectWritten(await insert(one, mine.token, { push_device_user_key: user1.USER_KEY }));
      await expectWritten(await insert(guest, theirs.token));

      expect(await pushOk({ title: '대출 만기', body: '내일 반납일입니다.', member_id: 'MEMBER1' })).toMatchObject({ SENT: 1 });
      expect(service.received.map((push) => push.path)).toEqual(['/push/member1']);
      const plain = ece.decrypt(service.received[0]?.body ?? Buffer.alloc(0), {
        version: 'aes128gcm',
        privateKey: mine.ecdh,
        authSecret: mine.authSecret,
      });
      expect(JSON.parse(plain.toString('utf8'))).toEqual({ title: '대출 만기', body: '내일 반납일입니다.', url: '/' });
      expect(await pushOk({ title: '안내', body: '내용', member_id: 'member2' })).toMatchObject({ SENT: 0, FAILED: 0 });
    });

    it('counts refused sends and tokens that are not subscriptions as FAILED and keeps those devices', async () => {
      const device = newDevice('/push/busy');
      await expectWritten(await insert(guest, device.token));
      await expectWritten(await insert(guest, 'fcm:native-app-token-456', { push_device_platform: 'Android' }));
      service.status = 500;
      expect(await pushOk({ title: '안내', body: '내용' })).toEqual({ RESULT_INFO: 'SUCCESS', SENT: 0, REMOVED: 0, FAILED: 2 });
      expect(await count(device.token)).toBe(1);
      expect(await count('fcm:native-app-token-456')).toBe(1);
      expect(warnings).toEqual([expect.stringMatching(/HTTP 500/)]);
    });
  });
});

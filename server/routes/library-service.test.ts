import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import { IDEMPOTENCY_HEADER, MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import {
  CancelHumanBookingResponse,
  EResourceDetailResponse,
  EResourceListResponse,
  HUMAN_ACTIVE_LIMIT,
  HumanBookingResponse,
  HumanLibraryResponse,
  MyHumanBookingsResponse,
  ServiceRulesResponse,
  seatsLeft,
  type HumanBook,
} from '../../contract/library-service';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { REPLAYED_HEADER } from '../http/idempotency';
import { HUMAN_MESSAGES } from '../repositories/library-service-repository';
import { LOAN_LIMIT, RESERVE_LIMIT } from '../repositories/my-library-rules';
import { SEED_E_RESOURCES, SEED_HUMAN_BOOKS, seedLibraryServiceIfEmpty } from '../seed/library-service';
import { MemberClient } from '../testing/member-client';
import { openSeededTestDb } from '../testing/test-db';

const SEED_NOW = Date.parse('2026-03-10T03:00:00Z');
const DAY = 24 * 3_600_000;

let db: Db;
let app: ReturnType<typeof createApp>;
let anonymous: MemberClient;
let one: MemberClient;
let two: MemberClient;
let user1: SessionUser;
let user2: SessionUser;

beforeAll(async () => {
  db = await openSeededTestDb({ now: SEED_NOW });
  expect(await seedLibraryServiceIfEmpty(db, { now: SEED_NOW })).toBe(true);
  expect(await seedLibraryServiceIfEmpty(db, { now: SEED_NOW })).toBe(false);
  app = createApp({ db, distDir: '/nonexistent-dist', auth: { now: () => SEED_NOW + 3_600_000 } });
  anonymous = new MemberClient(app);
  [one, two] = [new MemberClient(app), new MemberClient(app)];
  user1 = (await one.login('member1')).USER_DATA;
  user2 = (await two.login('member2')).USER_DATA;
});
afterAll(() => db.close());

const send = (client: MemberClient, call: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.post(`/gglib/${call}`, { manage_code: MANAGE_CODE, ...body }, headers);

async function ok<S extends v.GenericSchema>(schema: S, response: Response): Promise<v.InferOutput<S>> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return v.parse(schema, JSON.parse(text));
}

async function expectError(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  const body = v.parse(ErrorEnvelope, await response.json());
  if (message !== undefined) expect(body.RESULT_MESSAGE).toBe(message);
  return body;
}

const humanLibrary = async (client = anonymous) => ok(HumanLibraryResponse, await send(client, 'selecthumanlibrary', {}));
const bookByTitle = async (title: string): Promise<HumanBook> => {
  const book = (await humanLibrary()).LIST.find((b) => b.TITLE === title);
  if (!book) throw new Error(`no human book ${title}`);
  return book;
};
const book = (client: MemberClient, user: SessionUser, sessionId: number, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  send(client, 'inserthumanbooking', { user_key: user.USER_KEY, session_id: sessionId, phone: '010-1234-5678', question: '처음 목공을 배울 때 어떤 책을 보셨나요?', agree_yn: 'Y', ...extra }, headers);
const cancel = (client: MemberClient, user: SessionUser, key: string) => send(client, 'cancelhumanbooking', { user_key: user.USER_KEY, booking_key: key });
const mine = async (client: MemberClient, user: SessionUser) => ok(MyHumanBookingsResponse, await send(client, 'selectmyhumanbookings', { user_key: user.USER_KEY }));

describe('service rules', () => {
  it('answers the limits the server applies', async () => {
    const body = await ok(ServiceRulesResponse, await send(anonymous, 'selectservicerules', {}));
    expect(body.RULES.LOAN_LIMIT).toBe(LOAN_LIMIT);
    expect(body.RULES.RESERVE_LIMIT).toBe(RESERVE_LIMIT);
    expect(body.RULES.HUMAN_ACTIVE_LIMIT).toBe(HUMAN_ACTIVE_LIMIT);
  });
});

describe('e-resources', () => {
  it('lists every seeded resource of a kind with its access rule', async () => {
    for (const kind of ['JOURNAL', 'DATABASE', 'MAGAZINE', 'KNOWLEDGE'] as const) {
      const body = await ok(EResourceListResponse, await send(anonymous, 'selecteresourcelist', { kind }));
      const seeded = SEED_E_RESOURCES.filter((r) => r.kind === kind);
      expect(body.LIST.map((r) => r.NAME)).toEqual(seeded.map((r) => r.name));
      for (const resource of body.LIST) {
        if (resource.ACCESS === 'ONSITE') expect(resource.PLACE).toMatch(/층/);
        if (resource.ACCESS === 'REMOTE') expect(['ggcyber', 'ggebook']).toContain(resource.VIA);
        if (resource.ACCESS === 'OPEN') expect(resource.URL).toMatch(/^https:\/\//);
      }
    }
  });

  it('answers one journal with its page and steps; an unknown id is 404', async () => {
    const list = await ok(EResourceListResponse, await send(anonymous, 'selecteresourcelist', { kind: 'JOURNAL' }));
    const nature = list.LIST.find((r) => r.NAME === 'Nature');
    expect(nature?.ACCESS).toBe('ONSITE');
    const detail = await ok(EResourceDetailResponse, await send(anonymous, 'selecteresourcedetail', { resource_id: nature?.RESOURCE_ID }));
    expect(detail.RESOURCE.ISSN).toBe('0028-0836');
    expect(detail.RESOURCE.STEPS.length).toBeGreaterThan(1);
    await expectError(await send(anonymous, 'selecteresourcedetail', { resource_id: 999_999 }), 404);
  });

  it('refuses an unknown kind or a bad id in words', async () => {
    await expectError(await send(anonymous, 'selecteresourcelist', { kind: 'VIDEO' }), 400);
    await expectError(await send(anonymous, 'selecteresourcedetail', { resource_id: 'x' }), 400, 'resource_id는 숫자여야 합니다.');
  });
});

describe('human library', () => {
  it('lists the human books with their sessions to come and the seats taken', async () => {
    const body = await humanLibrary();
    expect(body.LIST.map((b) => b.TITLE)).toEqual(SEED_HUMAN_BOOKS.map((b) => b.title));
    const bakery = body.LIST.find((b) => b.TITLE === '새벽 네 시의 동네 빵집');
    const full = bakery?.SESSIONS.find((s) => s.CAPACITY === 2);
    expect(full && seatsLeft(full)).toBe(0);
    expect(bakery?.TOPICS.length).toBe(3);
  });

  it('validates the booking: phone, consent, question length, ids', async () => {
    const carpenter = await bookByTitle('마흔에 목수가 된 회계사');
    const sessionId = carpenter.SESSIONS[0]?.SESSION_ID ?? 0;
    expect((await expectError(await book(one, user1, sessionId, {}, { phone: '12345' }), 400)).FIELD).toBe('phone');
    expect((await expectError(await book(one, user1, sessionId, {}, { agree_yn: 'N' }), 400)).RESULT_MESSAGE).toContain('개인정보 수집·이용에 동의해 주세요.');
    await expectError(await book(one, user1, sessionId, {}, { question: '가'.repeat(301) }), 400);
    await expectError(await book(one, user1, 0), 400);
  });

  it('needs a session and the member’s own user_key', async () => {
    const carpenter = await bookByTitle('마흔에 목수가 된 회계사');
    const sessionId = carpenter.SESSIONS[0]?.SESSION_ID ?? 0;
    await expectError(await book(anonymous, user1, sessionId), 401);
    await expectError(await book(two, user1, sessionId), 403);
    await expectError(await send(two, 'selectmyhumanbookings', { user_key: user1.USER_KEY }), 403);
  });

  it('books a seat once per idempotency key, refuses a duplicate and another session of the same book', async () => {
    const carpenter = await bookByTitle('마흔에 목수가 된 회계사');
    const [first, second] = carpenter.SESSIONS;
    if (!first || !second) throw new Error('two sessions expected');
    const key = { [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
    const done = await ok(HumanBookingResponse, await book(one, user1, first.SESSION_ID, key));
    expect(done.RESULT).toBe('SUCCESS');
    expect(done.BOOKING?.TITLE).toBe('마흔에 목수가 된 회계사');
    const replay = await book(one, user1, first.SESSION_ID, key);
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await ok(HumanBookingResponse, replay)).BOOKING?.BOOKING_KEY).toBe(done.BOOKING?.BOOKING_KEY);
    const after = (await bookByTitle('마흔에 목수가 된 회계사')).SESSIONS[0];
    expect(after?.BOOKED_COUNT).toBe(first.BOOKED_COUNT + 1);

    const duplicate = await ok(HumanBookingResponse, await book(one, user1, first.SESSION_ID));
    expect(duplicate).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: HUMAN_MESSAGES.duplicate });
    const sameBook = await ok(HumanBookingResponse, await book(one, user1, second.SESSION_ID));
    expect(sameBook).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: HUMAN_MESSAGES.sameBook });

    const list = await mine(one, user1);
    expect(list.LIST[0]).toMatchObject({ BOOKING_KEY: done.BOOKING?.BOOKING_KEY, STATUS: 'BOOKED', CANCELABLE_YN: 'Y' });
    expect(list.LIST[0]?.QUESTION).toContain('목공');
  });

  it('refuses a full session and a session that has begun', async () => {
    const bakery = await bookByTitle('새벽 네 시의 동네 빵집');
    const full = bakery.SESSIONS.find((s) => s.CAPACITY === 2);
    if (!full) throw new Error('full session expected');
    expect(await ok(HumanBookingResponse, await book(one, user1, full.SESSION_ID))).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: HUMAN_MESSAGES.full });

    const later = createApp({ db, distDir: '/nonexistent-dist', auth: { now: () => SEED_NOW + 60 * DAY } });
    const client = new MemberClient(later);
    const user = (await client.login('member3')).USER_DATA;
    expect(await ok(HumanBookingResponse, await book(client, user, full.SESSION_ID))).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: HUMAN_MESSAGES.sessionBegun });
    expect((await humanLibrary(client)).LIST.every((b) => b.SESSIONS.length === 0)).toBe(true);
    // A login at that later time ended the sessions that had expired by then: sign in again.
    user1 = (await one.login('member1')).USER_DATA;
    user2 = (await two.login('member2')).USER_DATA;
  });

  it(`holds at most ${HUMAN_ACTIVE_LIMIT} bookings at once`, async () => {
    const books = (await humanLibrary()).LIST.filter((b) => b.TITLE !== '마흔에 목수가 된 회계사' && b.TITLE !== '새벽 네 시의 동네 빵집');
    // member1 holds one booking already (the carpenter).
    for (const other of books.slice(0, HUMAN_ACTIVE_LIMIT - 1)) {
      expect((await ok(HumanBookingResponse, await book(one, user1, other.SESSIONS[0]?.SESSION_ID ?? 0))).RESULT).toBe('SUCCESS');
    }
    const over = books[HUMAN_ACTIVE_LIMIT - 1]?.SESSIONS[0]?.SESSION_ID ?? 0;
    expect(await ok(HumanBookingResponse, await book(one, user1, over))).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: HUMAN_MESSAGES.limit });
  });

  it('cancels only the member’s own booking, once; the seat is free again', async () => {
    const list = await mine(one, user1);
    const booking = list.LIST.find((b) => b.TITLE === '마흔에 목수가 된 회계사');
    if (!booking) throw new Error('booking expected');
    await expectError(await cancel(two, user2, booking.BOOKING_KEY), 403, HUMAN_MESSAGES.otherMember);
    await expectError(await cancel(two, user1, booking.BOOKING_KEY), 403);
    const before = (await bookByTitle('마흔에 목수가 된 회계사')).SESSIONS[0]?.BOOKED_COUNT ?? 0;
    expect(await ok(CancelHumanBookingResponse, await cancel(one, user1, booking.BOOKING_KEY))).toMatchObject({ RESULT: 'SUCCESS' });
    expect((await bookByTitle('마흔에 목수가 된 회계사')).SESSIONS[0]?.BOOKED_COUNT).toBe(before - 1);
    expect(await ok(CancelHumanBookingResponse, await cancel(one, user1, booking.BOOKING_KEY))).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: HUMAN_MESSAGES.alreadyCancelled });
    expect(await ok(CancelHumanBookingResponse, await cancel(one, user1, 'HBnothing-here'))).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: HUMAN_MESSAGES.bookingNotFound });
    const cancelled = (await mine(one, user1)).LIST.find((b) => b.BOOKING_KEY === booking.BOOKING_KEY);
    expect(cancelled).toMatchObject({ STATUS: 'CANCELLED', CANCELABLE_YN: 'N' });
    // Booked again after the cancel: a cancelled booking does not count as a duplicate.
    expect((await ok(HumanBookingResponse, await book(one, user1, booking.SESSION_ID))).RESULT).toBe('SUCCESS');
  });
});

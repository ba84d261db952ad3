import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { FACILITY_RULES, FacilityBookResponse, FacilityListResponse, FacilitySlotsResponse } from '../../contract/facilities';
import { CancelReserveResponse, FacilityReserveListResponse } from '../../contract/my-library';
import { IDEMPOTENCY_HEADER } from '../../contract/push';
import { createApp } from '../app';
import { addDays, seoulDay } from '../calendar';
import type { Db } from '../db/db';
import { REPLAYED_HEADER } from '../http/idempotency';
import { FACILITY_MESSAGES as F, isSlotConflict } from '../repositories/facilities-repository';
import { SEED_RENTAL_FACILITIES, seedRentalFacilitiesIfNeeded } from '../seed/facilities';
import { seedHoldingsIfEmpty } from '../seed/holdings';
import { seedMyLibraryIfEmpty } from '../seed/my-library';
import { MemberClient } from '../testing/member-client';
import { openSeededTestDb } from '../testing/test-db';

/** Seeded as of Tuesday 2026-03-10 12:00 in Seoul; the app's clock runs an hour later and can move. */
const SEED_NOW = Date.parse('2026-03-10T03:00:00Z');
const clock = { now: SEED_NOW + 60 * 60 * 1000 };
const TODAY = seoulDay(SEED_NOW);
const WEDNESDAY = addDays(TODAY, 1);
const THURSDAY = addDays(TODAY, 2);
const FRIDAY = addDays(TODAY, 3);
const MONDAY = addDays(TODAY, 6);

let db: Db;
let anonymous: MemberClient;
let one: MemberClient;
let two: MemberClient;
let three: MemberClient;
let user1: SessionUser;
let user2: SessionUser;
let user3: SessionUser;

beforeAll(async () => {
  db = await openSeededTestDb({ now: SEED_NOW });
  await seedHoldingsIfEmpty(db, { now: SEED_NOW });
  await seedMyLibraryIfEmpty(db, { now: SEED_NOW });
  await seedRentalFacilitiesIfNeeded(db);
  const app = createApp({ db, distDir: '/nonexistent-dist', auth: { now: () => clock.now, sessionTimeSeconds: 365 * 24 * 3600 } });
  anonymous = new MemberClient(app);
  [one, two, three] = [new MemberClient(app), new MemberClient(app), new MemberClient(app)];
  user1 = (await one.login('member1')).USER_DATA;
  user2 = (await two.login('member2')).USER_DATA;
  user3 = (await three.login('member3')).USER_DATA;
});
afterAll(() => db.close());

const send = (client: MemberClient, call: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.post(`/gglib/${call}`, { manage_code: MANAGE_CODE, ...body }, headers);

async function read<S extends v.GenericSchema>(schema: S, response: Response, status = 200): Promise<v.InferOutput<S>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return v.parse(schema, JSON.parse(text));
}

const slots = async (facility: string, day: string, client = anonymous, user?: SessionUser) =>
  read(FacilitySlotsResponse, await send(client, 'selectfacilityslots', { facility_code: facility, use_date: day, ...(user ? { user_key: user.USER_KEY } : {}) }));

const stateOf = async (facility: string, day: string, start: string) => (await slots(facility, day)).SLOTS.find((slot) => slot.START === start)?.STATE;

interface Booking {
  facility?: string;
  day?: string;
  start: string;
  end: string;
  people?: number;
  queued?: boolean;
}

const book = (client: MemberClient, user: SessionUser, booking: Booking, headers: Record<string, string> = {}) =>
  send(
    client,
    'insertfacilityreserve',
    {
      user_key: user.USER_KEY,
      facility_code: booking.facility ?? 'MAIN-AI-STUDIO',
      use_date: booking.day ?? WEDNESDAY,
      start_time: booking.start,
      end_time: booking.end,
      people: booking.people ?? 3,
      purpose: '그림책 삽화 만들기 동아리 모임',
      agree_yn: 'Y',
      ...(booking.queued ? { queued_yn: 'Y' } : {}),
    },
    headers,
  );

const myBookings = async (client: MemberClient, user: SessionUser) =>
  (await read(FacilityReserveListResponse, await send(client, 'selectfacilityreservelist', { user_key: user.USER_KEY }))).LIST;

const cancel = async (client: MemberClient, user: SessionUser, key: string) =>
  read(CancelReserveResponse, await send(client, 'cancelfacilityreserve', { user_key: user.USER_KEY, booking_key: key }));

describe('the rooms', () => {
  it('lists the rooms booked online in order, with the closed days of the next 30 days', async () => {
    const list = await read(FacilityListResponse, await send(anonymous, 'selectfacilitylist', {}));
    expect(list.LIST.map((room) => room.FACILITY_CODE)).toEqual(SEED_RENTAL_FACILITIES.map((room) => room.code));
    expect(list.LIST.find((room) => room.FACILITY_CODE === 'MAIN-REC-BOOTH')).toMatchObject({ KIND: 'RECORDING', CAPACITY: 3, AI_LIBRARY_YN: 'Y', CLOSES: '22:00' });
    expect(list).toMatchObject({ TODAY, LAST_DAY: addDays(TODAY, FACILITY_RULES.daysAhead), MAX_ACTIVE: FACILITY_RULES.maxActive });
    expect(list.CLOSED_DAYS).toContainEqual({ DAY: MONDAY, REASON: '정기휴관일' });
    expect(list.CLOSED_DAYS.every((day) => day.DAY >= TODAY)).toBe(true);
  });

  it('seeds the details once and leaves a room the library edited', async () => {
    await db.query(`UPDATE facilities SET summary = '직접 고친 안내' WHERE facility_code = 'MAIN-GROUP-2'`);
    expect(await seedRentalFacilitiesIfNeeded(db)).toBe(false);
    const [row] = await db.query<{ summary: string }>(`SELECT summary FROM facilities WHERE facility_code = 'MAIN-GROUP-2'`);
    expect(row?.summary).toBe('직접 고친 안내');
  });
});

describe('a day of slots', () => {
  it("says each hour in words: past, free, taken, and the member's own", async () => {
    const today = await slots('MAIN-SEMINAR-1', TODAY);
    expect(today.SLOTS[0]).toEqual({ START: '09:00', END: '10:00', STATE: 'PAST' });
    expect(today.SLOTS.find((slot) => slot.START === '13:00')?.STATE).toBe('PAST');
    expect(today.SLOTS.find((slot) => slot.START === '14:00')?.STATE).toBe('FREE');
    expect(today.SLOTS.at(-1)).toEqual({ START: '21:00', END: '22:00', STATE: 'FREE' });
    // member1's seeded booking of 세미나실 1: four days on, 14:00–16:00 (a Saturday: closes 18:00).
    const saturday = addDays(TODAY, 4);
    const visitor = await slots('MAIN-SEMINAR-1', saturday);
    expect(visitor.SLOTS.at(-1)?.END).toBe('18:00');
    expect(visitor.SLOTS.filter((slot) => slot.STATE === 'TAKEN').map((slot) => slot.START)).toEqual(['14:00', '15:00']);
    const own = await slots('MAIN-SEMINAR-1', saturday, one, user1);
    expect(own.SLOTS.filter((slot) => slot.STATE === 'MINE').map((slot) => slot.START)).toEqual(['14:00', '15:00']);
  });

  it("says a closed day and a day out of range, and refuses another member's key", async () => {
    expect(await slots('MAIN-AI-STUDIO', MONDAY)).toMatchObject({ CLOSED_YN: 'Y', CLOSED_REASON: '정기휴관일', SLOTS: [] });
    expect(await slots('MAIN-AI-STUDIO', addDays(TODAY, -1))).toMatchObject({ OUT_OF_RANGE_YN: 'Y', SLOTS: [] });
    expect(await slots('NORTH-SEMINAR', WEDNESDAY)).toMatchObject({ RESULT: 'NO_DATA', SLOTS: [] });
    const response = await send(two, 'selectfacilityslots', { facility_code: 'MAIN-AI-STUDIO', use_date: WEDNESDAY, user_key: user1.USER_KEY });
    expect(response.status).toBe(403);
  });
});

describe('booking', () => {
  it('books a free slot, shows it in 나의 도서관 at once, and refuses an overlapping one with 409', async () => {
    const booked = await read(FacilityBookResponse, await book(three, user3, { start: '10:00', end: '12:00' }));
    expect(booked).toMatchObject({ RESULT: 'SUCCESS', BOOKING: { FACILITY_NAME: 'AI 창작 스튜디오', USE_DATE: WEDNESDAY, START_TIME: '10:00', END_TIME: '12:00', STATUS: 'APPLIED', CANCELABLE_YN: 'Y' } });
    expect((await myBookings(three, user3)).map((item) => item.BOOKING_KEY)).toContain(booked.BOOKING?.BOOKING_KEY);
    expect(await stateOf('MAIN-AI-STUDIO', WEDNESDAY, '11:00')).toBe('TAKEN');
    const refused = await read(FacilityBookResponse, await book(two, user2, { start: '11:00', end: '13:00' }), 409);
    expect(refused).toEqual({ RESULT: 'FAIL', RESULT_MESSAGE: F.conflict, BOOKING: null });
    // Touching is not overlapping.
    expect((await read(FacilityBookResponse, await book(two, user2, { start: '12:00', end: '13:00' }))).RESULT).toBe('SUCCESS');
  });

  it('lets exactly one of two concurrent requests for the same hour win', async () => {
    const answers = await Promise.all([book(two, user2, { day: THURSDAY, start: '15:00', end: '17:00' }), book(three, user3, { day: THURSDAY, start: '16:00', end: '17:00' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const held = await db.query<{ n: number }>(`SELECT count(DISTINCT booking_key)::int AS n FROM facility_booking_slots WHERE use_date = $1::date AND slot_start = '16:00' AND facility_code = 'MAIN-AI-STUDIO'`, [THURSDAY]);
    expect(held[0]?.n).toBe(1);
  });

  it('is enforced by the database: a second active booking of an hour cannot be written', async () => {
    const [member] = await db.query<{ id: number }>(`SELECT id FROM members WHERE user_id = 'member3'`);
    const insert = db.query(
      `INSERT INTO facility_bookings (booking_key, member_id, facility_code, use_date, start_time, end_time, people, status)
       VALUES ('FBdirectclash', $1, 'MAIN-AI-STUDIO', $2::date, '09:00', '11:00', 2, 'APPROVED')`,
      [member?.id, WEDNESDAY],
    );
    const error = await insert.then(() => null, (caught: unknown) => caught);
    expect(isSlotConflict(error)).toBe(true);
  });

  it('refuses closed days, past days and hours, hours outside the room, too long, and wrong people', async () => {
    const refusal = async (booking: Booking) => (await read(FacilityBookResponse, await book(three, user3, booking))).RESULT_MESSAGE;
    expect(await refusal({ day: MONDAY, start: '10:00', end: '11:00' })).toBe(F.closed('정기휴관일'));
    expect(await refusal({ day: addDays(TODAY, -1), start: '10:00', end: '11:00' })).toBe(F.past);
    expect(await refusal({ day: TODAY, start: '09:00', end: '10:00' })).toBe(F.past);
    expect(await refusal({ day: addDays(TODAY, FACILITY_RULES.daysAhead + 1), start: '10:00', end: '11:00' })).toBe(F.tooFar(FACILITY_RULES.daysAhead));
    expect(await refusal({ day: addDays(TODAY, 4), start: '17:00', end: '19:00' })).toBe(F.hours('09:00', '18:00'));
    expect(await refusal({ start: '13:00', end: '17:00' })).toBe(F.tooLong(3));
    expect(await refusal({ start: '13:00', end: '14:00', people: 9 })).toBe(F.people(2, 8));
    expect(await refusal({ start: '14:00', end: '13:00' })).toBe(F.order);
  });

  it("holds a member to the limits: hours a day, then active bookings", async () => {
    // member3 holds WEDNESDAY 10–12 (2 h): 2 more hours that day, not 3.
    expect((await read(FacilityBookResponse, await book(three, user3, { facility: 'MAIN-SEMINAR-2', start: '18:00', end: '21:00' }))).RESULT_MESSAGE).toBe(F.dayLimit(4, 2));
    expect((await read(FacilityBookResponse, await book(three, user3, { facility: 'MAIN-SEMINAR-2', start: '18:00', end: '20:00' }))).RESULT).toBe('SUCCESS');
    // member1 has two seeded bookings to come: one more, then the limit.
    expect((await read(FacilityBookResponse, await book(one, user1, { day: FRIDAY, start: '10:00', end: '11:00' }))).RESULT).toBe('SUCCESS');
    expect((await read(FacilityBookResponse, await book(one, user1, { day: FRIDAY, start: '12:00', end: '13:00' }))).RESULT_MESSAGE).toBe(F.activeLimit(FACILITY_RULES.maxActive));
  });

  it("refuses another member's user_key with 403 and a cancel of another member's booking with 403", async () => {
    expect((await book(two, user3, { day: FRIDAY, start: '18:00', end: '19:00' })).status).toBe(403);
    const [theirs] = await myBookings(three, user3);
    const response = await send(two, 'cancelfacilityreserve', { user_key: user2.USER_KEY, booking_key: theirs?.BOOKING_KEY });
    expect(response.status).toBe(403);
    expect(v.parse(ErrorEnvelope, await response.json()).RESULT_MESSAGE).toBe('다른 회원의 예약은 취소할 수 없습니다.');
  });

  it('frees the hours at once when cancelled, so another member can take them', async () => {
    const mine = (await myBookings(three, user3)).find((item) => item.USE_DATE === WEDNESDAY && item.START_TIME === '10:00' && item.STATUS === 'APPLIED');
    expect(await cancel(three, user3, mine?.BOOKING_KEY ?? '')).toEqual({ RESULT: 'SUCCESS', RESULT_MESSAGE: '' });
    expect(await stateOf('MAIN-AI-STUDIO', WEDNESDAY, '10:00')).toBe('FREE');
    expect((await read(FacilityBookResponse, await book(two, user2, { start: '10:00', end: '11:00', people: 2 }))).RESULT).toBe('SUCCESS');
  });

  it('applies a replayed request once, and keeps an outbox booking that lost its slot as REJECTED (200, never 409)', async () => {
    const key = crypto.randomUUID();
    const first = await book(three, user3, { facility: 'MAIN-REC-BOOTH', day: FRIDAY, start: '10:00', end: '11:00', people: 1 }, { [IDEMPOTENCY_HEADER]: key });
    const booked = await read(FacilityBookResponse, first);
    const bookings = (await myBookings(three, user3)).length;
    const again = await book(three, user3, { facility: 'MAIN-REC-BOOTH', day: FRIDAY, start: '10:00', end: '11:00', people: 1 }, { [IDEMPOTENCY_HEADER]: key });
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await read(FacilityBookResponse, again)).BOOKING?.BOOKING_KEY).toBe(booked.BOOKING?.BOOKING_KEY);
    // The outbox's replay of an attempt whose answer was lost says queued_yn Y: the same booking,
    // answered as the first was (outside walk: it was refused 422 and the page never finished).
    const replayed = await book(three, user3, { facility: 'MAIN-REC-BOOTH', day: FRIDAY, start: '10:00', end: '11:00', people: 1, queued: true }, { [IDEMPOTENCY_HEADER]: key });
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await read(FacilityBookResponse, replayed)).BOOKING?.BOOKING_KEY).toBe(booked.BOOKING?.BOOKING_KEY);
    // Another hour under that key is still another request.
    expect((await book(three, user3, { facility: 'MAIN-REC-BOOTH', day: FRIDAY, start: '11:00', end: '12:00', people: 1, queued: true }, { [IDEMPOTENCY_HEADER]: key })).status).toBe(422);
    expect(await myBookings(three, user3)).toHaveLength(bookings);
    // A live attempt refused by the rules (too many people) records nothing and is not kept: when
    // its answer was lost, the outbox's replay runs again and keeps the refusal as REJECTED (review).
    const refusedKey = crypto.randomUUID();
    const tooMany = { facility: 'MAIN-REC-BOOTH', day: FRIDAY, start: '14:00', end: '15:00', people: 9 };
    const live = await book(two, user2, tooMany, { [IDEMPOTENCY_HEADER]: refusedKey });
    expect(live.status).toBe(200);
    expect(await read(FacilityBookResponse, live)).toMatchObject({ RESULT: 'FAIL', BOOKING: null });
    const replayedRefusal = await book(two, user2, { ...tooMany, queued: true }, { [IDEMPOTENCY_HEADER]: refusedKey });
    expect(replayedRefusal.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await read(FacilityBookResponse, replayedRefusal)).toMatchObject({ RESULT: 'FAIL', BOOKING: { STATUS: 'REJECTED' } });
    const queued = await read(FacilityBookResponse, await book(two, user2, { facility: 'MAIN-REC-BOOTH', day: FRIDAY, start: '10:00', end: '11:00', people: 1, queued: true }));
    expect(queued).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: F.conflict, BOOKING: { STATUS: 'REJECTED', STATUS_NOTE: F.conflict, CANCELABLE_YN: 'N' } });
    expect((await myBookings(two, user2)).find((item) => item.BOOKING_KEY === queued.BOOKING?.BOOKING_KEY)?.STATUS).toBe('REJECTED');
    expect(await stateOf('MAIN-REC-BOOTH', FRIDAY, '10:00')).toBe('TAKEN');
  });

  it('needs a session and validates the body', async () => {
    expect((await book(anonymous, user3, { start: '10:00', end: '11:00' })).status).toBe(401);
    const bad = await send(three, 'insertfacilityreserve', { user_key: user3.USER_KEY, facility_code: 'MAIN-AI-STUDIO', use_date: FRIDAY, start_time: '10:30', end_time: '11:00', people: 2, purpose: '모임', agree_yn: 'Y' });
    expect(bad.status).toBe(400);
  });
});

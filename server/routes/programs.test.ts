import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { CancelReserveResponse, ProgramReserveListResponse } from '../../contract/my-library';
import {
  PROGRAM_ACTIVE_LIMIT,
  ProgramApplyResponse,
  ProgramDetailResponse,
  ProgramListResponse,
  programState,
  type ProgramSummary,
} from '../../contract/programs';
import { IDEMPOTENCY_HEADER } from '../../contract/push';
import { createApp } from '../app';
import { addDays, seoulDay } from '../calendar';
import type { Db } from '../db/db';
import { REPLAYED_HEADER } from '../http/idempotency';
import { PROGRAM_MESSAGES as P } from '../repositories/programs-repository';
import { MORE_SEED_PROGRAMS } from '../seed/programs-detail';
import { MemberClient } from '../testing/member-client';
import { LocalPushService, makeSubscription } from '../testing/push-service';
import { openSeededTestDb } from '../testing/test-db';

/** Seeded as of Tuesday 2026-03-10 12:00 in Seoul; the app's clock runs an hour later and can move. */
const SEED_NOW = Date.parse('2026-03-10T03:00:00Z');
const clock = { now: SEED_NOW + 60 * 60 * 1000 };
const TODAY = seoulDay(SEED_NOW);

let db: Db;
let service: LocalPushService;
let app: ReturnType<typeof createApp>;
let anonymous: MemberClient;
let one: MemberClient;
let two: MemberClient;
let three: MemberClient;
let user1: SessionUser;
let user2: SessionUser;
let user3: SessionUser;

beforeAll(async () => {
  [db, service] = await Promise.all([openSeededTestDb({ now: SEED_NOW }), LocalPushService.start()]);
  app = createApp({
    db,
    distDir: '/nonexistent-dist',
    auth: { now: () => clock.now, sessionTimeSeconds: 365 * 24 * 3600 },
    push: { agent: service.agent, warn: () => undefined },
  });
  anonymous = new MemberClient(app);
  [one, two, three] = [new MemberClient(app), new MemberClient(app), new MemberClient(app)];
  user1 = (await one.login('member1')).USER_DATA;
  user2 = (await two.login('member2')).USER_DATA;
  user3 = (await three.login('member3')).USER_DATA;
});
afterAll(async () => {
  await service.close();
  await db.close();
});

const base = { manage_code: MANAGE_CODE };

async function ok<S extends v.GenericSchema>(schema: S, response: Response): Promise<v.InferOutput<S>> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return v.parse(schema, JSON.parse(text));
}

const list = async (body: Record<string, unknown> = {}) => ok(ProgramListResponse, await anonymous.post('/gglib/selectprogramlist', { ...base, ...body }));
const detail = async (program_id: number) => ok(ProgramDetailResponse, await anonymous.post('/gglib/selectprogramdetail', { ...base, program_id }));

/** Every program of the site whose title starts so, found through the list of its month or the current one. */
async function programId(titleStart: string): Promise<number> {
  const [row] = await db.query<{ program_id: number }>('SELECT program_id FROM programs WHERE starts_with(title, $1)', [titleStart]);
  if (!row) throw new Error(`no program ${titleStart}`);
  return row.program_id;
}

const applyBody = (user: SessionUser, program_id: number, extra: Record<string, unknown> = {}) => ({
  ...base,
  user_key: user.USER_KEY,
  program_id,
  participant_name: user.USER_NAME || '참가자',
  phone: '010-1234-5678',
  agree_yn: 'Y',
  ...extra,
});

const apply = async (client: MemberClient, user: SessionUser, program_id: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  ok(ProgramApplyResponse, await client.post('/gglib/insertprogramapply', applyBody(user, program_id, extra), headers));

const fail = (message: string) => ({ RESULT: 'FAIL', RESULT_MESSAGE: message, APPLICATION: null });

const cancel = (client: MemberClient, user: SessionUser, apply_key: string) =>
  client.post('/gglib/cancelprogramreserve', { ...base, user_key: user.USER_KEY, apply_key });

const myPrograms = async (client: MemberClient, user: SessionUser) =>
  (await ok(ProgramReserveListResponse, await client.post('/gglib/selectprogramreservelist', { ...base, user_key: user.USER_KEY }))).LIST;

const stateOf = (p: ProgramSummary, today = TODAY) =>
  programState(
    { applyYn: p.STATE === 'FREE' ? 'N' : 'Y', applyStart: p.APPLY_START, applyEnd: p.APPLY_END, capacity: p.CAPACITY, applied: p.APPLIED_COUNT, waitCapacity: p.WAIT_CAPACITY, waiting: p.WAITING_COUNT },
    today,
  );

describe('POST /gglib/selectprogramlist', () => {
  it('lists the programs not yet over by first session, paged, each state as the contract computes it', async () => {
    const first = await list({ size: 50 });
    expect(first.TOTAL_COUNT).toBe(first.LIST.length);
    expect(first.LIST.length).toBeGreaterThan(10);
    for (const program of first.LIST) {
      expect(program.END_AT.slice(0, 10) >= TODAY, program.TITLE).toBe(true);
      expect(program.STATE, program.TITLE).toBe(stateOf(program));
    }
    expect(new Set(first.LIST.map((p) => p.STATE))).toEqual(new Set(['OPEN', 'WAITLIST', 'CLOSED', 'SOON', 'FREE']));
    const page2 = await list({ size: 4, page: 2 });
    expect(page2.LIST.map((p) => p.PROGRAM_ID)).toEqual(first.LIST.slice(4, 8).map((p) => p.PROGRAM_ID));
    expect(page2).toMatchObject({ PAGE: 2, SIZE: 4, TOTAL_COUNT: first.TOTAL_COUNT });
    const past = await list({ page: 100 });
    expect(past.LIST).toEqual([]);
    expect(past.TOTAL_COUNT).toBe(first.TOTAL_COUNT);
  });

  it('filters by month (last month too), audience, state and words', async () => {
    const lastMonth = addDays(`${TODAY.slice(0, 7)}-01`, -1).slice(0, 7);
    const old = await list({ month: lastMonth, size: 50 });
    const kiosk = old.LIST.find((p) => p.TITLE.startsWith('어르신 디지털 배움터: 키오스크'));
    expect(kiosk).toMatchObject({ AUDIENCE: 'SENIOR', STATE: 'CLOSED', APPLIED_COUNT: 12 });
    for (const program of old.LIST) expect(program.START_AT.slice(0, 7) <= lastMonth && program.END_AT.slice(0, 7) >= lastMonth).toBe(true);

    const seniors = await list({ audience: 'SENIOR', size: 50 });
    expect(seniors.LIST.length).toBeGreaterThan(0);
    expect(seniors.LIST.every((p) => p.AUDIENCE === 'SENIOR')).toBe(true);

    const waitlist = await list({ state: 'WAITLIST', size: 50 });
    expect(waitlist.LIST.map((p) => p.TITLE)).toContain('AI와 함께하는 코딩 첫걸음');
    expect(waitlist.LIST.every((p) => p.STATE === 'WAITLIST' && p.APPLIED_COUNT >= p.CAPACITY)).toBe(true);
    const closed = await list({ state: 'CLOSED', size: 50 });
    expect(closed.LIST.map((p) => p.TITLE)).toContain('메이커 스페이스 입문: 레이저 커터로 나무 책꽂이 만들기');

    const words = await list({ query: '코딩 AI' });
    expect(words.LIST.map((p) => p.TITLE)).toEqual(['AI와 함께하는 코딩 첫걸음']);
    expect((await list({ query: '100%_' })).LIST).toEqual([]);
    expect((await list({ query: '없는프로그램이름' })).RESULT).toBe('NO_DATA');
  });

  it('refuses malformed filters with 400', async () => {
    for (const body of [{ month: '2026-13' }, { audience: 'KIDS' }, { state: 'FULL' }, { page: 0 }, { query: 'ㄱ'.repeat(51) }]) {
      const response = await anonymous.post('/gglib/selectprogramlist', { ...base, ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      v.parse(ErrorEnvelope, await response.json());
    }
  });
});

describe('POST /gglib/selectprogramdetail', () => {
  it('answers a program with its sessions, deadline and companion rule', async () => {
    const { PROGRAM } = await detail(await programId('디지털 기초 교실'));
    expect(PROGRAM?.SESSIONS.map((s) => s.TOPIC)).toEqual(['스마트폰 기본 설정과 글자 크게 하기', '간편인증 등록하기', '정부24로 민원서류 발급받기']);
    expect(PROGRAM?.SESSION_COUNT).toBe(3);
    expect(PROGRAM?.CANCEL_END).toBe(addDays(PROGRAM?.START_AT.slice(0, 10) ?? '', -1));
    expect(PROGRAM?.BODY).toContain('정부24');
    const family = (await detail(await programId('작가와의 만남: 동시'))).PROGRAM;
    expect(family).toMatchObject({ AUDIENCE: 'FAMILY', COMPANION_YN: 'Y', CHILD_AGE_MIN: 7, CHILD_AGE_MAX: 10 });
    const laser = (await detail(await programId('메이커 스페이스 입문'))).PROGRAM;
    expect(laser).toMatchObject({ FEE: 5000, STATE: 'CLOSED', APPLIED_COUNT: 8, WAITING_COUNT: 4 });
  });

  it('says NO_DATA for an unknown program and 400 for a malformed id', async () => {
    expect(await detail(999_999)).toMatchObject({ RESULT: 'NO_DATA', PROGRAM: null });
    expect((await anonymous.post('/gglib/selectprogramdetail', { ...base, program_id: 'abc' })).status).toBe(400);
  });
});

describe('POST /gglib/insertprogramapply', () => {
  it("needs a login, and the member's own key", async () => {
    const id = await programId('작가와의 만남 「소설이');
    expect((await anonymous.post('/gglib/insertprogramapply', applyBody(user1, id))).status).toBe(401);
    expect((await one.post('/gglib/insertprogramapply', applyBody(user2, id))).status).toBe(403);
    expect((await one.post('/gglib/insertprogramapply', applyBody(user1, id, { agree_yn: 'N' }))).status).toBe(400);
    expect((await one.post('/gglib/insertprogramapply', applyBody(user1, id, { phone: '12345' }))).status).toBe(400);
    // A name has letters: emoji alone are refused in Korean (outside walk).
    const emoji = await one.post('/gglib/insertprogramapply', applyBody(user1, id, { participant_name: '😀😀' }));
    expect(emoji.status).toBe(400);
    expect(((await emoji.json()) as { RESULT_MESSAGE: string }).RESULT_MESSAGE).toContain('참가자 이름을 글자로 입력해 주세요.');
  });

  it('gives a place, then refuses the same program twice', async () => {
    const id = await programId('작가와의 만남 「소설이');
    const before = (await detail(id)).PROGRAM?.APPLIED_COUNT ?? 0;
    const first = await apply(one, user1, id);
    expect(first).toMatchObject({ RESULT: 'SUCCESS', APPLICATION: { STATUS: 'APPLIED', WAIT_NO: 0, PROGRAM_ID: id } });
    expect((await detail(id)).PROGRAM?.APPLIED_COUNT).toBe(before + 1);
    expect(await apply(one, user1, id)).toEqual(fail(P.duplicate));
    const mine = (await myPrograms(one, user1)).find((item) => item.PROGRAM_ID === id);
    expect(mine).toMatchObject({ STATUS: 'APPLIED', CANCELABLE_YN: 'Y', PROMOTED_AT: '' });
  });

  it('gives the next waiting number when full, and refuses when the waiting list is full too', async () => {
    const coding = await apply(one, user1, await programId('AI와 함께하는 코딩'));
    expect(coding.APPLICATION).toMatchObject({ STATUS: 'WAITING', WAIT_NO: 3 });
    expect(await apply(one, user1, await programId('메이커 스페이스 입문'))).toEqual(fail(P.full));
  });

  it('refuses outside the window and programs without application', async () => {
    const soon = await db.query<{ d: string }>(`SELECT to_char(apply_start, 'YYYY-MM-DD') AS d FROM programs WHERE starts_with(title, '청소년 북토크')`);
    expect(await apply(one, user1, await programId('청소년 북토크'))).toEqual(fail(P.notOpenYet(soon[0]?.d ?? '')));
    expect(await apply(one, user1, await programId('초등 독서 코칭'))).toEqual(fail(P.windowClosed));
    expect(await apply(one, user1, await programId('기후위기 함께 읽기'))).toEqual(fail(P.noApplication));
    expect(await apply(one, user1, 999_999)).toEqual(fail(P.notFound));
  });

  it("asks a family program's companion child age, within its range", async () => {
    const id = await programId('작가와의 만남: 동시');
    expect(await apply(one, user1, id)).toEqual(fail(P.childAgeNeeded));
    expect(await apply(one, user1, id, { child_age: 12 })).toEqual(fail(P.childAgeRange(7, 10)));
    expect((await apply(one, user1, id, { child_age: 8 })).APPLICATION?.STATUS).toBe('APPLIED');
  });

  it(`stops at ${PROGRAM_ACTIVE_LIMIT} active applications (waiting ones count)`, async () => {
    // member1 holds 작가, AI 코딩 (waiting) and 동시: two more reach the limit.
    expect((await apply(one, user1, await programId('토요 그림책'), { child_age: 6 })).RESULT).toBe('SUCCESS');
    expect((await apply(one, user1, await programId('가족 보드게임'), { child_age: 9 })).APPLICATION?.STATUS).toBe('WAITING');
    expect(await apply(one, user1, await programId('어르신 디지털 배움터: 스마트폰'))).toEqual(fail(P.limit));
    const active = (await myPrograms(one, user1)).filter((item) => item.STATUS === 'APPLIED' || item.STATUS === 'WAITING');
    expect(active).toHaveLength(PROGRAM_ACTIVE_LIMIT);
  });

  it('answers a re-sent Idempotency-Key with the first answer: one application, never two', async () => {
    const id = await programId('작가와의 만남 「소설이');
    const key = 'program-apply-key-0001';
    const first = await two.post('/gglib/insertprogramapply', applyBody(user2, id), { [IDEMPOTENCY_HEADER]: key });
    const firstBody = v.parse(ProgramApplyResponse, await first.json());
    expect(firstBody.APPLICATION?.STATUS).toBe('APPLIED');
    const again = await two.post('/gglib/insertprogramapply', applyBody(user2, id), { [IDEMPOTENCY_HEADER]: key });
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(v.parse(ProgramApplyResponse, await again.json())).toEqual(firstBody);
    const rows = await db.query('SELECT 1 FROM program_applications a JOIN members m ON m.id = a.member_id WHERE m.user_key = $1 AND a.program_id = $2', [user2.USER_KEY, id]);
    expect(rows).toHaveLength(1);
  });
});

describe('cancelling frees a place for the first waiting member', () => {
  it("promotes the first waiting member (note and push), refuses another member's cancel with 403, and keeps the deadline", async () => {
    const id = await programId('어르신 디지털 배움터: 스마트폰');
    const taken = (await detail(id)).PROGRAM?.APPLIED_COUNT ?? 0;
    await db.query('UPDATE programs SET capacity = $2 WHERE program_id = $1', [id, taken + 1]);
    const placed = await apply(three, user3, id);
    expect(placed.APPLICATION?.STATUS).toBe('APPLIED');
    const waiting = await apply(two, user2, id);
    expect(waiting.APPLICATION).toMatchObject({ STATUS: 'WAITING', WAIT_NO: 1 });
    expect((await detail(id)).PROGRAM).toMatchObject({ STATE: 'WAITLIST', WAITING_COUNT: 1 });

    // member2 allowed notifications on one device.
    const { token } = makeSubscription(`https://localhost:${service.port}/push/member2-phone`);
    expect((await two.post('/gglib/insertpushdevice', { ...base, push_device_fcm_token: token, push_device_platform: 'Web', push_device_user_key: user2.USER_KEY })).status).toBe(200);

    const placeKey = placed.APPLICATION?.APPLY_KEY ?? '';
    const refused = await cancel(two, user2, placeKey);
    expect(refused.status).toBe(403);
    expect((await one.post('/gglib/cancelprogramreserve', { ...base, user_key: user3.USER_KEY, apply_key: placeKey })).status).toBe(403);
    expect((await myPrograms(three, user3)).find((item) => item.APPLY_KEY === placeKey)?.STATUS).toBe('APPLIED');

    expect(await ok(CancelReserveResponse, await cancel(three, user3, placeKey))).toEqual({ RESULT: 'SUCCESS', RESULT_MESSAGE: '' });
    const promoted = (await myPrograms(two, user2)).find((item) => item.PROGRAM_ID === id);
    expect(promoted).toMatchObject({ STATUS: 'APPLIED', WAIT_NO: 0 });
    expect(promoted?.PROMOTED_AT).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/);
    await expect.poll(() => service.received.filter((push) => push.path === '/push/member2-phone').length).toBe(1);

    // After the deadline the promoted member can no longer cancel.
    await db.query('UPDATE programs SET cancel_end = $2::date WHERE program_id = $1', [id, addDays(TODAY, -1)]);
    const late = await ok(CancelReserveResponse, await cancel(two, user2, promoted?.APPLY_KEY ?? ''));
    expect(late).toEqual({ RESULT: 'FAIL', RESULT_MESSAGE: P.cancelClosed(addDays(TODAY, -1)) });
    expect((await myPrograms(two, user2)).find((item) => item.PROGRAM_ID === id)?.CANCELABLE_YN).toBe('N');
  });

  it('cancelling a waiting place renumbers those behind it and promotes nobody', async () => {
    const id = await programId('AI와 함께하는 코딩');
    const mine = (await myPrograms(one, user1)).find((item) => item.PROGRAM_ID === id);
    expect(mine).toMatchObject({ STATUS: 'WAITING', WAIT_NO: 3 });
    const behind = await apply(three, user3, id);
    expect(behind.APPLICATION?.WAIT_NO).toBe(4);
    expect((await ok(CancelReserveResponse, await cancel(one, user1, mine?.APPLY_KEY ?? ''))).RESULT).toBe('SUCCESS');
    expect((await myPrograms(three, user3)).find((item) => item.PROGRAM_ID === id)).toMatchObject({ STATUS: 'WAITING', WAIT_NO: 3 });
    expect((await detail(id)).PROGRAM).toMatchObject({ APPLIED_COUNT: 12, WAITING_COUNT: 3 });
  });
});

describe('the program seed', () => {
  it('has programs of last month, this month and next, for every audience', async () => {
    const audiences = await db.query<{ audience: string }>('SELECT DISTINCT audience FROM programs ORDER BY 1');
    expect(audiences.map((row) => row.audience)).toEqual(['ADULT', 'ALL', 'CHILD', 'FAMILY', 'SENIOR', 'TEEN']);
    expect(MORE_SEED_PROGRAMS.some((p) => p.startDay < -20)).toBe(true);
    expect(MORE_SEED_PROGRAMS.some((p) => p.startDay > 30)).toBe(true);
    const [sessions] = await db.query<{ missing: number }>(
      'SELECT count(*)::int AS missing FROM programs p WHERE NOT EXISTS (SELECT 1 FROM program_sessions s WHERE s.program_id = p.program_id)',
    );
    expect(sessions?.missing).toBe(0);
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { LabDetailResponse, LabListResponse, QuizSetsResponse } from '../../contract/labs';
import { CancelReserveResponse, ProgramReserveListResponse } from '../../contract/my-library';
import { ProgramApplyResponse } from '../../contract/programs';
import { IDEMPOTENCY_HEADER } from '../../contract/push';
import { createApp } from '../app';
import { seoulDay } from '../calendar';
import type { Db } from '../db/db';
import { REPLAYED_HEADER } from '../http/idempotency';
import { LAB_MESSAGES } from '../repositories/labs-repository';
import { PROGRAM_MESSAGES } from '../repositories/programs-repository';
import { SEED_BOOKS } from '../seed/books';
import { SEED_LABS, SEED_QUIZ_SETS, seedLabsIfEmpty, sessionDay } from '../seed/labs';
import { MemberClient } from '../testing/member-client';
import { openSeededTestDb } from '../testing/test-db';

/** Seeded as of Tuesday 2026-03-10 12:00 in Seoul; the app's clock runs an hour later. */
const SEED_NOW = Date.parse('2026-03-10T03:00:00Z');
const TODAY = seoulDay(SEED_NOW);

let db: Db;
let app: ReturnType<typeof createApp>;
let anonymous: MemberClient;
let one: MemberClient;
let two: MemberClient;
let user1: SessionUser;
let user2: SessionUser;

beforeAll(async () => {
  db = await openSeededTestDb({ now: SEED_NOW });
  expect(await seedLabsIfEmpty(db, { now: SEED_NOW })).toBe(true);
  app = createApp({ db, distDir: '/nonexistent-dist', auth: { now: () => SEED_NOW + 60 * 60 * 1000, sessionTimeSeconds: 365 * 24 * 3600 } });
  anonymous = new MemberClient(app);
  [one, two] = [new MemberClient(app), new MemberClient(app)];
  user1 = (await one.login('member1')).USER_DATA;
  user2 = (await two.login('member2')).USER_DATA;
});
afterAll(async () => {
  await db.close();
});

const base = { manage_code: MANAGE_CODE };

async function ok<S extends v.GenericSchema>(schema: S, response: Response): Promise<v.InferOutput<S>> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return v.parse(schema, JSON.parse(text));
}

const detail = async (lab: string) => ok(LabDetailResponse, await anonymous.post('/gglib/selectlabdetail', { ...base, lab }));
const sessionsOf = async (lab: string) => (await detail(lab)).LAB?.SESSIONS ?? [];

const applyBody = (user: SessionUser, lab: string, program_id: number, extra: Record<string, unknown> = {}) => ({
  ...base,
  user_key: user.USER_KEY,
  lab,
  program_id,
  participant_name: user.USER_NAME || '참가자',
  phone: '010-1234-5678',
  agree_yn: 'Y',
  terms_yn: 'Y',
  ...extra,
});

const apply = async (client: MemberClient, user: SessionUser, lab: string, program_id: number, headers: Record<string, string> = {}) =>
  ok(ProgramApplyResponse, await client.post('/gglib/insertlabapply', applyBody(user, lab, program_id), headers));

const fail = (message: string) => ({ RESULT: 'FAIL', RESULT_MESSAGE: message, APPLICATION: null });

const myPrograms = async (client: MemberClient, user: SessionUser) =>
  (await ok(ProgramReserveListResponse, await client.post('/gglib/selectprogramreservelist', { ...base, user_key: user.USER_KEY }))).LIST;

describe('seed', () => {
  it('runs once, and every quiz question is about a book the catalogue holds, with one right answer among four', async () => {
    expect(await seedLabsIfEmpty(db, { now: SEED_NOW })).toBe(false);
    const titles = new Set(SEED_BOOKS.map((book) => book.title));
    for (const set of SEED_QUIZ_SETS) {
      for (const question of set.questions) {
        expect(titles.has(question.book), question.book).toBe(true);
        expect(new Set(question.choices).size, question.q).toBe(4);
      }
    }
  });

  it('puts sessions on their weekday and never on a Monday', () => {
    for (const lab of SEED_LABS) {
      for (const session of lab.sessions) {
        const day = sessionDay(TODAY, session);
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        expect(weekday, `${lab.slug} ${session.name}`).not.toBe(1);
        if (session.weekday !== undefined && session.weekday !== 1) expect(weekday).toBe(session.weekday);
      }
    }
  });
});

describe('POST /gglib/selectlablist', () => {
  it('lists each group in display order with its sessions counted', async () => {
    const experiments = await ok(LabListResponse, await anonymous.post('/gglib/selectlablist', { ...base, group: 'EXPERIMENT' }));
    expect(experiments.LIST.map((lab) => lab.LAB_SLUG)).toEqual(['ai-quiz', 'ai-mental', 'ai-studio', 'ai-reading-discussion']);
    expect(experiments.LIST[0]).toMatchObject({ APPLY_YN: 'N', SESSION_COUNT: 0, NEXT_START_AT: '' });
    expect(experiments.LIST[1]).toMatchObject({ APPLY_YN: 'Y', SESSION_COUNT: 4 });
    const playground = await ok(LabListResponse, await anonymous.post('/gglib/selectlablist', { ...base, group: 'PLAYGROUND' }));
    expect(playground.LIST.map((lab) => lab.LAB_SLUG)).toEqual(['bookcraft', 'game-play', 'midi-studio', 'little-theater', 'studio-program']);
    expect(playground.LIST.every((lab) => lab.GROUP === 'PLAYGROUND' && lab.SESSION_COUNT === 3)).toBe(true);
    const all = await ok(LabListResponse, await anonymous.post('/gglib/selectlablist', base));
    expect(all.LIST).toHaveLength(9);
    expect((await anonymous.post('/gglib/selectlablist', { ...base, group: 'GAMES' })).status).toBe(400);
  });
});

describe('POST /gglib/selectlabdetail', () => {
  it('answers the page: facts, sections, terms and sessions with their states', async () => {
    const { LAB } = await detail('ai-mental');
    expect(LAB?.TITLE).toBe('AI 마음 처방');
    expect(LAB?.FACTS.map((fact) => fact.LABEL)).toContain('대상');
    expect(LAB?.SECTIONS.map((section) => section.HEADING)).toContain('AI가 할 수 없는 일');
    expect(LAB?.TERMS).toContain('진단');
    const states = LAB?.SESSIONS.map((session) => session.STATE);
    expect(states).toEqual(['WAITLIST', 'OPEN', 'OPEN', 'SOON']);
    expect(LAB?.SESSIONS[0]).toMatchObject({ CAPACITY: 6, APPLIED_COUNT: 6, CATEGORY: 'AI 체험' });
    expect(LAB?.SESSIONS.every((session, i, all) => i === 0 || (all[i - 1]?.START_AT ?? '') <= session.START_AT)).toBe(true);
  });

  it('says NO_DATA for an unknown lab and 400 for a malformed one', async () => {
    expect(await detail('ai-unknown')).toMatchObject({ RESULT: 'NO_DATA', LAB: null });
    const response = await anonymous.post('/gglib/selectlabdetail', { ...base, lab: '../etc' });
    expect(response.status).toBe(400);
    v.parse(ErrorEnvelope, await response.json());
  });
});

describe('POST /gglib/selectquizsets', () => {
  it('answers every set with its questions, answers, explanations and the catalogue key of each book', async () => {
    const { SETS } = await ok(QuizSetsResponse, await anonymous.post('/gglib/selectquizsets', base));
    expect(SETS.map((set) => set.SET_ID)).toEqual(SEED_QUIZ_SETS.map((set) => set.id));
    const first = SETS[0]?.QUESTIONS[0];
    expect(first).toMatchObject({ NO: 1, ANSWER: 2, BOOK_TITLE: '소년이 온다', BOOK_AUTHOR: '한강' });
    expect(first?.CHOICES).toHaveLength(4);
    expect(SETS.flatMap((set) => set.QUESTIONS).every((question) => /^GGL\d{7}$/.test(question.BOOK_KEY))).toBe(true);
  });
});

describe('POST /gglib/insertlabapply', () => {
  it("needs a login, the member's own key, the consent and the terms", async () => {
    const [session] = await sessionsOf('midi-studio');
    const id = session?.PROGRAM_ID ?? 0;
    expect((await anonymous.post('/gglib/insertlabapply', applyBody(user1, 'midi-studio', id))).status).toBe(401);
    expect((await one.post('/gglib/insertlabapply', applyBody(user2, 'midi-studio', id))).status).toBe(403);
    expect((await one.post('/gglib/insertlabapply', applyBody(user1, 'midi-studio', id, { terms_yn: 'N' }))).status).toBe(400);
    expect((await one.post('/gglib/insertlabapply', applyBody(user1, 'midi-studio', id, { agree_yn: 'N' }))).status).toBe(400);
    expect((await one.post('/gglib/insertlabapply', applyBody(user1, 'midi-studio', id, { phone: '123' }))).status).toBe(400);
  });

  it('gives a place once (the key replays the answer), refuses a second session of the same lab, and lists it in 나의 도서관', async () => {
    const [first, second] = await sessionsOf('midi-studio');
    const key = { [IDEMPOTENCY_HEADER]: 'labs-test-apply-0001' };
    const placed = await apply(one, user1, 'midi-studio', first?.PROGRAM_ID ?? 0, key);
    expect(placed).toMatchObject({ RESULT: 'SUCCESS', APPLICATION: { STATUS: 'APPLIED', WAIT_NO: 0, PROGRAM_ID: first?.PROGRAM_ID } });
    const again = await one.post('/gglib/insertlabapply', applyBody(user1, 'midi-studio', first?.PROGRAM_ID ?? 0), key);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(v.parse(ProgramApplyResponse, await again.json())).toEqual(placed);
    expect(await apply(one, user1, 'midi-studio', first?.PROGRAM_ID ?? 0)).toEqual(fail(PROGRAM_MESSAGES.duplicate));
    expect(await apply(one, user1, 'midi-studio', second?.PROGRAM_ID ?? 0)).toEqual(fail(LAB_MESSAGES.alreadyInLab('미디 스튜디오')));
    const mine = (await myPrograms(one, user1)).find((item) => item.PROGRAM_ID === first?.PROGRAM_ID);
    expect(mine).toMatchObject({ STATUS: 'APPLIED', TITLE: '미디 스튜디오 · 입문반', CANCELABLE_YN: 'Y' });
    // Cancelled in 나의 도서관: another session of the lab may be chosen.
    const cancelled = await ok(CancelReserveResponse, await one.post('/gglib/cancelprogramreserve', { ...base, user_key: user1.USER_KEY, apply_key: mine?.APPLY_KEY }));
    expect(cancelled.RESULT).toBe('SUCCESS');
    expect(await apply(one, user1, 'midi-studio', second?.PROGRAM_ID ?? 0)).toMatchObject({ RESULT: 'SUCCESS', APPLICATION: { STATUS: 'APPLIED' } });
  });

  it('gives a waiting number when the session is full, and refuses a session of another lab or one not yet open', async () => {
    const [full, , , soon] = await sessionsOf('ai-mental');
    expect(await apply(two, user2, 'ai-mental', full?.PROGRAM_ID ?? 0)).toMatchObject({ RESULT: 'SUCCESS', APPLICATION: { STATUS: 'WAITING', WAIT_NO: 1 } });
    const [game] = await sessionsOf('game-play');
    expect(await apply(two, user2, 'bookcraft', game?.PROGRAM_ID ?? 0)).toEqual(fail(LAB_MESSAGES.notThisLab));
    expect(await apply(two, user2, 'ai-quiz', game?.PROGRAM_ID ?? 0)).toEqual(fail(LAB_MESSAGES.noApplication));
    expect(await apply(two, user2, 'ai-nothing', game?.PROGRAM_ID ?? 0)).toEqual(fail(LAB_MESSAGES.notFound));
    expect(await apply(two, user2, 'ai-mental', soon?.PROGRAM_ID ?? 0)).toEqual(fail(LAB_MESSAGES.alreadyInLab('AI 마음 처방')));
    expect(await apply(one, user1, 'ai-mental', soon?.PROGRAM_ID ?? 0)).toEqual(fail(PROGRAM_MESSAGES.notOpenYet(soon?.APPLY_START ?? '')));
  });
});

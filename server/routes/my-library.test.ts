import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import { BRANCH_CODES, BRANCHES } from '../../contract/branches';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import {
  BookMyStateResponse,
  CancelReserveResponse,
  FacilityReserveListResponse,
  InsertReserveResponse,
  InsertWishRequest,
  InsertWishResponse,
  InterestListResponse,
  InterestResponse,
  LoanHistoryResponse,
  LoanListResponse,
  LoanStateResponse,
  ProgramReserveListResponse,
  RenewLoanResponse,
  ReserveListResponse,
  WishListResponse,
} from '../../contract/my-library';
import { IDEMPOTENCY_HEADER } from '../../contract/push';
import { createApp } from '../app';
import { AUTH_MESSAGES } from '../auth/auth';
import { addDays, seoulDay } from '../calendar';
import type { Db } from '../db/db';
import { REPLAYED_HEADER } from '../http/idempotency';
import { refreshBookLoanCode } from '../repositories/holdings-repository';
import {
  INTEREST_LIMIT,
  LOAN_LIMIT,
  MY_LIBRARY_MESSAGES as M,
  PICKUP_DAYS,
  RESERVE_LIMIT,
  WISH_MONTH_LIMIT,
} from '../repositories/my-library-rules';
import { seedHoldingsIfEmpty } from '../seed/holdings';
import { MEMBER1_HISTORY, MEMBER1_LOANS, MEMBER1_RESERVATIONS, seedMyLibraryIfEmpty } from '../seed/my-library';
import { MemberClient } from '../testing/member-client';
import { openSeededTestDb } from '../testing/test-db';

/** Seeded as of Tuesday 2026-03-10 12:00 in Seoul; the app's clock runs an hour later and can move. */
const SEED_NOW = Date.parse('2026-03-10T03:00:00Z');
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const clock = { now: SEED_NOW + HOUR_MS };
const TODAY = seoulDay(SEED_NOW);
const BRANCH_NAMES: readonly string[] = BRANCHES.map((branch) => branch.NAME);

let db: Db;
let app: ReturnType<typeof createApp>;
let anonymous: MemberClient;
let one: MemberClient;
let two: MemberClient;
let three: MemberClient;
let user1: SessionUser;
let user2: SessionUser;
let user3: SessionUser;
const ids: Record<'member1' | 'member2' | 'member3', number> = { member1: 0, member2: 0, member3: 0 };

beforeAll(async () => {
  db = await openSeededTestDb({ now: SEED_NOW });
  // Both are no-ops when the test database already has them.
  await seedHoldingsIfEmpty(db, { now: SEED_NOW });
  await seedMyLibraryIfEmpty(db, { now: SEED_NOW });
  // A year-long session: some tests move the clock by days.
  app = createApp({ db, distDir: '/nonexistent-dist', auth: { now: () => clock.now, sessionTimeSeconds: 365 * 24 * 3600 } });
  anonymous = new MemberClient(app);
  [one, two, three] = [new MemberClient(app), new MemberClient(app), new MemberClient(app)];
  user1 = (await one.login('member1')).USER_DATA;
  user2 = (await two.login('member2')).USER_DATA;
  user3 = (await three.login('member3')).USER_DATA;
  for (const row of await db.query<{ id: number; user_id: 'member1' | 'member2' | 'member3' }>('SELECT id, user_id FROM members')) {
    ids[row.user_id] = row.id;
  }
});
afterAll(() => db.close());

/* ---- helpers ---- */

const base = { manage_code: MANAGE_CODE };

const send = (client: MemberClient, call: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.post(`/gglib/${call}`, { ...base, ...body }, headers);

/** A 200 answer of the call, checked against its contract schema and never cached. */
async function answer<S extends v.GenericSchema>(schema: S, response: Response): Promise<v.InferOutput<S>> {
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return v.parse(schema, JSON.parse(text));
}

async function expectError(response: Response, status: number, message?: string) {
  expect(response.status).toBe(status);
  const body = v.parse(ErrorEnvelope, await response.json());
  expect(body.RESULT_CODE).toBe(status);
  if (message !== undefined) expect(body.RESULT_MESSAGE).toBe(message);
  return body;
}

const keyOf = (user: SessionUser) => ({ user_key: user.USER_KEY });

const loans = async (client = one, user = user1) => answer(LoanListResponse, await send(client, 'selectloanlist', keyOf(user)));
const reservations = async (client = one, user = user1) =>
  answer(ReserveListResponse, await send(client, 'selectreservelist', keyOf(user)));
const wishes = async (client = one, user = user1) => answer(WishListResponse, await send(client, 'selectwishlist', keyOf(user)));
const interests = async (client = one, user = user1) =>
  answer(InterestListResponse, await send(client, 'selectinterestlist', keyOf(user)));
const programs = async (client = one, user = user1) =>
  answer(ProgramReserveListResponse, await send(client, 'selectprogramreservelist', keyOf(user)));
const facilities = async (client = one, user = user1) =>
  answer(FacilityReserveListResponse, await send(client, 'selectfacilityreservelist', keyOf(user)));
const loanState = async (client = one, user = user1) =>
  answer(LoanStateResponse, await send(client, 'selectloanstate', keyOf(user)));
const myState = async (book_key: string, client = one, user = user1) =>
  answer(BookMyStateResponse, await send(client, 'selectbookmystate', { ...keyOf(user), book_key }));

const renew = async (loan_key: string, client = one, user = user1, headers: Record<string, string> = {}) =>
  answer(RenewLoanResponse, await send(client, 'renewloan', { ...keyOf(user), loan_key }, headers));
const reserve = async (book_key: string, branch_code: string, client = one, user = user1, headers: Record<string, string> = {}) =>
  answer(InsertReserveResponse, await send(client, 'insertreserve', { ...keyOf(user), book_key, branch_code }, headers));
const cancelReserve = async (reserve_key: string, client = one, user = user1) =>
  answer(CancelReserveResponse, await send(client, 'cancelreserve', { ...keyOf(user), reserve_key }));
const wish = async (body: Record<string, unknown>, client = one, user = user1, headers: Record<string, string> = {}) =>
  answer(InsertWishResponse, await send(client, 'insertwish', { branch_code: 'MAIN', ...keyOf(user), ...body }, headers));
const cancelWish = async (wish_key: string, client = one, user = user1) =>
  answer(CancelReserveResponse, await send(client, 'cancelwish', { ...keyOf(user), wish_key }));
const addInterest = async (book_key: string, client = one, user = user1, headers: Record<string, string> = {}) =>
  answer(InterestResponse, await send(client, 'insertinterest', { ...keyOf(user), book_key }, headers));
const removeInterest = async (book_key: string, client = one, user = user1) =>
  answer(InterestResponse, await send(client, 'deleteinterest', { ...keyOf(user), book_key }));
const cancelProgram = async (apply_key: string, client = one, user = user1) =>
  answer(CancelReserveResponse, await send(client, 'cancelprogramreserve', { ...keyOf(user), apply_key }));
const cancelFacility = async (booking_key: string, client = one, user = user1) =>
  answer(CancelReserveResponse, await send(client, 'cancelfacilityreserve', { ...keyOf(user), booking_key }));

const SUCCESS = { RESULT: 'SUCCESS', RESULT_MESSAGE: '' };
const fail = (message: string) => ({ RESULT: 'FAIL', RESULT_MESSAGE: message });

async function bookKey(title: string): Promise<string> {
  const [row] = await db.query<{ book_key: string }>('SELECT book_key FROM books WHERE title = $1 ORDER BY book_key LIMIT 1', [title]);
  if (!row) throw new Error(`no book ${title}`);
  return row.book_key;
}

/** Books (real ones) with copies in a branch where none is on the shelf, that the member neither has nor reserved. */
async function reservableBooks(memberId: number, count: number): Promise<{ book_key: string; branch_code: string }[]> {
  return db.query<{ book_key: string; branch_code: string }>(
    `SELECT DISTINCT ON (h.book_key) h.book_key, h.branch_code
       FROM holdings h
      WHERE h.book_key LIKE 'GGL%'
        AND NOT EXISTS (SELECT 1 FROM holdings o WHERE o.book_key = h.book_key AND o.branch_code = h.branch_code AND o.loan_code = 'OK')
        AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.book_key = h.book_key AND l.member_id = $1 AND l.return_date IS NULL)
        AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.book_key = h.book_key AND r.member_id = $1 AND r.status IN ('WAIT', 'READY'))
      ORDER BY h.book_key, h.branch_code
      LIMIT $2`,
    [memberId, count],
  );
}

const uuid = () => crypto.randomUUID();

/** Every call with a body that is valid for it (keys that exist or not: the guards come first). */
const CALLS: readonly [string, Record<string, unknown>][] = [
  ['selectloanlist', {}],
  ['renewloan', { loan_key: 'LNnothing' }],
  ['selectloanhistory', {}],
  ['selectloanstate', {}],
  ['selectreservelist', {}],
  ['insertreserve', { book_key: 'GGL0000001', branch_code: 'MAIN' }],
  ['cancelreserve', { reserve_key: 'RSnothing' }],
  ['selectwishlist', {}],
  ['insertwish', { title: '시험용 도서', branch_code: 'MAIN' }],
  ['cancelwish', { wish_key: 'WSnothing' }],
  ['selectinterestlist', {}],
  ['insertinterest', { book_key: 'GGL0000001' }],
  ['deleteinterest', { book_key: 'GGL0000001' }],
  ['selectbookmystate', { book_key: 'GGL0000001' }],
  ['selectprogramreservelist', {}],
  ['cancelprogramreserve', { apply_key: 'PAnothing' }],
  ['selectfacilityreservelist', {}],
  ['cancelfacilityreserve', { booking_key: 'FBnothing' }],
];

/** Counts of every table member2 has rows in, to show that member1's calls changed nothing of theirs. */
async function member2Fingerprint(): Promise<string> {
  const rows = await db.query<{ t: string }>(
    `SELECT concat_ws('|',
       (SELECT string_agg(loan_key || ':' || to_char(due_date, 'YYYY-MM-DD') || ':' || renew_count || ':' || coalesce(to_char(return_date, 'YYYY-MM-DD'), ''), ',' ORDER BY loan_key) FROM loans WHERE member_id = $1),
       (SELECT string_agg(reserve_key || ':' || status, ',' ORDER BY reserve_key) FROM reservations WHERE member_id = $1),
       (SELECT string_agg(wish_key || ':' || status, ',' ORDER BY wish_key) FROM wishes WHERE member_id = $1),
       (SELECT string_agg(book_key, ',' ORDER BY book_key) FROM interests WHERE member_id = $1),
       (SELECT string_agg(apply_key || ':' || status || ':' || wait_no, ',' ORDER BY apply_key) FROM program_applications WHERE member_id = $1),
       (SELECT string_agg(booking_key || ':' || status, ',' ORDER BY booking_key) FROM facility_bookings WHERE member_id = $1)
     ) AS t`,
    [ids.member2],
  );
  return rows[0]?.t ?? '';
}

/* ---- guards ---- */

describe('who may call', () => {
  it('refuses every call without a session (401)', async () => {
    for (const [call, body] of CALLS) {
      await expectError(await send(anonymous, call, { ...keyOf(user1), ...body }), 401, AUTH_MESSAGES.loginRequired);
    }
  });

  it("refuses every call with another member's user_key (403), and changes nothing", async () => {
    const before = await member2Fingerprint();
    for (const [call, body] of CALLS) {
      const response = await send(one, call, { ...keyOf(user2), ...body }, { [IDEMPOTENCY_HEADER]: uuid() });
      await expectError(response, 403, AUTH_MESSAGES.otherMembersData);
    }
    expect(await member2Fingerprint()).toBe(before);
  });

  it('validates the body against the contract (400 with FIELD)', async () => {
    const missing = await expectError(await send(one, 'renewloan', keyOf(user1)), 400);
    expect(missing.FIELD).toBe('loan_key');
    const branch = await expectError(await send(one, 'insertreserve', { ...keyOf(user1), book_key: 'GGL0000001', branch_code: 'MOON' }), 400);
    expect(branch.FIELD).toBe('branch_code');
    const isbn = await expectError(await send(one, 'insertwish', { ...keyOf(user1), title: '책', isbn: '12-34', branch_code: 'MAIN' }), 400);
    expect(isbn.FIELD).toBe('isbn');
    const size = await expectError(await send(one, 'selectloanhistory', { ...keyOf(user1), size: 15 }), 400);
    expect(size.FIELD).toBe('size');
  });

  it('counts a title in characters as the form does (an emoji is one), and says which field in Korean', async () => {
    const over = await expectError(await send(one, 'insertwish', { ...keyOf(user1), title: '📗'.repeat(201), branch_code: 'MAIN' }), 400, '도서명은 200자 이하로 입력해 주세요. (title)');
    expect(over.FIELD).toBe('title');
    const note = await expectError(await send(one, 'insertwish', { ...keyOf(user1), title: '책', note: '가'.repeat(501), branch_code: 'MAIN' }), 400, '신청 사유는 500자 이하로 입력해 주세요. (note)');
    expect(note.FIELD).toBe('note');
    // A year from 1000 to next year (outside walk: 3000 and 9999 were taken).
    const nextYear = new Date().getFullYear() + 1;
    for (const year of ['3000', '9999', '0999', String(nextYear + 1)]) {
      await expectError(await send(one, 'insertwish', { ...keyOf(user1), title: '책', publish_year: year, branch_code: 'MAIN' }), 400, '발행연도는 1000년부터 내년까지의 연도로 입력해 주세요. (publish_year)');
    }
    expect(v.safeParse(InsertWishRequest, { ...keyOf(user1), manage_code: '141674', title: '책', publish_year: String(nextYear), branch_code: 'MAIN' }).success).toBe(true);
    // 150 emoji are 300 UTF-16 units and 150 characters: within the limit.
    expect(v.safeParse(InsertWishRequest, { ...keyOf(user1), manage_code: '141674', title: '📗'.repeat(150), branch_code: 'MAIN' }).success).toBe(true);
  });

  it('answers a known call with another method 405', async () => {
    const response = await app.request('/gglib/selectloanlist', { method: 'GET' });
    expect(response.status).toBe(405);
  });
});

describe('a member without anything (member3)', () => {
  it('has empty lists and zero counts', async () => {
    expect((await loans(three, user3)).LIST).toEqual([]);
    expect((await reservations(three, user3)).LIST).toEqual([]);
    expect((await wishes(three, user3)).LIST).toEqual([]);
    expect((await interests(three, user3)).LIST).toEqual([]);
    expect((await programs(three, user3)).LIST).toEqual([]);
    expect((await facilities(three, user3)).LIST).toEqual([]);
    const history = await answer(LoanHistoryResponse, await send(three, 'selectloanhistory', keyOf(user3)));
    expect(history).toMatchObject({ LIST: [], TOTAL_COUNT: 0, PAGE: 1, SIZE: 10 });
    expect(await loanState(three, user3)).toEqual({
      RESULT_INFO: 'SUCCESS',
      LOAN_COUNT: 0,
      LOAN_LIMIT,
      OVERDUE_COUNT: 0,
      RESERVE_COUNT: 0,
      RESERVE_LIMIT,
      SUSPENDED_UNTIL: '',
      INTEREST_COUNT: 0,
      WISH_COUNT: 0,
      YEAR_LOAN_COUNT: 0,
    });
    expect(await myState('GGL0000001', three, user3)).toEqual({
      RESULT_INFO: 'SUCCESS',
      LOAN_YN: 'N',
      RESERVE_KEY: '',
      INTEREST_YN: 'N',
      WISH_KEY: '',
    });
  });
});

/* ---- loans ---- */

describe('loans', () => {
  const find = (list: LoanListResponse['LIST'], title: string) => {
    const loan = list.find((item) => item.TITLE === title);
    if (!loan) throw new Error(`no loan ${title}`);
    return loan;
  };

  it("lists member1's four loans, earliest due first, each with whether it may be renewed", async () => {
    const { LIST } = await loans();
    expect(LIST).toHaveLength(4);
    expect(LIST.map((loan) => loan.DUE_DATE)).toEqual([...LIST.map((loan) => loan.DUE_DATE)].sort());
    expect(find(LIST, MEMBER1_LOANS.overdue.title)).toMatchObject({
      DUE_DATE: addDays(TODAY, -3),
      OVERDUE_DAYS: 3,
      RENEWABLE_YN: 'N',
      RENEW_REFUSAL: M.overdue,
    });
    expect(find(LIST, MEMBER1_LOANS.renewed.title)).toMatchObject({ RENEW_COUNT: 1, OVERDUE_DAYS: 0, RENEWABLE_YN: 'N', RENEW_REFUSAL: M.alreadyRenewed });
    expect(find(LIST, MEMBER1_LOANS.reservedByOther.title)).toMatchObject({ RENEWABLE_YN: 'N', RENEW_REFUSAL: M.reservedByOthers });
    const renewable = find(LIST, MEMBER1_LOANS.renewable.title);
    expect(renewable).toMatchObject({ DUE_DATE: addDays(TODAY, 5), RENEW_COUNT: 0, OVERDUE_DAYS: 0, RENEWABLE_YN: 'Y', RENEW_REFUSAL: '' });
    expect(BRANCH_NAMES).toContain(renewable.BRANCH_NAME);
    expect(renewable.REG_NO).toMatch(/^[EJ]M\d{10}$/);
    expect(renewable.CALL_NO).not.toBe('');
    expect(renewable.LOAN_DATE).toBe(addDays(TODAY, -9));
  });

  it('marks the copies lent to members LOAN and keeps books.loan_code true to its copies', async () => {
    const rows = await db.query<{ bad: number }>(
      `SELECT count(*)::int AS bad FROM loans l JOIN holdings h USING (holding_key)
        WHERE l.member_id IS NOT NULL AND l.return_date IS NULL AND h.loan_code <> 'LOAN'`,
    );
    expect(rows[0]?.bad).toBe(0);
    const mismatched = await db.query(
      `SELECT b.book_key FROM books b
        WHERE EXISTS (SELECT 1 FROM holdings h WHERE h.book_key = b.book_key)
          AND (b.loan_code = 'OK') <> EXISTS (SELECT 1 FROM holdings h WHERE h.book_key = b.book_key AND h.loan_code = 'OK')`,
    );
    expect(mismatched).toEqual([]);
  });

  it('renews a renewable loan once, 14 days from its due date', async () => {
    const loan = find((await loans()).LIST, MEMBER1_LOANS.renewable.title);
    const renewed = await renew(loan.LOAN_KEY);
    expect(renewed).toMatchObject(SUCCESS);
    expect(renewed.LOAN).toMatchObject({
      LOAN_KEY: loan.LOAN_KEY,
      DUE_DATE: addDays(loan.DUE_DATE, 14),
      RENEW_COUNT: 1,
      RENEWABLE_YN: 'N',
      RENEW_REFUSAL: M.alreadyRenewed,
    });
    const again = await renew(loan.LOAN_KEY);
    expect(again).toMatchObject(fail(M.alreadyRenewed));
    expect(again.LOAN?.DUE_DATE).toBe(addDays(loan.DUE_DATE, 14));
    expect(find((await loans()).LIST, MEMBER1_LOANS.renewable.title).DUE_DATE).toBe(addDays(loan.DUE_DATE, 14));
  });

  it('refuses an overdue loan, a renewed one and one someone else reserved, with the reason', async () => {
    const { LIST } = await loans();
    const overdue = find(LIST, MEMBER1_LOANS.overdue.title);
    expect(await renew(overdue.LOAN_KEY)).toMatchObject({ ...fail(M.overdue), LOAN: { DUE_DATE: overdue.DUE_DATE, RENEW_COUNT: 0 } });
    const renewed = find(LIST, MEMBER1_LOANS.renewed.title);
    expect(await renew(renewed.LOAN_KEY)).toMatchObject({ ...fail(M.alreadyRenewed), LOAN: { DUE_DATE: renewed.DUE_DATE } });
    const reserved = find(LIST, MEMBER1_LOANS.reservedByOther.title);
    expect(await renew(reserved.LOAN_KEY)).toMatchObject({ ...fail(M.reservedByOthers), LOAN: { DUE_DATE: reserved.DUE_DATE } });
  });

  it('refuses renewals while the member is suspended, and shows the suspension', async () => {
    const until = addDays(TODAY, 6);
    await db.query('INSERT INTO member_suspensions (member_id, suspended_until) VALUES ($1, $2::date)', [ids.member2, until]);
    try {
      const [first] = (await loans(two, user2)).LIST;
      expect(first).toMatchObject({ RENEWABLE_YN: 'N', RENEW_REFUSAL: M.suspended(until) });
      expect(await renew(first?.LOAN_KEY ?? '', two, user2)).toMatchObject(fail(M.suspended(until)));
      expect((await loanState(two, user2)).SUSPENDED_UNTIL).toBe(until);
    } finally {
      await db.query('DELETE FROM member_suspensions WHERE member_id = $1', [ids.member2]);
    }
    // A suspension that ended yesterday no longer counts.
    await db.query('INSERT INTO member_suspensions (member_id, suspended_until) VALUES ($1, $2::date)', [ids.member2, addDays(TODAY, -1)]);
    expect((await loanState(two, user2)).SUSPENDED_UNTIL).toBe('');
    expect((await loans(two, user2)).LIST.every((loan) => loan.RENEWABLE_YN === 'Y')).toBe(true);
    await db.query('DELETE FROM member_suspensions WHERE member_id = $1', [ids.member2]);
  });

  it("finds neither an unknown loan, a returned one nor another member's, and changes nothing", async () => {
    expect(await renew('LNunknown')).toEqual({ ...fail(M.loanNotFound), LOAN: null });
    const [returned] = await db.query<{ loan_key: string }>(
      'SELECT loan_key FROM loans WHERE member_id = $1 AND return_date IS NOT NULL LIMIT 1',
      [ids.member1],
    );
    expect(await renew(returned?.loan_key ?? '')).toEqual({ ...fail(M.loanReturned), LOAN: null });
    const before = await member2Fingerprint();
    for (const loan of (await loans(two, user2)).LIST) {
      expect(await renew(loan.LOAN_KEY)).toEqual({ ...fail(M.loanNotFound), LOAN: null });
    }
    expect(await member2Fingerprint()).toBe(before);
    const mine = (await loans()).LIST.map((loan) => loan.LOAN_KEY);
    for (const loan of (await loans(two, user2)).LIST) expect(mine).not.toContain(loan.LOAN_KEY);
  });

  it('applies a renewal once when it is replayed with the same Idempotency-Key', async () => {
    const loan = (await loans(two, user2)).LIST.find((item) => item.TITLE === '사피엔스');
    if (!loan) throw new Error('no loan');
    const key = uuid();
    const first = await send(two, 'renewloan', { ...keyOf(user2), loan_key: loan.LOAN_KEY }, { [IDEMPOTENCY_HEADER]: key });
    const firstText = await first.text();
    const second = await send(two, 'renewloan', { ...keyOf(user2), loan_key: loan.LOAN_KEY }, { [IDEMPOTENCY_HEADER]: key });
    expect(second.status).toBe(200);
    expect(second.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await second.text()).toBe(firstText);
    expect(JSON.parse(firstText)).toMatchObject({ ...SUCCESS, LOAN: { RENEW_COUNT: 1, DUE_DATE: addDays(loan.DUE_DATE, 14) } });
    const [row] = await db.query<{ renew_count: number }>('SELECT renew_count FROM loans WHERE loan_key = $1', [loan.LOAN_KEY]);
    expect(row?.renew_count).toBe(1);
    // The same key from another member is another action (keys count per member), not member2's answer.
    const other = await send(one, 'renewloan', { ...keyOf(user1), loan_key: loan.LOAN_KEY }, { [IDEMPOTENCY_HEADER]: key });
    expect(other.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(await answer(RenewLoanResponse, other)).toEqual({ ...fail(M.loanNotFound), LOAN: null });
    // Without the key a repeat is a new request, refused by the one-renewal rule.
    expect(await renew(loan.LOAN_KEY, two, user2)).toMatchObject(fail(M.alreadyRenewed));
  });

  it('pages the returned loans, newest return first, and filters them by the year of the loan', async () => {
    const first = await answer(LoanHistoryResponse, await send(one, 'selectloanhistory', { ...keyOf(user1), size: 10 }));
    expect(first.TOTAL_COUNT).toBe(MEMBER1_HISTORY.length);
    expect(first.LIST).toHaveLength(10);
    expect(first.LIST[0]?.TITLE).toBe(MEMBER1_HISTORY[0]);
    const returns = first.LIST.map((item) => item.RETURN_DATE);
    expect(returns).toEqual([...returns].sort().reverse());
    for (const item of first.LIST) {
      expect(item.RETURN_DATE >= item.LOAN_DATE).toBe(true);
      expect(item.BRANCH_NAME).not.toBe('');
    }
    const third = await answer(LoanHistoryResponse, await send(one, 'selectloanhistory', { ...keyOf(user1), page: 3, size: 10 }));
    expect(third.LIST).toHaveLength(MEMBER1_HISTORY.length - 20);
    expect(third).toMatchObject({ PAGE: 3, SIZE: 10 });
    const year = Number(TODAY.slice(0, 4)) - 1;
    const lastYear = await answer(LoanHistoryResponse, await send(one, 'selectloanhistory', { ...keyOf(user1), year, size: 50 }));
    expect(lastYear.TOTAL_COUNT).toBeGreaterThan(0);
    expect(lastYear.TOTAL_COUNT).toBeLessThan(MEMBER1_HISTORY.length);
    expect(lastYear.LIST.every((item) => item.LOAN_DATE.startsWith(String(year)))).toBe(true);
    const current = (await answer(LoanHistoryResponse, await send(one, 'selectloanhistory', { ...keyOf(user1), size: 50 }))).LIST;
    for (const item of current) expect((await loans()).LIST.map((loan) => loan.LOAN_KEY)).not.toContain(item.LOAN_KEY);
  });

  it("counts the member's standing", async () => {
    const [year] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM loans WHERE member_id = $1 AND loan_date >= $2::date`,
      [ids.member1, `${TODAY.slice(0, 4)}-01-01`],
    );
    expect(await loanState()).toEqual({
      RESULT_INFO: 'SUCCESS',
      LOAN_COUNT: 4,
      LOAN_LIMIT: 10,
      OVERDUE_COUNT: 1,
      RESERVE_COUNT: 2,
      RESERVE_LIMIT: 5,
      SUSPENDED_UNTIL: '',
      INTEREST_COUNT: 6,
      WISH_COUNT: 2,
      YEAR_LOAN_COUNT: year?.n ?? -1,
    });
    expect(year?.n).toBeGreaterThanOrEqual(4);
  });
});

/* ---- reservations ---- */

describe('reservations', () => {
  it("lists member1's READY and WAIT reservations with their places in the queue", async () => {
    const { LIST } = await reservations();
    expect(LIST.map((item) => [item.TITLE, item.STATUS, item.QUEUE_NO])).toEqual([
      [MEMBER1_RESERVATIONS.ready, 'READY', 1],
      [MEMBER1_RESERVATIONS.waiting, 'WAIT', 2],
    ]);
    expect(LIST[0]).toMatchObject({ PICKUP_UNTIL: addDays(TODAY, PICKUP_DAYS), RESERVED_AT: addDays(TODAY, -9) });
    expect(LIST[1]).toMatchObject({ PICKUP_UNTIL: '', RESERVED_AT: addDays(TODAY, -4) });
    expect(BRANCH_NAMES).toContain(LIST[0]?.BRANCH_NAME);
    const theirs = (await reservations(two, user2)).LIST;
    expect(theirs.map((item) => [item.TITLE, item.QUEUE_NO])).toEqual([
      [MEMBER1_RESERVATIONS.waiting, 1],
      [MEMBER1_LOANS.reservedByOther.title, 1],
    ]);
  });

  it('refuses an unknown book, a branch without a copy, a branch with one on the shelf, a book on loan or reserved', async () => {
    const harbin = await bookKey('하얼빈');
    const copies = await db.query<{ branch_code: string }>('SELECT branch_code FROM holdings WHERE book_key = $1', [harbin]);
    const without = BRANCH_CODES.find((code) => !copies.some((copy) => copy.branch_code === code));
    const [shelved] = await db.query<{ book_key: string; branch_code: string }>(
      `SELECT h.book_key, h.branch_code FROM holdings h
        WHERE h.loan_code = 'OK' AND h.book_key LIKE 'GGL%'
          AND NOT EXISTS (SELECT 1 FROM loans l WHERE l.book_key = h.book_key AND l.member_id = $1 AND l.return_date IS NULL)
          AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.book_key = h.book_key AND r.member_id = $1 AND r.status IN ('WAIT', 'READY'))
        ORDER BY h.holding_key LIMIT 1`,
      [ids.member1],
    );
    expect(await reserve('NOBOOK0001', 'MAIN')).toEqual({ ...fail(M.bookNotFound), RESERVATION: null });
    expect(await reserve(harbin, without ?? '')).toEqual({ ...fail(M.noCopyInBranch), RESERVATION: null });
    expect(await reserve(shelved?.book_key ?? '', shelved?.branch_code ?? '')).toEqual({ ...fail(M.shelvedInBranch), RESERVATION: null });
    expect(await reserve(await bookKey(MEMBER1_LOANS.renewable.title), 'MAIN')).toMatchObject(fail(M.alreadyOnLoan));
    expect(await reserve(await bookKey(MEMBER1_RESERVATIONS.waiting), 'NORTH')).toMatchObject(fail(M.alreadyReserved));
    expect((await reservations()).LIST).toHaveLength(2);
  });

  it('joins the queue behind earlier reservations and answers the reservation', async () => {
    const harbin = await bookKey('하얼빈');
    // Where member2's copy was lent, with no other copy on the shelf (set here, whatever the catalogue seed made).
    const [lent] = await db.query<{ branch_code: string }>(
      `SELECT h.branch_code FROM loans l JOIN holdings h ON h.holding_key = l.holding_key
        WHERE l.member_id = $1 AND l.book_key = $2 AND l.return_date IS NULL`,
      [ids.member2, harbin],
    );
    const branch = lent?.branch_code ?? '';
    await db.query(`UPDATE holdings SET loan_code = 'PROC' WHERE book_key = $1 AND branch_code = $2 AND loan_code = 'OK'`, [harbin, branch]);
    await refreshBookLoanCode(db, harbin);
    const made = await reserve(harbin, branch);
    expect(made).toMatchObject(SUCCESS);
    expect(made.RESERVATION).toMatchObject({ BOOK_KEY: harbin, TITLE: '하얼빈', BRANCH_CODE: branch, STATUS: 'WAIT', QUEUE_NO: 1, PICKUP_UNTIL: '', RESERVED_AT: seoulDay(clock.now) });
    // member2 has 하얼빈 on loan: now someone waits for it, so it is no longer renewable.
    const harbinLoan = (await loans(two, user2)).LIST.find((loan) => loan.TITLE === '하얼빈');
    expect(harbinLoan).toMatchObject({ RENEWABLE_YN: 'N', RENEW_REFUSAL: M.reservedByOthers });
    // member3 queues for the book member1 waits for: third in line.
    const vegetarian = await bookKey(MEMBER1_RESERVATIONS.waiting);
    const pickUp = (await reservations()).LIST.find((item) => item.BOOK_KEY === vegetarian)?.BRANCH_CODE ?? '';
    clock.now += 60_000;
    const third = await reserve(vegetarian, pickUp, three, user3);
    expect(third.RESERVATION).toMatchObject({ QUEUE_NO: 3, STATUS: 'WAIT' });
    expect((await myState(vegetarian, three, user3)).RESERVE_KEY).toBe(third.RESERVATION?.RESERVE_KEY);
  });

  it('moves everyone behind up when a reservation is cancelled', async () => {
    const vegetarian = await bookKey(MEMBER1_RESERVATIONS.waiting);
    const theirs = (await reservations(two, user2)).LIST.find((item) => item.BOOK_KEY === vegetarian);
    expect(await cancelReserve(theirs?.RESERVE_KEY ?? '', two, user2)).toEqual(SUCCESS);
    expect((await reservations()).LIST.find((item) => item.BOOK_KEY === vegetarian)?.QUEUE_NO).toBe(1);
    expect((await reservations(three, user3)).LIST.find((item) => item.BOOK_KEY === vegetarian)?.QUEUE_NO).toBe(2);
    // Cancelling again (a repeated tap) is a success and changes nothing.
    expect(await cancelReserve(theirs?.RESERVE_KEY ?? '', two, user2)).toEqual(SUCCESS);
  });

  it("never cancels another member's reservation: not found, nothing changes", async () => {
    const before = await member2Fingerprint();
    const theirs = (await reservations(two, user2)).LIST;
    expect(theirs.length).toBeGreaterThan(0);
    for (const item of theirs) expect(await cancelReserve(item.RESERVE_KEY)).toEqual(fail(M.reserveNotFound));
    expect(await cancelReserve('RSunknown')).toEqual(fail(M.reserveNotFound));
    expect(await member2Fingerprint()).toBe(before);
    expect((await reservations(two, user2)).LIST).toEqual(theirs);
  });

  it('passes a READY copy to the next in line at that branch, else back to the shelf', async () => {
    const ready = (await reservations()).LIST.find((item) => item.STATUS === 'READY');
    if (!ready) throw new Error('no READY reservation');
    // member3 waits for the held book at the same branch (no copy of it on the shelf there).
    const queued = await reserve(ready.BOOK_KEY, ready.BRANCH_CODE, three, user3);
    expect(queued.RESERVATION).toMatchObject({ STATUS: 'WAIT', QUEUE_NO: 2 });
    expect(await cancelReserve(ready.RESERVE_KEY)).toEqual(SUCCESS);
    expect((await reservations()).LIST.map((item) => item.RESERVE_KEY)).not.toContain(ready.RESERVE_KEY);
    const passed = (await reservations(three, user3)).LIST.find((item) => item.BOOK_KEY === ready.BOOK_KEY);
    expect(passed).toMatchObject({ STATUS: 'READY', QUEUE_NO: 1, PICKUP_UNTIL: addDays(seoulDay(clock.now), PICKUP_DAYS) });
    const held = async () =>
      db.query<{ loan_code: string }>(`SELECT loan_code FROM holdings WHERE book_key = $1 AND branch_code = $2 ORDER BY holding_key`, [
        ready.BOOK_KEY,
        ready.BRANCH_CODE,
      ]);
    expect((await held()).map((row) => row.loan_code)).toContain('HOLD');
    // Nobody else waits: the copy goes back on the shelf and the book is available again.
    expect(await cancelReserve(passed?.RESERVE_KEY ?? '', three, user3)).toEqual(SUCCESS);
    expect((await held()).map((row) => row.loan_code)).not.toContain('HOLD');
    const [book] = await db.query<{ loan_code: string }>('SELECT loan_code FROM books WHERE book_key = $1', [ready.BOOK_KEY]);
    expect(book?.loan_code).toBe('OK');
  });

  it('refuses a sixth active reservation', async () => {
    const active = (await reservations()).LIST.length;
    const candidates = await reservableBooks(ids.member1, RESERVE_LIMIT - active + 1);
    expect(candidates).toHaveLength(RESERVE_LIMIT - active + 1);
    for (const candidate of candidates.slice(0, -1)) {
      expect(await reserve(candidate.book_key, candidate.branch_code)).toMatchObject(SUCCESS);
    }
    const last = candidates[candidates.length - 1];
    expect(await reserve(last?.book_key ?? '', last?.branch_code ?? '')).toEqual({ ...fail(M.reserveLimit), RESERVATION: null });
    expect((await reservations()).LIST).toHaveLength(RESERVE_LIMIT);
    expect((await loanState()).RESERVE_COUNT).toBe(RESERVE_LIMIT);
  });

  it('refuses a suspended member', async () => {
    const until = addDays(TODAY, 30);
    await db.query('INSERT INTO member_suspensions (member_id, suspended_until) VALUES ($1, $2::date)', [ids.member3, until]);
    try {
      const [candidate] = await reservableBooks(ids.member3, 1);
      expect(await reserve(candidate?.book_key ?? '', candidate?.branch_code ?? '', three, user3)).toEqual({
        ...fail(M.reserveSuspended(until)),
        RESERVATION: null,
      });
    } finally {
      await db.query('DELETE FROM member_suspensions WHERE member_id = $1', [ids.member3]);
    }
  });

  it('applies a reservation once when it is replayed with the same Idempotency-Key', async () => {
    const [candidate] = await reservableBooks(ids.member3, 1);
    const body = { ...keyOf(user3), book_key: candidate?.book_key, branch_code: candidate?.branch_code };
    const key = uuid();
    const first = await answer(InsertReserveResponse, await send(three, 'insertreserve', body, { [IDEMPOTENCY_HEADER]: key }));
    const replay = await send(three, 'insertreserve', body, { [IDEMPOTENCY_HEADER]: key });
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await answer(InsertReserveResponse, replay)).toEqual(first);
    expect(first).toMatchObject(SUCCESS);
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reservations WHERE member_id = $1 AND book_key = $2`,
      [ids.member3, candidate?.book_key],
    );
    expect(count?.n).toBe(1);
  });
});

/* ---- hope-book requests ---- */

describe('hope-book requests', () => {
  it("lists member1's requests newest first, with the rejection's reason", async () => {
    const { LIST } = await wishes();
    expect(LIST.map((item) => item.STATUS)).toEqual(['APPLIED', 'ORDERED', 'REJECTED', 'ARRIVED']);
    expect(LIST.find((item) => item.STATUS === 'REJECTED')).toMatchObject({ TITLE: '소년이 온다', STATUS_NOTE: '이미 소장 중인 자료입니다.' });
    expect(LIST[0]).toMatchObject({ APPLIED_AT: addDays(TODAY, -1), BRANCH_NAME: '경기도서관 본관' });
  });

  it('records a request, and refuses a duplicate of one still being handled', async () => {
    const made = await wish({ title: '  새의 언어  ', author: '데이비드 앨런 시블리', publisher: '윌북', publish_year: '2023', note: '새를 좋아하는 아이와 읽고 싶어요.' });
    expect(made).toMatchObject(SUCCESS);
    expect(made.WISH).toMatchObject({ TITLE: '새의 언어', AUTHOR: '데이비드 앨런 시블리', STATUS: 'APPLIED', STATUS_NOTE: '', BOOK_KEY: '', APPLIED_AT: seoulDay(clock.now) });
    // Same title and author (spacing and case aside), while APPLIED or ORDERED.
    expect(await wish({ title: '새의언어', author: '데이비드 앨런 시블리' })).toEqual({ ...fail(M.wishDuplicate), WISH: null });
    expect(await wish({ title: '급류', author: '정대건' })).toMatchObject(fail(M.wishDuplicate));
    // A rejected request does not block a new one.
    const again = await wish({ title: '소년이 온다', author: '한강', isbn: '9788936434120' });
    expect(again).toMatchObject(SUCCESS);
    expect(await wish({ title: '다른 제목', isbn: '9788936434120' })).toMatchObject(fail(M.wishDuplicate));
    expect(await wish({ title: '없는 책의 복본', book_key: 'NOBOOK0001' })).toMatchObject(fail(M.bookNotFound));
  });

  it('refuses a sixth request in a calendar month (cancelled ones do not count)', async () => {
    const thisMonth = (await wishes()).LIST.filter((item) => item.APPLIED_AT.startsWith(TODAY.slice(0, 7)) && item.STATUS !== 'CANCELLED');
    for (let i = thisMonth.length; i < WISH_MONTH_LIMIT; i += 1) {
      expect(await wish({ title: `한 달 신청 ${i}` })).toMatchObject(SUCCESS);
    }
    expect(await wish({ title: '여섯 번째 신청' })).toEqual({ ...fail(M.wishMonthLimit), WISH: null });
    const latest = (await wishes()).LIST[0];
    expect(await cancelWish(latest?.WISH_KEY ?? '')).toEqual(SUCCESS);
    expect(await wish({ title: '여섯 번째 신청' })).toMatchObject(SUCCESS);
    // Next month the count starts again.
    const nextMonth = Date.parse(`${addDays(`${TODAY.slice(0, 7)}-01`, 40).slice(0, 7)}-01T00:30:00+09:00`);
    const saved = clock.now;
    clock.now = nextMonth;
    try {
      expect(await wish({ title: '다음 달 신청' })).toMatchObject(SUCCESS);
    } finally {
      clock.now = saved;
    }
  });

  it('cancels only while APPLIED', async () => {
    const { LIST } = await wishes();
    const ordered = LIST.find((item) => item.STATUS === 'ORDERED');
    const rejected = LIST.find((item) => item.STATUS === 'REJECTED');
    const applied = LIST.find((item) => item.STATUS === 'APPLIED');
    expect(await cancelWish(ordered?.WISH_KEY ?? '')).toEqual(fail(M.wishNotCancelable));
    expect(await cancelWish(rejected?.WISH_KEY ?? '')).toEqual(fail(M.wishNotCancelable));
    expect(await cancelWish(applied?.WISH_KEY ?? '')).toEqual(SUCCESS);
    expect((await wishes()).LIST.find((item) => item.WISH_KEY === applied?.WISH_KEY)?.STATUS).toBe('CANCELLED');
    expect(await cancelWish(applied?.WISH_KEY ?? '')).toEqual(SUCCESS);
    expect(await cancelWish('WSunknown')).toEqual(fail(M.wishNotFound));
  });

  it("never cancels another member's request", async () => {
    const theirs = await wish({ title: '김경기의 신청', author: '김경기' }, two, user2);
    const key = theirs.WISH?.WISH_KEY ?? '';
    const before = await member2Fingerprint();
    expect(await cancelWish(key)).toEqual(fail(M.wishNotFound));
    expect(await member2Fingerprint()).toBe(before);
    expect((await wishes()).LIST.map((item) => item.WISH_KEY)).not.toContain(key);
  });

  it('records a request once when it is replayed with the same Idempotency-Key', async () => {
    const key = uuid();
    const body = { title: '멱등 신청 도서', author: '시험' };
    const first = await wish(body, three, user3, { [IDEMPOTENCY_HEADER]: key });
    const second = await wish(body, three, user3, { [IDEMPOTENCY_HEADER]: key });
    expect(second).toEqual(first);
    expect((await wishes(three, user3)).LIST.filter((item) => item.TITLE === '멱등 신청 도서')).toHaveLength(1);
  });

  it('names an APPLIED request for a held book in selectbookmystate', async () => {
    const book = await bookKey('코스모스');
    const made = await wish({ title: '코스모스', author: '칼 세이건', book_key: book, note: '복본이 더 있으면 좋겠습니다.' }, three, user3);
    expect(made.WISH?.BOOK_KEY).toBe(book);
    expect((await myState(book, three, user3)).WISH_KEY).toBe(made.WISH?.WISH_KEY);
  });
});

/* ---- interested books ---- */

describe('interested books', () => {
  it("lists member1's six, newest first, with the book's state", async () => {
    const { LIST } = await interests();
    expect(LIST).toHaveLength(6);
    expect(LIST[0]?.TITLE).toBe('소년이 온다');
    const added = LIST.map((item) => item.ADDED_AT);
    expect(added).toEqual([...added].sort().reverse());
    expect(LIST.every((item) => ['OK', 'LOAN', 'HOLD', 'PROC'].includes(item.LOAN_CODE))).toBe(true);
  });

  it('adds and removes idempotently', async () => {
    const book = await bookKey('데미안');
    expect(await addInterest(book)).toEqual(SUCCESS);
    expect(await addInterest(book)).toEqual(SUCCESS);
    expect((await interests()).LIST.filter((item) => item.BOOK_KEY === book)).toHaveLength(1);
    expect((await interests()).LIST[0]?.BOOK_KEY).toBe(book);
    expect((await myState(book)).INTEREST_YN).toBe('Y');
    expect(await removeInterest(book)).toEqual(SUCCESS);
    expect(await removeInterest(book)).toEqual(SUCCESS);
    expect((await myState(book)).INTEREST_YN).toBe('N');
    expect(await addInterest('NOBOOK0001')).toEqual(fail(M.bookNotFound));
  });

  it('replays an add with the same Idempotency-Key', async () => {
    const book = await bookKey('어린 왕자');
    const key = uuid();
    expect(await addInterest(book, one, user1, { [IDEMPOTENCY_HEADER]: key })).toEqual(SUCCESS);
    const replay = await send(one, 'insertinterest', { ...keyOf(user1), book_key: book }, { [IDEMPOTENCY_HEADER]: key });
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await removeInterest(book)).toEqual(SUCCESS);
  });

  it("removing a book member2 also keeps removes only member1's own row", async () => {
    const cosmos = await bookKey('코스모스');
    expect((await myState(cosmos, two, user2)).INTEREST_YN).toBe('Y');
    expect(await removeInterest(cosmos)).toEqual(SUCCESS);
    expect((await myState(cosmos, two, user2)).INTEREST_YN).toBe('Y');
    expect((await interests(two, user2)).LIST.map((item) => item.BOOK_KEY)).toContain(cosmos);
    expect(await addInterest(cosmos)).toEqual(SUCCESS);
  });

  it('refuses the 201st book', async () => {
    await db.query(
      `INSERT INTO books (book_key, title, acquired_at)
       SELECT 'TST' || lpad(i::text, 4, '0'), '관심 시험 도서 ' || i, '2020-01-01' FROM generate_series(1, $1::int) AS i`,
      [INTEREST_LIMIT + 1],
    );
    await db.query(
      `INSERT INTO interests (member_id, book_key) SELECT $1, 'TST' || lpad(i::text, 4, '0') FROM generate_series(1, $2::int) AS i`,
      [ids.member3, INTEREST_LIMIT - 1],
    );
    expect(await addInterest(`TST${String(INTEREST_LIMIT).padStart(4, '0')}`, three, user3)).toEqual(SUCCESS);
    expect(await addInterest(`TST${String(INTEREST_LIMIT + 1).padStart(4, '0')}`, three, user3)).toEqual(fail(M.interestLimit));
    // One already there is still a success.
    expect(await addInterest('TST0001', three, user3)).toEqual(SUCCESS);
    expect((await loanState(three, user3)).INTEREST_COUNT).toBe(INTEREST_LIMIT);
    await db.query(`DELETE FROM interests WHERE member_id = $1 AND book_key LIKE 'TST%'`, [ids.member3]);
  });
});

describe('selectbookmystate', () => {
  it("answers the member's own relation to a book only", async () => {
    const onLoan = await bookKey(MEMBER1_LOANS.renewable.title);
    expect(await myState(onLoan)).toMatchObject({ LOAN_YN: 'Y', RESERVE_KEY: '', INTEREST_YN: 'N' });
    expect(await myState(onLoan, two, user2)).toMatchObject({ LOAN_YN: 'N', RESERVE_KEY: '' });
    const waited = await bookKey(MEMBER1_RESERVATIONS.waiting);
    const mine = (await reservations()).LIST.find((item) => item.BOOK_KEY === waited);
    expect((await myState(waited)).RESERVE_KEY).toBe(mine?.RESERVE_KEY);
    const harbin = await bookKey('하얼빈');
    expect((await myState(harbin, two, user2)).LOAN_YN).toBe('Y');
    expect((await myState(harbin)).LOAN_YN).toBe('N');
    expect(await myState('NOBOOK0001')).toEqual({ RESULT_INFO: 'SUCCESS', LOAN_YN: 'N', RESERVE_KEY: '', INTEREST_YN: 'N', WISH_KEY: '' });
  });
});

/* ---- programs ---- */

describe('program applications', () => {
  const byTitle = async (start: string, client = one, user = user1) => {
    const found = (await programs(client, user)).LIST.find((item) => item.TITLE.startsWith(start));
    if (!found) throw new Error(`no application ${start}`);
    return found;
  };

  it("lists member1's three: upcoming first (soonest first), then past", async () => {
    const { LIST } = await programs();
    expect(LIST).toHaveLength(3);
    expect(LIST[2]).toMatchObject({ STATUS: 'ATTENDED', CANCELABLE_YN: 'N', WAIT_NO: 0 });
    expect(LIST[2]?.TITLE.startsWith('지난 강연')).toBe(true);
    const upcoming = LIST.slice(0, 2);
    expect(upcoming.map((item) => item.START_AT)).toEqual([...upcoming.map((item) => item.START_AT)].sort());
    expect(await byTitle('작가와의 만남')).toMatchObject({ STATUS: 'APPLIED', WAIT_NO: 0, CANCELABLE_YN: 'Y', APPLIED_AT: addDays(TODAY, -3) });
    expect(await byTitle('가족 보드게임')).toMatchObject({ STATUS: 'WAITING', WAIT_NO: 1, CANCELABLE_YN: 'Y' });
    expect(LIST[0]?.START_AT).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
  });

  it('gives a cancelled place to the first waiting applicant and renumbers the queue', async () => {
    const talk = await byTitle('작가와의 만남');
    const at = (days: number) => new Date(SEED_NOW - days * DAY_MS).toISOString();
    await db.query(
      `INSERT INTO program_applications (apply_key, member_id, program_id, status, wait_no, applied_at)
       VALUES ('PAtestwait1', $1, $3, 'WAITING', 1, $4::timestamptz), ('PAtestwait2', $2, $3, 'WAITING', 2, $5::timestamptz)`,
      [ids.member2, ids.member3, talk.PROGRAM_ID, at(2), at(1)],
    );
    expect(await byTitle('작가와의 만남', two, user2)).toMatchObject({ STATUS: 'WAITING', WAIT_NO: 1 });
    const before = await member2Fingerprint();
    // member1 cannot cancel member2's application: 403, and nothing moves.
    const refused = await send(one, 'cancelprogramreserve', { ...keyOf(user1), apply_key: 'PAtestwait1' });
    expect(refused.status).toBe(403);
    expect(await member2Fingerprint()).toBe(before);
    expect(await cancelProgram(talk.APPLY_KEY)).toEqual(SUCCESS);
    expect(await byTitle('작가와의 만남')).toMatchObject({ STATUS: 'CANCELLED', CANCELABLE_YN: 'N', WAIT_NO: 0 });
    expect(await byTitle('작가와의 만남', two, user2)).toMatchObject({ STATUS: 'APPLIED', WAIT_NO: 0 });
    expect(await byTitle('작가와의 만남', three, user3)).toMatchObject({ STATUS: 'WAITING', WAIT_NO: 1 });
    // Already cancelled: a success, nothing moves.
    expect(await cancelProgram(talk.APPLY_KEY)).toEqual(SUCCESS);
    expect(await byTitle('작가와의 만남', three, user3)).toMatchObject({ STATUS: 'WAITING', WAIT_NO: 1 });
  });

  it('cancels a WAITING application and renumbers those behind it', async () => {
    const board = await byTitle('가족 보드게임');
    await db.query(
      `INSERT INTO program_applications (apply_key, member_id, program_id, status, wait_no, applied_at)
       VALUES ('PAtestwait3', $1, $2, 'WAITING', 2, $3::timestamptz)`,
      [ids.member3, board.PROGRAM_ID, new Date(SEED_NOW).toISOString()],
    );
    expect(await cancelProgram(board.APPLY_KEY)).toEqual(SUCCESS);
    expect(await byTitle('가족 보드게임', three, user3)).toMatchObject({ STATUS: 'WAITING', WAIT_NO: 1 });
  });

  it('refuses an attended application and, from its first day, an upcoming one', async () => {
    const past = await byTitle('지난 강연');
    expect(await cancelProgram(past.APPLY_KEY)).toEqual(fail(M.programNotCancelable));
    expect(await cancelProgram('PAunknown')).toEqual(fail(M.programNotFound));
    const waiting = await byTitle('작가와의 만남', three, user3);
    const startDay = waiting.START_AT.slice(0, 10);
    const saved = clock.now;
    clock.now = Date.parse(`${startDay}T00:10:00+09:00`);
    try {
      expect((await byTitle('작가와의 만남', three, user3)).CANCELABLE_YN).toBe('N');
      expect(await cancelProgram(waiting.APPLY_KEY, three, user3)).toEqual(fail(M.programStarted));
      clock.now = Date.parse(`${addDays(startDay, -1)}T23:50:00+09:00`);
      expect((await byTitle('작가와의 만남', three, user3)).CANCELABLE_YN).toBe('Y');
    } finally {
      clock.now = saved;
    }
  });
});

/* ---- facilities ---- */

describe('facility bookings', () => {
  it("lists member1's three: upcoming first (soonest first), then past", async () => {
    const { LIST } = await facilities();
    expect(LIST.map((item) => [item.FACILITY_NAME, item.STATUS, item.CANCELABLE_YN])).toEqual([
      ['세미나실 1', 'APPROVED', 'Y'],
      ['창작스튜디오', 'APPLIED', 'Y'],
      ['세미나실 2', 'USED', 'N'],
    ]);
    expect(LIST[0]).toMatchObject({ USE_DATE: addDays(TODAY, 4), START_TIME: '14:00', END_TIME: '16:00', PEOPLE: 8, BRANCH_NAME: '경기도서관 본관' });
    expect((LIST[2]?.USE_DATE ?? '') < TODAY).toBe(true);
  });

  it('cancels APPLIED or APPROVED until the booking starts', async () => {
    const { LIST } = await facilities();
    const [approved, applied, used] = LIST;
    expect(await cancelFacility(used?.BOOKING_KEY ?? '')).toEqual(fail(M.facilityNotCancelable));
    expect(await cancelFacility('FBunknown')).toEqual(fail(M.facilityNotFound));
    const saved = clock.now;
    // On the day, before the start: still cancelable; from the start on: not.
    clock.now = Date.parse(`${applied?.USE_DATE}T08:00:00+09:00`);
    try {
      expect((await facilities()).LIST.find((item) => item.BOOKING_KEY === applied?.BOOKING_KEY)?.CANCELABLE_YN).toBe('Y');
      clock.now = Date.parse(`${applied?.USE_DATE}T${applied?.START_TIME}:00+09:00`);
      expect((await facilities()).LIST.find((item) => item.BOOKING_KEY === applied?.BOOKING_KEY)?.CANCELABLE_YN).toBe('N');
      expect(await cancelFacility(applied?.BOOKING_KEY ?? '')).toEqual(fail(M.facilityStarted));
    } finally {
      clock.now = saved;
    }
    expect(await cancelFacility(approved?.BOOKING_KEY ?? '')).toEqual(SUCCESS);
    expect(await cancelFacility(approved?.BOOKING_KEY ?? '')).toEqual(SUCCESS);
    expect((await facilities()).LIST.find((item) => item.BOOKING_KEY === approved?.BOOKING_KEY)).toMatchObject({
      STATUS: 'CANCELLED',
      CANCELABLE_YN: 'N',
    });
  });

  it("refuses another member's booking with 403, and a replayed cancel applies once", async () => {
    await db.query(
      `INSERT INTO facility_bookings (booking_key, member_id, facility_code, use_date, start_time, end_time, people, status)
       VALUES ('FBtestmember2', $1, 'NORTH-SEMINAR', $2::date, '10:00', '12:00', 4, 'APPROVED')`,
      [ids.member2, addDays(TODAY, 7)],
    );
    const before = await member2Fingerprint();
    await expectError(await send(one, 'cancelfacilityreserve', { ...keyOf(user1), booking_key: 'FBtestmember2' }), 403, M.facilityOtherMember);
    expect(await member2Fingerprint()).toBe(before);
    expect((await facilities()).LIST.map((item) => item.BOOKING_KEY)).not.toContain('FBtestmember2');
    const key = uuid();
    const body = { ...keyOf(user2), booking_key: 'FBtestmember2' };
    const first = await send(two, 'cancelfacilityreserve', body, { [IDEMPOTENCY_HEADER]: key });
    expect(await answer(CancelReserveResponse, first)).toEqual(SUCCESS);
    const replay = await send(two, 'cancelfacilityreserve', body, { [IDEMPOTENCY_HEADER]: key });
    expect(replay.headers.get(REPLAYED_HEADER)).toBe('true');
    expect((await facilities(two, user2)).LIST[0]).toMatchObject({ FACILITY_NAME: '세미나실', STATUS: 'CANCELLED' });
  });
});

describe('seeding', () => {
  it('runs once: a second call finds member loans and does nothing', async () => {
    expect(await seedMyLibraryIfEmpty(db, { now: SEED_NOW })).toBe(false);
  });

  it('waits for the copies: without holdings it does nothing, after them it seeds', async () => {
    // Seeded on a Thursday, so the booking four days later would fall on a Monday (closed): it moves.
    const thursday = Date.parse('2026-03-12T01:00:00Z');
    const fresh = await openSeededTestDb({ now: thursday });
    try {
      await fresh.query('DELETE FROM holdings');
      expect(await seedMyLibraryIfEmpty(fresh, { now: thursday })).toBe(false);
      expect(await seedHoldingsIfEmpty(fresh, { now: thursday })).toBe(true);
      expect(await seedMyLibraryIfEmpty(fresh, { now: thursday })).toBe(true);
      const days = await fresh.query<{ monday: boolean }>(`SELECT extract(isodow FROM use_date) = 1 AS monday FROM facility_bookings`);
      expect(days).toHaveLength(3);
      expect(days.some((row) => row.monday)).toBe(false);
      const [counts] = await fresh.query<{ member3: number; facilities: number }>(
        `SELECT (SELECT count(*)::int FROM loans l JOIN members m ON m.id = l.member_id WHERE m.user_id = 'member3')
              + (SELECT count(*)::int FROM reservations r JOIN members m ON m.id = r.member_id WHERE m.user_id = 'member3') AS member3,
                (SELECT count(*)::int FROM facilities) AS facilities`,
      );
      expect(counts).toEqual({ member3: 0, facilities: 6 });
    } finally {
      await fresh.close();
    }
  });
});

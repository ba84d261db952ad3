import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { ExhibitionDetailResponse, ExhibitionListResponse } from '../../contract/exhibition';
import { IDEMPOTENCY_HEADER } from '../../contract/push';
import {
  BookMagicResponse,
  ClubApplyResponse,
  ClubDetailResponse,
  ClubListResponse,
  FestivalResponse,
  InsertReviewResponse,
  MyClubListResponse,
  ReadingPointResponse,
  ReviewDetailResponse,
  ReviewListResponse,
} from '../../contract/reading';
import { createApp } from '../app';
import { AUTH_MESSAGES } from '../auth/auth';
import { seoulDay } from '../calendar';
import type { Db } from '../db/db';
import { REPLAYED_HEADER } from '../http/idempotency';
import { dealBooks, shelvesFor } from '../repositories/book-magic';
import { READING_MESSAGES, READING_POINT_RULES, clubState } from '../repositories/reading-repository';
import { SEED_CLUBS, SEED_EXHIBITIONS, SEED_FESTIVAL, SEED_REVIEWS, seedReadingIfEmpty } from '../seed/reading';
import { MemberClient } from '../testing/member-client';
import { openSeededTestDb } from '../testing/test-db';

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
  expect(await seedReadingIfEmpty(db, { now: SEED_NOW })).toBe(true);
  expect(await seedReadingIfEmpty(db, { now: SEED_NOW })).toBe(false);
  app = createApp({ db, distDir: '/nonexistent-dist', auth: { now: () => SEED_NOW + 3_600_000 } });
  anonymous = new MemberClient(app);
  [one, two] = [new MemberClient(app), new MemberClient(app)];
  user1 = (await one.login('member1')).USER_DATA;
  user2 = (await two.login('member2')).USER_DATA;
});
afterAll(() => db.close());

const send = (client: MemberClient, call: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => client.post(`/gglib/${call}`, { manage_code: MANAGE_CODE, ...body }, headers);

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

const clubs = async (kind: 'CLUB' | 'LIBRARY', extra: Record<string, unknown> = {}) => ok(ClubListResponse, await send(anonymous, 'selectclublist', { kind, ...extra }));
const clubId = async (name: string) => {
  const all = [...(await clubs('CLUB')).LIST, ...(await clubs('LIBRARY')).LIST];
  const club = all.find((c) => c.NAME === name);
  if (!club) throw new Error(`no club ${name}`);
  return club.CLUB_ID;
};
const apply = (client: MemberClient, user: SessionUser, id: number, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  send(client, 'insertclubapplication', { user_key: user.USER_KEY, club_id: id, phone: '010-1234-5678', motivation: '함께 읽고 싶습니다.', consent_yn: 'Y', ...extra }, headers);

describe('exhibitions', () => {
  it('lists every seeded exhibition, on now first, and filters by state and keyword', async () => {
    const all = await ok(ExhibitionListResponse, await send(anonymous, 'selectexhibitionlist', {}));
    expect(all.TOTAL_COUNT).toBe(SEED_EXHIBITIONS.length);
    expect(all.LIST[0]?.STATE).toBe('ONGOING');
    const ongoing = await ok(ExhibitionListResponse, await send(anonymous, 'selectexhibitionlist', { state: 'ONGOING' }));
    expect(ongoing.LIST.every((e) => e.STATE === 'ONGOING' && e.START_DATE <= TODAY && e.END_DATE >= TODAY)).toBe(true);
    expect(ongoing.TOTAL_COUNT).toBe(SEED_EXHIBITIONS.filter((e) => e.start <= 0 && e.end >= 0).length);
    const upcoming = await ok(ExhibitionListResponse, await send(anonymous, 'selectexhibitionlist', { state: 'UPCOMING' }));
    expect(upcoming.LIST.map((e) => e.TITLE)).toEqual(['한글 타이포그래피전 「글자가 된 책」']);
    const found = await ok(ExhibitionListResponse, await send(anonymous, 'selectexhibitionlist', { keyword: '출판 100년' }));
    expect(found.LIST.map((e) => e.TITLE)).toEqual(['경기 출판 100년: 책으로 본 경기도의 한 세기']);
    // LIKE's wildcards are text.
    expect((await ok(ExhibitionListResponse, await send(anonymous, 'selectexhibitionlist', { keyword: '%' }))).TOTAL_COUNT).toBe(0);
  });

  it('answers one exhibition with its works, and 404 for none', async () => {
    const list = await ok(ExhibitionListResponse, await send(anonymous, 'selectexhibitionlist', { keyword: '원화전' }));
    const id = list.LIST[0]?.EXHIBITION_ID ?? 0;
    const detail = await ok(ExhibitionDetailResponse, await send(anonymous, 'selectexhibitiondetail', { exhibition_id: id }));
    expect(detail.EXHIBITION.WORKS.map((w) => w.ARTIST)).toContain('백희나');
    expect(detail.EXHIBITION.WORKS.length).toBe(SEED_EXHIBITIONS[0]?.works.length);
    expect(detail.EXHIBITION.WORKS.some((w) => w.IMAGE_URL.startsWith('/uploads/covers/'))).toBe(true);
    await expectError(await send(anonymous, 'selectexhibitiondetail', { exhibition_id: 99_999 }), 404);
    await expectError(await send(anonymous, 'selectexhibitiondetail', { exhibition_id: 'x' }), 400);
  });
});

describe('reading clubs', () => {
  it('lists clubs of a kind with their state; open first; filters open and closed', async () => {
    const all = await clubs('CLUB');
    expect(all.LIST.length).toBe(SEED_CLUBS.filter((c) => c.kind === 'CLUB').length);
    const states = all.LIST.map((c) => c.STATE);
    expect(states).toEqual([...states].sort((a, b) => ['OPEN', 'FULL', 'CLOSED'].indexOf(a) - ['OPEN', 'FULL', 'CLOSED'].indexOf(b)));
    expect(all.LIST.find((c) => c.NAME.includes('책수다'))?.STATE).toBe('FULL');
    expect(all.LIST.find((c) => c.NAME.includes('토지'))?.STATE).toBe('CLOSED');
    const open = await clubs('CLUB', { state: 'open' });
    expect(open.LIST.length).toBeGreaterThan(0);
    expect(open.LIST.every((c) => c.STATE === 'OPEN')).toBe(true);
    const closed = await clubs('CLUB', { state: 'closed' });
    expect(closed.LIST.every((c) => c.STATE !== 'OPEN')).toBe(true);
    expect(open.LIST.length + closed.LIST.length).toBe(all.LIST.length);
    expect((await clubs('CLUB', { keyword: '김초엽' })).LIST.map((c) => c.NAME)).toEqual(['SF 읽는 밤']);
    expect((await clubs('LIBRARY')).LIST.every((c) => c.KIND === 'LIBRARY')).toBe(true);
  });

  it('answers a club with its meetings', async () => {
    const id = await clubId('수원 새벽독서회');
    const detail = await ok(ClubDetailResponse, await send(anonymous, 'selectclubdetail', { club_id: id }));
    expect(detail.CLUB.MEETINGS.length).toBe(4);
    expect(detail.CLUB.BOOK_AUTHOR).toBe('한강');
    await expectError(await send(anonymous, 'selectclubdetail', { club_id: 99_999 }), 404);
  });

  it('needs a login, and the member of the session', async () => {
    const id = await clubId('수원 새벽독서회');
    await expectError(await apply(anonymous, user1, id), 401, AUTH_MESSAGES.loginRequired);
    await expectError(await apply(two, user1, id), 403, AUTH_MESSAGES.otherMembersData);
    await expectError(await send(two, 'selectmyclublist', { user_key: user1.USER_KEY }), 403);
  });

  it('validates the form', async () => {
    const id = await clubId('수원 새벽독서회');
    const noConsent = await expectError(await apply(one, user1, id, {}, { consent_yn: 'N' }), 400);
    expect(noConsent.FIELD).toBe('consent_yn');
    const badPhone = await expectError(await apply(one, user1, id, {}, { phone: '12345' }), 400);
    expect(badPhone.FIELD).toBe('phone');
  });

  it('takes a place once: a duplicate is refused, a re-sent key answers the first answer', async () => {
    const id = await clubId('SF 읽는 밤');
    const before = (await ok(ClubDetailResponse, await send(anonymous, 'selectclubdetail', { club_id: id }))).CLUB.MEMBER_COUNT;
    const key = { [IDEMPOTENCY_HEADER]: 'club-apply-key-0001' };
    const first = await apply(one, user1, id, key);
    const firstBody = await ok(ClubApplyResponse, first);
    expect(firstBody.RESULT).toBe('SUCCESS');
    expect(firstBody.APPLICATION?.CLUB_NAME).toBe('SF 읽는 밤');
    const again = await apply(one, user1, id, key);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await ok(ClubApplyResponse, again)).toEqual(firstBody);
    const duplicate = await ok(ClubApplyResponse, await apply(one, user1, id));
    expect(duplicate).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: READING_MESSAGES.clubDuplicate, APPLICATION: null });
    const after = (await ok(ClubDetailResponse, await send(anonymous, 'selectclubdetail', { club_id: id }))).CLUB.MEMBER_COUNT;
    expect(after).toBe(before + 1);
    const mine = await ok(MyClubListResponse, await send(one, 'selectmyclublist', { user_key: user1.USER_KEY }));
    expect(mine.LIST.map((a) => a.CLUB_ID)).toContain(id);
  });

  it('refuses a full club and a closed one; the last place goes to one member only', async () => {
    const full = await ok(ClubApplyResponse, await apply(one, user1, await clubId('청소년 독서토론 동아리 「책수다」')));
    expect(full).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: READING_MESSAGES.clubFull });
    const closed = await ok(ClubApplyResponse, await apply(one, user1, await clubId('『토지』 완독 모임')));
    expect(closed).toMatchObject({ RESULT: 'FAIL', RESULT_MESSAGE: READING_MESSAGES.clubClosed });
    const missing = await ok(ClubApplyResponse, await apply(one, user1, 99_999));
    expect(missing.RESULT_MESSAGE).toBe(READING_MESSAGES.clubNotFound);

    // One place left: two members ask at once, one gets it.
    const id = await clubId('그림책 읽는 부모 모임');
    await db.query(`UPDATE reading_clubs SET member_base = capacity - 1 WHERE club_id = $1`, [id]);
    const answers = await Promise.all([apply(one, user1, id), apply(two, user2, id)].map(async (r) => ok(ClubApplyResponse, await r)));
    expect(answers.map((a) => a.RESULT).sort()).toEqual(['FAIL', 'SUCCESS']);
    expect(answers.find((a) => a.RESULT === 'FAIL')?.RESULT_MESSAGE).toBe(READING_MESSAGES.clubFull);
    const detail = await ok(ClubDetailResponse, await send(anonymous, 'selectclubdetail', { club_id: id }));
    expect(detail.CLUB).toMatchObject({ STATE: 'FULL', MEMBER_COUNT: detail.CLUB.CAPACITY });
  });

  it('states: open within the period with room, full, closed outside it', () => {
    const club = { member_count: 3, capacity: 5, recruit_start: '2026-03-01', recruit_end: '2026-03-31' };
    expect(clubState(club, '2026-03-10')).toBe('OPEN');
    expect(clubState({ ...club, member_count: 5 }, '2026-03-10')).toBe('FULL');
    expect(clubState(club, '2026-02-28')).toBe('CLOSED');
    expect(clubState(club, '2026-04-01')).toBe('CLOSED');
    expect(clubState(club, '2026-03-31')).toBe('OPEN');
  });
});

describe('festival', () => {
  it('answers the coming festival with places, programme and booths', async () => {
    const { FESTIVAL } = await ok(FestivalResponse, await send(anonymous, 'selectfestival', {}));
    expect(FESTIVAL.TITLE).toBe(SEED_FESTIVAL.title);
    expect(FESTIVAL.START_DATE > TODAY).toBe(true);
    expect(FESTIVAL.EVENTS.length).toBe(SEED_FESTIVAL.events.length);
    expect(FESTIVAL.BOOTHS.length).toBe(SEED_FESTIVAL.booths.length);
    expect(FESTIVAL.PLACES.map((p) => p.NAME)).toContain('야외광장');
    const keys = FESTIVAL.EVENTS.map((e) => `${e.EVENT_DATE} ${e.START_TIME}`);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('reviews', () => {
  const review = { title: '다시 읽고 싶은 책', book_title: '아몬드', book_author: '손원평', body: '윤재가 곤이를 이해해 가는 과정이 오래 남았습니다. 감정은 배울 수 있다는 희망을 주는 책입니다.' };

  it('lists the newest first with masked writers, searches, and reads one', async () => {
    const list = await ok(ReviewListResponse, await send(anonymous, 'selectreviewlist', {}));
    expect(list.TOTAL_COUNT).toBeGreaterThanOrEqual(SEED_REVIEWS.length);
    expect(list.LIST[0]?.WRITER).toMatch(/^.\*./);
    expect(list.LIST.some((r) => r.WRITER === '홍길동')).toBe(false);
    const found = await ok(ReviewListResponse, await send(anonymous, 'selectreviewlist', { keyword: '남한산성' }));
    expect(found.LIST.map((r) => r.BOOK_TITLE)).toEqual(['남한산성']);
    const detail = await ok(ReviewDetailResponse, await send(anonymous, 'selectreviewdetail', { review_id: found.LIST[0]?.REVIEW_ID }));
    expect(detail.REVIEW.BODY).toContain('남한산성');
    expect(detail.REVIEW.BOOK_KEY).not.toBe('');
    await expectError(await send(anonymous, 'selectreviewdetail', { review_id: 99_999 }), 404);
  });

  it('a member writes one; it is kept as text; the fields are validated', async () => {
    await expectError(await send(anonymous, 'insertreview', { user_key: user1.USER_KEY, ...review }), 401);
    await expectError(await send(two, 'insertreview', { user_key: user1.USER_KEY, ...review }), 403);
    expect((await expectError(await send(one, 'insertreview', { user_key: user1.USER_KEY, ...review, title: '' }), 400)).FIELD).toBe('title');
    expect((await expectError(await send(one, 'insertreview', { user_key: user1.USER_KEY, ...review, body: '짧아요' }), 400)).FIELD).toBe('body');
    expect((await expectError(await send(one, 'insertreview', { user_key: user1.USER_KEY, ...review, book_title: '  ' }), 400)).FIELD).toBe('book_title');
    const controls = await send(one, 'insertreview', { user_key: user1.USER_KEY, ...review, body: `\u0001\u0002${'\u202e'.repeat(30)}` });
    expect((await expectError(controls, 400)).FIELD).toBe('body');

    const html = '<script>alert(1)</script> 이 책을 읽고 많은 생각을 했습니다. <b>정말</b> 좋았습니다.';
    const key = { [IDEMPOTENCY_HEADER]: 'review-key-0001' };
    const written = await ok(InsertReviewResponse, await send(one, 'insertreview', { user_key: user1.USER_KEY, ...review, body: html }, key));
    const replay = await ok(InsertReviewResponse, await send(one, 'insertreview', { user_key: user1.USER_KEY, ...review, body: html }, key));
    expect(replay.REVIEW_ID).toBe(written.REVIEW_ID);
    const detail = await ok(ReviewDetailResponse, await send(anonymous, 'selectreviewdetail', { review_id: written.REVIEW_ID }));
    expect(detail.REVIEW.BODY).toBe(html);
    expect(detail.REVIEW.WRITER).toBe('홍*동');
    expect(detail.REVIEW.BOOK_KEY).not.toBe('');
  });
});

describe('북매직', () => {
  it('prescribes up to six books of the catalogue, each once', async () => {
    const answer = await ok(BookMagicResponse, await send(anonymous, 'selectbookmagic', { reader: 'adult', mood: 'curiosity', time: 'long' }));
    expect(answer.PRESCRIPTION).toContain('궁금증');
    expect(answer.LIST.length).toBe(6);
    expect(new Set(answer.LIST.map((b) => b.BOOK_KEY)).size).toBe(6);
    const child = await ok(BookMagicResponse, await send(anonymous, 'selectbookmagic', { reader: 'child', mood: 'comfort', time: 'short' }));
    expect(child.LIST[0]?.KDC_CLASS).toMatch(/^813\.8/);
    expect(child.LIST.filter((b) => b.KDC_CLASS.startsWith('813.8')).length).toBeGreaterThanOrEqual(3);
    await expectError(await send(anonymous, 'selectbookmagic', { reader: 'robot', mood: 'comfort', time: 'short' }), 400);
  });

  it('orders shelves by the time the reader has, and deals books in turn', () => {
    expect(shelvesFor('adult', 'comfort', 'short')[0]?.short).toBe(true);
    expect(shelvesFor('adult', 'comfort', 'long')[0]?.short).toBe(false);
    const book = (key: string) => ({ BOOK_KEY: key }) as never;
    expect(dealBooks([[book('a'), book('b')], [book('a'), book('c')], [book('d')]], 3).map((b: { BOOK_KEY: string }) => b.BOOK_KEY)).toEqual(['a', 'd', 'b']);
  });
});

describe('경기 독서포인트', () => {
  it('needs a login and the member of the session', async () => {
    await expectError(await send(anonymous, 'selectreadingpoint', { user_key: user2.USER_KEY }), 401);
    await expectError(await send(one, 'selectreadingpoint', { user_key: user2.USER_KEY }), 403);
  });

  it('refuses a member who is not a verified resident with the spec sentence', async () => {
    const answer = await ok(ReadingPointResponse, await send(one, 'selectreadingpoint', { user_key: user1.USER_KEY }));
    expect(answer).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'CITIZEN', RESULT_MESSAGE: '독서포인트를 이용하기 위해선 도민인증이 필요합니다.', ITEMS: [] });
  });

  it("counts a verified resident's activities of the year", async () => {
    const answer = await ok(ReadingPointResponse, await send(two, 'selectreadingpoint', { user_key: user2.USER_KEY }));
    expect(answer.RESULT).toBe('SUCCESS');
    expect(answer.YEAR).toBe(TODAY.slice(0, 4));
    const reviews = answer.ITEMS.find((item) => item.LABEL === '독서 감상문');
    expect(reviews?.POINTS).toBe((reviews?.COUNT ?? 0) * READING_POINT_RULES.review);
    expect(answer.TOTAL).toBe(answer.ITEMS.reduce((sum, item) => sum + item.POINTS, 0));
  });
});

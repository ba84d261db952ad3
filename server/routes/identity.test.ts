import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangePasswordResponse,
  CertResultResponse,
  CertStartResponse,
  CheckIdResponse,
  CloseAccountPreviewResponse,
  CloseAccountResponse,
  FindIdResponse,
  JoinResponse,
  MemberDataResponse,
  ResetPasswordResponse,
  ZipcodeSearchResponse,
  type CertMethod,
  type CertPurpose,
} from '../../contract/identity';
import { createApp } from '../app';
import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/db';
import { connectingInfo, signResult } from '../identity/provider';
import { freshProviderKeys, type ProviderKeys } from '../identity/provider-keys';
import { seedHoldingsIfEmpty } from '../seed/holdings';
import { SEED_MEMBER_PASSWORD } from '../seed/members';
import { seedMyLibraryIfEmpty } from '../seed/my-library';
import { encodePw, MemberClient } from '../testing/member-client';
import { TEST_SCRYPT_PARAMS, openSeededTestDb } from '../testing/test-db';

let db: Db;
let keys: ProviderKeys;
const clock = { now: Date.parse('2026-11-25T01:00:00Z') };
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openSeededTestDb();
  // member1's loans, for the closing test.
  await seedHoldingsIfEmpty(db);
  await seedMyLibraryIfEmpty(db);
  keys = await freshProviderKeys();
  app = createApp({
    db,
    distDir: '/nonexistent-dist',
    auth: { now: () => clock.now, sleep: () => Promise.resolve() },
    identity: { keys, hash: (password) => hashPassword(password, TEST_SCRYPT_PARAMS) },
  });
});
afterAll(() => db.close());

interface Person {
  name: string;
  birth: string;
  gender: 'M' | 'F';
  phone: string;
}

const ADULT: Person = { name: '한지민', birth: '19910412', gender: 'F', phone: '01055501234' };

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function start(client: MemberClient, purpose: CertPurpose, method: CertMethod = 'phone') {
  const started = v.parse(CertStartResponse, await (await client.post('/gglib/certstart', { purpose, method })).json());
  expect(started.RESULT).toBe('SUCCESS');
  return started;
}

/** Goes through the provider's pages as a person would; answers the signed result from the return address. */
async function certify(client: MemberClient, purpose: CertPurpose, person: Person = ADULT, method: CertMethod = 'phone') {
  const { TXN, PROVIDER_URL } = await start(client, purpose, method);
  const page = await app.request(PROVIDER_URL);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('본인확인 정보 입력');
  const base = PROVIDER_URL.split('?')[0];
  const sent = await app.request(`${base}/send`, form({ txn: TXN, name: person.name, birth: person.birth, gender: person.gender, carrier: 'KT', phone: person.phone }));
  expect(sent.status).toBe(200);
  const code = /<p class="code">(\d{6})<\/p>/.exec(await sent.text())?.[1];
  expect(code).toMatch(/^\d{6}$/);
  const confirmed = await app.request(`${base}/confirm`, form({ txn: TXN, code: code ?? '' }));
  expect(confirmed.status).toBe(303);
  const location = confirmed.headers.get('Location') ?? '';
  expect(location.startsWith(method === 'phone' ? '/join/kmc-result#result=' : '/join/kmc-ipinresult#result=')).toBe(true);
  return { txn: TXN, result: location.split('#result=')[1] ?? '' };
}

async function ticketFor(client: MemberClient, purpose: CertPurpose, person: Person = ADULT) {
  const { txn, result } = await certify(client, purpose, person);
  const answer = v.parse(CertResultResponse, await (await client.post('/gglib/certresult', { txn, result })).json());
  expect(answer.RESULT).toBe('SUCCESS');
  return answer;
}

const joinBody = (ticket: string, userId: string, extra: Record<string, string> = {}) => ({
  cert_ticket: ticket,
  user_id: userId,
  pw: encodePw('Readme!2026'),
  email: 'jimin@example.kr',
  zipcode: '16508',
  addr1: '경기도 수원시 영통구 도청로 40',
  addr2: '101동 1001호',
  sms_use_yn: 'Y',
  mailing_use_yn: 'N',
  agree_terms_yn: 'Y',
  agree_privacy_yn: 'Y',
  ...extra,
});

describe('the simulated certification provider', () => {
  it('refuses a wrong code, counts the attempts and ends the transaction after five', async () => {
    const client = new MemberClient(app);
    const { TXN, PROVIDER_URL } = await start(client, 'join');
    const base = PROVIDER_URL.split('?')[0];
    await app.request(`${base}/send`, form({ txn: TXN, ...{ name: '박서준', birth: '19880101', gender: 'M', carrier: 'SKT', phone: '01022223333' } }));
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await app.request(`${base}/confirm`, form({ txn: TXN, code: 'abc' }));
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain(`${5 - attempt}번 더 입력할 수 있습니다`);
    }
    const last = await app.request(`${base}/confirm`, form({ txn: TXN, code: 'abc' }));
    expect(last.status).toBe(410);
    expect(await last.text()).toContain('여러 번 잘못 입력했습니다');
  });

  it('checks what a person types, in Korean, keeping what was typed', async () => {
    const client = new MemberClient(app);
    const { TXN } = await start(client, 'join');
    const bad = await app.request('/cert/kmc/send', form({ txn: TXN, name: '김', birth: '19990230', gender: 'M', carrier: 'KT', phone: '01012345678' }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('이름을 한글 또는 영문으로 정확히 입력해 주세요.');
    const badDate = await app.request('/cert/kmc/send', form({ txn: TXN, name: '김하늘', birth: '19990230', gender: 'M', carrier: 'KT', phone: '01012345678' }));
    const text = await badDate.text();
    expect(text).toContain('생년월일 8자리를 정확히 입력해 주세요.');
    expect(text).toContain('value="김하늘"');
    const unknown = await app.request('/cert/kmc?txn=nosuchtransaction00');
    expect(unknown.status).toBe(404);
  });

  it('an address may start only so many certifications in a while (429, in Korean)', async () => {
    const limited = createApp({ db, distDir: '/nonexistent-dist', auth: { now: () => clock.now }, identity: { keys, certStartLimit: { max: 2, windowMs: 60_000 } } });
    const client = new MemberClient(limited);
    for (let i = 0; i < 2; i++) expect((await client.post('/gglib/certstart', { purpose: 'join', method: 'phone' })).status).toBe(200);
    const refused = await client.post('/gglib/certstart', { purpose: 'join', method: 'phone' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('본인인증 요청이 너무 많습니다');
  });

  it('gives one person the same ci every time and a different one to another person', () => {
    const a = connectingInfo(keys.secret, { name: '한지민', birthday: '1991-04-12', gender: 'F' });
    const b = connectingInfo(keys.secret, { name: '한지민', birthday: '1991-04-12', gender: 'F' });
    const c = connectingInfo(keys.secret, { name: '한지민', birthday: '1991-04-13', gender: 'F' });
    expect(a).toEqual(b);
    expect(a.ci).not.toBe(c.ci);
  });
});

describe('certification results', () => {
  it('a tampered result is refused', async () => {
    const client = new MemberClient(app);
    const { txn, result } = await certify(client, 'join', { ...ADULT, name: '오세훈', phone: '01077778888' });
    const [header, payload, signature] = result.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, name: '다른사람' })).toString('base64url');
    const answer = v.parse(CertResultResponse, await (await client.post('/gglib/certresult', { txn, result: `${header}.${forged}.${signature}` })).json());
    expect(answer).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'INVALID', CERT_TICKET: '' });
    expect(answer.RESULT_MESSAGE).toContain('본인인증 결과가 올바르지 않습니다');
  });

  it('a result signed by another key is refused', async () => {
    const client = new MemberClient(app);
    const { TXN } = await start(client, 'join');
    const other = await freshProviderKeys();
    const person = { name: '이도윤', birthday: '1990-01-01', gender: 'M' as const };
    const result = await signResult(other, { txn: hashToken(TXN), purpose: 'join', method: 'phone', ...person, phone: '01012340000', ...connectingInfo(other.secret, person) }, Math.floor(clock.now / 1000));
    const answer = v.parse(CertResultResponse, await (await client.post('/gglib/certresult', { txn: TXN, result })).json());
    expect(answer.RESULT_CODE).toBe('INVALID');
  });

  it('an expired result is refused', async () => {
    const client = new MemberClient(app);
    const { TXN } = await start(client, 'join');
    const person = { name: '이도윤', birthday: '1990-01-01', gender: 'M' as const };
    const result = await signResult(keys, { txn: hashToken(TXN), purpose: 'join', method: 'phone', ...person, phone: '01012340000', ...connectingInfo(keys.secret, person) }, Math.floor(clock.now / 1000) - 600);
    const answer = v.parse(CertResultResponse, await (await client.post('/gglib/certresult', { txn: TXN, result })).json());
    expect(answer).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'EXPIRED' });
    expect(answer.RESULT_MESSAGE).toContain('유효 시간이 지났습니다');
  });

  it('a result is accepted once: a replay is refused', async () => {
    const client = new MemberClient(app);
    const { txn, result } = await certify(client, 'join', { ...ADULT, name: '정하은', phone: '01033334444' });
    const first = v.parse(CertResultResponse, await (await client.post('/gglib/certresult', { txn, result })).json());
    expect(first.RESULT).toBe('SUCCESS');
    expect(first.AUTH_DATA).toMatchObject({ NAME: '정하은', CERT_METHOD: 'phone', GENDER: 'F', BIRTHDAY: '1991-04-12', PHONE: '01033334444' });
    const again = v.parse(CertResultResponse, await (await client.post('/gglib/certresult', { txn, result })).json());
    expect(again).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'REPLAYED' });
  });

  it('a result for another transaction is refused', async () => {
    const client = new MemberClient(app);
    const { result } = await certify(client, 'join', { ...ADULT, name: '최윤아', phone: '01044445555' });
    const { TXN: mine } = await start(client, 'join');
    const answer = v.parse(CertResultResponse, await (await client.post('/gglib/certresult', { txn: mine, result })).json());
    expect(answer.RESULT_CODE).toBe('MISMATCH');
  });

  it('i-PIN returns to its own address', async () => {
    const client = new MemberClient(app);
    const { result } = await certify(client, 'find', { ...ADULT, name: '윤서아', phone: '01066667777' }, 'ipin');
    expect(result.split('.')).toHaveLength(3);
  });
});

describe('joining', () => {
  it('checks ids: format, reserved words, taken (case-insensitive), available', async () => {
    const client = new MemberClient(app);
    const check = async (id: string) => v.parse(CheckIdResponse, await (await client.post('/gglib/checkid', { user_id: id })).json());
    expect(await check('ab')).toMatchObject({ AVAILABLE_YN: 'N', RESULT_MESSAGE: expect.stringContaining('5~20자') });
    expect(await check('admin2026')).toMatchObject({ AVAILABLE_YN: 'N', RESULT_MESSAGE: expect.stringContaining('사용할 수 없는') });
    expect(await check('member1')).toMatchObject({ AVAILABLE_YN: 'N', RESULT_MESSAGE: expect.stringContaining('이미 사용 중') });
    expect(await check('newreader26')).toMatchObject({ AVAILABLE_YN: 'Y' });
  });

  it('a verified person joins, logs in with the new account, and cannot join a second time', async () => {
    const client = new MemberClient(app);
    const weak = await ticketFor(client, 'join');
    const refused = v.parse(JoinResponse, await (await client.post('/gglib/joinmember', joinBody(weak.CERT_TICKET, 'jiminreads', { pw: encodePw('short1!') }))).json());
    expect(refused).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'PASSWORD' });
    const joined = v.parse(JoinResponse, await (await client.post('/gglib/joinmember', joinBody(weak.CERT_TICKET, 'jiminreads'))).json());
    expect(joined).toMatchObject({ RESULT: 'SUCCESS', USER_ID: 'jiminreads', USER_NAME: '한지민' });
    expect(joined.USER_NO).toMatch(/^\d{14}$/);
    // The ticket is spent.
    const reused = v.parse(JoinResponse, await (await client.post('/gglib/joinmember', joinBody(weak.CERT_TICKET, 'jiminreads2'))).json());
    expect(reused.RESULT_CODE).toBe('TICKET');

    const login = await client.login('jiminreads', 'Readme!2026');
    expect(login.RESULT).toBe('SUCCESS');
    expect(login.USER_DATA).toMatchObject({ USER_NAME: '한지민', HANDPHONE: '01055501234', EMAIL: 'jimin@example.kr', certAdminYn: 'N' });

    const second = await ticketFor(new MemberClient(app), 'join');
    expect(second.CB_DATA).toMatchObject({ CB_USER_ID: 'ji*******s', CB_NAME: '한지민' });
    const again = v.parse(JoinResponse, await (await client.post('/gglib/joinmember', joinBody(second.CERT_TICKET, 'jiminagain'))).json());
    expect(again).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'DUPLICATE_CI' });
  });

  it('a join sent again after its answer was lost (same key, same body) gets the account it made, once', async () => {
    const client = new MemberClient(app);
    const ticket = await ticketFor(client, 'join', { name: '윤서하', birth: '19940212', gender: 'F', phone: '01055507788' });
    const key = 'join-retry-0001';
    const body = joinBody(ticket.CERT_TICKET, 'seohareads');
    const first = v.parse(JoinResponse, await (await client.post('/gglib/joinmember', body, { 'Idempotency-Key': key })).json());
    expect(first).toMatchObject({ RESULT: 'SUCCESS', USER_ID: 'seohareads' });
    const retry = await client.post('/gglib/joinmember', body, { 'Idempotency-Key': key });
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(v.parse(JoinResponse, await retry.json())).toEqual(first);
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members WHERE user_id = 'seohareads'`);
    expect(row?.n).toBe(1);
    // Without the key, or with anything changed, it is another join: the certification is spent.
    expect(v.parse(JoinResponse, await (await client.post('/gglib/joinmember', body)).json()).RESULT_CODE).toBe('TICKET');
    expect(v.parse(JoinResponse, await (await client.post('/gglib/joinmember', joinBody(ticket.CERT_TICKET, 'seohareads2'), { 'Idempotency-Key': 'join-retry-0002' })).json()).RESULT_CODE).toBe('TICKET');
  });

  it('a child under 14 needs a guardian', async () => {
    const client = new MemberClient(app);
    const child: Person = { name: '김도담', birth: '20160305', gender: 'M', phone: '01098765432' };
    const ticket = await ticketFor(client, 'join', child);
    const refused = v.parse(JoinResponse, await (await client.post('/gglib/joinmember', joinBody(ticket.CERT_TICKET, 'dodamkim'))).json());
    expect(refused).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'GUARDIAN' });
    const joined = v.parse(JoinResponse, await (await client.post('/gglib/joinmember', joinBody(ticket.CERT_TICKET, 'dodamkim', { guardian_name: '김지훈', guardian_phone: '01012121212', guardian_agree_yn: 'Y' }))).json());
    expect(joined.RESULT).toBe('SUCCESS');
  });

  it('a resident verification made during the join (certification data, no account yet) is kept', async () => {
    const client = new MemberClient(app);
    const person: Person = { name: '임채윤', birth: '19970815', gender: 'F', phone: '01031313131' };
    const ticket = await ticketFor(client, 'join', person);
    const outside = v.parse(JoinResponse, await (await client.post('/gglib/joinmember', joinBody(ticket.CERT_TICKET, 'chaeyoonlim', { citizen_sigungu: '경기도 외' }))).json());
    expect(outside).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'CITIZEN' });
    const joined = v.parse(JoinResponse, await (await client.post('/gglib/joinmember', joinBody(ticket.CERT_TICKET, 'chaeyoonlim', { citizen_sigungu: '수원시' }))).json());
    expect(joined).toMatchObject({ RESULT: 'SUCCESS', CERT_ADMIN_YN: 'Y' });
    expect((await client.login('chaeyoonlim', 'Readme!2026')).USER_DATA?.certAdminYn).toBe('Y');
  });

  it('a find ticket does not open a join', async () => {
    const client = new MemberClient(app);
    const ticket = await ticketFor(client, 'find', { ...ADULT, name: '서민준', phone: '01080808080' });
    const refused = v.parse(JoinResponse, await (await client.post('/gglib/joinmember', joinBody(ticket.CERT_TICKET, 'minjunseo'))).json());
    expect(refused.RESULT_CODE).toBe('TICKET');
  });
});

describe('finding an id and resetting a password', () => {
  const person: Person = { name: '강하람', birth: '19850720', gender: 'M', phone: '01024682468' };

  it('finds the id masked, resets the password and ends every session and auto-login', async () => {
    const browser = new MemberClient(app);
    const joinTicket = await ticketFor(browser, 'join', person);
    expect(v.parse(JoinResponse, await (await browser.post('/gglib/joinmember', joinBody(joinTicket.CERT_TICKET, 'haramreads'))).json()).RESULT).toBe('SUCCESS');
    const old = new MemberClient(app);
    const login = await old.login('haramreads', 'Readme!2026', { auto_login_yn: 'Y' });
    const userKey = login.USER_DATA?.USER_KEY ?? '';
    expect((await old.post('/gglib/getuserno', { user_key: userKey })).status).toBe(200);

    const seeker = new MemberClient(app);
    const find = await ticketFor(seeker, 'find', person);
    const found = v.parse(FindIdResponse, await (await seeker.post('/gglib/findid', { cert_ticket: find.CERT_TICKET })).json());
    expect(found).toMatchObject({ RESULT: 'SUCCESS', USER_ID: 'ha*******s' });
    expect(found.JOINED_AT).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const wrongId = v.parse(ResetPasswordResponse, await (await seeker.post('/gglib/resetpassword', { cert_ticket: find.CERT_TICKET, user_id: 'member1', pw: encodePw('NewRead!2027') })).json());
    expect(wrongId.RESULT_CODE).toBe('WRONG_ID');
    const reset = v.parse(ResetPasswordResponse, await (await seeker.post('/gglib/resetpassword', { cert_ticket: find.CERT_TICKET, user_id: 'haramreads', pw: encodePw('NewRead!2027') })).json());
    expect(reset.RESULT).toBe('SUCCESS');

    // The old session is gone, and so is the auto-login credential.
    expect((await old.post('/gglib/getuserno', { user_key: userKey })).status).toBe(401);
    expect(login.DEVICE_CREDENTIAL).not.toBeNull();
    const auto = await new MemberClient(app).post('/gglib/autologin', { credential: login.DEVICE_CREDENTIAL ?? '' });
    expect(auto.status).not.toBe(200);
    expect((await new MemberClient(app).login('haramreads', 'NewRead!2027')).RESULT).toBe('SUCCESS');
    // The ticket is spent.
    const twice = v.parse(ResetPasswordResponse, await (await seeker.post('/gglib/resetpassword', { cert_ticket: find.CERT_TICKET, user_id: 'haramreads', pw: encodePw('Another!2028') })).json());
    expect(twice.RESULT_CODE).toBe('TICKET');
  });

  it('a person without an account is told to join', async () => {
    const seeker = new MemberClient(app);
    const find = await ticketFor(seeker, 'find', { name: '없는사람', birth: '19700101', gender: 'F', phone: '01011110000' });
    expect(find.CB_DATA).toBeNull();
    const found = v.parse(FindIdResponse, await (await seeker.post('/gglib/findid', { cert_ticket: find.CERT_TICKET })).json());
    expect(found).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'NOT_FOUND' });
  });
});

describe("one's own data", () => {
  it('edits phone, e-mail, address and consents; another member’s key is refused', async () => {
    const member = new MemberClient(app);
    const login = await member.login('member3');
    const userKey = login.USER_DATA?.USER_KEY ?? '';
    const update = { user_key: userKey, handphone: '01099990000', email: 'reader3@example.kr', zipcode: '14055', addr1: '경기도 안양시 동안구 시민대로 235', addr2: '3층', sms_use_yn: 'N', mailing_use_yn: 'Y' };
    const saved = v.parse(MemberDataResponse, await (await member.post('/gglib/updatememberinfo', update)).json());
    expect(saved.USER_DATA).toMatchObject({ HANDPHONE: '01099990000', EMAIL: 'reader3@example.kr', H_ZIPCODE: '14055', SMS_USE_YN: 'N', MAILING_USE_YN: 'Y' });
    expect(saved.H_ADDR2).toBe('3층');
    const read = v.parse(MemberDataResponse, await (await member.post('/gglib/selectmemberinfo', { user_key: userKey })).json());
    expect(read.H_ADDR2).toBe('3층');

    const other = new MemberClient(app);
    await other.login('member2');
    expect((await other.post('/gglib/updatememberinfo', update)).status).toBe(403);
    expect((await other.post('/gglib/closeaccountpreview', { user_key: userKey })).status).toBe(403);
    const badPhone = await member.post('/gglib/updatememberinfo', { ...update, handphone: '12345' });
    expect(badPhone.status).toBe(400);
    // A new address must be one a mail server takes; one already on file of the looser old form
    // is kept while the phone changes (outside walk, then the review).
    expect((await member.post('/gglib/updatememberinfo', { ...update, email: 'walker😀@example.kr' })).status).toBe(400);
    await db.query(`UPDATE members SET email = 'o''brien@도서관.한국' WHERE user_key = $1`, [userKey]);
    const kept = await member.post('/gglib/updatememberinfo', { ...update, email: "o'brien@도서관.한국", handphone: '01099990001' });
    expect(kept.status).toBe(200);
    expect(v.parse(MemberDataResponse, await kept.json()).USER_DATA).toMatchObject({ HANDPHONE: '01099990001', EMAIL: "o'brien@도서관.한국" });
  });

  it('changes the password with the old one; other devices are signed out, this one stays', async () => {
    const here = new MemberClient(app);
    const joinTicket = await ticketFor(here, 'join', { name: '문채원', birth: '19930909', gender: 'F', phone: '01013572468' });
    await here.post('/gglib/joinmember', joinBody(joinTicket.CERT_TICKET, 'chaewonm'));
    const login = await here.login('chaewonm', 'Readme!2026');
    const userKey = login.USER_DATA?.USER_KEY ?? '';
    const elsewhere = new MemberClient(app);
    await elsewhere.login('chaewonm', 'Readme!2026');
    const wrong = v.parse(ChangePasswordResponse, await (await here.post('/gglib/changepassword', { user_key: userKey, old_pw: encodePw('Nope!2026xx'), new_pw: encodePw('Changed!2026') })).json());
    expect(wrong.RESULT_CODE).toBe('WRONG_PASSWORD');
    const same = v.parse(ChangePasswordResponse, await (await here.post('/gglib/changepassword', { user_key: userKey, old_pw: encodePw('Readme!2026'), new_pw: encodePw('Readme!2026') })).json());
    expect(same.RESULT_CODE).toBe('SAME');
    const changed = v.parse(ChangePasswordResponse, await (await here.post('/gglib/changepassword', { user_key: userKey, old_pw: encodePw('Readme!2026'), new_pw: encodePw('Changed!2026') })).json());
    expect(changed.RESULT).toBe('SUCCESS');
    expect((await here.post('/gglib/getuserno', { user_key: userKey })).status).toBe(200);
    expect((await elsewhere.post('/gglib/getuserno', { user_key: userKey })).status).toBe(401);
  });

  it('closing: said first, refused while books are on loan, then done with the session ended', async () => {
    const borrower = new MemberClient(app);
    const login = await borrower.login('member1');
    const key = login.USER_DATA?.USER_KEY ?? '';
    const preview = v.parse(CloseAccountPreviewResponse, await (await borrower.post('/gglib/closeaccountpreview', { user_key: key })).json());
    expect(preview.LOANS).toBeGreaterThan(0);
    const refused = v.parse(CloseAccountResponse, await (await borrower.post('/gglib/closeaccount', { user_key: key, pw: encodePw(SEED_MEMBER_PASSWORD), agree_yn: 'Y' })).json());
    expect(refused).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'LOANS' });

    const leaver = new MemberClient(app);
    const ticket = await ticketFor(leaver, 'join', { name: '배수지', birth: '19940310', gender: 'F', phone: '01086428642' });
    await leaver.post('/gglib/joinmember', joinBody(ticket.CERT_TICKET, 'suzybae'));
    const leaverLogin = await leaver.login('suzybae', 'Readme!2026');
    const leaverKey = leaverLogin.USER_DATA?.USER_KEY ?? '';
    const closed = v.parse(CloseAccountResponse, await (await leaver.post('/gglib/closeaccount', { user_key: leaverKey, pw: encodePw('Readme!2026'), agree_yn: 'Y' })).json());
    expect(closed.RESULT).toBe('SUCCESS');
    expect(leaver.cookie).toBeNull();
    expect((await new MemberClient(app).post('/gglib/login', { id: 'suzybae', pw: encodePw('Readme!2026') })).status).not.toBe(500);
    const gone = v.parse(CheckIdResponse, await (await leaver.post('/gglib/checkid', { user_id: 'suzybae' })).json());
    expect(gone.AVAILABLE_YN).toBe('Y');
  });
});

describe('postal codes', () => {
  it('finds road-name addresses by any of their words', async () => {
    const client = new MemberClient(app);
    const found = v.parse(ZipcodeSearchResponse, await (await client.post('/gglib/searchzipcode', { keyword: '도청로' })).json());
    expect(found.LIST.map((item) => item.ZIPCODE)).toContain('16508');
    const two = v.parse(ZipcodeSearchResponse, await (await client.post('/gglib/searchzipcode', { keyword: '파주 회동길' })).json());
    expect(two.LIST).toHaveLength(1);
    expect((await client.post('/gglib/searchzipcode', { keyword: 'a' })).status).toBe(400);
    const wild = v.parse(ZipcodeSearchResponse, await (await client.post('/gglib/searchzipcode', { keyword: '%%' })).json());
    expect(wild.LIST).toHaveLength(0);
  });
});

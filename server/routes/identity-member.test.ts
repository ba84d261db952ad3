import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CertResultResponse,
  CertStartResponse,
  CertStatusResponse,
  ChangeUserIdResponse,
  FindIdResponse,
  JoinResponse,
  LinkCertResponse,
  type CertPurpose,
} from '../../contract/identity';
import { createApp } from '../app';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/db';
import { freshProviderKeys } from '../identity/provider-keys';
import { SEED_MEMBER_PASSWORD } from '../seed/members';
import { encodePw, MemberClient } from '../testing/member-client';
import { TEST_SCRYPT_PARAMS, openSeededTestDb } from '../testing/test-db';

let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openSeededTestDb();
  app = createApp({
    db,
    distDir: '/nonexistent-dist',
    auth: { now: () => Date.parse('2026-11-25T01:00:00Z'), sleep: () => Promise.resolve() },
    identity: { keys: await freshProviderKeys(), hash: (password) => hashPassword(password, TEST_SCRYPT_PARAMS) },
  });
});
afterAll(() => db.close());

interface Person {
  name: string;
  birth: string;
  gender: 'M' | 'F';
  phone: string;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** Through the provider's pages as a person would, then certresult: the ticket. */
async function ticketFor(client: MemberClient, purpose: CertPurpose, person: Person): Promise<string> {
  const started = v.parse(CertStartResponse, await (await client.post('/gglib/certstart', { purpose, method: 'phone' })).json());
  const base = started.PROVIDER_URL.split('?')[0];
  const sent = await app.request(`${base}/send`, form({ txn: started.TXN, name: person.name, birth: person.birth, gender: person.gender, carrier: 'KT', phone: person.phone }));
  const code = /<p class="code">(\d{6})<\/p>/.exec(await sent.text())?.[1] ?? '';
  const confirmed = await app.request(`${base}/confirm`, form({ txn: started.TXN, code }));
  const result = (confirmed.headers.get('Location') ?? '').split('#result=')[1] ?? '';
  const answer = v.parse(CertResultResponse, await (await client.post('/gglib/certresult', { txn: started.TXN, result })).json());
  expect(answer.RESULT).toBe('SUCCESS');
  return answer.CERT_TICKET;
}

const HONG: Person = { name: '홍길동', birth: '19850314', gender: 'M', phone: '01012345678' };

describe('attaching a certification to an account (/vertify/user-check)', () => {
  it('a seed member without ci certifies once; then find-id works; a second attach is refused', async () => {
    const member = new MemberClient(app);
    const login = await member.login('member1');
    const key = login.USER_DATA?.USER_KEY ?? '';
    const before = v.parse(CertStatusResponse, await (await member.post('/gglib/selectcertstatus', { user_key: key })).json());
    expect(before).toMatchObject({ CERT_YN: 'N', ID_OK_YN: 'Y' });

    // Another person's certification is refused: it must be the account's owner.
    const stranger = await ticketFor(member, 'join', { name: '남궁민', birth: '19850314', gender: 'M', phone: '01011112222' });
    const refused = v.parse(LinkCertResponse, await (await member.post('/gglib/linkcert', { user_key: key, cert_ticket: stranger })).json());
    expect(refused).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'PERSON' });

    // A find ticket does not attach.
    const find = await ticketFor(member, 'find', HONG);
    const wrongPurpose = v.parse(LinkCertResponse, await (await member.post('/gglib/linkcert', { user_key: key, cert_ticket: find })).json());
    expect(wrongPurpose.RESULT_CODE).toBe('TICKET');

    const own = await ticketFor(member, 'join', HONG);
    const linked = v.parse(LinkCertResponse, await (await member.post('/gglib/linkcert', { user_key: key, cert_ticket: own })).json());
    expect(linked.RESULT).toBe('SUCCESS');
    const after = v.parse(CertStatusResponse, await (await member.post('/gglib/selectcertstatus', { user_key: key })).json());
    expect(after.CERT_YN).toBe('Y');

    const seeker = new MemberClient(app);
    const found = v.parse(FindIdResponse, await (await seeker.post('/gglib/findid', { cert_ticket: await ticketFor(seeker, 'find', HONG) })).json());
    expect(found).toMatchObject({ RESULT: 'SUCCESS', USER_ID: 'me****1' });

    const again = v.parse(LinkCertResponse, await (await member.post('/gglib/linkcert', { user_key: key, cert_ticket: await ticketFor(member, 'join', HONG) })).json());
    expect(again.RESULT_CODE).toBe('ALREADY');
    // The person now has an account: a join is refused as a duplicate.
    const joinTicket = await ticketFor(new MemberClient(app), 'join', HONG);
    const join = v.parse(
      JoinResponse,
      await (
        await new MemberClient(app).post('/gglib/joinmember', {
          cert_ticket: joinTicket, user_id: 'honggildong2', pw: encodePw('Readme!2026'), email: '', zipcode: '', addr1: '', addr2: '',
          sms_use_yn: 'N', mailing_use_yn: 'N', agree_terms_yn: 'Y', agree_privacy_yn: 'Y',
        })
      ).json(),
    );
    expect(join.RESULT_CODE).toBe('DUPLICATE_CI');
  });

  it('answers only for the member’s own key', async () => {
    const member = new MemberClient(app);
    const key = (await member.login('member2')).USER_DATA?.USER_KEY ?? '';
    const other = new MemberClient(app);
    await other.login('member3');
    expect((await other.post('/gglib/selectcertstatus', { user_key: key })).status).toBe(403);
    expect((await other.post('/gglib/changeuserid', { user_key: key, new_id: 'takeover1', pw: encodePw(SEED_MEMBER_PASSWORD) })).status).toBe(403);
    expect((await new MemberClient(app).post('/gglib/linkcert', { user_key: key, cert_ticket: 'x'.repeat(20) })).status).toBe(401);
  });
});

describe('changing a login id (/vertify/id-change)', () => {
  it('needs the password, follows the new-id rule, refuses a taken id, then logs in with the new id', async () => {
    const member = new MemberClient(app);
    const key = (await member.login('member3')).USER_DATA?.USER_KEY ?? '';
    const change = async (newId: string, password = SEED_MEMBER_PASSWORD) =>
      v.parse(ChangeUserIdResponse, await (await member.post('/gglib/changeuserid', { user_key: key, new_id: newId, pw: encodePw(password) })).json());
    expect((await change('seoyeon01', 'Wrong!pass99')).RESULT_CODE).toBe('WRONG_PASSWORD');
    expect((await change('member3')).RESULT_CODE).toBe('SAME');
    expect((await change('Ab')).RESULT_CODE).toBe('ID_FORMAT');
    expect((await change('admin77')).RESULT_CODE).toBe('ID_FORMAT');
    expect((await change('member2')).RESULT_CODE).toBe('ID_TAKEN');
    const done = await change('seoyeon01');
    expect(done).toMatchObject({ RESULT: 'SUCCESS', USER_DATA: { USER_ID: 'seoyeon01' } });
    // This session stays; the new id logs in, the old one no longer does.
    expect((await member.post('/gglib/selectcertstatus', { user_key: key })).status).toBe(200);
    expect((await new MemberClient(app).login('seoyeon01')).RESULT).toBe('SUCCESS');
    expect((await new MemberClient(app).post('/gglib/login', { id: 'member3', pw: encodePw(SEED_MEMBER_PASSWORD) })).status).toBe(401);
  });
});

import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCheckResponse } from '../../contract/auth';
import { MANAGE_CODE } from '../../contract/constants';
import { MERGE_KINDS, MERGE_TERMS, MergeMemberResponse, MergePreviewResponse, MergeProveResponse } from '../../contract/merge';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { MERGE_PLAN } from '../identity/member-merge';
import { seedHoldingsIfEmpty } from '../seed/holdings';
import { seedIdpAccountsIfEmpty } from '../seed/idp-accounts';
import { MERGE_DEMO, seedMergeDemoIfEmpty } from '../seed/merge-demo';
import { SEED_MEMBER_PASSWORD } from '../seed/members';
import { seedMyLibraryIfEmpty } from '../seed/my-library';
import { encodePw, MemberClient } from '../testing/member-client';
import { TEST_SCRYPT_PARAMS, openSeededTestDb } from '../testing/test-db';

/*
 * The account merge (docs/api.md "Account merge") on the demo data: member1 (홍길동, the target,
 * logged in) takes in his older record gildong85 (the source, proven by its password). The tests
 * run in order: refusals first, then the merge, then what a closed account can no longer do.
 */

let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openSeededTestDb();
  await seedHoldingsIfEmpty(db);
  await seedMyLibraryIfEmpty(db);
  await seedIdpAccountsIfEmpty(db, TEST_SCRYPT_PARAMS);
  await seedMergeDemoIfEmpty(db, TEST_SCRYPT_PARAMS);
  app = createApp({ db, distDir: '/nonexistent-dist', auth: { now: () => Date.now(), sleep: () => Promise.resolve() } });
});
afterAll(() => db.close());

const idOf = async (userId: string) => (await db.query<{ id: number }>('SELECT id FROM members WHERE user_id = $1', [userId]))[0]?.id ?? -1;

/** Rows per member-referencing column, for one member. */
async function countsOf(memberId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(MERGE_PLAN)) {
    const [table, column] = key.split('.') as [string, string];
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [memberId]);
    out[key] = row?.n ?? 0;
  }
  return out;
}

const prove = async (client: MemberClient, userKey: string, sourceId: string, password = SEED_MEMBER_PASSWORD) =>
  v.parse(MergeProveResponse, await (await client.post('/gglib/mergeprove', { user_key: userKey, source_id: sourceId, source_pw: encodePw(password) })).json());

describe('MERGE_PLAN', () => {
  it('names every column that references members(id), and nothing else', async () => {
    const rows = await db.query<{ col: string }>(
      `SELECT kcu.table_name || '.' || kcu.column_name AS col
         FROM information_schema.referential_constraints rc
         JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
         JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name AND ccu.constraint_schema = rc.unique_constraint_schema
        WHERE ccu.table_name = 'members' AND ccu.column_name = 'id' AND rc.constraint_schema = current_schema()`,
    );
    // A new table with a member reference must say, in MERGE_PLAN, what a merge does with it.
    expect(rows.map((row) => row.col).sort()).toEqual(Object.keys(MERGE_PLAN).sort());
  });
});

describe('the account merge', () => {
  let target: MemberClient;
  let source: MemberClient;
  let targetKey = '';
  let sourceKey = '';
  let proof = '';

  beforeAll(async () => {
    target = new MemberClient(app);
    source = new MemberClient(app);
    targetKey = (await target.login('member1')).USER_DATA?.USER_KEY ?? '';
    sourceKey = (await source.login(MERGE_DEMO.userId, SEED_MEMBER_PASSWORD, { auto_login_yn: 'Y' })).USER_DATA?.USER_KEY ?? '';
  });

  it('refuses a wrong password, the same account, and another member’s user_key (403)', async () => {
    const wrong = await prove(target, targetKey, MERGE_DEMO.userId, 'not-the-password');
    expect(wrong).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'CREDENTIALS', PROOF: '' });
    expect(wrong.RESULT_MESSAGE).toContain('일치하지 않습니다');
    const unknown = await prove(target, targetKey, 'nobody-here');
    expect(unknown.RESULT_CODE).toBe('CREDENTIALS');
    const same = await prove(target, targetKey, 'MEMBER1');
    expect(same).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'SAME' });
    // Another person's record, even with its password.
    const person = await prove(target, targetKey, 'member2');
    expect(person).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'PERSON', PROOF: '' });
    const other = await target.post('/gglib/mergeprove', { user_key: sourceKey, source_id: MERGE_DEMO.userId, source_pw: encodePw(SEED_MEMBER_PASSWORD) });
    expect(other.status).toBe(403);
    const guest = new MemberClient(app);
    expect((await guest.post('/gglib/mergepreview', { user_key: targetKey, proof: 'a'.repeat(43) })).status).toBe(401);
  });

  it('proves the source and previews what would move, per kind', async () => {
    const proved = await prove(target, targetKey, MERGE_DEMO.userId);
    expect(proved.RESULT).toBe('SUCCESS');
    proof = proved.PROOF;
    const preview = v.parse(MergePreviewResponse, await (await target.post('/gglib/mergepreview', { user_key: targetKey, proof })).json());
    expect(preview).toMatchObject({ RESULT: 'SUCCESS', SOURCE_USER_ID: 'gi******5', SOURCE_NAME: '홍길동', METHOD: 'password', TARGET_USER_ID: 'me****1' });
    const old = await idOf(MERGE_DEMO.userId);
    const [loans] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM loans WHERE member_id = $1 AND return_date IS NULL', [old]);
    const [reservations] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservations WHERE member_id = $1', [old]);
    expect(preview.COUNTS.LOANS).toBe(loans?.n);
    expect(preview.COUNTS.RESERVATIONS).toBe(reservations?.n);
    expect(preview.COUNTS.LOANS).toBeGreaterThan(0);
    expect(preview.COUNTS.LOANS).toBe(2);
    expect(preview.COUNTS.LOAN_HISTORY).toBe(3);
    // member1 has an Any-ID account of his own: the old record's one does not move.
    expect(preview.COUNTS.LINKS).toBe(0);
    expect(preview.TERMS).toEqual([...MERGE_TERMS]);
  });

  it('refuses a proof of another session, a made-up proof, and a merge without every term', async () => {
    const member3 = new MemberClient(app);
    const key3 = (await member3.login('member3')).USER_DATA?.USER_KEY ?? '';
    const stolen = v.parse(MergePreviewResponse, await (await member3.post('/gglib/mergepreview', { user_key: key3, proof })).json());
    expect(stolen).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'PROOF' });
    const madeUp = v.parse(MergeMemberResponse, await (await target.post('/gglib/mergemember', { user_key: targetKey, proof: 'b'.repeat(43), agreed_terms: [...MERGE_TERMS] })).json());
    expect(madeUp.RESULT_CODE).toBe('PROOF');
    const partial = v.parse(MergeMemberResponse, await (await target.post('/gglib/mergemember', { user_key: targetKey, proof, agreed_terms: [MERGE_TERMS[0]] })).json());
    expect(partial).toMatchObject({ RESULT: 'FAIL', RESULT_CODE: 'TERMS' });
    expect((await target.post('/gglib/mergemember', { user_key: targetKey, proof, agreed_terms: ['something-else'] })).status).toBe(400);
  });

  it('moves every row to the target in one go, closes the source and records the consent', async () => {
    const [t, s] = [await idOf('member1'), await idOf(MERGE_DEMO.userId)];
    const before = { target: await countsOf(t), source: await countsOf(s) };
    // The two wait for the same book: the source's place is cancelled, not doubled.
    const [shared] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM reservations a JOIN reservations b ON a.book_key = b.book_key
        WHERE a.member_id = $1 AND b.member_id = $2 AND a.status IN ('WAIT','READY') AND b.status IN ('WAIT','READY')`,
      [s, t],
    );
    const headers = { 'Idempotency-Key': 'merge-test-0001' };
    const response = await target.post('/gglib/mergemember', { user_key: targetKey, proof, agreed_terms: [...MERGE_TERMS] }, headers);
    const merged = v.parse(MergeMemberResponse, await response.json());
    expect(merged.RESULT).toBe('SUCCESS');
    const after = { target: await countsOf(t), source: await countsOf(s) };

    for (const [key, handling] of Object.entries(MERGE_PLAN)) {
      if (key.startsWith('member_merges') || key.startsWith('merge_proofs')) continue;
      // Nothing is left on the source.
      expect.soft(after.source[key], key).toBe(0);
      if (handling.how === 'revoke') continue;
      if (key === 'interests.member_id' || key === 'account_links.member_id' || key === 'member_suspensions.member_id') {
        expect.soft(after.target[key], key).toBeGreaterThanOrEqual(before.target[key] ?? 0);
        continue;
      }
      expect.soft(after.target[key], key).toBe((before.target[key] ?? 0) + (before.source[key] ?? 0));
    }
    expect(merged.MOVED.LOANS + merged.MOVED.LOAN_HISTORY).toBe(before.source['loans.member_id']);
    expect(merged.MOVED.RESERVATIONS).toBe(before.source['reservations.member_id']);
    expect(shared?.n).toBeGreaterThan(0);
    const [active] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT book_key FROM reservations WHERE member_id = $1 AND status IN ('WAIT','READY') GROUP BY book_key HAVING count(*) > 1) d`,
      [t],
    );
    expect(active?.n).toBe(0);

    const [record] = await db.query<{ terms: string; method: string; agreed_at: string }>('SELECT terms, method, agreed_at::text AS agreed_at FROM member_merges WHERE source_member_id = $1 AND target_member_id = $2', [s, t]);
    expect(record).toMatchObject({ terms: MERGE_TERMS.join(','), method: 'password' });
    const [closed] = await db.query<{ closed_at: string | null }>('SELECT closed_at::text AS closed_at FROM members WHERE id = $1', [s]);
    expect(closed?.closed_at).not.toBeNull();

    // Idempotent: the same key answers the same body, without running the merge again.
    const again = await target.post('/gglib/mergemember', { user_key: targetKey, proof, agreed_terms: [...MERGE_TERMS] }, headers);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(v.parse(MergeMemberResponse, await again.json())).toEqual(merged);
    // Without the key the spent proof is refused.
    const spent = v.parse(MergeMemberResponse, await (await target.post('/gglib/mergemember', { user_key: targetKey, proof, agreed_terms: [...MERGE_TERMS] })).json());
    expect(spent.RESULT_CODE).toBe('PROOF');
  });

  it('leaves the source unable to log in, its session and auto-login gone', async () => {
    const fresh = new MemberClient(app);
    const login = await fresh.post('/gglib/login', { id: MERGE_DEMO.userId, pw: encodePw(SEED_MEMBER_PASSWORD) });
    expect(login.status).toBe(401);
    const check = v.parse(SessionCheckResponse, await (await source.post('/gglib/sessioncheck', { user_key: sourceKey })).json());
    expect(check.RESULT_CODE).toBe(-200);
    // A closed account cannot be proven for another merge either.
    const member3 = new MemberClient(app);
    const key3 = (await member3.login('member3')).USER_DATA?.USER_KEY ?? '';
    expect((await prove(member3, key3, MERGE_DEMO.userId)).RESULT_CODE).toBe('CREDENTIALS');
    // Its auto-login credential was revoked with it.
    const [credentials] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM device_credentials WHERE member_id = $1', [await idOf(MERGE_DEMO.userId)]);
    expect(credentials?.n).toBe(0);
  });

  it('shows the target the moved loans and reservations in 나의 도서관', async () => {
    const t = await idOf('member1');
    const loans = (await (await target.post('/gglib/selectloanlist', { user_key: targetKey, manage_code: MANAGE_CODE })).json()) as { LIST?: unknown[] };
    const [open] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM loans WHERE member_id = $1 AND return_date IS NULL', [t]);
    expect(loans.LIST?.length).toBe(open?.n);
    const reserves = (await (await target.post('/gglib/selectreservelist', { user_key: targetKey, manage_code: MANAGE_CODE })).json()) as { LIST?: unknown[] };
    expect(reserves.LIST?.length).toBeGreaterThan(0);
    expect(MERGE_KINDS).toHaveLength(14);
  });
});

import { randomBytes } from 'node:crypto';
import { MANAGE_CODE } from '../../contract/constants';
import { SEED_SCRYPT_PARAMS, hashPassword, type ScryptParams } from '../auth/password';
import { addDays, seoulDay } from '../calendar';
import type { Db, Queryable } from '../db/db';
import { refreshBookLoanCode } from '../repositories/holdings-repository';
import { newKey } from '../repositories/my-library-repository';
import { LOAN_DAYS } from '../repositories/my-library-rules';
import { SEED_MEMBER_PASSWORD } from './members';

/*
 * The account merge's demo (docs/api.md "Account merge"): 홍길동 (member1) also has an older library
 * record, 'gildong85', made at a branch desk in 2019 with two books still out, a few returned and a
 * reservation; his 경기도 통합인증(Any-ID) account 'gildong.hong' and his naver account 'gildong_0314' were
 * linked to that old record. He
 * logs in with member1 and merges the old record into it. After the members, the copies, 나의
 * 도서관's seed and the providers' accounts; once (false when 'gildong85' exists or member1 does not).
 */

const MERGE_SEED_LOCK_KEY = 1416740016;

export const MERGE_DEMO = {
  userId: 'gildong85',
  userNo: '20190000000085',
  anyIdLogin: 'gildong.hong',
  /** His naver account from those years, linked to the old record too (the merge's naver proof). */
  naverLogin: 'gildong_0314',
} as const;

/** Titles of the old record's loans: the first two still out, the rest returned. */
const OUT = 2;

export async function seedMergeDemoIfEmpty(db: Db, params: ScryptParams = SEED_SCRYPT_PARAMS, options: { now?: number } = {}): Promise<boolean> {
  const [passwordHash, anyIdHash] = await Promise.all([hashPassword(SEED_MEMBER_PASSWORD, params), hashPassword(SEED_MEMBER_PASSWORD, params)]);
  const today = seoulDay(options.now ?? Date.now());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MERGE_SEED_LOCK_KEY]);
    const [exists] = await tx.query('SELECT 1 FROM members WHERE user_id = $1', [MERGE_DEMO.userId]);
    const [member1] = await tx.query<{ id: number }>(`SELECT id FROM members WHERE user_id = 'member1'`);
    if (exists || !member1) return false;
    const [old] = await tx.query<{ id: number }>(
      `INSERT INTO members (user_id, password_hash, user_key, rec_key, user_no, name, gender, birth_date, user_class,
                            sms_use_yn, email, h_zipcode, handphone, h_addr1, lib_code, created_at)
       VALUES ($1, $2, $3, $4, $5, '홍길동', 'M', '1985-03-14', '정회원', 'N', '', '16490', '010-1234-5678',
               '경기도 수원시 팔달구 효원로 1', $6, '2019-05-02T10:20:00+09:00')
       RETURNING id`,
      [MERGE_DEMO.userId, passwordHash, randomBytes(24).toString('base64url'), randomBytes(24).toString('base64url'), MERGE_DEMO.userNo, MANAGE_CODE],
    );
    if (!old) return false;
    await lendAndReturn(tx, old.id, today);
    // A reservation on a book member1 waits for too (the merge keeps one place, member1's).
    const [shared] = await tx.query<{ book_key: string; branch_code: string }>(
      `SELECT book_key, branch_code FROM reservations WHERE member_id = $1 AND status = 'WAIT' ORDER BY reserved_at LIMIT 1`,
      [member1.id],
    );
    if (shared) {
      await tx.query(
        `INSERT INTO reservations (reserve_key, member_id, book_key, branch_code, reserved_at, status) VALUES ($1, $2, $3, $4, $5::timestamptz, 'WAIT')`,
        [newKey('RS'), old.id, shared.book_key, shared.branch_code, `${addDays(today, -8)}T11:00:00+09:00`],
      );
    }
    await tx.query(`INSERT INTO interests (member_id, book_key) SELECT $1, book_key FROM loans WHERE member_id = $1 AND return_date IS NOT NULL LIMIT 1`, [old.id]);
    // His Any-ID account, linked to the old record.
    const subject = randomBytes(12).toString('base64url');
    await tx.query(
      `INSERT INTO idp_accounts (provider, subject, login_id, password_hash, name, email, phone, birthdate, gender)
       VALUES ('anyid', $1, $2, $3, '홍길동', 'gildong.hong@anyid.gg.example', '01012345678', '1985-03-14', 'M')
       ON CONFLICT DO NOTHING`,
      [subject, MERGE_DEMO.anyIdLogin, anyIdHash],
    );
    await tx.query(
      `INSERT INTO account_links (provider, subject, member_id, display_name, linked_at)
       SELECT 'anyid', subject, $2, '홍길동', $3::timestamptz FROM idp_accounts WHERE provider = 'anyid' AND login_id = $1
       ON CONFLICT DO NOTHING`,
      [MERGE_DEMO.anyIdLogin, old.id, `${addDays(today, -400)}T09:00:00+09:00`],
    );
    // And a naver account of his, linked to the old record as well.
    await tx.query(
      `INSERT INTO idp_accounts (provider, subject, login_id, password_hash, name, email, phone, birthdate, gender)
       VALUES ('naver', $1, $2, $3, '홍길동', 'gildong_0314@naver.example', '01012345678', '1985-03-14', 'M')
       ON CONFLICT DO NOTHING`,
      [randomBytes(12).toString('base64url'), MERGE_DEMO.naverLogin, anyIdHash],
    );
    await tx.query(
      `INSERT INTO account_links (provider, subject, member_id, display_name, linked_at)
       SELECT 'naver', subject, $2, '홍길동', $3::timestamptz FROM idp_accounts WHERE provider = 'naver' AND login_id = $1
       ON CONFLICT DO NOTHING`,
      [MERGE_DEMO.naverLogin, old.id, `${addDays(today, -700)}T20:15:00+09:00`],
    );
    return true;
  });
}

/** Two current loans on shelved copies, three returned ones, for the old record. */
async function lendAndReturn(tx: Queryable, memberId: number, today: string): Promise<void> {
  const copies = await tx.query<{ holding_key: string; book_key: string }>(
    `SELECT DISTINCT ON (h.book_key) h.holding_key, h.book_key FROM holdings h
      WHERE h.loan_code = 'OK' AND h.book_key LIKE 'GGL%'
        AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.book_key = h.book_key AND r.status IN ('WAIT', 'READY'))
      ORDER BY h.book_key DESC, h.holding_key LIMIT 5`,
  );
  for (const [i, copy] of copies.entries()) {
    const out = i < OUT;
    const loanDate = addDays(today, out ? -(4 + i * 3) : -(60 + i * 45));
    await tx.query(
      `INSERT INTO loans (loan_key, member_id, holding_key, book_key, loan_date, due_date, return_date)
       VALUES ($1, $2, $3, $4, $5::date, $6::date, $7::date)`,
      [newKey('LN'), memberId, copy.holding_key, copy.book_key, loanDate, addDays(loanDate, LOAN_DAYS), out ? null : addDays(loanDate, 9)],
    );
    if (out) {
      await tx.query(`UPDATE holdings SET loan_code = 'LOAN' WHERE holding_key = $1`, [copy.holding_key]);
      await refreshBookLoanCode(tx, copy.book_key);
    }
  }
}

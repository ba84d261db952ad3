import { randomBytes } from 'node:crypto';
import { MANAGE_CODE } from '../../contract/constants';
import type { YesNo } from '../../contract/envelope';
import { SEED_SCRYPT_PARAMS, hashPassword, type ScryptParams } from '../auth/password';
import type { Db, Queryable } from '../db/db';

/** Serialises concurrent first starts against one PostgreSQL (see migrate.ts, seed.ts). */
const MEMBER_SEED_LOCK_KEY = 1416740003;

/** The demo password of every demo member. */
export const SEED_MEMBER_PASSWORD = 'Passw0rd!';

export interface SeedMember {
  userId: string;
  userNo: string;
  name: string;
  gender: 'M' | 'F';
  birthDate: string;
  userClass: string;
  smsUse: YesNo;
  email: string;
  zipcode: string;
  handphone: string;
  addr1: string;
  mailingUse: YesNo;
  libCode: string;
  certAdmin: YesNo;
  welaaSync: YesNo;
}

/** Invented people with invented addresses and numbers (example.com, 010-xxxx). */
export const SEED_MEMBERS: readonly SeedMember[] = [
  {
    userId: 'member1',
    userNo: '20250000000001',
    name: '홍길동',
    gender: 'M',
    birthDate: '1985-03-14',
    userClass: '정회원',
    smsUse: 'Y',
    email: 'hong@example.com',
    zipcode: '16490',
    handphone: '010-1234-5678',
    addr1: '경기도 수원시 팔달구 효원로 1',
    mailingUse: 'Y',
    libCode: MANAGE_CODE,
    certAdmin: 'N',
    welaaSync: 'N',
  },
  {
    userId: 'member2',
    userNo: 'GG-2025-0042',
    name: '김경기',
    gender: 'F',
    birthDate: '1992-11-02',
    userClass: '정회원',
    smsUse: 'N',
    email: 'kim.gyeonggi@example.com',
    zipcode: '13591',
    handphone: '010-9876-5432',
    addr1: '경기도 성남시 분당구 성남대로 343',
    mailingUse: 'N',
    libCode: MANAGE_CODE,
    certAdmin: 'Y',
    welaaSync: 'Y',
  },
  {
    // Not yet a verified resident: shows the resident verification path end to end.
    userId: 'member3',
    userNo: '20250000000003',
    name: '이서연',
    gender: 'F',
    birthDate: '2001-06-21',
    userClass: '정회원',
    smsUse: 'Y',
    email: 'lee.seoyeon@example.com',
    zipcode: '10401',
    handphone: '010-5555-0303',
    addr1: '경기도 고양시 일산동구 중앙로 1275',
    mailingUse: 'N',
    libCode: MANAGE_CODE,
    certAdmin: 'N',
    welaaSync: 'N',
  },
];

/** Opaque random keys: they say nothing about the member and cannot be guessed. */
const randomKey = (bytes: number) => randomBytes(bytes).toString('base64url');

async function hasNoMember(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM members');
  return (row?.count ?? 0) === 0;
}

/**
 * Adds the demo members when the members table is empty — also to a data directory seeded before
 * members existed. Its own step, apart from seedIfEmpty, and idempotent: returns false and does
 * nothing once any member exists.
 */
export async function seedMembersIfEmpty(db: Db, params: ScryptParams = SEED_SCRYPT_PARAMS): Promise<boolean> {
  if (!(await hasNoMember(db))) return false;
  // Hashed outside the transaction: about 50 ms each.
  const hashes = await Promise.all(SEED_MEMBERS.map(() => hashPassword(SEED_MEMBER_PASSWORD, params)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MEMBER_SEED_LOCK_KEY]);
    if (!(await hasNoMember(tx))) return false;
    for (const [index, member] of SEED_MEMBERS.entries()) {
      await tx.query(
        `INSERT INTO members (user_id, password_hash, user_key, rec_key, user_no, name, gender, birth_date,
                              user_class, sms_use_yn, email, h_zipcode, handphone, h_addr1, mailing_use_yn,
                              lib_code, cert_admin_yn, welaa_sync_yn)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
        [
          member.userId,
          hashes[index],
          randomKey(24),
          randomKey(24),
          member.userNo,
          member.name,
          member.gender,
          member.birthDate,
          member.userClass,
          member.smsUse,
          member.email,
          member.zipcode,
          member.handphone,
          member.addr1,
          member.mailingUse,
          member.libCode,
          member.certAdmin,
          member.welaaSync,
        ],
      );
    }
    return true;
  });
}

import { randomBytes } from 'node:crypto';
import { SEED_SCRYPT_PARAMS, hashPassword, type ScryptParams } from '../auth/password';
import type { Db, Queryable } from '../db/db';
import type { IdpName } from '../idp/catalog';
import { SEED_MEMBER_PASSWORD } from './members';

/** Serialises concurrent first starts against one PostgreSQL (see members.ts). */
const IDP_SEED_LOCK_KEY = 1416740016;

/** Every demo account at every simulated provider has the demo members' password. */
export const SEED_IDP_PASSWORD = SEED_MEMBER_PASSWORD;

export interface SeedIdpAccount {
  provider: IdpName;
  loginId: string;
  name: string;
  email: string;
  /** Digits only. */
  phone: string;
  birthdate: string;
  gender: 'M' | 'F';
  /** The library member (login id) this account is linked to, if any. */
  linkedTo?: string;
}

/**
 * Invented people at the simulated providers (example domains, 010-xxxx numbers). Some are the
 * library's demo members' own accounts and already linked (member1 has an Any-ID and a naver
 * account, member2 an Any-ID and a google account); the others are linked to no member, so the
 * portal tells them so and offers the join or the link.
 */
export const SEED_IDP_ACCOUNTS: readonly SeedIdpAccount[] = [
  { provider: 'anyid', loginId: 'hong.gildong', name: '홍길동', email: 'hong.gildong@anyid.gg.example', phone: '01012345678', birthdate: '1985-03-14', gender: 'M', linkedTo: 'member1' },
  { provider: 'anyid', loginId: 'gyeonggi.kim', name: '김경기', email: 'kim.gyeonggi@anyid.gg.example', phone: '01098765432', birthdate: '1992-11-02', gender: 'F', linkedTo: 'member2' },
  { provider: 'anyid', loginId: 'minsu.park', name: '박민수', email: 'minsu.park@anyid.gg.example', phone: '01033347788', birthdate: '1978-08-30', gender: 'M' },
  { provider: 'anyid', loginId: 'jieun.choi', name: '최지은', email: 'jieun.choi@anyid.gg.example', phone: '01027561904', birthdate: '1999-01-17', gender: 'F' },
  { provider: 'naver', loginId: 'hong_gildong85', name: '홍길동', email: 'hong_gildong85@naver.example', phone: '01012345678', birthdate: '1985-03-14', gender: 'M', linkedTo: 'member1' },
  { provider: 'naver', loginId: 'seoyeon_reads', name: '이서연', email: 'seoyeon_reads@naver.example', phone: '01055550303', birthdate: '2001-06-21', gender: 'F' },
  { provider: 'naver', loginId: 'parkminsu78', name: '박민수', email: 'parkminsu78@naver.example', phone: '01033347788', birthdate: '1978-08-30', gender: 'M' },
  { provider: 'google', loginId: 'kim.gyeonggi92@gmail.example', name: '김경기', email: 'kim.gyeonggi92@gmail.example', phone: '01098765432', birthdate: '1992-11-02', gender: 'F', linkedTo: 'member2' },
  { provider: 'google', loginId: 'jieun.choi.reads@gmail.example', name: '최지은', email: 'jieun.choi.reads@gmail.example', phone: '01027561904', birthdate: '1999-01-17', gender: 'F' },
];

async function hasNoAccount(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ count: number }>('SELECT count(*)::int AS count FROM idp_accounts');
  return (row?.count ?? 0) === 0;
}

/**
 * Adds the providers' demo accounts when there are none (also to a data directory made before
 * them), and links the ones that belong to a demo member who exists. After the members; its own
 * step and idempotent.
 */
export async function seedIdpAccountsIfEmpty(db: Db, params: ScryptParams = SEED_SCRYPT_PARAMS): Promise<boolean> {
  if (!(await hasNoAccount(db))) return false;
  const hashes = await Promise.all(SEED_IDP_ACCOUNTS.map(() => hashPassword(SEED_IDP_PASSWORD, params)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [IDP_SEED_LOCK_KEY]);
    if (!(await hasNoAccount(tx))) return false;
    const now = new Date().toISOString();
    for (const [index, account] of SEED_IDP_ACCOUNTS.entries()) {
      // The provider's subject: stable and opaque, and different at each provider.
      const subject = randomBytes(12).toString('base64url');
      await tx.query(
        `INSERT INTO idp_accounts (provider, subject, login_id, password_hash, name, email, phone, birthdate, gender)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9)`,
        [account.provider, subject, account.loginId, hashes[index], account.name, account.email, account.phone, account.birthdate, account.gender],
      );
      if (account.linkedTo) {
        await tx.query(
          `INSERT INTO account_links (provider, subject, member_id, display_name, linked_at)
           SELECT $1, $2, id, $4, $5::timestamptz FROM members WHERE lower(user_id) = lower($3)
           ON CONFLICT DO NOTHING`,
          [account.provider, subject, account.linkedTo, account.name, now],
        );
      }
    }
    return true;
  });
}

import type { Queryable } from '../db/db';
import type { IdpName } from './catalog';

/*
 * The people each simulated provider knows (table idp_accounts): its own login ids and passwords,
 * and what it tells a relying party about them. The portal never reads this table; it sees only
 * the claims in the ID tokens the provider signs.
 */

export interface IdpAccount {
  provider: IdpName;
  subject: string;
  login_id: string;
  password_hash: string;
  name: string;
  email: string;
  phone: string;
  /** yyyy-MM-dd or ''. */
  birthdate: string;
  gender: 'M' | 'F' | '';
}

const COLUMNS = `provider, subject, login_id, password_hash, name, email, phone,
  COALESCE(to_char(birthdate, 'YYYY-MM-DD'), '') AS birthdate, gender`;

export async function findIdpAccountByLogin(db: Queryable, provider: IdpName, loginId: string): Promise<IdpAccount | null> {
  const [row] = await db.query<IdpAccount>(`SELECT ${COLUMNS} FROM idp_accounts WHERE provider = $1 AND lower(login_id) = lower($2)`, [provider, loginId.trim()]);
  return row ?? null;
}

export async function findIdpAccount(db: Queryable, provider: IdpName, subject: string): Promise<IdpAccount | null> {
  const [row] = await db.query<IdpAccount>(`SELECT ${COLUMNS} FROM idp_accounts WHERE provider = $1 AND subject = $2`, [provider, subject]);
  return row ?? null;
}

/** +82 form of a Korean mobile number (OIDC's phone_number is E.164). */
export const e164 = (phone: string): string => (phone.startsWith('0') ? `+82${phone.slice(1)}` : phone);

/** The claims of an account, by scope (the provider's `claims` configuration names them). */
export function accountClaims(account: IdpAccount): { sub: string; [claim: string]: unknown } {
  return {
    sub: account.subject,
    name: account.name,
    ...(account.birthdate ? { birthdate: account.birthdate } : {}),
    ...(account.gender ? { gender: account.gender === 'M' ? 'male' : 'female' } : {}),
    ...(account.email ? { email: account.email, email_verified: true } : {}),
    ...(account.phone ? { phone_number: e164(account.phone), phone_number_verified: true } : {}),
  };
}

/** A phone number as the step-up page shows it: 010-****-5678. */
export const maskPhone = (phone: string): string => (phone.length >= 10 ? `${phone.slice(0, 3)}-****-${phone.slice(-4)}` : '등록된 휴대폰');

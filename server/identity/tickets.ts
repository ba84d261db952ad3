import { errors, jwtVerify, type JWTPayload } from 'jose';
import * as v from 'valibot';
import { CERT_METHODS, CERT_PURPOSES, type CertMethod, type CertPurpose } from '../../contract/identity';
import { hashToken, randomToken } from '../auth/tokens';
import type { Queryable } from '../db/db';
import { PROVIDER_AUDIENCE, PROVIDER_ISSUER, RESULT_TTL_SECONDS } from './provider';
import type { ProviderKeys } from './provider-keys';

/*
 * The portal's side of certification: a provider's signed result is checked (signature, issuer,
 * audience, expiry, the transaction this browser started) and accepted once; what it proves is
 * kept as a ticket for one purpose, for 30 minutes, that the next call (join, find-id, reset)
 * presents instead of the person's data.
 */

export const TICKET_TTL_MS = 30 * 60 * 1000;

export const CERT_MESSAGES = {
  invalid: '본인인증 결과가 올바르지 않습니다. 본인인증을 다시 해 주세요.',
  expired: '본인인증 유효 시간이 지났습니다. 본인인증을 다시 해 주세요.',
  replayed: '이미 사용된 본인인증 결과입니다. 본인인증을 다시 해 주세요.',
  mismatch: '이 화면에서 시작한 본인인증이 아닙니다. 본인인증을 다시 해 주세요.',
  ticket: '본인인증 정보가 없거나 시간이 지났습니다. 본인인증을 다시 해 주세요.',
} as const;

export type CertRefusal = 'INVALID' | 'EXPIRED' | 'REPLAYED' | 'MISMATCH';

const Claims = v.object({
  jti: v.pipe(v.string(), v.minLength(16), v.maxLength(64)),
  exp: v.number(),
  txn: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  purpose: v.picklist(CERT_PURPOSES),
  method: v.picklist(CERT_METHODS),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(50)),
  birthday: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  gender: v.picklist(['M', 'F']),
  phone: v.pipe(v.string(), v.regex(/^[0-9]{10,11}$/)),
  ci: v.pipe(v.string(), v.minLength(20), v.maxLength(120)),
  di: v.pipe(v.string(), v.minLength(20), v.maxLength(120)),
});
export type VerifiedPerson = Omit<v.InferOutput<typeof Claims>, 'jti' | 'exp' | 'txn'>;

export type CertCheck = { ok: true; person: VerifiedPerson; ticket: string } | { ok: false; code: CertRefusal; message: string };

const refuse = (code: CertRefusal): CertCheck => ({ ok: false, code, message: CERT_MESSAGES[code === 'INVALID' ? 'invalid' : code === 'EXPIRED' ? 'expired' : code === 'REPLAYED' ? 'replayed' : 'mismatch'] });

/** Checks a provider's result for the transaction this page started, once; answers a ticket. */
export async function acceptResult(db: Queryable, keys: ProviderKeys, txn: string, result: string, now: number): Promise<CertCheck> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(result, keys.publicKey, {
      issuer: PROVIDER_ISSUER,
      audience: PROVIDER_AUDIENCE,
      algorithms: ['ES256'],
      currentDate: new Date(now),
      maxTokenAge: RESULT_TTL_SECONDS,
      requiredClaims: ['jti', 'exp', 'iat'],
    }));
  } catch (error) {
    return refuse(error instanceof errors.JWTExpired ? 'EXPIRED' : 'INVALID');
  }
  const claims = v.safeParse(Claims, payload);
  if (!claims.success) return refuse('INVALID');
  const { jti, exp, txn: txnHash, ...person } = claims.output;
  if (txnHash !== hashToken(txn)) return refuse('MISMATCH');
  // Accepted once: the jti is kept a day beyond its expiry (cleaned up on later calls).
  await db.query('DELETE FROM cert_results_used WHERE expires_at < $1', [new Date(now - 24 * 60 * 60 * 1000).toISOString()]);
  const [fresh] = await db.query<{ ok: number }>(
    'INSERT INTO cert_results_used (jti, used_at, expires_at) VALUES ($1, $2, $3) ON CONFLICT (jti) DO NOTHING RETURNING 1 AS ok',
    [jti, new Date(now).toISOString(), new Date(exp * 1000).toISOString()],
  );
  if (!fresh) return refuse('REPLAYED');
  const ticket = randomToken();
  await db.query('DELETE FROM cert_tickets WHERE expires_at < $1', [new Date(now).toISOString()]);
  await db.query(
    `INSERT INTO cert_tickets (ticket_hash, purpose, method, name, birthday, gender, phone, ci, di, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11)`,
    [hashToken(ticket), person.purpose, person.method, person.name, person.birthday, person.gender, person.phone, person.ci, person.di, new Date(now).toISOString(), new Date(now + TICKET_TTL_MS).toISOString()],
  );
  return { ok: true, person, ticket };
}

export interface TicketPerson {
  purpose: CertPurpose;
  method: CertMethod;
  name: string;
  birthday: string;
  gender: 'M' | 'F';
  phone: string;
  ci: string;
  di: string;
}

/** The person a live, unused ticket for this purpose stands for; null otherwise. */
export async function readTicket(db: Queryable, ticket: string, purposes: readonly CertPurpose[], now: number): Promise<TicketPerson | null> {
  const [row] = await db.query<TicketPerson>(
    `SELECT purpose, method, name, to_char(birthday, 'YYYY-MM-DD') AS birthday, gender, phone, ci, di
       FROM cert_tickets WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [hashToken(ticket), new Date(now).toISOString()],
  );
  return row && purposes.includes(row.purpose) ? row : null;
}

/** Uses a ticket up; false when it was already used (two tabs racing). */
export async function spendTicket(db: Queryable, ticket: string, now: number): Promise<boolean> {
  const rows = await db.query<{ ok: number }>(
    'UPDATE cert_tickets SET used_at = $2 WHERE ticket_hash = $1 AND used_at IS NULL RETURNING 1 AS ok',
    [hashToken(ticket), new Date(now).toISOString()],
  );
  return rows.length > 0;
}

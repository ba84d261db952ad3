import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters, stored in each hash (`scrypt$N$r$p$salt$hash`). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * The production cost (issue 18, finding 11): N = 2^17, r = 8, p = 1 — about 0.4 s and 128 MiB per
 * hash. New passwords get it, and a login upgrades a stored hash that is weaker (needsRehash).
 */
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The demo seeds' cost (the pre-issue-18 default, ~50 ms): seeding the demo members and provider
 * accounts at the production cost would take seconds at every fresh start. A seeded member's hash
 * is upgraded to DEFAULT_SCRYPT_PARAMS at their first login.
 */
export const SEED_SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 14, r: 8, p: 1 };

let policy: Readonly<ScryptParams> = DEFAULT_SCRYPT_PARAMS;

/** The cost new hashes get and logins upgrade to: DEFAULT_SCRYPT_PARAMS, lowered only by tests. */
export const passwordPolicy = (): Readonly<ScryptParams> => policy;

/** Tests only (server/testing/setup.ts): a cheap policy, so hundreds of test logins stay fast. */
export function setPasswordPolicyForTests(params: Readonly<ScryptParams>): void {
  policy = params;
  nobodyHash = null;
}
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/**
 * A stored hash could name any cost; these bounds keep a corrupt or hostile row from making one
 * verification take seconds or gigabytes.
 */
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r·p bytes (plus a little); node's default ceiling (32 MB) is too low for
  // the larger costs: at the default 2^17 this allows 257 MiB (the need is 128 MiB).
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r * p + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string, params: Readonly<ScryptParams> = passwordPolicy()): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

const isPowerOfTwo = (n: number) => n > 1 && (n & (n - 1)) === 0;

export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : NaN));
  if (N === undefined || r === undefined || p === undefined) return null;
  if (!isPowerOfTwo(N) || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || key.length !== KEY_LENGTH) return null;
  return { params: { N, r, p }, salt, key };
}

/** True when password matches the stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/**
 * True when a stored hash is weaker than the policy (or not a hash we read): after a successful
 * verification the login stores a fresh hash at the policy's cost.
 */
export function needsRehash(stored: string, target: Readonly<ScryptParams> = passwordPolicy()): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < target.N || r < target.r || p < target.p;
}

/**
 * Random salt and key at the policy's cost: verifying against it costs exactly what a real
 * verification costs, and no password can match it.
 */
let nobodyHash: string | null = null;
const nobody = (): string =>
  (nobodyHash ??= [
    'scrypt',
    policy.N,
    policy.r,
    policy.p,
    randomBytes(SALT_BYTES).toString('base64'),
    randomBytes(KEY_LENGTH).toString('base64'),
  ].join('$'));

/**
 * Spends the time of one verification at the policy's cost and answers false: a login for an id
 * that does not exist takes as long as one with a wrong password, so timing reveals no member.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  await verifyPassword(password, nobody());
  return false;
}

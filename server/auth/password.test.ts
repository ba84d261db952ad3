import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT_PARAMS,
  SEED_SCRYPT_PARAMS,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  passwordPolicy,
  verifyAgainstNobody,
  verifyPassword,
} from './password';

describe('password hashing', () => {
  it('writes scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key, salted afresh each time', async () => {
    const hash = await hashPassword('Passw0rd!', SEED_SCRYPT_PARAMS);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    const parsed = parsePasswordHash(hash);
    expect(parsed?.params).toEqual({ N: 16384, r: 8, p: 1 });
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.key).toHaveLength(64);
    expect(await hashPassword('Passw0rd!')).not.toBe(hash);
    expect(hash).not.toContain('Passw0rd');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('비밀번호123!');
    expect(await verifyPassword('비밀번호123!', hash)).toBe(true);
    expect(await verifyPassword('비밀번호123', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats the same password in NFC and NFD as one', async () => {
    const hash = await hashPassword('한글암호'.normalize('NFD'));
    expect(await verifyPassword('한글암호'.normalize('NFC'), hash)).toBe(true);
  });

  it('verifies with the cost stored in the hash', async () => {
    const cheap = await hashPassword('x', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('x', cheap)).toBe(true);
  });

  it('answers false, never throws, for a malformed or absurdly costly hash', async () => {
    const good = await hashPassword('x');
    const [, , , , salt, key] = good.split('$');
    for (const bad of [
      '',
      'plain-text',
      'bcrypt$2b$10$abc',
      `scrypt$1000$8$1$${salt}$${key}`,
      `scrypt$${2 ** 24}$8$1$${salt}$${key}`,
      `scrypt$16384$8$1$${salt}$c2hvcnQ=`,
      `scrypt$16384$8$1$$${key}`,
    ]) {
      expect(await verifyPassword('x', bad), bad).toBe(false);
    }
  });

  it('hashes at N = 2^17, r = 8, p = 1 by default in production (issue 18), within maxmem', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('Passw0rd!', DEFAULT_SCRYPT_PARAMS);
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Passw0rd!', hash)).toBe(true);
    expect(needsRehash(hash, DEFAULT_SCRYPT_PARAMS)).toBe(false);
  });

  it('asks for a rehash when a stored hash is weaker than the policy', async () => {
    const seeded = await hashPassword('x', SEED_SCRYPT_PARAMS);
    expect(needsRehash(seeded, DEFAULT_SCRYPT_PARAMS)).toBe(true);
    expect(needsRehash(seeded, SEED_SCRYPT_PARAMS)).toBe(false);
    expect(needsRehash(seeded.replace('$8$1$', '$4$1$'), SEED_SCRYPT_PARAMS)).toBe(true);
    expect(needsRehash('not-a-hash', SEED_SCRYPT_PARAMS)).toBe(true);
    // The test policy (server/testing/setup.ts) is what hashPassword uses without params.
    expect(parsePasswordHash(await hashPassword('x'))?.params).toEqual(passwordPolicy());
  });

  it('spends a verification on nobody and answers false', async () => {
    expect(await verifyAgainstNobody('Passw0rd!')).toBe(false);
  });
});

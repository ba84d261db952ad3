// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentKey, createSealingKey, encodeUtf8Base64, isSealedValue, openJson, sealJson } from './crypto';

describe('sealing', () => {
  it('round-trips a value and never stores it in clear', async () => {
    const key = await createSealingKey();
    const value = { USER_NAME: '홍길동', USER_NO: '20250000000001' };
    const sealed = await sealJson(key, value);
    expect(isSealedValue(sealed)).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain('홍길동');
    expect(JSON.stringify(sealed)).not.toContain('20250000000001');
    expect(await openJson(key, sealed)).toEqual(value);
  });

  it('uses a fresh IV each time', async () => {
    const key = await createSealingKey();
    const a = await sealJson(key, 'same');
    const b = await sealJson(key, 'same');
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('refuses tampered data and other keys', async () => {
    const key = await createSealingKey();
    const other = await createSealingKey();
    const sealed = await sealJson(key, { a: 1 });
    expect(await openJson(other, sealed)).toBeNull();
    const flipped = { ...sealed, data: sealed.data.slice(0, -4) + (sealed.data.endsWith('AAAA') ? 'BBBB' : 'AAAA') };
    expect(await openJson(key, flipped)).toBeNull();
  });

  it('makes keys that cannot be exported', async () => {
    const key = await createSealingKey();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('encodes UTF-8 passwords as base64', () => {
    expect(encodeUtf8Base64('Passw0rd!')).toBe('UGFzc3cwcmQh');
    expect(atob(encodeUtf8Base64('비밀1!'))).not.toBe('');
  });
});

describe('contentKey', () => {
  it('is the same for the same body, another for any change, and a valid key', async () => {
    const body = { user_id: 'reader2026', email: 'reader@example.kr' };
    const key = await contentKey(body);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await contentKey({ ...body })).toBe(key);
    expect(await contentKey({ ...body, email: 'reader2@example.kr' })).not.toBe(key);
  });
});

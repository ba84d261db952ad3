import { describe, expect, it } from 'vitest';
import { contentKey } from './content-key';

describe('contentKey', () => {
  it('is the same for the same body, another for any change, and a valid key', async () => {
    const body = { user_id: 'reader2026', email: 'reader@example.kr' };
    const key = await contentKey(body);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await contentKey({ ...body })).toBe(key);
    expect(await contentKey({ ...body, email: 'reader2@example.kr' })).not.toBe(key);
  });
});

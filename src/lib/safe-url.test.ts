import { describe, expect, it } from 'vitest';
import { isInternalPath, isSafeExternalUrl } from './safe-url';

describe('safe urls', () => {
  it('accepts http(s) addresses only', () => {
    expect(isSafeExternalUrl('https://www.gg.go.kr')).toBe(true);
    expect(isSafeExternalUrl('http://example.org/a')).toBe(true);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl(' JaVaScRiPt&colon;alert(1)')).toBe(false);
    expect(isSafeExternalUrl('java\tscript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('data:text/html,hi')).toBe(false);
    expect(isSafeExternalUrl('/main')).toBe(false);
  });

  it('tells in-app paths from protocol-relative ones', () => {
    expect(isInternalPath('/search/search-list')).toBe(true);
    expect(isInternalPath('//evil.example')).toBe(false);
    expect(isInternalPath('/\\evil.example')).toBe(false);
    expect(isInternalPath('https://x')).toBe(false);
  });
});

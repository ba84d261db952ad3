import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './oidc';

describe('safeReturnPath', () => {
  it('takes a path of this site with its query', () => {
    expect(safeReturnPath('/mypage/lib-service')).toBe('/mypage/lib-service');
    expect(safeReturnPath('/login/anyId?target=ggcyber&returnTo=%2Fmain')).toBe('/login/anyId?target=ggcyber&returnTo=%2Fmain');
    expect(safeReturnPath('/search/search-list?query=%ED%95%9C%EA%B0%95')).toBe('/search/search-list?query=%ED%95%9C%EA%B0%95');
    expect(safeReturnPath('/search/search-list?query=100%25')).toBe('/search/search-list?query=100%25');
    // The fragment is dropped: the sign-in writes its own.
    expect(safeReturnPath('/main#ticket=stolen')).toBe('/main');
  });

  it('refuses every way out of the site', () => {
    const attempts = [
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/%2Fevil.example',
      '/%252F%252Fevil.example',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%0d%0a/evil.example',
      ' /main',
      'main',
      '',
      `/${'a'.repeat(1000)}`,
    ];
    for (const attempt of attempts) expect(safeReturnPath(attempt), JSON.stringify(attempt)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(42)).toBeNull();
  });

  it('refuses the server’s own paths (no sign-in loops, no calls)', () => {
    for (const path of ['/oidc/ssoLogout', '/oidc/auth?returnTo=/x', '/idp/anyid/session/end', '/gglib/userlogout', '/api/chat', '/cert/kmc', '/%6Fidc/auth', '/OIDC/auth']) {
      expect(safeReturnPath(path), path).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { safeReturnUrl, serviceUrl } from './service-url';

describe('serviceUrl', () => {
  it('appends the token the way each service expects', () => {
    expect(serviceUrl('/sso/ggpoint', 'ggpoint', 'a+b')).toBe('/sso/ggpoint?target=ggpoint&token=a%2Bb');
    expect(serviceUrl('/sso/ggcyber', 'ggcyber', 'tok')).toBe('/sso/ggcyber?type=chaum&token=tok');
    expect(serviceUrl('https://x.example/in?a=1', 'ggebook', 'tok')).toBe('https://x.example/in?a=1&type=chaum&token=tok');
  });
});

describe('safeReturnUrl', () => {
  it('allows paths of this site and the sister services listed, nothing else (issue 18, finding 2)', () => {
    expect(safeReturnUrl('/sso/ggcyber/logged-out')).toBe('/sso/ggcyber/logged-out');
    expect(safeReturnUrl('/sso/ggebook/logged-out?from=ebook')).toBe('/sso/ggebook/logged-out?from=ebook');
    expect(safeReturnUrl('https://www.library.kr/cyber')).toBeNull();
    expect(safeReturnUrl('https://www.library.kr/cyber', ['https://www.library.kr'])).toBe('https://www.library.kr/cyber');
    expect(safeReturnUrl('http://www.library.kr/cyber', ['https://www.library.kr'])).toBeNull();
    expect(safeReturnUrl('https://user:pw@www.library.kr/', ['https://www.library.kr'])).toBeNull();
    expect(safeReturnUrl('https://evil.example/')).toBeNull();
    expect(safeReturnUrl('javascript:alert(1)')).toBeNull();
    expect(safeReturnUrl('//evil.example')).toBeNull();
    expect(safeReturnUrl('/%09/evil.example')).toBeNull();
    expect(safeReturnUrl('/\\evil.example')).toBeNull();
    expect(safeReturnUrl('/%2F%2Fevil.example')).toBeNull();
    expect(safeReturnUrl(undefined)).toBeNull();
  });
});

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
  it('allows this site and http(s) services only', () => {
    expect(safeReturnUrl('/sso/ggcyber/logged-out')).toBe('/sso/ggcyber/logged-out');
    expect(safeReturnUrl('https://www.library.kr/cyber')).toBe('https://www.library.kr/cyber');
    expect(safeReturnUrl('javascript:alert(1)')).toBeNull();
    expect(safeReturnUrl('//evil.example')).toBeNull();
    expect(safeReturnUrl(undefined)).toBeNull();
  });
});

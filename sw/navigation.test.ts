import { describe, expect, it } from 'vitest';
import { isAppNavigation } from './navigation';
import { isStaticImageRequest, isUploadRequest } from './runtime-caching';

describe('navigation fallback', () => {
  it('serves the shell for app paths only', () => {
    expect(isAppNavigation('/main')).toBe(true);
    expect(isAppNavigation('/contents/hours')).toBe(true);
    expect(isAppNavigation('/gglibrary-events')).toBe(true);
    expect(isAppNavigation('/gglib/selectMenu')).toBe(false);
    expect(isAppNavigation('/gglib')).toBe(false);
    expect(isAppNavigation('/api/chat/stream')).toBe(false);
    expect(isAppNavigation('/uploads/popup/a.svg')).toBe(false);
    expect(isAppNavigation('/sso/ggcyber')).toBe(false);
    expect(isAppNavigation('/sso-logout')).toBe(true);
    // The identity providers' pages and the Any-ID adaptor's redirects are the server's.
    expect(isAppNavigation('/idp/anyid/auth')).toBe(false);
    expect(isAppNavigation('/oidc/auth')).toBe(false);
    expect(isAppNavigation('/oidc/callback/anyid')).toBe(false);
    expect(isAppNavigation('/login/anyId')).toBe(true);
  });
});

describe('runtime caching', () => {
  it('routes uploads and static images to their caches', () => {
    const upload = new URL('http://localhost/uploads/popup/a.svg');
    const logo = new URL('http://localhost/images/logo.svg');
    expect(isUploadRequest(upload, true)).toBe(true);
    expect(isUploadRequest(upload, false)).toBe(false);
    expect(isStaticImageRequest('image', logo, true)).toBe(true);
    expect(isStaticImageRequest('image', upload, true)).toBe(false);
    expect(isStaticImageRequest('script', logo, true)).toBe(false);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decideLoginRedirect } from './login-redirect';
import { loginSearch } from './login-search';

const parseLoginSearch = (search: Record<string, unknown>) => v.parse(loginSearch, search);

const messages = { needCitizen: '도민인증 필요', forbidden: '허가되지않은 접근입니다.' };
const verified = { certAdminYn: 'Y' as const, hasAuthName: true, hasUserKey: true };
const unverified = { ...verified, certAdminYn: 'N' as const };

describe('decideLoginRedirect (spec §4 table)', () => {
  it('sends ggpoint to SSO only for verified residents', () => {
    expect(decideLoginRedirect({ target: 'ggpoint' }, verified, messages)).toEqual({ kind: 'sso', target: 'ggpoint' });
    expect(decideLoginRedirect({ target: 'ggpoint' }, unverified, messages)).toEqual({
      kind: 'alert-then',
      message: '도민인증 필요',
      to: '/gyeonggi-citizen/citizen-verification01?target=ggpoint-check',
    });
  });

  it('refuses ggpoint without auth name or user key', () => {
    // Back to the previous page, or / when there is none (the page decides which: it has the history).
    expect(decideLoginRedirect({ target: 'ggpoint' }, { ...verified, hasUserKey: false }, messages)).toEqual({ kind: 'alert-back', message: '허가되지않은 접근입니다.' });
    expect(decideLoginRedirect({ target: 'ggpoint' }, { ...verified, hasAuthName: false }, messages)).toEqual({ kind: 'alert-back', message: '허가되지않은 접근입니다.' });
    expect(decideLoginRedirect({ target: 'ggpoint' }, { ...unverified, hasAuthName: false }, messages).kind).toBe('alert-back');
  });

  it('sends the other services to SSO whatever the residency', () => {
    for (const target of ['ggcyber', 'ggdelivery', 'ggebook'] as const) {
      expect(decideLoginRedirect({ target }, unverified, messages)).toEqual({ kind: 'sso', target });
    }
  });

  it('syncs welaa, returns to the guarded page, or goes to my info', () => {
    expect(decideLoginRedirect({ syncto: 'welaa' }, unverified, messages)).toEqual({ kind: 'welaa-sync' });
    expect(decideLoginRedirect({ returnTo: '/mypage/bookloan-list' }, unverified, messages)).toEqual({ kind: 'path', to: '/mypage/bookloan-list' });
    expect(decideLoginRedirect({}, unverified, messages)).toEqual({ kind: 'path', to: '/mypage/mypage-info' });
  });
});

describe('loginSearch', () => {
  it('keeps only known values and in-app return paths', () => {
    expect(parseLoginSearch({ target: 'ggcyber', syncto: 'welaa', returnTo: '/mypage/lib-service' })).toEqual({ target: 'ggcyber', syncto: 'welaa', returnTo: '/mypage/lib-service' });
    expect(parseLoginSearch({ target: 'evil', syncto: 'x', returnTo: '//evil.example' })).toEqual({});
    expect(parseLoginSearch({ returnTo: 'https://evil.example' })).toEqual({});
    expect(parseLoginSearch({ returnTo: '/login?x=1' })).toEqual({});
    expect(parseLoginSearch({ returnTo: '/\\evil.example' })).toEqual({});
    expect(parseLoginSearch({ returnTo: '/search/search-detail/0?bookType=book&bookKey=GGL0000001' })).toEqual({ returnTo: '/search/search-detail/0?bookType=book&bookKey=GGL0000001' });
  });

  it('writes a refused return path as undefined, so the raw text does not survive the router merge', () => {
    const output = parseLoginSearch({ returnTo: '//evil.example' });
    expect('returnTo' in output && output.returnTo === undefined).toBe(true);
  });
});

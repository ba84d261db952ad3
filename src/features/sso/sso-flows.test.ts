import { describe, expect, it } from 'vitest';
import { decideSsoLogout } from './sso-flows';

const member = { userId: 'member1', userKey: 'UK1', recKey: 'REC1', certAdminYn: 'N' as const };

describe('decideSsoLogout', () => {
  it('logs out when the key is the member record key and returns to the service', () => {
    expect(decideSsoLogout('REC1', member, '/sso/ggebook/logged-out')).toEqual({ kind: 'logout', returnTo: '/sso/ggebook/logged-out' });
  });

  it('refuses another key and a missing key', () => {
    expect(decideSsoLogout('REC2', member, '/x')).toEqual({ kind: 'refuse', message: '토큰이 유효하지 않습니다.', returnTo: '/' });
    expect(decideSsoLogout(undefined, member, '/x')).toEqual({ kind: 'refuse', message: 'key가 없습니다.', returnTo: '/' });
  });

  it('never follows an unsafe return address', () => {
    expect(decideSsoLogout('REC1', member, 'javascript:alert(1)')).toEqual({ kind: 'logout', returnTo: '/' });
  });

  it('sends a visitor straight back', () => {
    expect(decideSsoLogout('REC1', null, '/sso/ggcyber/logged-out')).toEqual({ kind: 'logout', returnTo: '/sso/ggcyber/logged-out' });
  });
});

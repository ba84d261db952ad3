import { describe, expect, it, vi } from 'vitest';
import { decideMergeSsoLogout, decideSsoLogout, openServiceInNewTab, serviceRefusal } from './sso-flows';

const member = { userId: 'member1', userKey: 'UK1', recKey: 'REC1', certAdminYn: 'N' as const, authName: '홍길동' };
const resident = { ...member, certAdminYn: 'Y' as const };

describe('serviceRefusal (spec §5 ggpoint access)', () => {
  it('lets a verified resident with a name and key into the reading point', () => {
    expect(serviceRefusal('ggpoint', resident)).toBeNull();
  });

  it('refuses the reading point without an auth name or user key (blank and NULL are empty)', () => {
    for (const broken of [{ authName: '' }, { authName: '  ' }, { authName: 'NULL' }, { userKey: '' }, { userKey: 'null' }]) {
      expect(serviceRefusal('ggpoint', { ...resident, ...broken })).toBe('허가되지않은 접근입니다.');
    }
  });

  it('asks for resident verification before the reading point', () => {
    expect(serviceRefusal('ggpoint', member)).toBe('독서포인트를 이용하기 위해선 도민인증이 필요합니다.');
  });

  it('asks nothing more for the other services', () => {
    for (const target of ['ggcyber', 'ggdelivery', 'ggebook'] as const) expect(serviceRefusal(target, { ...member, authName: '' })).toBeNull();
  });

  it('opens no tab when refused', () => {
    const open = vi.spyOn(window, 'open');
    const alerts: string[] = [];
    openServiceInNewTab('ggpoint', { ...resident, userKey: '' }, async (message) => {
      alerts.push(message);
    });
    expect(alerts).toEqual(['허가되지않은 접근입니다.']);
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('opens no tab offline, and says why (a blank tab hid the message on a phone)', () => {
    const open = vi.spyOn(window, 'open');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const alerts: string[] = [];
    openServiceInNewTab('ggcyber', member, async (message) => {
      alerts.push(message);
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/네트워크|인터넷|오프라인/);
    expect(open).not.toHaveBeenCalled();
    online.mockRestore();
    open.mockRestore();
  });
});

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

  it('never sends a visitor or a member to another site (issue 18, finding 2)', () => {
    for (const redirect of ['https://evil.example/', '/%09/evil.example', '//evil.example', 'http://evil.example']) {
      expect(decideSsoLogout('REC1', null, redirect)).toEqual({ kind: 'logout', returnTo: '/' });
      expect(decideSsoLogout('REC1', member, redirect)).toEqual({ kind: 'logout', returnTo: '/' });
    }
  });
});

describe('decideMergeSsoLogout (/merge-user/sso-logout)', () => {
  it('ends in the merge flow: at /merge-user/login, or a merge page it names', () => {
    expect(decideMergeSsoLogout('REC1', member, undefined)).toEqual({ kind: 'logout', returnTo: '/merge-user/login' });
    expect(decideMergeSsoLogout('REC1', member, '/merge-user/login-back')).toEqual({ kind: 'logout', returnTo: '/merge-user/login-back' });
    expect(decideMergeSsoLogout('REC1', null, '/merge-user/login')).toEqual({ kind: 'logout', returnTo: '/merge-user/login' });
  });

  it('never follows another site or a path outside the merge (no open redirect)', () => {
    for (const hostile of ['https://evil.example/', '//evil.example/merge-user/', '/\\evil.example', '/%2F%2Fevil.example', 'javascript:alert(1)', '/main', '/merge-user/../main']) {
      expect(decideMergeSsoLogout('REC1', member, hostile), hostile).toEqual({ kind: 'logout', returnTo: '/merge-user/login' });
    }
  });

  it('refuses another key and a missing key, back at /merge-user/login', () => {
    expect(decideMergeSsoLogout('REC2', member, '/merge-user/done')).toEqual({ kind: 'refuse', message: '토큰이 유효하지 않습니다.', returnTo: '/merge-user/login' });
    expect(decideMergeSsoLogout(undefined, member, '/merge-user/done')).toEqual({ kind: 'refuse', message: 'key가 없습니다.', returnTo: '/merge-user/login' });
  });
});

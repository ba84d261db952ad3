import { describe, expect, it, vi } from 'vitest';
import { decideSsoLogout, openServiceInNewTab, serviceRefusal } from './sso-flows';

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
});

import { describe, expect, it } from 'vitest';
import { ANYID_POPUP_FEATURES, acceptAnyIdMessage, anyIdMessage, anyIdStartUrl, savePendingAnyId, takePendingAnyId } from './anyid-flow';

const TICKET = 'Tq3v_9xZ-0123456789abcdefABCDEF0123456789ab';

describe('anyIdStartUrl', () => {
  it('starts at /oidc/auth and comes back to /login/anyId with the same query', () => {
    expect(anyIdStartUrl({})).toBe('/oidc/auth?returnTo=%2Flogin%2FanyId');
    expect(anyIdStartUrl({ target: 'ggcyber', returnTo: '/mypage/bookloan-list' })).toBe(
      `/oidc/auth?returnTo=${encodeURIComponent('/login/anyId?target=ggcyber&returnTo=%2Fmypage%2Fbookloan-list')}`,
    );
  });

  it('opens the 700×740 window of spec §9', () => {
    expect(ANYID_POPUP_FEATURES).toBe('popup=yes,width=700,height=740');
  });
});

describe('acceptAnyIdMessage', () => {
  const popup = {};
  const expected = { origin: 'https://lib.example', source: popup };

  it('takes the popup’s answer from this origin', () => {
    expect(acceptAnyIdMessage({ origin: 'https://lib.example', source: popup, data: anyIdMessage({ kind: 'ticket', ticket: TICKET }) }, expected)).toEqual({ kind: 'ticket', ticket: TICKET });
    expect(acceptAnyIdMessage({ origin: 'https://lib.example', source: popup, data: anyIdMessage({ kind: 'error', code: 'CANCELLED' }) }, expected)).toEqual({ kind: 'error', code: 'CANCELLED' });
  });

  it('ignores other origins, other windows, other shapes', () => {
    const message = anyIdMessage({ kind: 'ticket', ticket: TICKET });
    expect(acceptAnyIdMessage({ origin: 'https://evil.example', source: popup, data: message }, expected)).toBeNull();
    expect(acceptAnyIdMessage({ origin: 'https://lib.example', source: {}, data: message }, expected)).toBeNull();
    expect(acceptAnyIdMessage({ origin: 'https://lib.example', source: popup, data: message }, { ...expected, source: null })).toBeNull();
    expect(acceptAnyIdMessage({ origin: 'https://lib.example', source: popup, data: { type: 'other', outcome: message.outcome } }, expected)).toBeNull();
    expect(acceptAnyIdMessage({ origin: 'https://lib.example', source: popup, data: { type: message.type, outcome: { kind: 'ticket', ticket: 'x' } } }, expected)).toBeNull();
    expect(acceptAnyIdMessage({ origin: 'https://lib.example', source: popup, data: { type: message.type, outcome: { kind: 'error', code: 'NOPE' } } }, expected)).toEqual({ kind: 'error', code: 'OTHER' });
  });
});

describe('the pending choice of a whole-window trip', () => {
  it('is taken once, within ten minutes', () => {
    savePendingAnyId(sessionStorage, { autoLogin: true, startedAt: 1_000_000 });
    expect(takePendingAnyId(sessionStorage, 1_000_000 + 60_000)).toEqual({ autoLogin: true, startedAt: 1_000_000 });
    expect(takePendingAnyId(sessionStorage, 1_000_000 + 60_000)).toBeNull();
    savePendingAnyId(sessionStorage, { autoLogin: true, startedAt: 1_000_000 });
    expect(takePendingAnyId(sessionStorage, 1_000_000 + 11 * 60_000)).toBeNull();
    sessionStorage.setItem('gglib-anyid-pending', '{broken');
    expect(takePendingAnyId(sessionStorage, 1_000_000)).toBeNull();
  });
});

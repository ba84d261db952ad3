import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../contract/auth';
import { PortalDatabase, useDatabaseForTests } from '../../db/database';
import { configureHttp } from '../../lib/http/client';
import {
  autoLoginOnce,
  checkBeforeRequest,
  checkSession,
  configureSessionEnvironment,
  logout,
  restoreSession,
  silentLogout,
  watchOtherTabs,
} from './session-manager';
import { loginWithPassword } from './session-actions';
import { loadStoredSession, readCheckedUserData, readSavedId, readTimeRemaining, sessionStore, TIME_REMAINING_KEY } from './session-store';

const user: SessionUser = {
  _REC_KEY_: 'REC1',
  USER_KEY: 'UK1',
  USER_NO: '20250000000001',
  USER_NAME: '홍길동',
  USER_ID: 'member1',
  GENDER: 'M',
  BIRTH_DATE: '1985-03-14',
  USER_CLASS: '정회원',
  SMS_USE_YN: 'Y',
  EMAIL: 'hong@example.com',
  H_ZIPCODE: '16514',
  HANDPHONE: '010-1234-5678',
  H_ADDR1: '경기도 수원시',
  MAILING_USE_YN: 'N',
  LIB_CODE: '141674',
  certAdminYn: 'N',
};

type Handler = (url: URL, body: unknown) => Response | Promise<Response>;
let handler: Handler;
const calls: string[] = [];
const alerts: string[] = [];
const visits: string[] = [];
let reloads = 0;
let pathname = '/main';
/** The alert stays open until this settles (at once unless a test holds it). */
let alertClosed: Promise<void> = Promise.resolve();

/** Holds the next alerts open until the returned function is called (the member presses 확인). */
function holdAlerts(): () => void {
  let close = () => undefined as void;
  alertClosed = new Promise<void>((resolve) => {
    close = resolve;
  });
  return close;
}
let db: PortalDatabase;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function loginBody(sessionTime = 1800, credential: string | null = null) {
  return { RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS', RESULT_CODE: 100, SESSION_TIME: sessionTime, USER_DATA: user, DEVICE_CREDENTIAL: credential };
}

beforeEach(async () => {
  db = new PortalDatabase(`session-${Math.random()}`);
  useDatabaseForTests(db);
  await db.open();
  calls.length = 0;
  alerts.length = 0;
  visits.length = 0;
  reloads = 0;
  pathname = '/main';
  alertClosed = Promise.resolve();
  localStorage.clear();
  sessionStorage.clear();
  handler = () => json({}, 500);
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.url);
    calls.push(url.pathname);
    const text = typeof init?.body === 'string' ? init.body : typeof input === 'string' ? '' : await input.text();
    return handler(url, text ? JSON.parse(text) : null);
  });
  configureHttp({ defaultBase: 'http://test.local/gglib', beforeRequest: null });
  configureSessionEnvironment({
    alert: (message) => {
      alerts.push(message);
      return alertClosed;
    },
    navigate: (to) => visits.push(to),
    reload: () => {
      reloads += 1;
    },
    pathname: () => pathname,
    now: () => Date.now(),
    isInstalled: () => false,
  });
  await silentLogout();
  localStorage.clear();
  calls.length = 0;
});

afterEach(async () => {
  await silentLogout();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  db.close();
  await db.delete();
});

describe('login', () => {
  it('stores a sealed session, never the password, and keeps the id only when asked', async () => {
    handler = () => json(loginBody());
    const outcome = await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: true, autoLogin: false });
    expect(outcome.kind).toBe('ok');
    expect(sessionStore.getSnapshot().status).toBe('member');
    const rows = JSON.stringify(await db.session.toArray());
    expect(rows).not.toContain('Passw0rd');
    expect(rows).not.toContain('홍길동');
    expect(rows).not.toContain('20250000000001');
    expect((await loadStoredSession())?.user.USER_NAME).toBe('홍길동');
    expect(await readSavedId()).toBe('member1');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ isLoggedIn: true });
  });

  it('counts as the my-page password check: its user_data is kept sealed for this tab, never the password', async () => {
    handler = () => json(loginBody());
    let seenWhenShown: unknown = 'not yet';
    const stop = sessionStore.subscribe(() => {
      if (sessionStore.getSnapshot().status === 'member') seenWhenShown = sessionStorage.getItem('user_data');
    });
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: false });
    stop();
    // Stored before the session shows: the page the login leads to (나의 정보) finds it.
    expect(seenWhenShown).toEqual(expect.any(String));
    expect(await readCheckedUserData()).toEqual(user);
    const raw = sessionStorage.getItem('user_data') ?? '';
    expect(raw).not.toContain('Passw0rd');
    expect(raw).not.toContain('홍길동');
    await silentLogout();
    expect(sessionStorage.getItem('user_data')).toBeNull();
  });

  it('reports the server refusal in its own words', async () => {
    handler = () => json({ RESULT_INFO: 'FAIL', RESULT: 'FAIL', RESULT_CODE: 401, RESULT_MESSAGE: '아이디 또는 비밀번호가 올바르지 않습니다.' }, 401);
    const outcome = await loginWithPassword({ id: 'member1', password: 'nope', saveId: false, autoLogin: false });
    expect(outcome).toEqual({ kind: 'refused', status: 401, message: '아이디 또는 비밀번호가 올바르지 않습니다.' });
    expect(sessionStore.getSnapshot().status).toBe('visitor');
  });

  it('says offline when the network is gone', async () => {
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    expect((await loginWithPassword({ id: 'member1', password: 'x', saveId: false, autoLogin: false })).kind).toBe('offline');
  });
});

describe('session check (spec §4 outcomes)', () => {
  beforeEach(async () => {
    handler = () => json(loginBody(60));
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: false });
  });

  it('restarts the countdown on SUCCESS', async () => {
    handler = (url) => {
      expect(url.searchParams.get('user_key')).toBe('UK1');
      return json({ RESULT: 'SUCCESS', RESULT_CODE: 100, SESSION_TIME: 1800, USER_DATA: user });
    };
    await checkSession({ force: true });
    const state = sessionStore.getSnapshot();
    expect(state.status === 'member' && state.session.expiresAt - Date.now()).toBeGreaterThan(1790_000);
  });

  it('logs out silently on -200', async () => {
    handler = () => json({ RESULT: 'SUCCESS', RESULT_CODE: -200 });
    await checkSession({ force: true });
    expect(sessionStore.getSnapshot().status).toBe('visitor');
    expect(visits).toEqual([]);
    expect(await loadStoredSession()).toBeNull();
  });

  it('reads RESULT_CODE and SESSION_TIME sent as text', async () => {
    handler = () => json({ RESULT: 'SUCCESS', RESULT_CODE: '100', SESSION_TIME: '1800' });
    await checkSession({ force: true });
    const state = sessionStore.getSnapshot();
    expect(state.status === 'member' && state.session.sessionTime).toBe(1800);
    handler = () => json({ RESULT: 'SUCCESS', RESULT_CODE: '-200' });
    await checkSession({ force: true });
    expect(sessionStore.getSnapshot().status).toBe('visitor');
  });

  it('a SUCCESS without SESSION_TIME restarts the countdown from the time it knows, keeping the member', async () => {
    handler = () => json({ RESULT: 'SUCCESS', USER_DATA: { broken: true } });
    await checkSession({ force: true });
    const state = sessionStore.getSnapshot();
    expect(state.status).toBe('member');
    expect(state.status === 'member' && state.session.sessionTime).toBe(60);
    expect(state.status === 'member' && state.session.expiresAt - Date.now()).toBeGreaterThan(55_000);
    expect(state.status === 'member' && state.session.user.USER_KEY).toBe('UK1');
  });

  it('logs out silently on any other answer', async () => {
    handler = () => json({ RESULT_INFO: 'FAIL', RESULT: 'FAIL', RESULT_CODE: 403, RESULT_MESSAGE: '다른 회원의 세션입니다.' }, 403);
    await checkSession({ force: true });
    expect(sessionStore.getSnapshot().status).toBe('visitor');
  });

  it('never logs out because the network is down', async () => {
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    await checkSession({ force: true });
    expect(sessionStore.getSnapshot().status).toBe('member');
  });

  it('never logs out because the server fails or asks to wait (5xx, 408, 429)', async () => {
    for (const status of [500, 502, 503, 504, 408, 429]) {
      handler = () => new Response('Service Unavailable', { status, headers: { 'retry-after': '5' } });
      await checkSession({ force: true });
      expect(sessionStore.getSnapshot().status, `HTTP ${status}`).toBe('member');
    }
    expect(await loadStoredSession()).not.toBeNull();
    // The server back: its answer counts again.
    handler = () => json({ RESULT: 'SUCCESS', RESULT_CODE: -200 });
    await checkSession({ force: true });
    expect(sessionStore.getSnapshot().status).toBe('visitor');
  });

  it('checks before other calls but not before sessioncheck, login or logout', async () => {
    handler = () => json({ RESULT: 'SUCCESS', RESULT_CODE: 100, SESSION_TIME: 1800 });
    calls.length = 0;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_000);
    await checkBeforeRequest('http://test.local/gglib/sessioncheck?user_key=UK1');
    await checkBeforeRequest('/gglib/login');
    await checkBeforeRequest('/gglib/userlogout');
    expect(calls).toEqual([]);
    await checkBeforeRequest('/gglib/getuserno');
    expect(calls).toEqual(['/gglib/sessioncheck']);
    // A burst of calls shares the answer it just got.
    await checkBeforeRequest('/gglib/getwelaasyncinfo');
    expect(calls).toEqual(['/gglib/sessioncheck']);
  });
});

describe('time-remaining (spec §3, §4, §9)', () => {
  it('is set to the fixed 30000 at login and at every session update, and cleared at logout', async () => {
    expect(readTimeRemaining()).toBeNull();
    handler = () => json(loginBody(60));
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: false });
    expect(JSON.parse(localStorage.getItem(TIME_REMAINING_KEY) ?? 'null')).toEqual({ timeRemaining: 30000 });
    localStorage.setItem(TIME_REMAINING_KEY, JSON.stringify({ timeRemaining: 5 }));
    handler = () => json({ RESULT: 'SUCCESS', RESULT_CODE: 100, SESSION_TIME: 1800, USER_DATA: user });
    await checkSession({ force: true });
    expect(readTimeRemaining()).toBe(30000);
    await silentLogout();
    expect(localStorage.getItem(TIME_REMAINING_KEY)).toBeNull();
  });

  it('logs a Korean message when the store refuses the update, and the session carries on', async () => {
    const setItem = Storage.prototype.setItem;
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === TIME_REMAINING_KEY) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      handler = () => json(loginBody(60));
      const outcome = await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: false });
      expect(outcome.kind).toBe('ok');
      expect(sessionStore.getSnapshot().status).toBe('member');
      expect(logged).toHaveBeenCalledWith('세션 유지 시간 정보를 갱신하지 못했습니다.', expect.any(DOMException));
      expect(alerts).toEqual([]);
    } finally {
      refuse.mockRestore();
      logged.mockRestore();
    }
  });
});

describe('countdown expiry', () => {
  it('alerts and logs out when SESSION_TIME runs out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    handler = () => json(loginBody(3));
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: false });
    handler = (url) => (url.pathname.endsWith('/userlogout') ? json({ RESULT: 'SUCCESS' }) : json({}, 500));
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(visits).toEqual(['/']));
    expect(alerts).toEqual(['장시간 미사용으로 자동 로그아웃 되었습니다.']);
    expect(sessionStore.getSnapshot().status).toBe('visitor');
  });
});

describe('logout', () => {
  beforeEach(async () => {
    handler = () => json(loginBody(1800, 'device-credential-0123456789'));
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: true, autoLogin: true });
  });

  it('revokes the device credential, keeps only the saved id and goes home', async () => {
    let sent: unknown;
    handler = (_url, body) => {
      sent = body;
      return json({ RESULT: 'SUCCESS' });
    };
    expect(await logout()).toBe('ok');
    expect(sent).toEqual({ device_credential: 'device-credential-0123456789', return_to: '/main' });
    expect(visits).toEqual(['/']);
    expect(await readSavedId()).toBe('member1');
    expect(await loadStoredSession()).toBeNull();
  });

  it('goes through the provider’s logout when the session began there (and never to a malformed address)', async () => {
    let sent: unknown;
    const providerLogout = 'https://anyid.gg.example/idp/anyid/session/end?id_token_hint=x&state=%2Fmain';
    handler = (_url, body) => {
      sent = body;
      return json({ RESULT: 'SUCCESS', SSO_LOGOUT_URL: providerLogout });
    };
    expect(await logout()).toBe('ok');
    expect(visits).toEqual([providerLogout]);
    expect(await loadStoredSession()).toBeNull();

    handler = () => json(loginBody(1800));
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: false });
    expect(sessionStore.getSnapshot().status).toBe('member');
    pathname = '/merge-user/total-join';
    handler = (_url, body) => {
      sent = body;
      return json({ RESULT: 'SUCCESS', SSO_LOGOUT_URL: 'javascript:alert(1)' });
    };
    await logout();
    expect(sent).toMatchObject({ return_to: '/merge-user/login' });
    expect(visits.at(-1)).toBe('/merge-user/login');
  });

  it('goes to /merge-user/login from merge-user pages', async () => {
    pathname = '/merge-user/mypage/mypage-info';
    handler = () => json({ RESULT: 'SUCCESS' });
    await logout();
    expect(visits).toEqual(['/merge-user/login']);
  });

  it('says so when the server refuses or fails, and stays logged in', async () => {
    handler = () => json({ RESULT: 'FAIL' });
    expect(await logout()).toBe('failed');
    expect(alerts).toEqual(['로그아웃에 실패했습니다.']);
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await logout()).toBe('error');
    expect(alerts.at(-1)).toBe('로그아웃 중 오류가 발생했습니다.');
    expect(sessionStore.getSnapshot().status).toBe('member');
  });
});

describe('auto-login once at start', () => {
  it('trades the credential for a new session when the server forgot the old one, once', async () => {
    handler = () => json(loginBody(1800, 'first-credential-0123456789'));
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: true });
    // A new browser session: the tab's storage starts empty.
    sessionStorage.clear();
    await restoreSession();
    let autologinBody: unknown;
    handler = (url, body) => {
      if (url.pathname.endsWith('/sessioncheck')) return json({ RESULT: 'SUCCESS', RESULT_CODE: -200 });
      autologinBody = body;
      return json(loginBody(1800, 'second-credential-0123456789'));
    };
    await autoLoginOnce();
    expect(autologinBody).toEqual({ credential: 'first-credential-0123456789' });
    expect((await loadStoredSession())?.deviceCredential).toBe('second-credential-0123456789');
    // A device credential is no password: the my-page check is asked again.
    expect(await readCheckedUserData()).toBeNull();
    calls.length = 0;
    await autoLoginOnce();
    expect(calls).toEqual([]);
  });

  it('logs out with the spec message when the credential was revoked', async () => {
    handler = () => json(loginBody(1800, 'revoked-credential-0123456789'));
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: true });
    handler = (url) =>
      url.pathname.endsWith('/sessioncheck')
        ? json({ RESULT: 'SUCCESS', RESULT_CODE: -200 })
        : json({ RESULT_INFO: 'FAIL', RESULT: 'FAIL', RESULT_CODE: 401, RESULT_MESSAGE: '자동 로그인 정보가 유효하지 않습니다.' }, 401);
    await autoLoginOnce();
    expect(alerts).toEqual(['자동로그인 실패']);
    expect(sessionStore.getSnapshot().status).toBe('visitor');
  });
});

describe('auto-login against a failing server', () => {
  it('keeps the member and the credential when sessioncheck or autologin answer 5xx', async () => {
    handler = () => json(loginBody(1800, 'kept-credential-0123456789'));
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: true });
    sessionStorage.clear();
    await restoreSession();
    handler = (url) => (url.pathname.endsWith('/sessioncheck') ? json({ RESULT: 'SUCCESS', RESULT_CODE: -200 }) : new Response('Bad Gateway', { status: 502 }));
    await autoLoginOnce();
    expect(alerts).toEqual([]);
    expect(sessionStore.getSnapshot().status).toBe('member');
    expect((await loadStoredSession())?.deviceCredential).toBe('kept-credential-0123456789');
  });
});

describe('checks racing a new session', () => {
  it('a request made while the start auto-login runs waits for it, and does not end the new session', async () => {
    handler = () => json(loginBody(1800, 'first-credential-0123456789'));
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: true });
    await restoreSession();
    // Later than the login's own proof, so the request asks the server again.
    configureSessionEnvironment({ now: () => Date.now() + 10_000 });
    let traded = false;
    let oldChecks = 0;
    handler = async (url) => {
      if (url.pathname.endsWith('/sessioncheck')) {
        if (traded) return json({ RESULT: 'SUCCESS', RESULT_CODE: 100, SESSION_TIME: 1800 });
        oldChecks += 1;
        // A second check about the old session is answered late, after the trade has landed.
        if (oldChecks > 1) await new Promise((resolve) => setTimeout(resolve, 50));
        return json({ RESULT: 'SUCCESS', RESULT_CODE: -200 });
      }
      traded = true;
      return json(loginBody(1800, 'second-credential-0123456789'));
    };
    await Promise.all([autoLoginOnce(), checkBeforeRequest('http://test.local/gglib/selectmainpage')]);
    expect(sessionStore.getSnapshot().status).toBe('member');
    expect((await loadStoredSession())?.deviceCredential).toBe('second-credential-0123456789');
    expect(alerts).toEqual([]);
  });

  it('a check answered after a new login is about the old session and is ignored', async () => {
    handler = () => json(loginBody());
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: false });
    let answerCheck: (response: Response) => void = () => undefined;
    handler = (url) => (url.pathname.endsWith('/sessioncheck') ? new Promise<Response>((resolve) => (answerCheck = resolve)) : json(loginBody()));
    const check = checkSession({ force: true });
    await vi.waitFor(() => expect(calls.at(-1)).toMatch(/sessioncheck$/));
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: false });
    answerCheck(json({ RESULT: 'SUCCESS', RESULT_CODE: -200 }));
    await check;
    expect(sessionStore.getSnapshot().status).toBe('member');
    expect(await loadStoredSession()).not.toBeNull();
  });
});

describe('other tabs', () => {
  /** What another tab's logout leaves for this one: the storage signal (it has cleared the device first). */
  const signalLogoutElsewhere = () =>
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo', newValue: JSON.stringify({ isLoggedIn: false }) }));

  /** member1 logged in here and following other tabs; session checks answer valid from now on. Returns the unwatch. */
  async function memberWatchingOtherTabs(): Promise<() => void> {
    handler = () => json(loginBody());
    await loginWithPassword({ id: 'member1', password: 'Passw0rd!', saveId: false, autoLogin: false });
    const stop = watchOtherTabs();
    handler = (url) => (url.pathname.endsWith('/sessioncheck') ? json({ RESULT: 'SUCCESS', RESULT_CODE: 100, SESSION_TIME: 1800, USER_DATA: user }) : json({}, 500));
    return stop;
  }

  it('follows a logout elsewhere: alert, then home', async () => {
    const stop = await memberWatchingOtherTabs();
    const close = holdAlerts();
    signalLogoutElsewhere();
    expect(alerts).toEqual(['다른 탭에서 로그아웃되어 자동으로 로그아웃됩니다.']);
    expect(sessionStore.getSnapshot().status).toBe('visitor');
    // Home only once the alert is closed, as the browser's alert held it.
    await Promise.resolve();
    expect(visits).toEqual([]);
    close();
    await vi.waitFor(() => expect(visits).toEqual(['/']));
    expect(reloads).toBe(0);
    stop();
  });

  it('a session check answered just before the logout reached the server, stored after the signal, is taken back', async () => {
    const stop = await memberWatchingOtherTabs();
    // The other tab's signal arrives while this tab seals the check's session to store it.
    const encrypt = crypto.subtle.encrypt.bind(crypto.subtle);
    let signalled = false;
    const seal = vi.spyOn(crypto.subtle, 'encrypt').mockImplementation((...args: Parameters<SubtleCrypto['encrypt']>) => {
      if (!signalled) {
        signalled = true;
        signalLogoutElsewhere();
      }
      return encrypt(...args);
    });
    await checkSession({ force: true });
    seal.mockRestore();
    expect(signalled).toBe(true);
    expect(alerts).toEqual(['다른 탭에서 로그아웃되어 자동으로 로그아웃됩니다.']);
    expect(sessionStore.getSnapshot().status).toBe('visitor');
    await vi.waitFor(() => expect(visits).toEqual(['/']));
    expect(await loadStoredSession()).toBeNull();
    stop();
  });

  it('a session check stored before the signal came is cleared before the move home', async () => {
    const stop = await memberWatchingOtherTabs();
    await checkSession({ force: true });
    expect(sessionStore.getSnapshot().status).toBe('member');
    // The other tab had cleared the device before this tab's write landed; then its signal comes.
    signalLogoutElsewhere();
    await vi.waitFor(() => expect(visits).toEqual(['/']));
    expect(await loadStoredSession()).toBeNull();
    stop();
  });

  it('reloads instead when already at /', async () => {
    const stop = await memberWatchingOtherTabs();
    pathname = '/';
    signalLogoutElsewhere();
    await vi.waitFor(() => expect(reloads).toBe(1));
    expect(visits).toEqual([]);
    stop();
  });

  it('follows a login elsewhere: alert, then reload once it is closed', async () => {
    const stop = watchOtherTabs();
    const close = holdAlerts();
    window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo', newValue: JSON.stringify({ isLoggedIn: true }) }));
    expect(alerts).toEqual(['다른 탭에서 로그인되어 화면을 새로고침합니다.']);
    await Promise.resolve();
    expect(reloads).toBe(0);
    close();
    await vi.waitFor(() => expect(reloads).toBe(1));
    stop();
  });
});

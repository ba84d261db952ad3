import type { LoginResponse } from '../../../contract/auth';
import { showAlert, type AlertFn } from '../../lib/alert-dialog';
import { ko } from '../../lib/i18n/messages-ko';
import type * as AuthCalls from './api/auth-calls';
import { startCountdown, type Countdown } from './model/countdown';
import { VISITOR, type MemberSession } from './model/session-state';
import {
  USER_INFO_SIGNAL,
  clearStoredSession,
  loadStoredSession,
  readSignal,
  sessionStore,
  setSessionState,
  signalOtherTabs,
  storeCheckedUserData,
  storeSession,
  storeTimeRemaining,
  TIME_REMAINING_ON_UPDATE,
} from './session-store';

/**
 * The session's server calls load on first use: a visitor's first paint needs only the stored
 * session, not the login and check code (it is precached, so this works offline too).
 */
export function authCalls(): Promise<typeof AuthCalls> {
  return import('./api/auth-calls');
}

/** How the manager reaches the page: injected by the app so this module stays testable. */
export interface SessionEnvironment {
  /** The portal's alert: resolves once closed, so what follows it (a reload, going home) waits. */
  alert: AlertFn;
  navigate: (to: string) => void;
  reload: () => void;
  pathname: () => string;
  now: () => number;
  isInstalled: () => boolean;
}

let env: SessionEnvironment = {
  alert: showAlert,
  navigate: (to) => window.location.assign(to),
  reload: () => window.location.reload(),
  pathname: () => window.location.pathname,
  now: () => Date.now(),
  isInstalled: () => window.matchMedia('(display-mode: standalone)').matches,
};

export function configureSessionEnvironment(next: Partial<SessionEnvironment>): void {
  env = { ...env, ...next };
}

/** @internal the environment in effect (session-actions.ts reads the clock through it). */
export function sessionEnvironment(): SessionEnvironment {
  return env;
}

/** @internal a login or check just proved the session: the next request need not ask again. */
export function markSessionChecked(at: number): void {
  lastCheckedAt = at;
}

/** Remaining seconds for the header timer (an external store of its own: it changes every second). */
let remaining = 0;
const remainingListeners = new Set<() => void>();
export const remainingStore = {
  subscribe(listener: () => void): () => void {
    remainingListeners.add(listener);
    return () => remainingListeners.delete(listener);
  },
  getSnapshot: (): number => remaining,
};

let countdown: Countdown | null = null;
let checking: Promise<void> | null = null;
let lastCheckedAt = 0;

/** @internal the member of this tab's session, or null (session-actions.ts uses it too). */
export function currentSession(): MemberSession | null {
  const state = sessionStore.getSnapshot();
  return state.status === 'member' ? state.session : null;
}

function runCountdown(): void {
  countdown?.stop();
  countdown = startCountdown(
    () => currentSession()?.expiresAt ?? 0,
    (seconds) => {
      remaining = seconds;
      for (const listener of remainingListeners) listener();
    },
    () => {
      countdown = null;
      // Logged out once the member has read it, as the browser's alert did.
      void env.alert(ko.session.idleLogout).then(() => logout({ quiet: true }));
    },
    env.now,
  );
}

/** A logout's clearing of the device while it runs: a login that lands meanwhile is stored after it. */
let clearing: Promise<void> | null = null;

/**
 * Counts the logouts this tab has seen, its own and other tabs': a session check's answer that
 * comes back across one speaks for a session that has ended, and must not bring it back.
 */
let logouts = 0;

/**
 * @internal stores and shows a member's session and starts its countdown (session-actions.ts
 * too). `passwordProved`: the member has just typed the password (a password login), which is the
 * my-page password check's proof: its user_data is kept as the check keeps it (sealed, this tab,
 * until logout), before the session shows, so a page that follows the login (나의 정보) finds it.
 * Auto-login and session checks prove nothing of the kind and never pass it.
 */
export async function becomeMember(
  session: MemberSession,
  options: { passwordProved?: boolean; unlessLoggedOutSince?: number } = {},
): Promise<void> {
  // `unlessLoggedOutSince`: a session check's answer, given the logout count when it was asked.
  // A logout since (here, or in another tab while the answer was being stored) ends the session
  // it speaks for: its write is taken back, so a reload does not find the session again.
  const loggedOutSince = () => options.unlessLoggedOutSince !== undefined && logouts !== options.unlessLoggedOutSince;
  // An auto-login can land while a silent logout (its session check said -200) is still clearing
  // the device: the new session is stored after the clearing, never wiped by it.
  if (clearing) await clearing;
  if (loggedOutSince()) return;
  if (options.passwordProved) await storeCheckedUserData(session.user);
  await storeSession(session);
  if (loggedOutSince()) {
    await clearStoredSession();
    return;
  }
  setSessionState({ status: 'member', session });
  runCountdown();
  recordTimeRemaining();
}

/**
 * Spec §4, §9: every update of the session (login, session check, auto-login) sets time-remaining
 * to the fixed 30000; a write the browser refuses is logged in Korean (spec §8), never shown.
 */
function recordTimeRemaining(): void {
  try {
    storeTimeRemaining(TIME_REMAINING_ON_UPDATE);
  } catch (error) {
    console.error(ko.session.timeRemainingFailed, error);
  }
}

/**
 * Counts the server sessions this tab has started (a login or an auto-login): a session check
 * asked before the latest one began answers for a session that is gone, and must not end it.
 */
let sessionsStarted = 0;

/** @internal a login's answer as this tab's session (session-actions.ts too). */
export function sessionFromLogin(data: LoginResponse, previousCredential: string | null): MemberSession {
  sessionsStarted += 1;
  const now = env.now();
  return {
    user: data.USER_DATA,
    sessionTime: data.SESSION_TIME,
    expiresAt: now + data.SESSION_TIME * 1000,
    lastVerifiedAt: now,
    deviceCredential: data.DEVICE_CREDENTIAL ?? previousCredential,
  };
}

/** Boot: the stored session, if any, becomes this tab's state before the first route loads. */
export async function restoreSession(): Promise<void> {
  const stored = await loadStoredSession().catch(() => null);
  if (!stored) {
    setSessionState(VISITOR);
    return;
  }
  // The countdown restarts from the stored expiry: a closed app does not extend a session.
  setSessionState({ status: 'member', session: stored });
  runCountdown();
}

/** Clears this browser's session without asking the server or moving (spec §4 silent logout). */
export async function silentLogout(): Promise<void> {
  logouts += 1;
  countdown?.stop();
  countdown = null;
  lastCheckedAt = 0;
  const run = clearStoredSession();
  clearing = run;
  try {
    await run;
  } finally {
    if (clearing === run) clearing = null;
  }
  setSessionState(VISITOR);
  signalOtherTabs(false);
}

function destinationAfterLogout(): string {
  return env.pathname().includes('/merge-user/') ? '/merge-user/login' : '/';
}

/**
 * The logout button (spec §4, §8): the server ends the session (and revokes the device
 * credential), then the browser forgets everything but the saved id and goes home — through the
 * provider's logout first when the session began with an Any-ID or naver sign-in.
 * quiet: the idle timer's logout, where the local session goes even if the server is unreachable.
 */
export async function logout(options: { quiet?: boolean } = {}): Promise<'ok' | 'failed' | 'error'> {
  const session = currentSession();
  const destination = destinationAfterLogout();
  const { answer, providerLogout } = await (await authCalls()).callLogout(session?.deviceCredential ?? null, destination === '/' ? '/main' : destination);
  if (answer !== 'ok' && !options.quiet) {
    await env.alert(answer === 'failed' ? ko.session.logoutFailed : ko.session.logoutError);
    return answer;
  }
  await silentLogout();
  // A session begun at Any-ID or naver: that provider's logout next, which returns to the destination.
  env.navigate(providerLogout ?? destination);
  return answer;
}

/**
 * A valid session check restarts the countdown from SESSION_TIME (the server's, else the one the
 * device knows) and takes the user data it sent; `logoutsBefore` is the logout count when it was asked.
 */
function renewFromCheck(session: MemberSession, answer: Extract<AuthCalls.SessionCheckAnswer, { kind: 'valid' }>, logoutsBefore: number): Promise<void> {
  const now = env.now();
  const sessionTime = answer.sessionTime ?? session.sessionTime;
  return becomeMember(
    { ...session, user: answer.user ?? session.user, sessionTime, expiresAt: now + sessionTime * 1000, lastVerifiedAt: now },
    { unlessLoggedOutSince: logoutsBefore },
  );
}

/** Requests in a burst share one session check (milliseconds). */
const CHECK_REUSE_MS = 3000;

/**
 * Asks the server about the session (spec §4): valid restarts the countdown from SESSION_TIME,
 * -200 or any other answer logs out silently; no network, or a failing server (5xx, 408, 429),
 * changes nothing (offline is not logout, and neither is a server error).
 */
export function checkSession(options: { force?: boolean } = {}): Promise<void> {
  const session = currentSession();
  if (!session) return Promise.resolve();
  if (checking) return checking;
  // The start's auto-login decides first: a check sent meanwhile would find the old session gone.
  if (autoLoggingIn) return autoLoggingIn.then(() => checkSession(options));
  if (!options.force && env.now() - lastCheckedAt < CHECK_REUSE_MS) return Promise.resolve();
  const startedBefore = sessionsStarted;
  const logoutsBefore = logouts;
  checking = (async () => {
    const answer = await (await authCalls()).callSessionCheck(session.user.USER_KEY, env.isInstalled());
    if (answer.kind === 'offline') return;
    // A login or auto-login landed while this check was out: its answer is about the old session.
    if (sessionsStarted !== startedBefore) return;
    lastCheckedAt = env.now();
    if (answer.kind === 'valid') {
      const latest = currentSession();
      if (!latest) return;
      await renewFromCheck(latest, answer, logoutsBefore);
      return;
    }
    await silentLogout();
  })().finally(() => {
    checking = null;
  });
  return checking;
}

const UNCHECKED_CALLS = /\/(sessioncheck|login|autologin|userlogout)$/;

/** The HTTP client's before-request hook: sessioncheck before each call except these (spec §7). */
export async function checkBeforeRequest(url: string): Promise<void> {
  if (UNCHECKED_CALLS.test(url.split('?')[0] ?? '')) return;
  await checkSession();
}

/**
 * One-time auto-login at app start (spec §4 autoLoginDone): when the stored session has a device
 * credential and the server no longer knows the session, trade the credential for a new one.
 */
let autoLoggingIn: Promise<void> | null = null;

export function autoLoginOnce(): Promise<void> {
  if (sessionStorage.getItem('autoLoginDone') === 'Y') return Promise.resolve();
  sessionStorage.setItem('autoLoginDone', 'Y');
  const run = tryAutoLogin().finally(() => {
    if (autoLoggingIn === run) autoLoggingIn = null;
  });
  autoLoggingIn = run;
  return run;
}

async function tryAutoLogin(): Promise<void> {
  const session = currentSession();
  if (!session?.deviceCredential) return;
  const logoutsBefore = logouts;
  const answer = await (await authCalls()).callSessionCheck(session.user.USER_KEY, env.isInstalled());
  if (answer.kind === 'offline') return;
  if (answer.kind === 'valid') {
    await renewFromCheck(session, answer, logoutsBefore);
    return;
  }
  const login = await (await authCalls()).callAutoLogin(session.deviceCredential);
  if (login.kind === 'offline') return;
  if (login.kind === 'ok') {
    await becomeMember(sessionFromLogin(login.data, session.deviceCredential));
    return;
  }
  await env.alert(ko.session.autoLoginFailed);
  await silentLogout();
}

/** Clears the stored session if it is `mine` (the one this tab showed); another tab's stays. */
async function forgetOwnStoredSession(mine: MemberSession | null): Promise<void> {
  if (!mine) return;
  try {
    const stored = await loadStoredSession();
    if (stored && stored.user.USER_KEY === mine.user.USER_KEY && stored.expiresAt === mine.expiresAt && stored.lastVerifiedAt === mine.lastVerifiedAt) {
      await clearStoredSession();
    }
  } catch (error) {
    console.error(ko.session.clearFailed, error);
  }
}

/**
 * Cross-tab sync (spec §4): another tab's logout → alert, then home (reload only when already
 * at '/'); another tab's login → alert and reload. The move waits until the alert is closed.
 */
export function watchOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== USER_INFO_SIGNAL) return;
    const loggedIn = readSignal(event.newValue);
    const here = sessionStore.getSnapshot().status;
    if (loggedIn === false && here === 'member') {
      const mine = currentSession();
      logouts += 1;
      countdown?.stop();
      countdown = null;
      setSessionState(VISITOR);
      // The other tab cleared the device before it signalled. A session found there now was
      // written since by this tab (a session check answered just before that logout reached the
      // server): it goes too, before the move, or the reload would find it.
      const forgotten = forgetOwnStoredSession(mine);
      void Promise.all([env.alert(ko.session.otherTabLogout), forgotten]).then(() => {
        if (env.pathname() === '/') env.reload();
        else env.navigate('/');
      });
    } else if (loggedIn === true && here === 'visitor') {
      void env.alert(ko.session.otherTabLogin).then(() => env.reload());
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

import type { SessionUser } from '../../../contract/auth';
import { ko } from '../../lib/i18n/messages-ko';
import type { LoginAnswer } from './api/auth-calls';
import type { MemberSession } from './model/session-state';
import { authCalls, becomeMember, currentSession, markSessionChecked, sessionEnvironment, sessionFromLogin, silentLogout } from './session-manager';
import { signalOtherTabs, writeSavedId } from './session-store';

// What a member does to the session on the pages that offer it (the login form, resident
// verification, a sister service's logout): apart from session-manager.ts, which every page
// loads at start, because these load with those pages.

export type LoginOutcome = { kind: 'ok'; session: MemberSession } | Exclude<LoginAnswer, { kind: 'ok' }>;

/**
 * The login form's submit: never stores the password; keeps the id only when asked. The typed
 * password is the my-page check's proof too (spec §4: 나의 정보 without user_data goes to the
 * check): the member is not asked for it a second time right after logging in.
 */
export async function loginWithPassword(input: { id: string; password: string; saveId: boolean; autoLogin: boolean }): Promise<LoginOutcome> {
  const answer = await (await authCalls()).callLogin({ id: input.id, password: input.password, autoLogin: input.autoLogin }, ko.session.loginFailed);
  if (answer.kind !== 'ok') return answer;
  await writeSavedId(input.saveId ? input.id : null);
  markSessionChecked(sessionEnvironment().now());
  const session = sessionFromLogin(answer.data, null);
  await becomeMember(session, { passwordProved: true });
  signalOtherTabs(true);
  return { kind: 'ok', session };
}

/**
 * The Any-ID login's end (/login/anyId): the session the server's callback started becomes this
 * tab's, exactly as a password login's answer does (auto-login when the member asked for it).
 */
export async function loginWithTicket(ticket: string, autoLogin: boolean, refusal: string): Promise<LoginOutcome> {
  const calls = await import('./api/anyid-calls');
  const answer = await calls.callOidcTicket(ticket, autoLogin, (await authCalls()).deviceName(), refusal);
  if (answer.kind !== 'ok') return answer;
  markSessionChecked(sessionEnvironment().now());
  const session = sessionFromLogin(answer.data, null);
  await becomeMember(session);
  signalOtherTabs(true);
  return { kind: 'ok', session };
}

/** The server changed the member (e.g. resident verification): keep the session, new data. */
export async function applyVerifiedUser(user: SessionUser): Promise<void> {
  const session = currentSession();
  if (session) await becomeMember({ ...session, user, lastVerifiedAt: sessionEnvironment().now() });
}

/**
 * SSO logout (spec §4): the server session ends and this browser forgets the member, without
 * moving; the caller sends the member back to the service. A server failure still clears here:
 * the member asked the service to log them out everywhere.
 */
export async function endSessionForService(): Promise<void> {
  await (await authCalls()).callLogout(currentSession()?.deviceCredential ?? null);
  await silentLogout();
}

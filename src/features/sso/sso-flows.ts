import type { SsoTarget } from '../../../contract/auth';
import type { AlertFn } from '../../lib/alert-dialog';
import { koAccount } from '../../lib/i18n/messages-account-ko';
import { hasText } from '../../lib/text-cleanup';
import { callGetEncryptCode, callGetSsoToken, callGyeonggiSsoInfo } from './api/sso-calls';
import { safeReturnUrl, serviceUrl } from './model/service-url';
import { safeReturnPath } from '../../../contract/oidc';

/** What the SSO flows need to know about the member (handed over by the route that composes). */
export interface SsoMember {
  userId: string;
  userKey: string;
  recKey: string;
  certAdminYn: 'Y' | 'N';
  /** The member's name as the session holds it (the auth name ggpoint needs). */
  authName: string;
}

/**
 * Spec §5: the reading point (ggpoint) needs a non-empty auth name and user key, else
 * '허가되지않은 접근입니다.'; and a verified resident (cert Y), else '독서포인트를 이용하기 위해선
 * 도민인증이 필요합니다.'. The other services need nothing more than the session. Empty is spec §5's
 * (blank and NULL count as empty).
 */
export function serviceRefusal(target: SsoTarget, member: SsoMember): string | null {
  if (target !== 'ggpoint') return null;
  if (!hasText(member.authName) || !hasText(member.userKey)) return koAccount.sso.forbidden;
  if (member.certAdminYn !== 'Y') return koAccount.sso.needCitizen;
  return null;
}

export type ServiceUrlResult = { kind: 'ok'; url: string } | { kind: 'error'; message: string };

const OFFLINE = '네트워크에 연결되어 있지 않습니다. 연결을 확인한 뒤 다시 시도해 주세요.';

/**
 * The SSO token flow (spec §4, §7): ggpoint asks gyeonggissoinfo for a proof first; every
 * target then gets a token from getssotoken, appended to REDIRECT_URL.
 */
export async function requestServiceUrl(target: SsoTarget, member: SsoMember): Promise<ServiceUrlResult> {
  const refusal = serviceRefusal(target, member);
  if (refusal) return { kind: 'error', message: refusal };
  let password: string | undefined;
  let id = member.userId;
  if (target === 'ggpoint') {
    const info = await callGyeonggiSsoInfo(member.userKey);
    if (info.kind === 'offline') return { kind: 'error', message: OFFLINE };
    if (info.kind === 'failed') return { kind: 'error', message: info.message ?? koAccount.sso.linkFailed };
    id = info.value.userId;
    password = info.value.proof;
  }
  const token = await callGetSsoToken({ id, userKey: member.userKey, dominYn: member.certAdminYn, target, ...(password ? { password } : {}) });
  if (token.kind === 'offline') return { kind: 'error', message: OFFLINE };
  if (token.kind === 'failed') return { kind: 'error', message: token.message ?? koAccount.sso.linkFailed };
  return { kind: 'ok', url: serviceUrl(token.value.redirectUrl, target, token.value.token) };
}

/**
 * From an existing session the service opens in a new tab (spec §4). The tab is opened inside
 * the click so the browser allows it, then pointed at the service once the token arrives.
 */
export function openServiceInNewTab(target: SsoTarget, member: SsoMember, alert: AlertFn): void {
  // Refused before any tab opens: no blank tab left behind.
  const refusal = serviceRefusal(target, member);
  if (refusal) {
    void alert(refusal);
    return;
  }
  // Offline: said here, with no tab opened (on a phone a blank tab hid the message behind it).
  if (!navigator.onLine) {
    void alert(OFFLINE);
    return;
  }
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  pointTabAtService(tab, target, member, alert);
}

/**
 * Points a tab the member's click has already opened at the service once its token arrives, or
 * closes it and says why. Without a tab (a blocked popup) the page itself goes.
 */
export function pointTabAtService(tab: Window | null, target: SsoTarget, member: SsoMember, alert: AlertFn): void {
  // A caller that opened the tab before asking (to stay inside the click) still meets the refusal.
  const refusal = serviceRefusal(target, member);
  if (refusal) {
    tab?.close();
    void alert(refusal);
    return;
  }
  void requestServiceUrl(target, member).then((result) => {
    if (result.kind === 'ok') {
      if (tab) tab.location.href = result.url;
      else window.location.assign(result.url);
      return;
    }
    tab?.close();
    void alert(result.message);
  });
}

export type SsoLogoutDecision = { kind: 'logout'; returnTo: string } | { kind: 'refuse'; message: string; returnTo: string };

/**
 * SSO logout (spec §4): the key must be the current member's record key; then the session ends
 * and the member goes back to the service. A visitor is already logged out: just go back.
 */
export function decideSsoLogout(key: string | undefined, member: SsoMember | null, redirect: string | undefined): SsoLogoutDecision {
  const returnTo = safeReturnUrl(redirect) ?? '/';
  if (!key) return { kind: 'refuse', message: koAccount.sso.keyMissing, returnTo: '/' };
  if (!member) return { kind: 'logout', returnTo };
  if (key !== member.recKey) return { kind: 'refuse', message: koAccount.sso.tokenInvalid, returnTo: '/' };
  return { kind: 'logout', returnTo };
}

/**
 * The account merge's SSO logout (/merge-user/sso-logout, spec §2, §4): the same key rule, but
 * it ends in the merge flow. Only a same-origin path inside /merge-user/ is followed (checked
 * by the contract's safeReturnPath: no other site, no '//', no encoded tricks); anything else,
 * and every refusal, goes to /merge-user/login.
 */
export function decideMergeSsoLogout(key: string | undefined, member: SsoMember | null, redirect: string | undefined): SsoLogoutDecision {
  const safe = redirect ? safeReturnPath(redirect) : null;
  const returnTo = safe && safe.startsWith('/merge-user/') ? safe : MERGE_LOGIN;
  const decision = decideSsoLogout(key, member, undefined);
  return decision.kind === 'refuse' ? { ...decision, returnTo: MERGE_LOGIN } : { kind: 'logout', returnTo };
}

const MERGE_LOGIN = '/merge-user/login';

/** The cyber library's variant: a code stands for the record key (getencryptcode). */
export async function resolveLogoutCode(code: string | undefined): Promise<{ kind: 'key'; key: string } | { kind: 'refuse'; message: string }> {
  if (!code) return { kind: 'refuse', message: koAccount.sso.codeEmpty };
  const answer = await callGetEncryptCode(code);
  if (answer.kind === 'ok') return { kind: 'key', key: answer.value };
  return { kind: 'refuse', message: answer.kind === 'offline' ? OFFLINE : koAccount.sso.codeMismatch };
}

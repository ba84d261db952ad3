import type { SsoTarget } from '../../../../contract/auth';
import type { LoginSearch } from './login-search';

export type { LoginSearch } from './login-search';

export interface MemberFacts {
  certAdminYn: 'Y' | 'N';
  /** Auth name (the member's name) and user key: ggpoint needs both (spec §5). */
  hasAuthName: boolean;
  hasUserKey: boolean;
}

export type LoginRedirect =
  | { kind: 'sso'; target: SsoTarget }
  | { kind: 'alert-then'; message: string; to: string }
  /** Alert, then the previous page of the app, or / when /login was the first (spec §5). */
  | { kind: 'alert-back'; message: string }
  | { kind: 'welaa-sync' }
  | { kind: 'path'; to: string };

export const CITIZEN_STEP1 = '/gyeonggi-citizen/citizen-verification01?target=ggpoint-check';

/**
 * Where a logged-in member on /login goes (spec §4): ggpoint with certAdminYn Y → SSO, without
 * → alert and citizen verification; ggcyber/ggdelivery/ggebook → SSO; syncto welaa → sync;
 * else the page they came for, or /mypage/mypage-info.
 */
export function decideLoginRedirect(search: LoginSearch, member: MemberFacts, messages: { needCitizen: string; forbidden: string }): LoginRedirect {
  if (search.target === 'ggpoint') {
    if (!member.hasAuthName || !member.hasUserKey) return { kind: 'alert-back', message: messages.forbidden };
    if (member.certAdminYn !== 'Y') return { kind: 'alert-then', message: messages.needCitizen, to: CITIZEN_STEP1 };
    return { kind: 'sso', target: 'ggpoint' };
  }
  if (search.target) return { kind: 'sso', target: search.target };
  if (search.syncto === 'welaa') return { kind: 'welaa-sync' };
  return { kind: 'path', to: search.returnTo ?? '/mypage/mypage-info' };
}

import type { SsoMember } from '../../features/sso/sso-flows';
import type { MemberSession } from '../../features/session/model/session-state';

/** The member facts the SSO flows need, taken from the session (routes compose features). */
export function toSsoMember(session: MemberSession): SsoMember {
  return {
    userId: session.user.USER_ID,
    userKey: session.user.USER_KEY,
    recKey: session.user._REC_KEY_,
    certAdminYn: session.user.certAdminYn,
    authName: session.user.USER_NAME,
  };
}

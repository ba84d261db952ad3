import type { MemberGate } from '../../features/library-service/components/library-service-parts';
import { LibraryBlock } from '../../features/library-info/components/library-block';
import { useSession } from '../../features/session/use-session';
import { openServiceInNewTab } from '../../features/sso/sso-flows';
import { showAlert } from '../../lib/alert-dialog';
import { toSsoMember } from '../-shared/session-bridge';

/**
 * What the library-service pages need of the session and the SSO hub: a member opens a sister
 * service in a new tab, signed in (the SSO feature's opener); a visitor gets the login back to
 * `returnTo`.
 */
export function useMemberGate(returnTo: string): MemberGate {
  const session = useSession();
  if (session.status !== 'member') return { kind: 'visitor', returnTo };
  const member = toSsoMember(session.session);
  return { kind: 'member', openService: (target) => openServiceInNewTab(target, member, showAlert) };
}

/** The digital room's hours from the library's facts, where the on-site e-resources are read. */
export const DIGITAL_ROOM_HOURS = <LibraryBlock args={['hours', 'DIGITAL']} />;

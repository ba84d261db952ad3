import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { MembersOnlyOutlet } from '../-shared/members-only';
import { holdsJoinCertification } from '../../features/account/join-citizen';
import { useSession } from '../../features/session/use-session';
import { sessionStore } from '../../features/session/session-store';
import { showAlert } from '../../lib/alert-dialog';
import { ko } from '../../lib/i18n/messages-ko';
import { requireMember } from '../-shared/guards';

/**
 * Resident verification needs login, or certification data (spec §6: a person joining whose
 * identity certification is still good). A member already verified is sent back to the my page
 * from every step but the first, which handles its own message (spec §4).
 */
export const Route = createFileRoute('/gyeonggi-citizen')({
  beforeLoad: async ({ location, preload }) => {
    if (sessionStore.getSnapshot().status !== 'member') {
      // Loaded only here: the join's stored draft is no part of the first page's code.
      const { holdsJoinCertification: holds } = await import('../../features/account/join-citizen');
      if (holds()) return;
    }
    await requireMember({ location, preload });
    const state = sessionStore.getSnapshot();
    const verified = state.status === 'member' && state.session.user.certAdminYn === 'Y';
    if (verified && !location.pathname.endsWith('/citizen-verification01')) {
      if (!preload) await showAlert(ko.session.alreadyVerifiedBack);
      throw redirect({ to: '/mypage/mypage-info' });
    }
  },
  component: function CitizenLayout() {
    const session = useSession();
    return session.status !== 'member' && holdsJoinCertification() ? <Outlet /> : <MembersOnlyOutlet />;
  },
});

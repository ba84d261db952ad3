import { createFileRoute, redirect } from '@tanstack/react-router';
import { MembersOnlyOutlet } from '../-shared/members-only';
import { sessionStore } from '../../features/session/session-store';
import { ko } from '../../lib/i18n/messages-ko';
import { requireMember } from '../-shared/guards';

/**
 * Resident verification needs login (spec §6). A member already verified is sent back to the
 * my page from every step but the first, which handles its own message (spec §4).
 */
export const Route = createFileRoute('/gyeonggi-citizen')({
  beforeLoad: ({ location, preload }) => {
    requireMember({ location, preload });
    const state = sessionStore.getSnapshot();
    const verified = state.status === 'member' && state.session.user.certAdminYn === 'Y';
    if (verified && !location.pathname.endsWith('/citizen-verification01')) {
      if (!preload) window.alert(ko.session.alreadyVerifiedBack);
      throw redirect({ to: '/mypage/mypage-info' });
    }
  },
  component: MembersOnlyOutlet,
});

import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { sessionStore } from '../../../features/session/session-store';
import { showAlert } from '../../../lib/alert-dialog';
import { ko } from '../../../lib/i18n/messages-ko';

/**
 * /merge-user/gyeonggi-citizen/* (spec §2, §4, §6): resident verification inside the merge — for
 * the kept account after the merge, or for the account being made by the merge's join (a visitor
 * whose join certification is still good). Anyone else goes to /merge-user/login; an already
 * verified member is sent to the merge's 회원정보 from every step but the first (which says so).
 */
export const Route = createFileRoute('/merge-user/gyeonggi-citizen')({
  beforeLoad: async ({ location, preload }) => {
    const state = sessionStore.getSnapshot();
    if (state.status !== 'member') {
      const { holdsJoinCertification } = await import('../../../features/account/join-citizen');
      if (holdsJoinCertification()) return;
      throw redirect({ to: '/merge-user/login', replace: true });
    }
    if (state.session.user.certAdminYn === 'Y' && !location.pathname.endsWith('/citizen-verification01')) {
      if (!preload) await showAlert(ko.session.alreadyVerifiedBack);
      throw redirect({ to: '/merge-user/mypage/mypage-info' });
    }
  },
  component: Outlet,
});

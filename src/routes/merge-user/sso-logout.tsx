import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { endSessionForService } from '../../features/session/session-actions';
import { useSession } from '../../features/session/use-session';
import { SsoLogoutStatus } from '../../features/sso/components/sso-logout-status';
import { decideMergeSsoLogout } from '../../features/sso/sso-flows';
import { showAlert } from '../../lib/alert-dialog';
import { searchSchema, text } from '../../lib/search-schema';
import { toSsoMember } from '../-shared/session-bridge';

/**
 * /merge-user/sso-logout?key={REC_KEY}&redirect=…: a sister service logs the member out during a
 * merge (spec §2, §4). As /sso-logout, but it ends in the merge flow: /merge-user/login, or a
 * /merge-user/ page named by redirect (same origin only; anything else is not followed).
 */
export const Route = createFileRoute('/merge-user/sso-logout')({
  validateSearch: searchSchema({ key: text({ max: 200 }), redirect: text({ max: 2000 }) }),
  component: function MergeSsoLogoutRoute() {
    const search = Route.useSearch();
    const session = useSession();
    const started = useRef(false);
    useEffect(() => {
      if (started.current) return;
      started.current = true;
      const member = session.status === 'member' ? toSsoMember(session.session) : null;
      const decision = decideMergeSsoLogout(search.key, member, search.redirect);
      if (decision.kind === 'refuse') {
        void showAlert(decision.message).then(() => window.location.replace(decision.returnTo));
        return;
      }
      void (member ? endSessionForService() : Promise.resolve()).then(() => window.location.replace(decision.returnTo));
    }, [search, session]);
    return <SsoLogoutStatus />;
  },
});

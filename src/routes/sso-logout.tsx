import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { endSessionForService } from '../features/session/session-actions';
import { useSession } from '../features/session/use-session';
import { decideSsoLogout } from '../features/sso/sso-flows';
import { showAlert } from '../lib/alert-dialog';
import { searchSchema, text } from '../lib/search-schema';
import { toSsoMember } from './-shared/session-bridge';
import { SsoLogoutStatus } from '../features/sso/components/sso-logout-status';

/** /sso-logout?key={REC_KEY}&redirect=…: a sister service logs the member out here too (spec §4). */
export const Route = createFileRoute('/sso-logout')({
  validateSearch: searchSchema({ key: text({ max: 200 }), redirect: text({ max: 2000 }) }),
  component: SsoLogoutPage,
});

function SsoLogoutPage() {
  const search = Route.useSearch();
  const session = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const member = session.status === 'member' ? toSsoMember(session.session) : null;
    const decision = decideSsoLogout(search.key, member, search.redirect);
    if (decision.kind === 'refuse') {
      // Back once the alert is closed, as the browser's alert held the page.
      void showAlert(decision.message).then(() => window.location.replace(decision.returnTo));
      return;
    }
    void endSessionForService().then(() => window.location.replace(decision.returnTo));
  }, [search, session]);
  return <SsoLogoutStatus />;
}

import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { endSessionForService } from '../features/session/session-actions';
import { useSession } from '../features/session/use-session';
import { decideSsoLogout, resolveLogoutCode } from '../features/sso/sso-flows';
import { showAlert } from '../lib/alert-dialog';
import { koAccount } from '../lib/i18n/messages-account-ko';
import { searchSchema, text } from '../lib/search-schema';
import { toSsoMember } from './-shared/session-bridge';
import { SsoLogoutStatus } from '../features/sso/components/sso-logout-status';

/** /cyber-sso-logout?code=…: the cyber library's logout, whose code stands for the record key. */
export const Route = createFileRoute('/cyber-sso-logout')({
  validateSearch: searchSchema({ code: text({ max: 200 }), redirect: text({ max: 2000 }) }),
  component: CyberSsoLogoutPage,
});

function CyberSsoLogoutPage() {
  const search = Route.useSearch();
  const session = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const member = session.status === 'member' ? toSsoMember(session.session) : null;
    void (async () => {
      const resolved = await resolveLogoutCode(search.code);
      if (resolved.kind === 'refuse') {
        await showAlert(resolved.message);
        window.location.replace('/');
        return;
      }
      const decision = decideSsoLogout(resolved.key, member, search.redirect);
      if (decision.kind === 'refuse') {
        await showAlert(koAccount.sso.codeMismatch);
        window.location.replace(decision.returnTo);
        return;
      }
      await endSessionForService();
      window.location.replace(decision.returnTo);
    })();
  }, [search, session]);
  return <SsoLogoutStatus />;
}

import { Outlet, useRouterState } from '@tanstack/react-router';
import { RouteLink } from '../../components/ui/route-link';
import { useSession } from '../../features/session/use-session';
import { ko } from '../../lib/i18n/messages-ko';
import { koAccount } from '../../lib/i18n/messages-account-ko';
import { loginLink } from '../../links/account-links';

/**
 * Layout of members-only sections. The guard stops visitors at the door; this covers a session
 * that ends while the page is open (expired elsewhere, silent logout): a clear way back in
 * instead of an empty page.
 */
export function MembersOnlyOutlet() {
  const session = useSession();
  const href = useRouterState({ select: (state) => state.location.href });
  if (session.status === 'member') return <Outlet />;
  return (
    <div className="container narrow">
      <h1 className="page-title">{koAccount.login.title}</h1>
      <p className="notice">{ko.session.notLoggedIn}</p>
      <div className="form-actions">
        <RouteLink className="button" {...loginLink(href)}>
          {koAccount.login.submit}
        </RouteLink>
      </div>
    </div>
  );
}

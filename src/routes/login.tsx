import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { callWelaaSync } from '../features/session/api/member-calls';
import { LoginForm } from '../features/session/components/login-form';
import { decideLoginRedirect, loginSearch, type LoginSearch } from '../features/session/model/login-redirect';
import type { MemberSession } from '../features/session/model/session-state';
import { useSession } from '../features/session/use-session';
import { requestServiceUrl } from '../features/sso/sso-flows';
import { HrefLink } from '../components/ui/href-link';
import { ko } from '../lib/i18n/messages-ko';
import { koAccount } from '../lib/i18n/messages-account-ko';
import { useDocumentTitle } from '../lib/use-document-title';
import { toSsoMember } from './-session-bridge';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  const session = useSession();
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const handled = useRef(false);
  useDocumentTitle(koAccount.login.title, ko.app.name);

  useEffect(() => {
    if (session.status !== 'member' || handled.current) return;
    handled.current = true;
    void followRedirect(session.session, search, {
      status: setStatus,
      // The redirect table's addresses (the guarded page's returnTo among them) are text.
      go: (href) => void navigate({ href, replace: true }),
      home: () => void navigate({ to: '/', replace: true }),
      welaa: (syncCheck) => void navigate({ to: '/welaa', search: { syncCheck }, replace: true }),
    });
  }, [session, search, navigate]);

  const service = search.target ? koAccount.sso.services[search.target] : null;
  return (
    <div className="container narrow">
      <h1 className="page-title">{koAccount.login.title}</h1>
      {session.status === 'member' ? (
        <p role="status" className="notice">
          {status || koAccount.login.redirecting}
        </p>
      ) : (
        <>
          <p className="page-intro">{koAccount.login.intro}</p>
          <LoginForm notice={service ? koAccount.login.serviceNotice(service) : undefined} onLoggedIn={() => undefined} />
          <p className="login-page__join">
            {/* No route for the join pages in this app yet (spec §2 lists them): a plain address. */}
            <HrefLink href="/join/join-step01">{koAccount.login.join}</HrefLink>
          </p>
        </>
      )}
    </div>
  );
}

/** Spec §4: where a logged-in member on /login goes; SSO in the same window. */
interface RedirectUi {
  status: (text: string) => void;
  go: (href: string) => void;
  home: () => void;
  welaa: (syncCheck: 'Y' | 'N') => void;
}

async function followRedirect(session: MemberSession, search: LoginSearch, ui: RedirectUi): Promise<void> {
  const user = session.user;
  const decision = decideLoginRedirect(
    search,
    { certAdminYn: user.certAdminYn, hasAuthName: user.USER_NAME.trim() !== '', hasUserKey: user.USER_KEY.trim() !== '' },
    { needCitizen: koAccount.sso.needCitizen, forbidden: koAccount.sso.forbidden },
  );
  switch (decision.kind) {
    case 'sso': {
      ui.status(koAccount.sso.opening(koAccount.sso.services[decision.target]));
      const result = await requestServiceUrl(decision.target, toSsoMember(session));
      if (result.kind === 'ok') {
        window.location.assign(result.url);
        return;
      }
      window.alert(result.message);
      ui.home();
      return;
    }
    case 'alert-then':
      window.alert(decision.message);
      ui.go(decision.to);
      return;
    case 'welaa-sync': {
      const sync = await callWelaaSync(user.USER_KEY);
      if (sync === null) {
        window.alert(koAccount.sso.linkFailed);
        ui.home();
        return;
      }
      ui.welaa(sync);
      return;
    }
    case 'path':
      ui.go(decision.to);
  }
}

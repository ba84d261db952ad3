import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { SsoTarget } from '../../../../contract/auth';
import { RouteLink } from '../../../components/ui/route-link';
import { findInfoLink, joinLink } from '../../../links/account-links';
import { showAlert } from '../../../lib/alert-dialog';
import { ko } from '../../../lib/i18n/messages-ko';
import { koAccount } from '../../../lib/i18n/messages-account-ko';
import { koAnyId } from '../../../lib/i18n/messages-anyid-ko';
import { koSocial } from '../../../lib/i18n/messages-social-ko';
import { backOr } from '../../../lib/history-back';
import { hasText } from '../../../lib/text-cleanup';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { callWelaaSync } from '../api/member-calls';
import { decideLoginRedirect, type LoginSearch } from '../model/login-redirect';
import type { MemberSession } from '../model/session-state';
import { useSession } from '../use-session';
import { LoginForm } from './login-form';
import '../anyid/anyid.css';

/** A sister service's address for this member (the SSO feature's, handed in by the route). */
export type OpenService = (target: SsoTarget, session: MemberSession) => Promise<{ kind: 'ok'; url: string } | { kind: 'error'; message: string }>;

/**
 * /login: the form for a visitor; for a member (just logged in, or arriving logged in) the
 * redirect table of spec §4, SSO in the same window.
 */
export function LoginPage({ search, openService }: { search: LoginSearch; openService: OpenService }) {
  const session = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  const [status, setStatus] = useState('');
  const handled = useRef(false);
  useDocumentTitle(koAccount.login.title, ko.app.name);

  useEffect(() => {
    if (session.status !== 'member' || handled.current) return;
    handled.current = true;
    void followRedirect(session.session, search, openService, {
      status: setStatus,
      // The redirect table's addresses (the guarded page's returnTo among them) are text.
      go: (href) => void navigate({ href, replace: true }),
      home: () => void navigate({ to: '/', replace: true }),
      back: () => backOr(router.history, () => void navigate({ to: '/', replace: true })),
      welaa: (syncCheck) => void navigate({ to: '/welaa', search: { syncCheck }, replace: true }),
    });
  }, [session, search, navigate, openService, router]);

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
          <p className="anyid-divider">{koAnyId.or}</p>
          {/* The same query goes along: after Any-ID the redirect table of this page runs as after the form. */}
          <RouteLink to="/login/anyId" search={{ target: search.target, syncto: search.syncto, returnTo: search.returnTo }} className="anyid-button">
            <span>{koAnyId.loginButton}</span>
            <span className="anyid-button__hint">{koAnyId.loginButtonHint}</span>
          </RouteLink>
          <RouteLink to="/sns-callback/naver-login" search={{ target: search.target, syncto: search.syncto, returnTo: search.returnTo }} className="naver-button">
            <span>{koSocial.naverLogin.loginButton}</span>
            <span className="anyid-button__hint">{koSocial.naverLogin.loginButtonHint}</span>
          </RouteLink>
          <p className="login-page__join">
            <RouteLink {...findInfoLink()}>{koAccount.login.findInfo}</RouteLink>
          </p>
          <p className="login-page__join">
            <RouteLink {...joinLink()}>{koAccount.login.join}</RouteLink>
          </p>
        </>
      )}
    </div>
  );
}

interface RedirectUi {
  status: (text: string) => void;
  go: (href: string) => void;
  home: () => void;
  /** The app's previous page, or / on the first page. */
  back: () => void;
  welaa: (syncCheck: 'Y' | 'N') => void;
}

/** Spec §4: where a logged-in member on /login goes; SSO in the same window. */
async function followRedirect(session: MemberSession, search: LoginSearch, openService: OpenService, ui: RedirectUi): Promise<void> {
  const user = session.user;
  const decision = decideLoginRedirect(
    search,
    { certAdminYn: user.certAdminYn, hasAuthName: hasText(user.USER_NAME), hasUserKey: hasText(user.USER_KEY) },
    { needCitizen: koAccount.sso.needCitizen, forbidden: koAccount.sso.forbidden },
  );
  switch (decision.kind) {
    case 'sso': {
      ui.status(koAccount.sso.opening(koAccount.sso.services[decision.target]));
      const result = await openService(decision.target, session);
      if (result.kind === 'ok') {
        window.location.assign(result.url);
        return;
      }
      await showAlert(result.message);
      ui.home();
      return;
    }
    case 'alert-then':
      await showAlert(decision.message);
      ui.go(decision.to);
      return;
    case 'alert-back':
      await showAlert(decision.message);
      ui.back();
      return;
    case 'welaa-sync': {
      const sync = await callWelaaSync(user.USER_KEY);
      if (sync === null) {
        await showAlert(koAccount.sso.linkFailed);
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

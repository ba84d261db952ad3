import { useEffect, useId, useRef, useState } from 'react';
import { SOCIAL_LOGIN_PAGES, type SocialLoginProvider } from '../../../../contract/oidc';
import { RouteLink } from '../../../components/ui/route-link';
import { koAccount } from '../../../lib/i18n/messages-account-ko';
import { koAnyId } from '../../../lib/i18n/messages-anyid-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { koSocial } from '../../../lib/i18n/messages-social-ko';
import { takeOidcReturn } from '../../../lib/oidc-return';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { savePendingAnyId, signInPagePath, takePendingAnyId } from '../anyid/anyid-flow';
import type { LoginSearch } from '../model/login-search';
import type { SignInWords } from '../oidc/sign-in-return';
import { UnlinkedChoices } from '../oidc/unlinked-choices';
import { useSignInOutcome } from '../oidc/use-sign-in-outcome';
import { useSession } from '../use-session';
import '../anyid/anyid.css';

/** The server address that starts the provider's login and comes back to its callback page with this query. */
export const socialLoginStartUrl = (provider: SocialLoginProvider, search: LoginSearch): string =>
  `/oidc/login/${provider}?returnTo=${encodeURIComponent(signInPagePath(SOCIAL_LOGIN_PAGES[provider], search))}`;

/**
 * /sns-callback/naver-login (start and finish) and /sns-callback/naver (where naver's answer comes
 * back): 네이버로 로그인. The whole window goes to naver and back; the callback's answer is settled
 * as on /login/anyId (the ticket traded, then on as from /login; an unlinked account offered the
 * join or a library login that links it; a refusal said in Korean).
 */
export function SocialLoginPage({ provider, search }: { provider: SocialLoginProvider; search: LoginSearch }) {
  const session = useSession();
  const name = koSocial.names[provider];
  const words = koSocial.naverLogin;
  const signInWords: SignInWords = { errors: koSocial.errors(name), otherError: koSocial.otherError(name), offline: koSocial.offline, ticketFailed: words.ticketFailed };
  const { view, setView, alertRef, headingRef, proceed, settle, link, busy, alert } = useSignInOutcome(search, signInWords);
  const [autoLogin, setAutoLogin] = useState(false);
  const ran = useRef(false);
  const autoHintId = useId();
  useDocumentTitle(words.title, ko.app.name);
  const settleRef = useRef(settle);
  settleRef.current = settle;

  // What the callback left in the address (once); otherwise a member goes on at once.
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const outcome = takeOidcReturn();
    if (outcome.kind === 'none') {
      if (session.status === 'member') proceed();
      return;
    }
    const pending = takePendingAnyId(sessionStorage, Date.now());
    void settleRef.current(outcome, pending?.autoLogin ?? false);
  }, [session.status, proceed]);

  const start = () => {
    savePendingAnyId(sessionStorage, { autoLogin, startedAt: Date.now() });
    window.location.assign(socialLoginStartUrl(provider, search));
  };

  const service = search.target ? koAccount.sso.services[search.target] : null;
  const unlinkedWords = koSocial.unlinked(name);
  const status = view.kind === 'checking' ? words.checking : view.kind === 'unlinked' && view.step === 'linking' ? unlinkedWords.linking : '';

  return (
    <div className="container narrow" aria-busy={busy}>
      <h1 className="page-title" tabIndex={-1}>
        {words.title}
      </h1>
      <div ref={alertRef} tabIndex={-1} role="alert" className={alert ? 'form-error' : 'sr-only'}>
        {alert}
      </div>
      <p role="status" className={status ? 'notice' : 'sr-only'}>
        {status}
      </p>
      {view.kind === 'unlinked' ? (
        <UnlinkedChoices
          step={view.step}
          name={view.name}
          words={unlinkedWords}
          headingRef={headingRef}
          onLoggedIn={(member) => void link(member, view.ticket, view.name)}
          onContinue={proceed}
          onRetry={() => setView({ kind: 'start' })}
        />
      ) : (
        <>
          <p className="page-intro">{words.intro}</p>
          {service ? <p className="notice">{words.serviceNotice(service)}</p> : null}
          <div className="anyid-page__start">
            <label className="checkbox">
              <input type="checkbox" checked={autoLogin} aria-describedby={autoHintId} onChange={(event) => setAutoLogin(event.target.checked)} />
              {koAnyId.autoLogin}
            </label>
            <p id={autoHintId} className="field__hint">
              {koAnyId.autoLoginHint}
            </p>
            <button type="button" className="naver-button" disabled={busy} onClick={start}>
              {view.kind === 'failed' ? words.retry : words.start}
            </button>
            <p className="field__hint">{words.note}</p>
          </div>
          <p className="login-page__join">
            <RouteLink to="/login" search={{ target: search.target, syncto: search.syncto, returnTo: search.returnTo }}>
              {words.passwordLogin}
            </RouteLink>
          </p>
        </>
      )}
    </div>
  );
}

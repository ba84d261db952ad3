import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
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
import type { MemberSession } from '../model/session-state';
import { linkUnlinked, settleSignIn, type SignInWords } from '../oidc/sign-in-return';
import { UnlinkedChoices, type UnlinkedStep } from '../oidc/unlinked-choices';
import { useSession } from '../use-session';
import '../anyid/anyid.css';

type View =
  | { kind: 'start' }
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  | { kind: 'unlinked'; ticket: string; name: string; step: UnlinkedStep; message?: string };

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
  const navigate = useNavigate();
  const name = koSocial.names[provider];
  const words = koSocial.naverLogin;
  const signInWords: SignInWords = { errors: koSocial.errors(name), otherError: koSocial.otherError(name), offline: koSocial.offline, ticketFailed: words.ticketFailed };
  const signInWordsRef = useRef(signInWords);
  const [view, setView] = useState<View>({ kind: 'start' });
  const [autoLogin, setAutoLogin] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ran = useRef(false);
  const autoHintId = useId();
  useDocumentTitle(words.title, ko.app.name);

  const proceed = useCallback(() => {
    void navigate({ to: '/login', search: { target: search.target, syncto: search.syncto, returnTo: search.returnTo }, replace: true });
  }, [navigate, search]);

  const fail = useCallback((message: string) => {
    setView({ kind: 'failed', message });
    requestAnimationFrame(() => alertRef.current?.focus());
  }, []);

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
    if (outcome.kind !== 'error') setView({ kind: 'checking' });
    void settleSignIn(outcome, pending?.autoLogin ?? false, signInWordsRef.current).then((settled) => {
      if (!settled) return;
      if (settled.kind === 'logged-in') return proceed();
      if (settled.kind === 'failed') return fail(settled.message);
      if (settled.kind === 'expired') return setView({ kind: 'unlinked', ticket: settled.ticket, name: '', step: 'expired' });
      setView({ kind: 'unlinked', ticket: settled.ticket, name: settled.name, step: 'choose' });
      requestAnimationFrame(() => headingRef.current?.focus());
    });
  }, [session.status, proceed, fail]);

  const start = () => {
    savePendingAnyId(sessionStorage, { autoLogin, startedAt: Date.now() });
    window.location.assign(socialLoginStartUrl(provider, search));
  };

  const link = async (member: MemberSession, ticket: string, person: string) => {
    setView({ kind: 'unlinked', ticket, name: person, step: 'linking' });
    const linked = await linkUnlinked(member.user.USER_KEY, ticket, signInWords);
    setView(linked.ok ? { kind: 'unlinked', ticket, name: person, step: 'linked' } : { kind: 'unlinked', ticket, name: person, step: 'choose', message: linked.message });
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const service = search.target ? koAccount.sso.services[search.target] : null;
  const unlinkedWords = koSocial.unlinked(name);
  const busy = view.kind === 'checking' || (view.kind === 'unlinked' && view.step === 'linking');
  const status = view.kind === 'checking' ? words.checking : view.kind === 'unlinked' && view.step === 'linking' ? unlinkedWords.linking : '';
  const alert = view.kind === 'failed' ? view.message : view.kind === 'unlinked' && view.message ? view.message : '';

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

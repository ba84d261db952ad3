import { useEffect, useId, useRef, useState } from 'react';
import { RouteLink } from '../../../components/ui/route-link';
import { koAccount } from '../../../lib/i18n/messages-account-ko';
import { koAnyId } from '../../../lib/i18n/messages-anyid-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { takeOidcReturn } from '../../../lib/oidc-return';
import type { LoginSearch } from '../model/login-search';
import type { SignInWords } from '../oidc/sign-in-return';
import { UnlinkedChoices } from '../oidc/unlinked-choices';
import { useSignInOutcome } from '../oidc/use-sign-in-outcome';
import { useSession } from '../use-session';
import {
  ANYID_POPUP_FEATURES,
  ANYID_POPUP_MEDIA,
  ANYID_POPUP_NAME,
  acceptAnyIdMessage,
  anyIdMessage,
  anyIdStartUrl,
  savePendingAnyId,
  takePendingAnyId,
} from './anyid-flow';
import './anyid.css';

const SIGN_IN_WORDS: SignInWords = { errors: koAnyId.errors, otherError: koAnyId.otherError, offline: koAnyId.offline, ticketFailed: koAnyId.ticketFailed };
const UNLINKED_WORDS = { ...koAnyId.unlinked, retry: koAnyId.retry };

/** The window that opened this one, when it is this site's. */
function sameOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return null;
  try {
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/**
 * /login/anyId (spec §2, §7): 경기도 통합인증(Any-ID) login. The button opens Any-ID in a 700×740
 * popup on a wide screen (the whole window on a phone, or when the popup is blocked); the server
 * checks Any-ID's answer and comes back here with a one-time ticket in the fragment, which this
 * page trades for the same answer a password login gives. A member then goes on as from /login
 * (target, syncto, returnTo: the login page's redirect table). An Any-ID account no member has is
 * told so, with the join and the link to a library account.
 */
export function AnyIdPage({ search }: { search: LoginSearch }) {
  const session = useSession();
  const { view, setView, alertRef, headingRef, proceed, settle, link, busy, alert } = useSignInOutcome(search, SIGN_IN_WORDS);
  const [autoLogin, setAutoLogin] = useState(false);
  const popupRef = useRef<Window | null>(null);
  const ran = useRef(false);
  const autoHintId = useId();
  useDocumentTitle(koAnyId.title, ko.app.name);

  const settleRef = useRef(settle);
  settleRef.current = settle;
  const autoLoginRef = useRef(autoLogin);
  autoLoginRef.current = autoLogin;

  // What the server's callback left in the address (once): handed to the opener in a popup, else settled here.
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    // Read once and removed from the address: the ticket must not stay in the bar, the history or a bookmark.
    const outcome = takeOidcReturn();
    if (outcome.kind !== 'none') {
      const opener = sameOriginOpener();
      if (opener) {
        opener.postMessage(anyIdMessage(outcome), window.location.origin);
        setView({ kind: 'handed-back' });
        window.close();
        return;
      }
      const pending = takePendingAnyId(sessionStorage, Date.now());
      void settleRef.current(outcome, pending?.autoLogin ?? false);
      return;
    }
    if (session.status === 'member') proceed();
  }, [session.status, proceed, setView]);

  // The popup's answer: only from this origin and the window this page opened.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const outcome = acceptAnyIdMessage(event, { origin: window.location.origin, source: popupRef.current });
      if (!outcome) return;
      popupRef.current = null;
      void settleRef.current(outcome, autoLoginRef.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // A popup closed without an answer: said, so nobody waits (a late answer is still taken).
  useEffect(() => {
    if (view.kind !== 'waiting') return;
    let grace: number | undefined;
    const timer = window.setInterval(() => {
      const popup = popupRef.current;
      if (popup?.closed && grace === undefined) {
        window.clearInterval(timer);
        grace = window.setTimeout(() => setView((current) => (current.kind === 'waiting' ? { kind: 'closed' } : current)), 1000);
      }
    }, 500);
    return () => {
      window.clearInterval(timer);
      if (grace !== undefined) window.clearTimeout(grace);
    };
  }, [view.kind, setView]);

  useEffect(() => () => popupRef.current?.close(), []);

  const start = () => {
    const url = anyIdStartUrl(search);
    // Opened inside the click (a popup opened later is blocked); the server redirects it to Any-ID.
    if (window.matchMedia(ANYID_POPUP_MEDIA).matches) {
      const popup = window.open(url, ANYID_POPUP_NAME, ANYID_POPUP_FEATURES);
      if (popup && !popup.closed) {
        popupRef.current = popup;
        popup.focus();
        setView({ kind: 'waiting' });
        return;
      }
    }
    // A phone, or the popup was blocked: the whole window goes and comes back here.
    savePendingAnyId(sessionStorage, { autoLogin, startedAt: Date.now() });
    window.location.assign(url);
  };

  const service = search.target ? koAccount.sso.services[search.target] : null;
  const status = view.kind === 'waiting' ? koAnyId.waiting : view.kind === 'closed' ? koAnyId.popupClosed : view.kind === 'checking' ? koAnyId.checking : view.kind === 'unlinked' && view.step === 'linking' ? koAnyId.unlinked.linking : '';

  if (view.kind === 'handed-back') {
    return (
      <div className="container narrow">
        <h1 className="page-title">{koAnyId.title}</h1>
        <p role="status" className="notice">
          {koAnyId.handedBack}
        </p>
        <p>
          <button type="button" className="button" onClick={() => window.close()}>
            {koAnyId.close}
          </button>
        </p>
      </div>
    );
  }

  return (
    <div className="container narrow" aria-busy={busy}>
      <h1 className="page-title" ref={view.kind === 'unlinked' ? undefined : headingRef} tabIndex={-1}>
        {koAnyId.title}
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
          words={UNLINKED_WORDS}
          headingRef={headingRef}
          onLoggedIn={(member) => void link(member, view.ticket, view.name)}
          onContinue={proceed}
          onRetry={() => setView({ kind: 'start' })}
        />
      ) : (
        <>
          <p className="page-intro">{koAnyId.intro}</p>
          {service ? <p className="notice">{koAnyId.serviceNotice(service)}</p> : null}
          <div className="anyid-page__start">
            <label className="checkbox">
              <input type="checkbox" checked={autoLogin} aria-describedby={autoHintId} onChange={(event) => setAutoLogin(event.target.checked)} />
              {koAnyId.autoLogin}
            </label>
            <p id={autoHintId} className="field__hint">
              {koAnyId.autoLoginHint}
            </p>
            <button type="button" className="anyid-button" disabled={busy} onClick={start}>
              {view.kind === 'failed' || view.kind === 'closed' ? koAnyId.retry : koAnyId.start}
            </button>
            <p className="field__hint">{koAnyId.popupNote}</p>
          </div>
          <p className="login-page__join">
            <RouteLink to="/login" search={{ target: search.target, syncto: search.syncto, returnTo: search.returnTo }}>
              {koAnyId.passwordLogin}
            </RouteLink>
          </p>
        </>
      )}
    </div>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { RouteLink } from '../../../components/ui/route-link';
import { ko } from '../../../lib/i18n/messages-ko';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { settleCert } from '../cert-settle';
import { accountPaths, type AccountFlow } from '../model/account-paths';
import { certMessage, parseCertFragment, readPending, saveAnswer } from '../model/cert-flow';

/** The window that opened this one, when it is this site's (a same-origin opener can be read). */
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
 * /join/kmc-result and /join/kmc-ipinresult: where the provider sends the browser back with
 * `#result=<JWS>` (or `#error=…`). The fragment leaves the address bar at once; in a popup the
 * outcome goes to the opener (postMessage to this origin only) and the window closes; in the whole
 * window this page has the server check it and continues where the certification started.
 */
export function CertReturnPage({ flow = 'main' }: { flow?: AccountFlow }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ text: string; handedBack: boolean } | null>(null);
  const ran = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(koJoin.result.title, ko.app.name);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const outcome = parseCertFragment(window.location.hash);
    // The signed result must not stay in the address bar, the history or a bookmark.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const opener = sameOriginOpener();
    if (opener) {
      opener.postMessage(certMessage(outcome), window.location.origin);
      setMessage({ text: koJoin.result.handedBack, handedBack: true });
      window.close();
      return;
    }
    const pending = readPending(sessionStorage, Date.now());
    if (!pending) {
      setMessage({ text: koJoin.result.noPending, handedBack: false });
      return;
    }
    void settleCert(outcome, pending).then((settled) => {
      saveAnswer(sessionStorage, { purpose: pending.purpose, outcome: settled });
      void navigate({ href: pending.continueTo, replace: true });
    });
  }, [navigate]);

  useEffect(() => {
    if (message) headingRef.current?.focus();
  }, [message]);

  return (
    <div className="container narrow">
      <h1 ref={headingRef} tabIndex={-1} className="page-title">
        {koJoin.result.title}
      </h1>
      {message ? (
        <>
          <p role="status" className="notice">
            {message.text}
          </p>
          <p>
            {message.handedBack ? (
              <button type="button" className="button" onClick={() => window.close()}>
                {koJoin.result.close}
              </button>
            ) : (
              <RouteLink className="button" to={accountPaths(flow).step01}>
                {koJoin.result.startAgain}
              </RouteLink>
            )}
          </p>
        </>
      ) : (
        <p role="status" className="notice">
          {koJoin.cert.checking}
        </p>
      )}
    </div>
  );
}

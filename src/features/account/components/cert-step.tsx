import { useEffect, useRef, useState } from 'react';
import type { CertFlow, CertMethod, CertPurpose, CertResultResponse } from '../../../../contract/identity';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { callCertStart } from '../api/account-calls';
import { settleCert } from '../cert-settle';
import { POPUP_FEATURES, POPUP_MEDIA, POPUP_NAME, acceptCertMessage, clearPending, savePending, takeAnswer, type CertOutcome } from '../model/cert-flow';

export interface CertStepProps {
  purpose: CertPurpose;
  /** The in-app path this step is on: a full-window certification comes back to it. */
  continueTo: string;
  /** Which return pages the provider sends the person back to (the join's, or the merge's /merge-user/join/…). */
  flow?: CertFlow;
  /** A certification the server accepted (refusals are said here, with a way to retry). */
  onCertified: (data: CertResultResponse) => void;
}

type Status = { kind: 'idle' } | { kind: 'starting' } | { kind: 'waiting' } | { kind: 'checking' } | { kind: 'closed' } | { kind: 'refused'; message: string };

/**
 * Identity certification (휴대폰 or 아이핀). On a wide screen the provider opens in a popup and its
 * return page hands the result back with postMessage; on a phone, or when the popup is blocked,
 * the whole window goes to the provider and comes back here through the return page.
 */
export function CertStep({ purpose, continueTo, onCertified, flow = 'join' }: CertStepProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [lastMethod, setLastMethod] = useState<CertMethod>('phone');
  const popupRef = useRef<Window | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const onCertifiedRef = useRef(onCertified);
  onCertifiedRef.current = onCertified;

  const finish = (outcome: CertOutcome) => {
    if (outcome.kind === 'ok') {
      setStatus({ kind: 'idle' });
      onCertifiedRef.current(outcome.data);
      return;
    }
    setStatus({ kind: 'refused', message: outcome.message });
    requestAnimationFrame(() => alertRef.current?.focus());
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  // A full-window certification came back through the return page, which left its outcome.
  useEffect(() => {
    const stored = takeAnswer(sessionStorage, purpose);
    if (stored) finishRef.current(stored);
  }, [purpose]);

  // The popup's return page posts the provider's answer; only from this origin and our popup.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const outcome = acceptCertMessage(event, { origin: window.location.origin, source: popupRef.current });
      if (!outcome) return;
      popupRef.current = null;
      // Also after '창이 닫혔습니다': on a slow device the close can be seen before the message.
      setStatus({ kind: 'checking' });
      void settleCert(outcome).then((settled) => finishRef.current(settled));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // A popup closed without an answer: say so, so the person is not left waiting. The popup stays
  // the expected sender: its return page posts and then closes, and a busy main thread can see
  // the window closed before the message task runs; a late answer is still taken.
  useEffect(() => {
    if (status.kind !== 'waiting') return;
    let grace: number | undefined;
    const timer = window.setInterval(() => {
      const popup = popupRef.current;
      if (popup && popup.closed && grace === undefined) {
        window.clearInterval(timer);
        grace = window.setTimeout(() => {
          setStatus((current) => (current.kind === 'waiting' ? { kind: 'closed' } : current));
        }, 1000);
      }
    }, 500);
    return () => {
      window.clearInterval(timer);
      if (grace !== undefined) window.clearTimeout(grace);
    };
  }, [status.kind]);

  useEffect(() => () => popupRef.current?.close(), []);

  const start = async (method: CertMethod) => {
    setLastMethod(method);
    // Opened inside the click (a popup opened after an await is blocked), filled in once started.
    const popup = window.matchMedia(POPUP_MEDIA).matches ? window.open('', POPUP_NAME, POPUP_FEATURES) : null;
    setStatus({ kind: 'starting' });
    const started = await callCertStart(purpose, method, flow);
    if (started.kind !== 'ok' || started.data.RESULT !== 'SUCCESS' || !started.data.PROVIDER_URL.startsWith('/')) {
      popup?.close();
      finish({ kind: 'refused', code: 'START', message: started.kind === 'offline' ? koJoin.cert.offline : koJoin.cert.startFailed });
      return;
    }
    clearPending(sessionStorage);
    savePending(sessionStorage, { txn: started.data.TXN, purpose, method, continueTo, startedAt: Date.now() });
    if (popup && !popup.closed) {
      popupRef.current = popup;
      popup.location.href = started.data.PROVIDER_URL;
      popup.focus();
      setStatus({ kind: 'waiting' });
      return;
    }
    // A phone, or the popup was blocked: the whole window goes, and comes back to continueTo.
    window.location.assign(started.data.PROVIDER_URL);
  };

  const busy = status.kind === 'starting' || status.kind === 'checking';
  const statusText =
    status.kind === 'starting' ? koJoin.cert.starting : status.kind === 'waiting' ? koJoin.cert.waiting : status.kind === 'checking' ? koJoin.cert.checking : status.kind === 'closed' ? koJoin.cert.popupClosed : '';
  return (
    <div className="cert-step" aria-busy={busy}>
      <div ref={alertRef} tabIndex={-1} role="alert" className={status.kind === 'refused' ? 'form-error' : 'sr-only'}>
        {status.kind === 'refused' ? status.message : ''}
      </div>
      {status.kind === 'refused' ? (
        <p>
          <button type="button" className="button" onClick={() => void start(lastMethod)}>
            {koJoin.cert.retry}
          </button>
        </p>
      ) : null}
      <ul className="cert-methods">
        <li>
          <button type="button" className="cert-method" disabled={busy} onClick={() => void start('phone')}>
            <span className="cert-method__name">{koJoin.cert.phone}</span>
            <span className="cert-method__hint">
              {koJoin.cert.phoneHint}
            </span>
          </button>
        </li>
        <li>
          <button type="button" className="cert-method" disabled={busy} onClick={() => void start('ipin')}>
            <span className="cert-method__name">{koJoin.cert.ipin}</span>
            <span className="cert-method__hint">
              {koJoin.cert.ipinHint}
            </span>
          </button>
        </li>
      </ul>
      <p className="field__hint">{koJoin.cert.popupNote}</p>
      <p role="status" className={statusText ? 'notice' : 'sr-only'}>
        {statusText}
      </p>
    </div>
  );
}

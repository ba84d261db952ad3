import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useSession } from '../use-session';
import { showAlert } from '../../../lib/alert-dialog';
import { ko } from '../../../lib/i18n/messages-ko';
import { koAccount } from '../../../lib/i18n/messages-account-ko';
import { backOr } from '../../../lib/history-back';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** ?target=ggpoint-check: came here from the reading-point SSO, go back there when done. */
export interface CitizenSearch {
  target?: 'ggpoint-check';
}

/**
 * Which flow the steps are in: the portal's (/gyeonggi-citizen/…) or the account merge's
 * (/merge-user/gyeonggi-citizen/…, spec §2), whose steps lead on inside the merge.
 */
export type CitizenFlow = 'main' | 'merge';

export const CITIZEN_PATHS = {
  main: { step02: '/gyeonggi-citizen/citizen-verification02', joinForm: '/join/join-step03', home: '/', ggpoint: null, after: null },
  merge: {
    step02: '/merge-user/gyeonggi-citizen/citizen-verification02',
    joinForm: '/merge-user/join/join-step03',
    home: '/merge-user/login',
    ggpoint: '/merge-user/sso-login/ggpoint',
    after: '/merge-user/mypage/mypage-pwcheck',
  },
} as const;

/** Resident verification, step 1: what it is, what it unlocks, and consent to use the address. */
export function CitizenStepOne({ search, flow = 'main' }: { search: CitizenSearch; flow?: CitizenFlow }) {
  const session = useSession();
  const navigate = useNavigate();
  const router = useRouter();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');
  const consentId = useId();
  const consentRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(koAccount.citizen.title, ko.app.name);
  const verified = session.status === 'member' && session.session.user.certAdminYn === 'Y';

  useEffect(() => {
    if (!verified) return;
    // Spec §4: the previous page of the app, or / when this was the first, once the alert is closed.
    void showAlert(koAccount.citizen.alreadyVerified).then(() => backOr(router.history, () => void navigate({ to: CITIZEN_PATHS[flow].home, replace: true })));
  }, [verified, navigate, router, flow]);

  if (verified) return null;
  return (
    <div className="container narrow">
      <h1 className="page-title">{koAccount.citizen.title}</h1>
      <p className="page-intro">{koAccount.citizen.intro}</p>
      {search.target === 'ggpoint-check' ? <p className="notice">{koAccount.sso.needCitizen}</p> : null}
      <h2 className="section-title">{koAccount.citizen.benefitsTitle}</h2>
      <ul>
        {koAccount.citizen.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <h2 className="section-title">{koAccount.citizen.consentTitle}</h2>
      {/* A box that scrolls once the text is enlarged: focusable, so a keyboard scrolls it too. */}
      <p id={`${consentId}-text`} className="consent-box" role="region" aria-label={koAccount.citizen.consentTitle} tabIndex={0}>
        {koAccount.citizen.consentText}
      </p>
      <div className="field">
        <label className="checkbox">
          <input
            ref={consentRef}
            type="checkbox"
            checked={agreed}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${consentId}-text ${consentId}-error`}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setError('');
            }}
          />
          {koAccount.citizen.consent}
        </label>
        {/* Beside the checkbox it is about; always present so it is read out when it appears. */}
        <div id={`${consentId}-error`} role="alert">
          {error ? <p className="field__error">{error}</p> : null}
        </div>
      </div>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            if (!agreed) {
              setError(koAccount.citizen.consentRequired);
              consentRef.current?.focus();
              return;
            }
            void navigate({ to: CITIZEN_PATHS[flow].step02, search });
          }}
        >
          {koAccount.citizen.next}
        </button>
      </div>
    </div>
  );
}

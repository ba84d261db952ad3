import { useId } from 'react';
import { RouteLink } from '../../../components/ui/route-link';
import { joinLink } from '../../../links/account-links';
import { LoginForm } from '../components/login-form';
import type { MemberSession } from '../model/session-state';
import '../anyid/anyid.css';

/** The words of the unlinked offer, for the provider the person signed in with. */
export interface UnlinkedWords {
  title: string;
  body: (name: string) => string;
  joinTitle: string;
  joinBody: string;
  join: string;
  linkTitle: string;
  linkBody: string;
  linked: string;
  continue: string;
  expired: string;
  retry: string;
}

export type UnlinkedStep = 'choose' | 'linking' | 'linked' | 'expired';

/**
 * A verified provider account no member has (Any-ID, naver): the join, or a library login that
 * links it (the page calls oidclink in onLoggedIn); then on, or, when the ticket is gone, again.
 */
export function UnlinkedChoices({
  step,
  name,
  words,
  headingRef,
  onLoggedIn,
  onContinue,
  onRetry,
}: {
  step: UnlinkedStep;
  name: string;
  words: UnlinkedWords;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onLoggedIn: (member: MemberSession) => void;
  onContinue: () => void;
  onRetry: () => void;
}) {
  const id = useId();
  if (step === 'linked') {
    return (
      <>
        <p role="status" className="status-box status-box--ok">
          {words.linked}
        </p>
        <p>
          <button type="button" className="button" onClick={onContinue}>
            {words.continue}
          </button>
        </p>
      </>
    );
  }
  if (step === 'expired') {
    return (
      <>
        <p className="form-error">{words.expired}</p>
        <p>
          <button type="button" className="button" onClick={onRetry}>
            {words.retry}
          </button>
        </p>
      </>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {words.title}
      </h2>
      <p>{words.body(name)}</p>
      <div className="anyid-choices">
        <section className="anyid-choice" aria-labelledby={`${id}-join`}>
          <h2 id={`${id}-join`}>{words.joinTitle}</h2>
          <p>{words.joinBody}</p>
          <RouteLink {...joinLink()} className="button button--secondary">
            {words.join}
          </RouteLink>
        </section>
        <section className="anyid-choice" aria-labelledby={`${id}-link`}>
          <h2 id={`${id}-link`}>{words.linkTitle}</h2>
          <p>{words.linkBody}</p>
          <LoginForm onLoggedIn={onLoggedIn} />
        </section>
      </div>
    </section>
  );
}

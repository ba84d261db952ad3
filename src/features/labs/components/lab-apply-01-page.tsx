import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { LabDetail, LabGroup } from '../../../../contract/labs';
import { RouteLink } from '../../../components/ui/route-link';
import { Freshness, StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koLabs } from '../../../lib/i18n/messages-labs-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myLibraryLink } from '../../../links/account-links';
import { labConfirmLink, labLink } from '../../../links/labs-links';
import { useLabDetail } from '../labs-data';
import { canChoose, checkStep1, saveDraft, type Step1Field } from '../model/apply-steps';
import { sessionName } from '../model/lab-text';
import { ApplySteps, SessionFacts, StateWord, TextBody } from './lab-parts';
import type { MyLabApplication } from './lab-page';
import '../labs.css';

/** …/{lab}/apply-01 (members): choose a session, agree to the lab's terms and the privacy notice. */
export function LabApply01Page({ group, slug, mine }: { group: LabGroup; slug: string; mine: readonly MyLabApplication[] }) {
  const view = useLabDetail(slug);
  const lab = view.stored?.data.LAB ?? null;
  useDocumentTitle(koLabs.apply01.title(lab?.TITLE ?? koLabs.groups[group].title), ko.app.name);
  return (
    <div className="container narrow labs">
      {lab ? null : <h1 className="page-title">{koLabs.apply01.title(koLabs.groups[group].title)}</h1>}
      <StoredView view={view} labels={koLabs.common} freshness={false}>
        {(data) => (data.LAB ? <Step1 lab={data.LAB} group={group} mine={mine} freshness={view.stored ? <Freshness fetchedAt={view.stored.fetchedAt} status={view.status} onRefresh={view.refresh} labels={koLabs.common} /> : null} /> : <p className="notice">{koLabs.common.missing}</p>)}
      </StoredView>
    </div>
  );
}

function Step1({ lab, group, mine, freshness }: { lab: LabDetail; group: LabGroup; mine: readonly MyLabApplication[]; freshness: ReactNode }) {
  const id = useId();
  const navigate = useNavigate();
  const [programId, setProgramId] = useState<number | null>(() => lab.SESSIONS.find(canChoose)?.PROGRAM_ID ?? null);
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [error, setError] = useState<{ field: Step1Field; message: string } | null>(null);
  const firstSession = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const privacyRef = useRef<HTMLInputElement>(null);
  const already = mine.some((application) => lab.SESSIONS.some((session) => session.PROGRAM_ID === application.programId));
  const choosable = lab.SESSIONS.filter(canChoose);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkStep1({ programId, terms, privacy }, lab.SESSIONS);
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      const target = checked.field === 'session' ? firstSession : checked.field === 'terms' ? termsRef : privacyRef;
      target.current?.focus();
      return;
    }
    setError(null);
    saveDraft({ lab: lab.LAB_SLUG, programId: checked.programId, agreedAt: Date.now() });
    void navigate(labConfirmLink(group, lab.LAB_SLUG, checked.programId));
  };
  const errorOf = (field: Step1Field) =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} className="field__error" role="alert">
        {error.message}
      </p>
    ) : null;
  const describedBy = (field: Step1Field, hint?: string) => [error?.field === field ? `${id}-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <p className="labs-up">
        <RouteLink {...labLink(group, lab.LAB_SLUG)}>{koLabs.backToLab(lab.TITLE)}</RouteLink>
      </p>
      <h1 className="page-title">{koLabs.apply01.title(lab.TITLE)}</h1>
      <ApplySteps current={1} />
      {freshness}
      {already ? (
        <div className="labs-result">
          <p className="notice labs-note--ok">{koLabs.apply01.already}</p>
          <RouteLink className="button" {...myLibraryLink('programreserve-list')}>
            {koLabs.myBookings}
          </RouteLink>
        </div>
      ) : choosable.length === 0 ? (
        <p className="notice" role="status">
          {koLabs.apply01.noneOpen}
        </p>
      ) : (
        <form className="labs-form" onSubmit={submit} noValidate>
          <p>{koLabs.apply01.intro}</p>
          <fieldset className="labs-choice" aria-describedby={describedBy('session', `${id}-session-hint`)}>
            <legend>{koLabs.apply01.choose}</legend>
            <p id={`${id}-session-hint`} className="field__hint">
              {koLabs.apply01.chooseHint}
            </p>
            {lab.SESSIONS.map((session) => {
              const open = canChoose(session);
              const inputId = `${id}-session-${session.PROGRAM_ID}`;
              return (
                <div key={session.PROGRAM_ID} className={open ? 'labs-choice__item' : 'labs-choice__item labs-choice__item--off'}>
                  <input
                    id={inputId}
                    ref={open && session.PROGRAM_ID === choosable[0]?.PROGRAM_ID ? firstSession : undefined}
                    type="radio"
                    name="session"
                    value={session.PROGRAM_ID}
                    checked={programId === session.PROGRAM_ID}
                    disabled={!open}
                    onChange={() => setProgramId(session.PROGRAM_ID)}
                    aria-invalid={error?.field === 'session' ? true : undefined}
                  />
                  <label htmlFor={inputId}>
                    <strong>{sessionName(session.TITLE, lab.TITLE)}</strong> <StateWord state={session.STATE} />
                    {open ? null : <span className="sr-only"> ({koLabs.apply01.unavailable(koLabs.states[session.STATE])})</span>}
                  </label>
                  <SessionFacts session={session} />
                </div>
              );
            })}
            {errorOf('session')}
          </fieldset>
          <fieldset className="labs-consent">
            <legend>{koLabs.apply01.terms}</legend>
            {/* The box scrolls when the terms are long (or the text is enlarged): focusable, so a keyboard scrolls it too. */}
            <div id={`${id}-terms-text`} className="labs-consent__text" role="region" aria-label={koLabs.apply01.terms} tabIndex={0}>
              <TextBody text={lab.TERMS} />
            </div>
            <label className="labs-consent__check">
              <input ref={termsRef} type="checkbox" checked={terms} onChange={(event) => setTerms(event.target.checked)} aria-invalid={error?.field === 'terms' ? true : undefined} aria-describedby={describedBy('terms', `${id}-terms-text`)} />{' '}
              {koLabs.apply01.agreeTerms}
            </label>
            {errorOf('terms')}
          </fieldset>
          <fieldset className="labs-consent">
            <legend>{koLabs.apply01.privacy}</legend>
            <p id={`${id}-privacy-text`} className="labs-consent__text" role="region" aria-label={koLabs.apply01.privacy} tabIndex={0}>
              {koLabs.apply01.privacyText}
            </p>
            <label className="labs-consent__check">
              <input ref={privacyRef} type="checkbox" checked={privacy} onChange={(event) => setPrivacy(event.target.checked)} aria-invalid={error?.field === 'privacy' ? true : undefined} aria-describedby={describedBy('privacy', `${id}-privacy-text`)} />{' '}
              {koLabs.apply01.agreePrivacy}
            </label>
            {errorOf('privacy')}
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="button">
              {koLabs.apply01.next}
            </button>
            <RouteLink className="button button--secondary" {...labLink(group, lab.LAB_SLUG)}>
              {koLabs.apply01.cancel}
            </RouteLink>
          </div>
        </form>
      )}
    </>
  );
}

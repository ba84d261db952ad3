import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { ProgramDetail, ProgramDetailResponse } from '../../../../contract/programs';
import { RouteLink } from '../../../components/ui/route-link';
import type { Loaded } from '../../../data/resource';
import { isoToday } from '../../../lib/dates';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPrograms } from '../../../lib/i18n/messages-programs-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myLibraryLink } from '../../../links/account-links';
import { programDetailLink } from '../../../links/program-links';
import { sendApplication, type ApplyAnswer } from '../api/program-calls';
import { checkApplication, phoneForForm, type ApplyField, type ApplyInput } from '../model/apply-form';
import { applyRefusal, placesText, programWhen } from '../model/program-words';
import { refreshProgramDetail, useProgramDetail } from '../programs-data';
import { usePendingApplications } from '../use-pending-applications';
import { Facts, LoadProblem, StateWord } from './program-parts';
import { UnknownProgram, type MyApplication } from './program-detail-page';

/** What the page shows: the call's answer, or that a queued application has since been sent. */
type ShownAnswer = ApplyAnswer | { kind: 'sent' };

export interface ApplyMember {
  userKey: string;
  name: string;
  /** The member's phone from the session (HANDPHONE), '' when none. */
  phone: string;
}

export interface ProgramApplyPageProps {
  loaded: Loaded<ProgramDetailResponse>;
  programId: number | null;
  member: ApplyMember;
  /** After the library answered (a place or a waiting number): 나의 도서관's list is fetched again. */
  onApplied: () => void;
  /** The member's own application to this program as 나의 도서관 keeps it, or null. */
  myApplication: MyApplication | null;
}

/** /community/events/program-detail/{id}/program-apply (members only): the form, then the result. */
export function ProgramApplyPage(props: ProgramApplyPageProps) {
  if (props.programId === null || props.loaded.kind === 'missing' || (props.loaded.kind === 'data' && !props.loaded.data.PROGRAM)) return <UnknownProgram />;
  if (props.loaded.kind !== 'data') {
    return (
      <div className="container programs">
        <h1 className="page-title">{koPrograms.listTitle}</h1>
        <LoadProblem result={props.loaded} />
      </div>
    );
  }
  return <ApplyLoaded {...props} programId={props.programId} loaded={props.loaded} />;
}

function ApplyLoaded({ loaded, programId, member, onApplied, myApplication }: ProgramApplyPageProps & { programId: number; loaded: Loaded<ProgramDetailResponse> & { kind: 'data' } }) {
  const current = useProgramDetail(programId, loaded);
  const program = ((current.kind === 'data' && current.data.PROGRAM) || loaded.data.PROGRAM) as ProgramDetail;
  const title = koPrograms.form.title(program.TITLE);
  useDocumentTitle(title, ko.app.name);
  const [answer, setAnswer] = useState<ShownAnswer | null>(null);
  const pending = usePendingApplications(member.userKey).includes(programId);
  const refusal = applyRefusal(program, isoToday());
  // A queued application that has left the outbox: the library has it; 나의 도서관 says how it stands.
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) {
      setAnswer((current) => (current === null || current.kind === 'queued' ? { kind: 'sent' } : current));
      onApplied();
      void refreshProgramDetail(programId);
    }
    wasPending.current = pending;
  }, [pending, onApplied, programId]);
  return (
    <div className="container narrow programs">
      <p className="program-detail__up">
        <RouteLink {...programDetailLink(programId)}>{koPrograms.result.toProgram}</RouteLink>
      </p>
      <h1 className="page-title">{title}</h1>
      <div className="program-apply-summary">
        <p className="program-item__tags">
          <StateWord state={program.STATE} />
        </p>
        <Facts
          rows={[
            [koPrograms.when, programWhen(program)],
            [koPrograms.place, program.PLACE],
            [koPrograms.places, placesText(program)],
          ]}
        />
      </div>
      {answer ? (
        <ApplyResult answer={answer} program={program} programId={programId} />
      ) : myApplication ? (
        <div className="program-refusal">
          <p className="notice notice--ok">{myApplication.status === 'WAITING' ? koPrograms.mine.WAITING(myApplication.waitNo) : koPrograms.mine.APPLIED}</p>
          <p>
            <RouteLink {...myLibraryLink('programreserve-list')}>{koPrograms.myBookings}</RouteLink>
          </p>
        </div>
      ) : pending ? (
        <ApplyResult answer={{ kind: 'queued' }} program={program} programId={programId} />
      ) : refusal ? (
        <p className="program-refusal" role="alert">
          <strong>{refusal}</strong>
        </p>
      ) : (
        <ApplyForm
          program={program}
          programId={programId}
          member={member}
          onAnswer={(next) => {
            setAnswer(next);
            if (next.kind === 'done') {
              onApplied();
              // The places shown above count this application now.
              void refreshProgramDetail(programId);
            }
          }}
        />
      )}
    </div>
  );
}

function ApplyForm({ program, programId, member, onAnswer }: { program: ProgramDetail; programId: number; member: ApplyMember; onAnswer: (answer: ApplyAnswer) => void }) {
  const id = useId();
  const [input, setInput] = useState<ApplyInput>({ participant: member.name, childAge: '', phone: phoneForForm(member.phone), consent: false });
  const [error, setError] = useState<{ field: ApplyField; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per submission, kept for every attempt of it (online, then the outbox): applied once.
  const requestId = useRef<string>(crypto.randomUUID());
  const refs: Record<ApplyField, RefObject<HTMLInputElement | null>> = { participant: useRef(null), childAge: useRef(null), phone: useRef(null), consent: useRef(null) };
  const companion = { asks: program.COMPANION_YN === 'Y', min: program.CHILD_AGE_MIN, max: program.CHILD_AGE_MAX };
  const [refused, setRefused] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkApplication(input, programId, companion);
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      refs[checked.field].current?.focus();
      return;
    }
    setError(null);
    setRefused('');
    setBusy(true);
    try {
      const answer = await sendApplication(member.userKey, checked.fields, requestId.current);
      if (answer.kind === 'refused' || answer.kind === 'session') {
        // The library answered: a corrected attempt is a new submission with a key of its own.
        requestId.current = crypto.randomUUID();
      }
      if (answer.kind === 'session') setRefused(koPrograms.result.session);
      else onAnswer(answer);
    } finally {
      setBusy(false);
    }
  };
  const errorId = (field: ApplyField) => `${id}-${field}-error`;
  const hintId = (field: ApplyField) => `${id}-${field}-hint`;
  const described = (field: ApplyField, hint: boolean) => {
    const ids = [error?.field === field ? errorId(field) : '', hint ? hintId(field) : ''].filter(Boolean).join(' ');
    return { 'aria-invalid': error?.field === field ? (true as const) : undefined, 'aria-describedby': ids || undefined };
  };
  const fieldError = (field: ApplyField) =>
    error?.field === field ? (
      <p id={errorId(field)} className="field__error" role="alert">
        {error.message}
      </p>
    ) : null;
  return (
    <form className="program-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {koPrograms.applyTitle}
      </h2>
      <p>{koPrograms.form.intro}</p>
      <div className="field">
        <label htmlFor={`${id}-participant`}>
          {koPrograms.form.participant} <span className="program-form__required">{koPrograms.form.required}</span>
        </label>
        <input id={`${id}-participant`} ref={refs.participant} value={input.participant} autoComplete="name" required onChange={(event) => setInput({ ...input, participant: event.target.value })} {...described('participant', true)} />
        <p id={hintId('participant')} className="field__hint">
          {koPrograms.form.participantHint}
        </p>
        {fieldError('participant')}
      </div>
      {companion.asks ? (
        <div className="field">
          <label htmlFor={`${id}-age`}>
            {koPrograms.form.childAge} <span className="program-form__required">{koPrograms.form.required}</span>
          </label>
          <input id={`${id}-age`} ref={refs.childAge} value={input.childAge} inputMode="numeric" autoComplete="off" required onChange={(event) => setInput({ ...input, childAge: event.target.value.replace(/\D/g, '').slice(0, 2) })} {...described('childAge', true)} />
          <p id={hintId('childAge')} className="field__hint">
            {koPrograms.form.childAgeHint(companion.min, companion.max)}
          </p>
          {fieldError('childAge')}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-phone`}>
          {koPrograms.form.phone} <span className="program-form__required">{koPrograms.form.required}</span>
        </label>
        <input id={`${id}-phone`} ref={refs.phone} type="tel" value={input.phone} autoComplete="tel" inputMode="tel" required onChange={(event) => setInput({ ...input, phone: event.target.value.replace(/[^\d-]/g, '').slice(0, 13) })} {...described('phone', true)} />
        <p id={hintId('phone')} className="field__hint">
          {koPrograms.form.phoneHint}
        </p>
        {fieldError('phone')}
      </div>
      <fieldset className="program-consent">
        <legend>{koPrograms.form.consentTitle}</legend>
        <p id={hintId('consent')}>{koPrograms.form.consentText}</p>
        <label className="program-consent__check">
          <input type="checkbox" ref={refs.consent} checked={input.consent} onChange={(event) => setInput({ ...input, consent: event.target.checked })} {...described('consent', true)} /> {koPrograms.form.consent}
        </label>
        {fieldError('consent')}
      </fieldset>
      {refused ? (
        <p className="form-error" role="alert">
          {refused}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? koPrograms.form.sending : program.STATE === 'WAITLIST' ? koPrograms.form.submitWait : koPrograms.form.submit}
        </button>
        <RouteLink className="button button--secondary" {...programDetailLink(programId)}>
          {koPrograms.form.cancel}
        </RouteLink>
      </div>
    </form>
  );
}

/** 신청 완료 / 대기 n번 / 전송 대기 중 / the refusal, as a heading the focus moves to. */
function ApplyResult({ answer, program, programId }: { answer: ShownAnswer; program: ProgramDetail; programId: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer]);
  let title: string;
  let text: string;
  let tone: 'ok' | 'queued' | 'error';
  switch (answer.kind) {
    case 'done':
      tone = 'ok';
      title = answer.application.STATUS === 'WAITING' ? koPrograms.result.waiting(answer.application.WAIT_NO) : koPrograms.result.applied;
      text = answer.application.STATUS === 'WAITING' ? koPrograms.result.waitingText(program.TITLE, answer.application.WAIT_NO) : koPrograms.result.appliedText(program.TITLE);
      break;
    case 'sent':
      tone = 'ok';
      title = koPrograms.result.sent;
      text = koPrograms.result.sentText;
      break;
    case 'queued':
      tone = 'queued';
      title = koPrograms.result.queued;
      text = koPrograms.result.queuedText;
      break;
    case 'refused':
      tone = 'error';
      title = koPrograms.result.refused;
      text = answer.message || koPrograms.result.failed;
      break;
    case 'session':
      tone = 'error';
      title = koPrograms.result.refused;
      text = koPrograms.result.session;
      break;
  }
  return (
    <section className={`program-result program-result--${tone}`} aria-labelledby="program-result-title">
      <h2 id="program-result-title" className="program-result__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p role={tone === 'error' ? 'alert' : 'status'}>{text}</p>
      <div className="form-actions">
        <RouteLink className="button" {...myLibraryLink('programreserve-list')}>
          {koPrograms.result.toMyList}
        </RouteLink>
        <RouteLink className="button button--secondary" {...programDetailLink(programId)}>
          {koPrograms.result.toProgram}
        </RouteLink>
      </div>
    </section>
  );
}

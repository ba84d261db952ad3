import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { LabDetail, LabGroup } from '../../../../contract/labs';
import type { ProgramSummary } from '../../../../contract/programs';
import { RouteLink } from '../../../components/ui/route-link';
import { Freshness, StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koLabs } from '../../../lib/i18n/messages-labs-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myLibraryLink } from '../../../links/account-links';
import { labApplyLink, labLink } from '../../../links/labs-links';
import { sendLabApplication, type LabApplyAnswer } from '../api/lab-calls';
import { useLabDetail, usePendingLabApplications } from '../labs-data';
import { checkStep2, clearDraft, phoneForForm, readDraft, type Step2Field } from '../model/apply-steps';
import { sessionName, sessionWhen } from '../model/lab-text';
import { ApplySteps, SessionFacts, StateWord } from './lab-parts';
import type { LabMember } from './lab-page';
import '../labs.css';

type Shown = LabApplyAnswer | { kind: 'sent' };

export interface LabApply02Props {
  group: LabGroup;
  slug: string;
  /** ?session= of the address: the program id chosen at step 1. */
  session: number | null;
  member: LabMember;
  /** After the library answered: 나의 도서관's program list is fetched again. */
  onApplied: () => void;
}

/** …/{lab}/apply-02?session= (members): the chosen session and the participant, sent; then the result. */
export function LabApply02Page(props: LabApply02Props) {
  const view = useLabDetail(props.slug);
  const lab = view.stored?.data.LAB ?? null;
  useDocumentTitle(koLabs.apply02.title(lab?.TITLE ?? koLabs.groups[props.group].title), ko.app.name);
  return (
    <div className="container narrow labs">
      {lab ? null : <h1 className="page-title">{koLabs.apply02.title(koLabs.groups[props.group].title)}</h1>}
      <StoredView view={view} labels={koLabs.common} freshness={false}>
        {(data) => (data.LAB ? <Step2 {...props} lab={data.LAB} freshness={view.stored ? <Freshness fetchedAt={view.stored.fetchedAt} status={view.status} onRefresh={view.refresh} labels={koLabs.common} /> : null} /> : <p className="notice">{koLabs.common.missing}</p>)}
      </StoredView>
    </div>
  );
}

function Step2({ lab, group, session: programId, member, onApplied, freshness }: LabApply02Props & { lab: LabDetail; freshness: ReactNode }) {
  // The consent of step 1, read once: a sent application clears it, the page keeps showing its result.
  const [draft] = useState(() => readDraft(lab.LAB_SLUG, programId));
  const [answer, setAnswer] = useState<Shown | null>(null);
  const session = lab.SESSIONS.find((s) => s.PROGRAM_ID === programId) ?? null;
  const pending = usePendingLabApplications(member.userKey, lab.LAB_SLUG);
  const isPending = programId !== null && pending.includes(programId);
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (wasPending.current && !isPending) {
      setAnswer((current) => (current === null || current.kind === 'queued' ? { kind: 'sent' } : current));
      onApplied();
    }
    wasPending.current = isPending;
  }, [isPending, onApplied]);
  return (
    <>
      <p className="labs-up">
        <RouteLink {...labLink(group, lab.LAB_SLUG)}>{koLabs.backToLab(lab.TITLE)}</RouteLink>
      </p>
      <h1 className="page-title">{koLabs.apply02.title(lab.TITLE)}</h1>
      <ApplySteps current={2} />
      {answer ? null : freshness}
      {answer ? (
        <Result answer={answer} lab={lab} group={group} session={session} />
      ) : !draft ? (
        <div className="labs-result">
          <p className="notice" role="status">
            {koLabs.apply02.noDraft}
          </p>
          <RouteLink className="button" {...labApplyLink(group, lab.LAB_SLUG)}>
            {koLabs.apply02.toStep1}
          </RouteLink>
        </div>
      ) : !session ? (
        <div className="labs-result">
          <p className="notice" role="status">
            {koLabs.apply02.gone}
          </p>
          <RouteLink className="button" {...labApplyLink(group, lab.LAB_SLUG)}>
            {koLabs.apply02.toStep1}
          </RouteLink>
        </div>
      ) : (
        <ConfirmForm
          lab={lab}
          group={group}
          session={session}
          member={member}
          onAnswer={(next) => {
            setAnswer(next);
            if (next.kind === 'done' || next.kind === 'queued') clearDraft();
            if (next.kind === 'done') onApplied();
          }}
        />
      )}
    </>
  );
}

function ConfirmForm({ lab, group, session, member, onAnswer }: { lab: LabDetail; group: LabGroup; session: ProgramSummary; member: LabMember; onAnswer: (answer: LabApplyAnswer) => void }) {
  const id = useId();
  const [participant, setParticipant] = useState(member.name);
  const [phone, setPhone] = useState(phoneForForm(member.phone));
  const [error, setError] = useState<{ field: Step2Field; message: string } | null>(null);
  const [refused, setRefused] = useState('');
  const [busy, setBusy] = useState(false);
  // One key per submission, kept for every attempt of it (online, then the outbox): applied once.
  const requestId = useRef<string>(crypto.randomUUID());
  const refs = { participant: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null) };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkStep2({ participant, phone });
    if (!checked.ok) {
      setError({ field: checked.field, message: checked.message });
      refs[checked.field].current?.focus();
      return;
    }
    setError(null);
    setRefused('');
    setBusy(true);
    try {
      const answer = await sendLabApplication(member.userKey, { lab: lab.LAB_SLUG, program_id: session.PROGRAM_ID, participant_name: checked.participant, phone: checked.phone }, requestId.current);
      if (answer.kind === 'refused' || answer.kind === 'session') requestId.current = crypto.randomUUID();
      if (answer.kind === 'session') setRefused(koLabs.result.session);
      else onAnswer(answer);
    } finally {
      setBusy(false);
    }
  };
  const described = (field: Step2Field) => ({
    'aria-invalid': error?.field === field ? (true as const) : undefined,
    'aria-describedby': [error?.field === field ? `${id}-${field}-error` : '', `${id}-${field}-hint`].filter(Boolean).join(' '),
  });
  const fieldError = (field: Step2Field) =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} className="field__error" role="alert">
        {error.message}
      </p>
    ) : null;
  return (
    <form className="labs-form" onSubmit={(event) => void submit(event)} noValidate>
      <p>{koLabs.apply02.intro}</p>
      <section className="labs-chosen" aria-labelledby={`${id}-chosen`}>
        <h2 id={`${id}-chosen`} className="section-title">
          {koLabs.apply02.chosen}
        </h2>
        <p className="labs-chosen__name">
          <strong>{sessionName(session.TITLE, lab.TITLE)}</strong> <StateWord state={session.STATE} />
        </p>
        <SessionFacts session={session} />
        <p>
          <RouteLink {...labApplyLink(group, lab.LAB_SLUG)}>{koLabs.apply02.change}</RouteLink>
        </p>
      </section>
      <div className="field">
        <label htmlFor={`${id}-participant`}>
          {koLabs.apply02.participant} <span className="labs-required">{koLabs.apply02.required}</span>
        </label>
        <input id={`${id}-participant`} ref={refs.participant} value={participant} autoComplete="name" required onChange={(event) => setParticipant(event.target.value)} {...described('participant')} />
        <p id={`${id}-participant-hint`} className="field__hint">
          {koLabs.apply02.participantHint}
        </p>
        {fieldError('participant')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>
          {koLabs.apply02.phone} <span className="labs-required">{koLabs.apply02.required}</span>
        </label>
        <input id={`${id}-phone`} ref={refs.phone} type="tel" value={phone} autoComplete="tel" inputMode="tel" required onChange={(event) => setPhone(event.target.value.replace(/[^\d-]/g, '').slice(0, 13))} {...described('phone')} />
        <p id={`${id}-phone-hint`} className="field__hint">
          {koLabs.apply02.phoneHint}
        </p>
        {fieldError('phone')}
      </div>
      <p className="labs-agreed">{koLabs.apply02.agreed}</p>
      {refused ? (
        <p className="form-error" role="alert">
          {refused}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? koLabs.apply02.sending : session.STATE === 'WAITLIST' ? koLabs.apply02.submitWait : koLabs.apply02.submit}
        </button>
        <RouteLink className="button button--secondary" {...labApplyLink(group, lab.LAB_SLUG)}>
          {koLabs.apply02.change}
        </RouteLink>
      </div>
    </form>
  );
}

/** The result as a heading the focus moves to: the application number and its state, in words. */
function Result({ answer, lab, group, session }: { answer: Shown; lab: LabDetail; group: LabGroup; session: ProgramSummary | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [answer]);
  const title = session ? sessionName(session.TITLE, lab.TITLE) : lab.TITLE;
  const full = session ? `${lab.TITLE} · ${title}` : lab.TITLE;
  let headingText: string;
  let text: string;
  let tone: 'ok' | 'queued' | 'error';
  let rows: [string, string][] = [];
  switch (answer.kind) {
    case 'done': {
      const waiting = answer.application.STATUS === 'WAITING';
      tone = 'ok';
      headingText = waiting ? koLabs.result.waiting(answer.application.WAIT_NO) : koLabs.result.applied;
      text = waiting ? koLabs.result.waitingText(full, answer.application.WAIT_NO) : koLabs.result.appliedText(full);
      rows = [
        [koLabs.result.number, answer.application.APPLY_KEY],
        [koLabs.result.status, waiting ? koLabs.result.statusWaiting(answer.application.WAIT_NO) : koLabs.result.statusApplied],
      ];
      break;
    }
    case 'queued':
      tone = 'queued';
      headingText = koLabs.result.queued;
      text = koLabs.result.queuedText;
      rows = [[koLabs.result.status, koLabs.result.statusQueued]];
      break;
    case 'sent':
      tone = 'ok';
      headingText = koLabs.result.sent;
      text = koLabs.result.sentText;
      break;
    case 'refused':
      tone = 'error';
      headingText = koLabs.result.refused;
      text = answer.message || koLabs.result.failed;
      break;
    case 'session':
      tone = 'error';
      headingText = koLabs.result.refused;
      text = koLabs.result.session;
      break;
  }
  return (
    <section className={`labs-result labs-result--${tone}`} aria-labelledby="labs-result-title">
      <h2 id="labs-result-title" className="labs-result__title" ref={heading} tabIndex={-1}>
        {headingText}
      </h2>
      <p role={tone === 'error' ? 'alert' : 'status'}>{text}</p>
      {rows.length > 0 ? (
        <dl className="info-list">
          {[[koLabs.apply02.chosen, full] as [string, string], ...(session ? [[koLabs.when, sessionWhen(session)] as [string, string]] : []), ...rows].map(([label, value]) => (
            <div key={label} className="info-list__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {tone === 'ok' || tone === 'queued' ? <p>{koLabs.result.cancelNote}</p> : null}
      <div className="form-actions">
        <RouteLink className="button" {...myLibraryLink('programreserve-list')}>
          {koLabs.myBookings}
        </RouteLink>
        {tone === 'error' ? (
          <RouteLink className="button button--secondary" {...labApplyLink(group, lab.LAB_SLUG)}>
            {koLabs.apply02.toStep1}
          </RouteLink>
        ) : (
          <RouteLink className="button button--secondary" {...labLink(group, lab.LAB_SLUG)}>
            {koLabs.backToLab(lab.TITLE)}
          </RouteLink>
        )}
      </div>
    </section>
  );
}

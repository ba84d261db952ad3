import { useRouter } from '@tanstack/react-router';
import type { ProgramDetail, ProgramDetailResponse, ProgramSession } from '../../../../contract/programs';
import { CopyLinkButton } from '../../../components/ui/copy-link-button';
import { RouteLink } from '../../../components/ui/route-link';
import type { Loaded } from '../../../data/resource';
import { isoToday } from '../../../lib/dates';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPrograms } from '../../../lib/i18n/messages-programs-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loginLink, myLibraryLink } from '../../../links/account-links';
import { programApplyLink, programDetailLink, programListLink } from '../../../links/program-links';
import { buildIcs, icsFileName, sessionUid } from '../model/ics';
import { applyRefusal, dayText, feeText, placesText, programWhen, sessionWhen } from '../model/program-words';
import { useProgramDetail } from '../programs-data';
import { usePendingApplications } from '../use-pending-applications';
import { Facts, LastUpdated, LoadProblem, StateWord } from './program-parts';

/** The member's own application to this program, as 나의 도서관 keeps it (the route passes it in). */
export interface MyApplication {
  status: 'APPLIED' | 'WAITING';
  waitNo: number;
}

export interface ProgramDetailPageProps {
  loaded: Loaded<ProgramDetailResponse>;
  programId: number | null;
  /** The member's user_key; null for a visitor. */
  userKey: string | null;
  myApplication: MyApplication | null;
}

/** /community/events/program-detail/{id}: every fact, the sessions (each to a calendar), and applying. */
export function ProgramDetailPage(props: ProgramDetailPageProps) {
  if (props.programId === null || props.loaded.kind === 'missing') return <UnknownProgram />;
  if (props.loaded.kind !== 'data' || !props.loaded.data.PROGRAM) {
    return props.loaded.kind === 'data' ? <UnknownProgram /> : <ProblemPage result={props.loaded} />;
  }
  return <ProgramLoaded {...props} programId={props.programId} loaded={props.loaded} />;
}

function ProblemPage({ result }: { result: Exclude<Loaded<unknown>, { kind: 'data' }> }) {
  useDocumentTitle(koPrograms.listTitle, ko.app.name);
  return (
    <div className="container programs">
      <h1 className="page-title">{koPrograms.listTitle}</h1>
      <LoadProblem result={result} />
      <p>
        <RouteLink {...programListLink()}>{koPrograms.back}</RouteLink>
      </p>
    </div>
  );
}

export function UnknownProgram() {
  useDocumentTitle(koPrograms.notFound, ko.app.name);
  return (
    <div className="container programs">
      <h1 className="page-title">{koPrograms.notFound}</h1>
      <p className="notice">{koPrograms.notFoundText}</p>
      <p>
        <RouteLink className="button button--secondary" {...programListLink()}>
          {koPrograms.back}
        </RouteLink>
      </p>
    </div>
  );
}

function ProgramLoaded({ loaded, programId, userKey, myApplication }: ProgramDetailPageProps & { programId: number; loaded: Loaded<ProgramDetailResponse> & { kind: 'data' } }) {
  const current = useProgramDetail(programId, loaded);
  const view = current.kind === 'data' && current.data.PROGRAM ? current : loaded;
  const program = view.data.PROGRAM as ProgramDetail;
  useDocumentTitle(program.TITLE, ko.app.name);
  const pending = usePendingApplications(userKey).includes(programId);
  // The summary is shown above the body: a body that opens with the same sentence does not say it twice.
  const paragraphs = program.BODY.split(/\n{2,}/)
    .filter((text) => text.trim() !== '')
    .filter((text, index) => index > 0 || text.trim() !== program.SUMMARY.trim());
  return (
    <div className="container programs program-detail">
      <p className="program-detail__up">
        <RouteLink {...programListLink()}>{koPrograms.back}</RouteLink>
      </p>
      <h1 className="page-title">{program.TITLE}</h1>
      <p className="program-item__tags">
        <StateWord state={program.STATE} />
        <span className="tag">{koPrograms.audiences[program.AUDIENCE]}</span>
        {program.CATEGORY ? <span className="tag">{program.CATEGORY}</span> : null}
      </p>
      <LastUpdated fetchedAt={view.fetchedAt} fromCache={view.fromCache} />
      <CopyLinkButton title={program.TITLE} />
      <div className="program-detail__head">
        {program.POSTER_URL ? <img className="program-detail__poster" src={program.POSTER_URL} alt={koPrograms.poster(program.TITLE)} width={240} height={320} decoding="async" /> : null}
        <Facts
          rows={[
            [koPrograms.when, programWhen(program)],
            [koPrograms.target, program.TARGET || koPrograms.audiences[program.AUDIENCE]],
            [koPrograms.place, program.PLACE],
            program.STATE !== 'FREE' ? [koPrograms.applyPeriod, koPrograms.period(dayText(program.APPLY_START), dayText(program.APPLY_END))] : null,
            [koPrograms.places, placesText(program)],
            [koPrograms.fee, feeText(program.FEE)],
            program.STATE !== 'FREE' && program.CANCEL_END ? [koPrograms.cancelEnd, koPrograms.cancelUntil(dayText(program.CANCEL_END))] : null,
          ]}
        />
      </div>
      <ApplySection program={program} programId={programId} pending={pending} myApplication={myApplication} member={userKey !== null} />
      <section className="program-section" aria-labelledby="program-sessions-title">
        <h2 id="program-sessions-title" className="section-title">
          {koPrograms.sessions}
        </h2>
        <ol className="program-sessions">
          {program.SESSIONS.map((session) => (
            <li key={session.SESSION_NO} className="program-session">
              <div>
                <p className="program-session__when">
                  <strong>{koPrograms.sessionN(session.SESSION_NO)}</strong> {sessionWhen(session)}
                </p>
                {session.TOPIC ? <p className="program-session__topic">{session.TOPIC}</p> : null}
              </div>
              <CalendarButton program={program} session={session} />
            </li>
          ))}
        </ol>
      </section>
      <section className="program-section" aria-labelledby="program-about-title">
        <h2 id="program-about-title" className="section-title">
          {koPrograms.about}
        </h2>
        {program.SUMMARY ? <p className="program-summary">{program.SUMMARY}</p> : null}
        {paragraphs.map((text, index) => (
          <p key={index} className="program-body">
            {text}
          </p>
        ))}
      </section>
    </div>
  );
}

function ApplySection({ program, programId, pending, myApplication, member }: { program: ProgramDetail; programId: number; pending: boolean; myApplication: MyApplication | null; member: boolean }) {
  const router = useRouter();
  const refusal = applyRefusal(program, isoToday());
  const label = program.STATE === 'WAITLIST' ? koPrograms.waitButton : koPrograms.applyButton;
  return (
    <section className="program-section program-apply-box" aria-labelledby="program-apply-title">
      <h2 id="program-apply-title" className="section-title">
        {koPrograms.applyTitle}
      </h2>
      {pending ? <p className="notice notice--queued">{koPrograms.pendingSend}</p> : null}
      {myApplication ? (
        <>
          <p className="notice notice--ok">{myApplication.status === 'WAITING' ? koPrograms.mine.WAITING(myApplication.waitNo) : koPrograms.mine.APPLIED}</p>
          <p>
            <RouteLink {...myLibraryLink('programreserve-list')}>{koPrograms.myBookings}</RouteLink>
          </p>
        </>
      ) : refusal ? (
        <p className="program-refusal">
          <strong>{refusal}</strong>
        </p>
      ) : pending ? null : member ? (
        <RouteLink className="button program-apply-box__button" {...programApplyLink(programId)}>
          {label}
        </RouteLink>
      ) : (
        // Applying needs a login (spec §6): straight to the login page, back to the form after it.
        <RouteLink className="button program-apply-box__button" {...loginLink(router.buildLocation(programApplyLink(programId)).href)}>
          {koPrograms.loginToApply(label)}
        </RouteLink>
      )}
    </section>
  );
}

/** Downloads one session as an .ics file the phone's calendar opens. */
function CalendarButton({ program, session }: { program: ProgramDetail; session: ProgramSession }) {
  const router = useRouter();
  const download = () => {
    const page = new URL(router.buildLocation(programDetailLink(program.PROGRAM_ID)).href, window.location.origin).href;
    const text = buildIcs({
      uid: sessionUid(program.PROGRAM_ID, session.SESSION_NO, window.location.hostname),
      title: program.SESSIONS.length > 1 ? `${program.TITLE} (${koPrograms.sessionN(session.SESSION_NO)})` : program.TITLE,
      start: session.START_AT,
      end: session.END_AT,
      location: program.PLACE,
      description: koPrograms.calendarDescription(program.PLACE, page),
      url: page,
      now: Date.now(),
    });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = icsFileName(program.PROGRAM_ID, session.SESSION_NO);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button type="button" className="button button--secondary program-session__calendar" onClick={download} aria-label={koPrograms.addToCalendarLabel(session.SESSION_NO, program.TITLE)}>
      {koPrograms.addToCalendar}
    </button>
  );
}

import type { ReactNode } from 'react';
import type { LabDetail, LabGroup } from '../../../../contract/labs';
import { RouteLink } from '../../../components/ui/route-link';
import { Freshness, StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koLabs } from '../../../lib/i18n/messages-labs-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loginLink, myLibraryLink } from '../../../links/account-links';
import { labApplyLink, labApplyPath, labGroupLink } from '../../../links/labs-links';
import { useLabDetail, usePendingLabApplications } from '../labs-data';
import { BOOKBINDERY_ART } from '../model/lab-art';
import { sessionName } from '../model/lab-text';
import { LabFacts, LabPicture, LabPoster, LabSections, SessionFacts, StateWord } from './lab-parts';
import '../labs.css';

/** The logged-in member as the apply steps need them (from the route's session). */
export interface LabMember {
  userKey: string;
  name: string;
  /** HANDPHONE, '' when none. */
  phone: string;
}

/** One of the member's active applications as 나의 도서관 keeps them (from the route). */
export interface MyLabApplication {
  programId: number;
  status: 'APPLIED' | 'WAITING';
  waitNo: number;
}

export interface LabPageProps {
  group: LabGroup;
  slug: string;
  member: LabMember | null;
  mine: readonly MyLabApplication[];
}

/** /library-service/library-{experiments,playground}/{lab}: what it is, its facts and sessions, the way to apply. */
export function LabPage({ group, slug, member, mine }: LabPageProps) {
  const view = useLabDetail(slug);
  const lab = view.stored?.data.LAB ?? null;
  useDocumentTitle(lab?.TITLE ?? koLabs.groups[group].title, ko.app.name);
  return (
    <div className="container labs">
      <p className="labs-up">
        <RouteLink {...labGroupLink(group)}>{koLabs.groups[group].title}</RouteLink>
      </p>
      {lab && view.status !== 'missing' ? null : <h1 className="page-title">{koLabs.groups[group].title}</h1>}
      <StoredView view={view} labels={koLabs.common} freshness={false}>
        {(data) =>
          data.LAB ? (
            <LabArticle lab={data.LAB} group={group} member={member} mine={mine} freshness={view.stored ? <Freshness fetchedAt={view.stored.fetchedAt} status={view.status} onRefresh={view.refresh} labels={koLabs.common} /> : null} />
          ) : (
            <p className="notice">{koLabs.common.missing}</p>
          )
        }
      </StoredView>
    </div>
  );
}

function LabArticle({ lab, group, member, mine, freshness }: { lab: LabDetail; group: LabGroup; member: LabMember | null; mine: readonly MyLabApplication[]; freshness: ReactNode }) {
  const pending = usePendingLabApplications(member?.userKey ?? null, lab.LAB_SLUG);
  const sessionIds = new Set(lab.SESSIONS.map((s) => s.PROGRAM_ID));
  const myOwn = mine.filter((application) => sessionIds.has(application.programId));
  const applied = myOwn.length > 0;
  return (
    <article className="labs-article" aria-labelledby="lab-title">
      <h1 id="lab-title" className="page-title">
        {lab.TITLE}
      </h1>
      {lab.TAGLINE ? <p className="labs-tagline">{lab.TAGLINE}</p> : null}
      {freshness}
      <LabPoster slug={lab.LAB_SLUG} className="labs-poster" eager />
      <p className="page-intro">{lab.SUMMARY}</p>
      <section aria-labelledby="lab-facts">
        <h2 id="lab-facts" className="section-title">
          {koLabs.facts}
        </h2>
        <LabFacts facts={lab.FACTS} />
      </section>
      <LabSections sections={lab.SECTIONS} idPrefix="lab-section" />
      {lab.LAB_SLUG === 'bookcraft' ? <LabPicture art={BOOKBINDERY_ART} className="labs-poster" /> : null}
      <section aria-labelledby="lab-sessions" className="labs-sessions">
        <h2 id="lab-sessions" className="section-title">
          {koLabs.sessions}
        </h2>
        {lab.SESSIONS.length === 0 ? <p className="notice">{koLabs.noSessions}</p> : null}
        <ul className="labs-session-list">
          {lab.SESSIONS.map((session) => {
            const own = myOwn.find((application) => application.programId === session.PROGRAM_ID);
            return (
              <li key={session.PROGRAM_ID} className="labs-session">
                <h3 className="labs-session__name">{sessionName(session.TITLE, lab.TITLE)}</h3>
                <p className="labs-session__state">
                  <StateWord state={session.STATE} />
                  {own ? <strong className="labs-session__mine">{own.status === 'WAITING' ? koLabs.mine.WAITING(own.waitNo) : koLabs.mine.APPLIED}</strong> : null}
                  {pending.includes(session.PROGRAM_ID) ? <strong className="labs-session__mine">{koLabs.result.statusQueued}</strong> : null}
                </p>
                <SessionFacts session={session} />
              </li>
            );
          })}
        </ul>
        {lab.APPLY_YN === 'Y' ? (
          <div className="labs-cta">
            {applied ? (
              <>
                <p className="notice labs-note--ok">{koLabs.mineNote}</p>
                <RouteLink className="button" {...myLibraryLink('programreserve-list')}>
                  {koLabs.myBookings}
                </RouteLink>
              </>
            ) : pending.length > 0 ? (
              <p className="notice notice--queued">{koLabs.pending}</p>
            ) : member ? (
              <RouteLink className="button" {...labApplyLink(group, lab.LAB_SLUG)}>
                {koLabs.applyCta}
              </RouteLink>
            ) : (
              <>
                <p>{koLabs.applyNeedsLogin}</p>
                <RouteLink className="button" {...loginLink(labApplyPath(group, lab.LAB_SLUG))}>
                  {koLabs.applyLogin}
                </RouteLink>
              </>
            )}
          </div>
        ) : null}
      </section>
    </article>
  );
}

import type { ReactNode } from 'react';
import { RouteLink } from '../../../components/ui/route-link';
import { StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koLibraryService } from '../../../lib/i18n/messages-library-service-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useEResource } from '../library-service-data';
import { EResourceKindNav, E_RESOURCE_PATHS } from './e-resource-list-page';
import { AccessBadge, Paragraphs, ResourceAccess, type MemberGate } from './library-service-parts';
import '../library-service.css';

const t = koLibraryService.eresource;
const c = koLibraryService.common;

export interface JournalDetailPageProps {
  /** The address's ?id=, or undefined when it is missing or not a number. */
  id: number | undefined;
  gate: MemberGate;
  onsiteHours?: ReactNode;
}

/** /library-service/web/journal-detail?id=: one journal, its facts, how to reach it and the way in. */
export function JournalDetailPage({ id, gate, onsiteHours }: JournalDetailPageProps) {
  if (id === undefined) return <UnknownJournal />;
  return <JournalDetail id={id} gate={gate} onsiteHours={onsiteHours} />;
}

function UnknownJournal() {
  useDocumentTitle(t.titles.JOURNAL, ko.app.name);
  return (
    <div className="container library-service">
      <h1 className="page-title">{t.titles.JOURNAL}</h1>
      <p className="notice">{t.unknownJournal}</p>
      <p>
        <RouteLink to={E_RESOURCE_PATHS.JOURNAL}>{t.backToList}</RouteLink>
      </p>
    </div>
  );
}

function JournalDetail({ id, gate, onsiteHours }: { id: number; gate: MemberGate; onsiteHours?: ReactNode }) {
  const view = useEResource(id);
  const name = view.stored?.data.RESOURCE.NAME;
  useDocumentTitle(name ?? t.titles.JOURNAL, ko.app.name);
  if (view.status === 'missing' && !view.stored) return <UnknownJournal />;
  return (
    <div className="container library-service">
      <p className="library-service__up">
        <RouteLink to={E_RESOURCE_PATHS.JOURNAL}>{t.backToList}</RouteLink>
      </p>
      <h1 className="page-title">{name ?? t.titles.JOURNAL}</h1>
      <StoredView view={view} labels={{ ...c, missing: t.unknownJournal }}>
        {({ RESOURCE: journal }) => (
          <div className="eres-detail">
            <p className="eres-card__tags">
              <AccessBadge access={journal.ACCESS} />
              {journal.SUBJECT ? <span className="tag tag--subject">{journal.SUBJECT}</span> : null}
              {journal.ORIGIN ? <span className="tag tag--subject">{journal.ORIGIN}</span> : null}
            </p>
            {journal.DESCRIPTION ? <p className="page-intro">{journal.DESCRIPTION}</p> : null}
            <dl className="facts">
              {journal.PROVIDER ? (
                <div>
                  <dt>{t.provider}</dt>
                  <dd>{journal.PROVIDER}</dd>
                </div>
              ) : null}
              {journal.ISSN ? (
                <div>
                  <dt>{t.issn}</dt>
                  <dd>{journal.ISSN}</dd>
                </div>
              ) : null}
              {journal.FREQUENCY ? (
                <div>
                  <dt>{t.frequency}</dt>
                  <dd>{journal.FREQUENCY}</dd>
                </div>
              ) : null}
              {journal.COVERAGE ? (
                <div>
                  <dt>{t.coverage}</dt>
                  <dd>{journal.COVERAGE}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t.access}</dt>
                <dd>{t.accessTexts[journal.ACCESS]}</dd>
              </div>
            </dl>
            {journal.BODY ? <Paragraphs text={journal.BODY} className="eres-detail__body" /> : null}
            {journal.STEPS.length > 0 ? (
              <section aria-labelledby="eres-steps-title">
                <h2 id="eres-steps-title" className="section-title">
                  {t.howTo}
                </h2>
                <ol className="eres-steps">
                  {journal.STEPS.map((step, index) => (
                    <li key={index}>{step}</li>
                  ))}
                </ol>
              </section>
            ) : null}
            <ResourceAccess resource={journal} gate={gate} onsiteHours={onsiteHours} />
          </div>
        )}
      </StoredView>
      <EResourceKindNav current={null} />
    </div>
  );
}

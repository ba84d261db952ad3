import type { LabGroup, LabSummary } from '../../../../contract/labs';
import { RouteLink } from '../../../components/ui/route-link';
import { StoredView } from '../../../components/ui/stored-view';
import { toDateWeekday, toTime24 } from '../../../lib/date-format';
import { ko } from '../../../lib/i18n/messages-ko';
import { koLabs } from '../../../lib/i18n/messages-labs-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { labGroupLink, labLink } from '../../../links/labs-links';
import { useLabList } from '../labs-data';
import { AI_LOGO } from '../model/lab-art';
import { LabPoster } from './lab-parts';
import '../labs.css';

/** /library-service/library-experiments and /library-service/library-playground: the group's labs. */
export function LabIndexPage({ group }: { group: LabGroup }) {
  const view = useLabList(group);
  const words = koLabs.groups[group];
  useDocumentTitle(words.title, ko.app.name);
  const other: LabGroup = group === 'EXPERIMENT' ? 'PLAYGROUND' : 'EXPERIMENT';
  return (
    <div className="container labs">
      <div className="labs-head">
        {group === 'EXPERIMENT' ? <img className="labs-head__logo" src={AI_LOGO} alt="" width={56} height={56} /> : null}
        <h1 className="page-title">{words.title}</h1>
      </div>
      <p className="page-intro">{words.intro}</p>
      <section aria-labelledby="labs-list-title">
        <h2 id="labs-list-title" className="sr-only">
          {koLabs.labList}
        </h2>
        <StoredView view={view} labels={koLabs.common}>
          {(data) => (
            <ul className="labs-cards">
              {data.LIST.map((lab, index) => (
                <LabCard key={lab.LAB_SLUG} lab={lab} group={group} eager={index < 2} />
              ))}
            </ul>
          )}
        </StoredView>
      </section>
      <p className="labs-other">
        <RouteLink {...labGroupLink(other)}>{koLabs.otherGroup[group]}</RouteLink>
      </p>
    </div>
  );
}

function LabCard({ lab, group, eager }: { lab: LabSummary; group: LabGroup; eager: boolean }) {
  const headingId = `lab-card-${lab.LAB_SLUG}`;
  return (
    <li className="labs-card">
      <article aria-labelledby={headingId}>
        <LabPoster slug={lab.LAB_SLUG} className="labs-card__poster" eager={eager} />
        <h3 id={headingId} className="labs-card__title">
          <RouteLink {...labLink(group, lab.LAB_SLUG)}>{lab.TITLE}</RouteLink>
        </h3>
        {lab.TAGLINE ? <p className="labs-card__tagline">{lab.TAGLINE}</p> : null}
        <p className="labs-card__meta">
          {lab.APPLY_YN === 'N' ? koLabs.playInPage : koLabs.sessionsCount(lab.SESSION_COUNT, lab.OPEN_COUNT)}
          {lab.APPLY_YN === 'Y' && lab.NEXT_START_AT ? (
            <>
              <br />
              {koLabs.nextSession(`${toDateWeekday(lab.NEXT_START_AT)} ${toTime24(lab.NEXT_START_AT)}`)}
            </>
          ) : null}
        </p>
      </article>
    </li>
  );
}

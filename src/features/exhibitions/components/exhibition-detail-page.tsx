import { RouteLink } from '../../../components/ui/route-link';
import { Freshness, StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koReading } from '../../../lib/i18n/messages-reading-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { exhibitionListLink } from '../../../links/reading-links';
import { useExhibition } from '../exhibitions-data';
import { periodText } from '../model/exhibition-text';
import { ExhibitionStateBadge } from './exhibition-list-page';
import '../exhibitions.css';

const t = koReading.exhibition;
const c = koReading.common;

/** Paragraphs of plain text (blank lines between), as text: never HTML. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((part) => part.trim() !== '')
        .map((part, index) => (
          <p key={index}>{part}</p>
        ))}
    </>
  );
}

/** /community/exhibition/exhibition-detail/{id}: the exhibition's facts, description and works. */
export function ExhibitionDetailPage({ id }: { id: number | null }) {
  if (id === null) {
    return (
      <div className="container exhibitions">
        <h1 className="page-title">{t.detailTitle}</h1>
        <p className="notice">{c.missing}</p>
        <BackToList />
      </div>
    );
  }
  return <ExhibitionDetail id={id} />;
}

function BackToList() {
  return (
    <div className="form-actions">
      <RouteLink className="button button--secondary" {...exhibitionListLink()}>
        {c.backToList}
      </RouteLink>
    </div>
  );
}

function ExhibitionDetail({ id }: { id: number }) {
  const view = useExhibition(id);
  const title = view.stored?.data.EXHIBITION.TITLE;
  useDocumentTitle(title ?? t.detailTitle, ko.app.name);
  return (
    <div className="container exhibitions">
      {view.stored && view.status !== 'missing' ? null : <h1 className="page-title">{t.detailTitle}</h1>}
      <StoredView view={view} labels={c} freshness={false}>
        {({ EXHIBITION: exhibition }) => (
          <article className="exhibition">
            <h1 className="page-title">{exhibition.TITLE}</h1>
            <p>
              <ExhibitionStateBadge state={exhibition.STATE} />
            </p>
            {view.stored ? <Freshness fetchedAt={view.stored.fetchedAt} status={view.status} onRefresh={view.refresh} labels={c} /> : null}
            {exhibition.SUBTITLE ? <p className="page-intro">{exhibition.SUBTITLE}</p> : null}
            {exhibition.POSTER_URL ? <img className="exhibition__poster" src={exhibition.POSTER_URL} alt="" width={640} height={400} decoding="async" /> : null}
            <dl className="info-list">
              <div className="info-list__row">
                <dt>{t.period}</dt>
                <dd>
                  {periodText(exhibition.START_DATE, exhibition.END_DATE, {
                    weekday: true,
                  })}
                </dd>
              </div>
              <div className="info-list__row">
                <dt>{t.place}</dt>
                <dd>{exhibition.PLACE}</dd>
              </div>
              {exhibition.HOURS ? (
                <div className="info-list__row">
                  <dt>{t.hours}</dt>
                  <dd>{exhibition.HOURS}</dd>
                </div>
              ) : null}
              {exhibition.ORGANIZER ? (
                <div className="info-list__row">
                  <dt>{t.organizer}</dt>
                  <dd>{exhibition.ORGANIZER}</dd>
                </div>
              ) : null}
            </dl>
            <div className="exhibition__description">
              <Paragraphs text={exhibition.DESCRIPTION} />
            </div>
            <section aria-labelledby="exhibition-works">
              <h2 id="exhibition-works">
                {t.works} <span className="muted">({t.workCount(exhibition.WORKS.length)})</span>
              </h2>
              {exhibition.WORKS.length === 0 ? (
                <p className="notice">{t.noWorks}</p>
              ) : (
                <ul className="exhibition-works">
                  {exhibition.WORKS.map((work) => (
                    <li key={work.WORK_ID} className="exhibition-work">
                      {work.IMAGE_URL ? <img className="exhibition-work__image" src={work.IMAGE_URL} alt={work.TITLE} width={160} height={220} loading="lazy" decoding="async" /> : null}
                      <div>
                        <h3 className="exhibition-work__title">{work.TITLE}</h3>
                        <p className="exhibition-work__artist">
                          {work.ARTIST}
                          {work.NOTE ? ` · ${work.NOTE}` : ''}
                        </p>
                        {work.DESCRIPTION ? <p>{work.DESCRIPTION}</p> : null}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </article>
        )}
      </StoredView>
      <BackToList />
    </div>
  );
}

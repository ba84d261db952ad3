import type { ReactNode } from 'react';
import { Freshness, StoredView } from '../../../components/ui/stored-view';
import { ko } from '../../../lib/i18n/messages-ko';
import { koReading } from '../../../lib/i18n/messages-reading-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToday } from '../../../lib/use-today';
import { byDay, dayText, festivalStage, periodText, timeRange } from '../model/reading-text';
import { useFestival } from '../reading-data';
import { Paragraphs } from './reading-parts';
import '../reading.css';

const t = koReading.festival;
const c = koReading.common;

/**
 * /ever-reading/festival: the 경기 북페스티벌 — dates, places, the programme by day, the booths.
 * The route may add a banner above, pictures of the programme after the description and the
 * partner bookstores after the booths.
 */
export function FestivalPage({ banner, gallery, partners }: { banner?: ReactNode; gallery?: ReactNode; partners?: ReactNode } = {}) {
  const view = useFestival();
  const today = useToday();
  const festival = view.stored?.data.FESTIVAL;
  useDocumentTitle(festival?.TITLE ?? t.title, ko.app.name);
  return (
    <div className="container reading festival">
      {banner}
      {festival && view.status !== 'missing' ? null : <h1 className="page-title">{t.title}</h1>}
      <StoredView view={view} labels={{ ...c, missing: t.missing }} freshness={false}>
        {({ FESTIVAL: data }) => {
          const stage = festivalStage(data.START_DATE, data.END_DATE, today);
          return (
            <article>
              <p className="club__kind">{t.title}</p>
              <h1 className="page-title">{data.TITLE}</h1>
              {data.THEME ? <p className="page-intro">{data.THEME}</p> : null}
              {view.stored ? <Freshness fetchedAt={view.stored.fetchedAt} status={view.status} onRefresh={view.refresh} labels={c} /> : null}
              {data.POSTER_URL ? <img className="festival__poster" src={data.POSTER_URL} alt="" width={640} height={400} decoding="async" /> : null}
              <dl className="info-list">
                <div className="info-list__row">
                  <dt>{t.period}</dt>
                  <dd>
                    {periodText(data.START_DATE, data.END_DATE)}{' '}
                    <span className={`status status--${stage.stage === 'ended' ? 'closed' : stage.stage === 'ongoing' ? 'open' : 'soon'}`}>
                      {stage.stage === 'upcoming' ? t.states.upcoming(stage.days) : t.states[stage.stage]}
                    </span>
                  </dd>
                </div>
              </dl>
              <Paragraphs text={data.DESCRIPTION} className="club__description" />
              {gallery}
              <section aria-labelledby="festival-places">
                <h2 id="festival-places">{t.places}</h2>
                <ul className="festival-places">
                  {data.PLACES.map((place) => (
                    <li key={place.NAME}>
                      <strong>{place.NAME}</strong>
                      {place.DESCRIPTION ? ` — ${place.DESCRIPTION}` : ''}
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="festival-programme">
                <h2 id="festival-programme">{t.programme}</h2>
                {data.EVENTS.length === 0 ? <p className="notice">{t.noEvents}</p> : null}
                {byDay(data.EVENTS).map((group, index) => (
                  <section key={group.day} aria-labelledby={`festival-day-${index + 1}`}>
                    <h3 id={`festival-day-${index + 1}`}>{t.day(index + 1, dayText(group.day))}</h3>
                    <ol className="meetings">
                      {group.events.map((event) => (
                        <li key={event.EVENT_ID} className="meeting">
                          <p className="meeting__when">
                            {timeRange(event.START_TIME, event.END_TIME)} · {event.PLACE}
                            {event.CATEGORY ? <span className="tag tag--plain">{event.CATEGORY}</span> : null}
                          </p>
                          <p className="meeting__topic">{event.TITLE}</p>
                          {event.DESCRIPTION ? <p className="meeting__book">{event.DESCRIPTION}</p> : null}
                        </li>
                      ))}
                    </ol>
                  </section>
                ))}
              </section>
              <section aria-labelledby="festival-booths">
                <h2 id="festival-booths">{t.booths}</h2>
                <ul className="booths">
                  {data.BOOTHS.map((booth) => (
                    <li key={booth.BOOTH_ID} className="booth">
                      <p className="booth__name">
                        <strong>{booth.NAME}</strong>
                        {booth.CATEGORY ? <span className="tag tag--plain">{booth.CATEGORY}</span> : null}
                      </p>
                      {booth.ZONE ? (
                        <p className="booth__zone">
                          {t.zone}: {booth.ZONE}
                        </p>
                      ) : null}
                      {booth.DESCRIPTION ? <p>{booth.DESCRIPTION}</p> : null}
                    </li>
                  ))}
                </ul>
              </section>
              {partners}
            </article>
          );
        }}
      </StoredView>
    </div>
  );
}

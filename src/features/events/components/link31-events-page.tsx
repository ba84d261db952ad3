import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { Link31Event, Link31EventListResponse } from '../../../../contract/events';
import type { Loaded } from '../../../data/resource';
import { useLoaded } from '../../../data/use-resource';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { useToday } from '../../../lib/use-today';
import { link31EventsLink } from '../../../links/events-links';
import { link31EventsResource } from '../events-data';
import type { Link31EventParams } from '../model/events-search';
import { nearMonths, periodText, timeText } from '../model/event-text';
import { EventsPage, LoadProblem, ResultsSection, StateBadge } from './events-parts';
import { Link31Nav } from './link31-intro-page';

const text = koEvents.link31;

function Link31Card({ event }: { event: Link31Event }) {
  const id = useId();
  return (
    <li>
      <article className="event-card" aria-labelledby={id}>
        <p className="event-card__tags">
          <StateBadge state={event.STATE} />
          <span className="tag">{event.SIGUNGU}</span>
          {event.CATEGORY ? <span className="tag">{event.CATEGORY}</span> : null}
        </p>
        <h3 id={id} className="event-card__title">
          {event.TITLE}
        </h3>
        {event.SUMMARY ? <p className="event-card__summary">{event.SUMMARY}</p> : null}
        <dl className="event-card__facts">
          <div>
            <dt>{koEvents.fields.period}</dt>
            <dd>{periodText(event.START_DAY, event.END_DAY)}</dd>
          </div>
          <div>
            <dt>{koEvents.fields.time}</dt>
            <dd>{timeText(event.START_TIME, event.END_TIME)}</dd>
          </div>
          <div>
            <dt>{koEvents.fields.venue}</dt>
            <dd>{event.VENUE_NAME}</dd>
          </div>
          {event.VENUE_ADDRESS ? (
            <div>
              <dt>{koEvents.fields.address}</dt>
              <dd>{event.VENUE_ADDRESS}</dd>
            </div>
          ) : null}
          {event.TARGET ? (
            <div>
              <dt>{koEvents.fields.target}</dt>
              <dd>{event.TARGET}</dd>
            </div>
          ) : null}
        </dl>
      </article>
    </li>
  );
}

function Link31Filters({ params, cities }: { params: Link31EventParams; cities: readonly { SIGUNGU: string; COUNT: number }[] }) {
  const navigate = useNavigate();
  const today = useToday();
  const [sigungu, setSigungu] = useState(params.sigungu ?? '');
  const [month, setMonth] = useState(params.month ?? '');
  const [query, setQuery] = useState(params.query ?? '');
  const months = nearMonths(today);
  const ids = { sigungu: useId(), month: useId(), query: useId(), heading: useId() };
  const names = cities.map((c) => c.SIGUNGU);
  const cityList = params.sigungu && !names.includes(params.sigungu) ? [...names, params.sigungu] : names;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(link31EventsLink({ sigungu: sigungu || undefined, month: month || undefined, query: query.trim() || undefined }));
  };
  return (
    <section className="events__filters" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="sr-only">
        {koEvents.filters}
      </h2>
      <form className="events-filter" role="search" onSubmit={submit}>
        <div className="events-filter__field">
          <label htmlFor={ids.sigungu}>{text.sigungu}</label>
          <select id={ids.sigungu} value={sigungu} onChange={(e) => setSigungu(e.target.value)}>
            <option value="">{koEvents.all}</option>
            {cityList.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="events-filter__field">
          <label htmlFor={ids.month}>{koEvents.month}</label>
          <select id={ids.month} value={month} onChange={(e) => setMonth(e.target.value)}>
            <option value="">{koEvents.allMonths}</option>
            {months.map((m) => (
              <option key={m.month} value={m.month}>
                {`${koEvents.monthOption[m.key]} (${koEvents.monthLabel(m.month)})`}
              </option>
            ))}
            {params.month && !months.some((m) => m.month === params.month) ? <option value={params.month}>{koEvents.monthLabel(params.month)}</option> : null}
          </select>
        </div>
        <div className="events-filter__field events-filter__field--grow">
          <label htmlFor={ids.query}>{koEvents.searchWords}</label>
          <input id={ids.query} type="search" value={query} maxLength={50} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <button type="submit" className="button">
          {koEvents.search}
        </button>
      </form>
    </section>
  );
}

/** /community/events/link31/event: the linked events, by city/county, month and words. */
export function Link31EventsPage({ params, initial }: { params: Link31EventParams; initial: Loaded<Link31EventListResponse> }) {
  const result = useLoaded(link31EventsResource, params, initial);
  const current = params.page ?? 1;
  const cities = result.kind === 'data' ? result.data.SIGUNGU_COUNTS : [];
  const heading = [params.sigungu, params.month ? koEvents.monthLabel(params.month) : undefined].filter(Boolean).join(' ');
  return (
    <EventsPage title={text.eventsTitle} section="link31" sectionHome={false}>
      <Link31Nav current="events" />
      <Link31Filters key={`${params.sigungu ?? ''}|${params.month ?? ''}|${params.query ?? ''}`} params={params} cities={cities} />
      {result.kind === 'data' ? (
        <ResultsSection
          heading={heading ? `${heading} ${text.sub.events}` : text.sub.events}
          count={text.total(result.data.TOTAL_COUNT)}
          fetchedAt={result.fetchedAt}
          fromCache={result.fromCache}
          empty={text.empty}
          isEmpty={result.data.LIST.length === 0}
          paging={{
            current,
            total: result.data.TOTAL_COUNT,
            size: result.data.SIZE,
            linkFor: (page) => link31EventsLink({ sigungu: params.sigungu, month: params.month, query: params.query, page: page > 1 ? page : undefined }),
          }}
        >
          <ul className="event-list">
            {result.data.LIST.map((event) => (
              <Link31Card key={event.EVENT_ID} event={event} />
            ))}
          </ul>
        </ResultsSection>
      ) : result.kind === 'missing' ? (
        <p className="notice">{text.empty}</p>
      ) : (
        <LoadProblem result={result} />
      )}
    </EventsPage>
  );
}

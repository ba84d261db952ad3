import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { LibraryEventListResponse, LibraryEventSummary } from '../../../../contract/events';
import { RouteLink } from '../../../components/ui/route-link';
import type { Loaded } from '../../../data/resource';
import { useLoaded } from '../../../data/use-resource';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { useToday } from '../../../lib/use-today';
import { libraryEventLink, libraryEventsLink } from '../../../links/events-links';
import { eventListResource } from '../events-data';
import type { EventListParams } from '../model/events-search';
import { nearMonths, periodText, timeText } from '../model/event-text';
import { EventsPage, LoadProblem, ResultsSection, StateBadge } from './events-parts';

const text = koEvents.events;

function EventCard({ event }: { event: LibraryEventSummary }) {
  const id = useId();
  return (
    <li>
      <article className="event-card" aria-labelledby={id}>
        <p className="event-card__tags">
          <StateBadge state={event.STATE} />
          {event.CATEGORY ? <span className="tag">{event.CATEGORY}</span> : null}
          <span className={event.APPLY_YN === 'Y' ? 'event-apply event-apply--needed' : 'event-apply'}>{event.APPLY_YN === 'Y' ? koEvents.applyNeeded : koEvents.noApply}</span>
        </p>
        <h3 id={id} className="event-card__title">
          <RouteLink {...libraryEventLink(event.EVENT_ID)}>{event.TITLE}</RouteLink>
        </h3>
        <dl className="event-card__facts">
          <div>
            <dt>{koEvents.fields.period}</dt>
            <dd>{periodText(event.START_DAY, event.END_DAY)}</dd>
          </div>
          <div>
            <dt>{koEvents.fields.time}</dt>
            <dd>{timeText(event.START_TIME, event.END_TIME)}</dd>
          </div>
          {event.PLACE ? (
            <div>
              <dt>{koEvents.fields.place}</dt>
              <dd>{event.PLACE}</dd>
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

/** The filters as one form: month, category and words; sending it writes them in the address (page 1). */
function EventFilters({ params, categories }: { params: EventListParams; categories: readonly string[] }) {
  const navigate = useNavigate();
  const today = useToday();
  const [month, setMonth] = useState(params.month ?? '');
  const [category, setCategory] = useState(params.category ?? '');
  const [query, setQuery] = useState(params.query ?? '');
  const months = nearMonths(today);
  const ids = { month: useId(), category: useId(), query: useId(), heading: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(libraryEventsLink({ month: month || undefined, category: category || undefined, query: query.trim() || undefined }));
  };
  const categoryList = params.category && !categories.includes(params.category) ? [...categories, params.category] : categories;
  return (
    <section className="events__filters" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="sr-only">
        {koEvents.filters}
      </h2>
      <form className="events-filter" role="search" onSubmit={submit}>
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
        <div className="events-filter__field">
          <label htmlFor={ids.category}>{text.category}</label>
          <select id={ids.category} value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{koEvents.all}</option>
            {categoryList.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
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

/** /community/events/library-events: the library's events, filtered by month, category and words. */
export function LibraryEventsPage({ params, initial }: { params: EventListParams; initial: Loaded<LibraryEventListResponse> }) {
  const result = useLoaded(eventListResource, params, initial);
  const current = params.page ?? 1;
  const categories = result.kind === 'data' ? result.data.CATEGORIES : [];
  return (
    <EventsPage title={text.title} intro={<p>{text.intro}</p>} section="events">
      <EventFilters key={`${params.month ?? ''}|${params.category ?? ''}|${params.query ?? ''}`} params={params} categories={categories} />
      {result.kind === 'data' ? (
        <ResultsSection
          heading={params.month ? `${koEvents.monthLabel(params.month)} ${text.listHeading}` : text.listHeading}
          count={text.total(result.data.TOTAL_COUNT)}
          fetchedAt={result.fetchedAt}
          fromCache={result.fromCache}
          empty={text.empty}
          isEmpty={result.data.LIST.length === 0}
          paging={{
            current,
            total: result.data.TOTAL_COUNT,
            size: result.data.SIZE,
            linkFor: (page) => libraryEventsLink({ month: params.month, category: params.category, query: params.query, page: page > 1 ? page : undefined }),
          }}
        >
          <ul className="event-list">
            {result.data.LIST.map((event) => (
              <EventCard key={event.EVENT_ID} event={event} />
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

import type { LibraryEventDetailResponse } from '../../../../contract/events';
import { HrefLink } from '../../../components/ui/href-link';
import { InfoList } from '../../../components/ui/info-list';
import { RouteLink } from '../../../components/ui/route-link';
import type { Loaded } from '../../../data/resource';
import { useLoaded } from '../../../data/use-resource';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { libraryEventsLink, programDetailHref, scheduleCalendarLink } from '../../../links/events-links';
import { eventDetailResource } from '../events-data';
import { periodText, timeText } from '../model/event-text';
import { BackLink, EventsPage, LastUpdated, LoadProblem, Paragraphs, StateBadge } from './events-parts';

const text = koEvents.events;

/** /community/events/librart-events-detail/{id}: one event, with the way to apply when it is a program. */
export function EventDetailPage({ id, initial }: { id: number | undefined; initial: Loaded<LibraryEventDetailResponse> | { kind: 'missing' } }) {
  const result = useLoaded(eventDetailResource, id ?? 0, initial as Loaded<LibraryEventDetailResponse>);
  const event = result.kind === 'data' ? result.data.EVENT : null;
  return (
    <EventsPage title={event?.TITLE ?? text.title} section="events" sectionHome={false} up={<BackLink link={libraryEventsLink()}>{text.back}</BackLink>}>
      {result.kind === 'data' && event ? (
        <article className="event-detail">
          <p className="event-card__tags">
            <StateBadge state={event.STATE} />
            {event.CATEGORY ? <span className="tag">{event.CATEGORY}</span> : null}
          </p>
          {event.POSTER_URL ? <img className="event-detail__poster" src={event.POSTER_URL} alt={text.poster(event.TITLE)} width={600} height={800} loading="lazy" /> : null}
          <InfoList
            rows={[
              [koEvents.fields.period, periodText(event.START_DAY, event.END_DAY)],
              [koEvents.fields.time, timeText(event.START_TIME, event.END_TIME)],
              ...(event.PLACE ? [[koEvents.fields.place, event.PLACE] as const] : []),
              ...(event.TARGET ? [[koEvents.fields.target, event.TARGET] as const] : []),
              ...(event.ORGANISER ? [[koEvents.fields.organiser, event.ORGANISER] as const] : []),
              [koEvents.fields.apply, event.APPLY_YN === 'Y' ? koEvents.applyNeeded : koEvents.noApply],
            ]}
          />
          {event.APPLY_YN === 'Y' && event.PROGRAM_ID > 0 ? (
            <p className="event-detail__apply">
              <HrefLink className="button" href={programDetailHref(event.PROGRAM_ID)}>
                {koEvents.goProgram}
              </HrefLink>
            </p>
          ) : null}
          <section aria-labelledby="event-about">
            <h2 id="event-about" className="section-title">
              {text.about}
            </h2>
            <Paragraphs text={event.BODY} />
          </section>
          <p>
            <RouteLink {...scheduleCalendarLink({ month: event.START_DAY.slice(0, 7), day: event.START_DAY })}>{text.inSchedule}</RouteLink>
          </p>
          <LastUpdated fetchedAt={result.fetchedAt} fromCache={result.fromCache} />
        </article>
      ) : result.kind === 'missing' || result.kind === 'data' ? (
        <p className="notice">{text.missing}</p>
      ) : (
        <LoadProblem result={result} />
      )}
    </EventsPage>
  );
}

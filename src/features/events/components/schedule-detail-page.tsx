import type { ScheduleDetailResponse } from '../../../../contract/events';
import { HrefLink } from '../../../components/ui/href-link';
import { InfoList } from '../../../components/ui/info-list';
import { RouteLink } from '../../../components/ui/route-link';
import type { Loaded } from '../../../data/resource';
import { useLoaded } from '../../../data/use-resource';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { libraryEventLink, programDetailHref, scheduleCalendarLink, scheduleListLink } from '../../../links/events-links';
import { scheduleEntryResource } from '../events-data';
import { periodText, timeText } from '../model/event-text';
import { BackLink, EventsPage, LastUpdated, LoadProblem, Paragraphs } from './events-parts';
import { KindLabel } from './schedule-parts';

const text = koEvents.schedule;

/**
 * /community/events/library-schedule-detail/{id}: one entry of the schedule. An event links to
 * its own page; a program (or an event that is one) to the program's page, where it is applied for.
 */
export function ScheduleDetailPage({ id, initial }: { id: string | undefined; initial: Loaded<ScheduleDetailResponse> | { kind: 'missing' } }) {
  const result = useLoaded(scheduleEntryResource, id ?? '', initial as Loaded<ScheduleDetailResponse>);
  const entry = result.kind === 'data' ? result.data.ENTRY : null;
  const month = entry?.START_DAY.slice(0, 7);
  const up = month ? (
    <BackLink link={scheduleCalendarLink({ month, day: entry?.START_DAY })}>{text.back(month)}</BackLink>
  ) : (
    <BackLink link={scheduleCalendarLink()}>{text.calendarTitle}</BackLink>
  );
  const title = entry ? (entry.KIND === 'CLOSED' ? text.closedReason(entry.TITLE) : entry.TITLE) : text.detailTitle;
  return (
    <EventsPage title={title} section="calendar" sectionHome={false} up={up}>
      {result.kind === 'data' && entry ? (
        <article className="event-detail">
          <p className="event-card__tags">
            <KindLabel entry={entry} />
            {entry.CATEGORY && entry.KIND !== 'CLOSED' ? <span className="tag">{entry.CATEGORY}</span> : null}
          </p>
          <InfoList
            rows={[
              [entry.START_DAY === entry.END_DAY ? koEvents.fields.day : koEvents.fields.period, periodText(entry.START_DAY, entry.END_DAY)],
              ...(entry.KIND === 'CLOSED' ? [] : [[koEvents.fields.time, timeText(entry.START_TIME, entry.END_TIME)] as const]),
              ...(entry.PLACE ? [[koEvents.fields.place, entry.PLACE] as const] : []),
              ...(entry.TARGET ? [[koEvents.fields.target, entry.TARGET] as const] : []),
              ...(entry.ORGANISER ? [[koEvents.fields.organiser, entry.ORGANISER] as const] : []),
            ]}
          />
          {entry.BODY ? <Paragraphs text={entry.BODY} /> : null}
          <ul className="event-detail__links">
            {entry.EVENT_ID > 0 ? (
              <li>
                <RouteLink {...libraryEventLink(entry.EVENT_ID)}>{text.eventLink}</RouteLink>
              </li>
            ) : null}
            {entry.PROGRAM_ID > 0 ? (
              <li>
                <HrefLink href={programDetailHref(entry.PROGRAM_ID)}>{koEvents.goProgram}</HrefLink>
              </li>
            ) : null}
            <li>
              <RouteLink {...scheduleListLink({ month: entry.START_DAY.slice(0, 7) })}>{text.toList}</RouteLink>
            </li>
          </ul>
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

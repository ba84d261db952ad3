import { useId } from 'react';
import type { ScheduleEntry, ScheduleMonthResponse } from '../../../../contract/events';
import type { Loaded } from '../../../data/resource';
import { useLoaded } from '../../../data/use-resource';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { useToday } from '../../../lib/use-today';
import { scheduleListLink } from '../../../links/events-links';
import { scheduleMonthResource } from '../events-data';
import { monthOf } from '../model/calendar-grid';
import { longDay } from '../model/event-text';
import { EventsPage, LastUpdated, LoadProblem } from './events-parts';
import { EntryItem, MonthNav } from './schedule-parts';

const text = koEvents.schedule;

/** Entries by the day they start in the month (an event begun last month under the 1st). */
function byDay(month: string, entries: readonly ScheduleEntry[]): [string, ScheduleEntry[]][] {
  const groups = new Map<string, ScheduleEntry[]>();
  for (const entry of entries) {
    const day = entry.START_DAY < `${month}-01` ? `${month}-01` : entry.START_DAY;
    groups.set(day, [...(groups.get(day) ?? []), entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function DayGroup({ day, entries, today }: { day: string; entries: ScheduleEntry[]; today: boolean }) {
  const id = useId();
  return (
    <li className={today ? 'schedule-day schedule-day--today' : 'schedule-day'}>
      <h3 id={id} className="schedule-day__title">
        <time dateTime={day}>{longDay(day)}</time>
        {today ? <span className="today-mark"> ({text.today})</span> : null}
      </h3>
      <ul className="schedule-day__entries" aria-labelledby={id}>
        {entries.map((entry) => (
          <EntryItem key={entry.ENTRY_ID} entry={entry} showPeriod />
        ))}
      </ul>
    </li>
  );
}

/** /community/events/library_schedule_list: the month's closed days, events and programs as a list by day. */
export function ScheduleListPage({ month, initial }: { month: string; initial: Loaded<ScheduleMonthResponse> }) {
  const result = useLoaded(scheduleMonthResource, month, initial);
  const today = useToday();
  const headingId = useId();
  return (
    <EventsPage title={text.listTitle} intro={<p>{text.intro}</p>} section="list">
      <MonthNav month={month} thisMonth={monthOf(today)} linkFor={(m) => scheduleListLink({ month: m })} />
      <section className="events__results" aria-labelledby={headingId}>
        <h2 id={headingId} className="section-title">
          {text.monthHeading(month)}
        </h2>
        {result.kind === 'data' ? (
          <>
            <p role="status" className="board__count">
              {text.total(result.data.LIST.length)}
            </p>
            <LastUpdated fetchedAt={result.fetchedAt} fromCache={result.fromCache} />
            {result.data.LIST.length === 0 ? (
              <p className="notice">{text.empty}</p>
            ) : (
              <ol className="schedule-days">
                {byDay(month, result.data.LIST).map(([day, entries]) => (
                  <DayGroup key={day} day={day} entries={entries} today={day === today} />
                ))}
              </ol>
            )}
          </>
        ) : result.kind === 'missing' ? (
          <p className="notice">{text.empty}</p>
        ) : (
          <LoadProblem result={result} />
        )}
      </section>
    </EventsPage>
  );
}

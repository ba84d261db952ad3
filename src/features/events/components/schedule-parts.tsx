import type { ScheduleEntry } from '../../../../contract/events';
import { RouteLink } from '../../../components/ui/route-link';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { scheduleEntryLink, type EventsLink } from '../../../links/events-links';
import { shiftMonth } from '../model/calendar-grid';
import { periodText, timeText } from '../model/event-text';

const text = koEvents.schedule;

/** Previous, this and next month, as links that write the month in the address. */
export function MonthNav({ month, thisMonth, linkFor }: { month: string; thisMonth: string; linkFor: (month: string) => EventsLink }) {
  return (
    <nav className="month-nav" aria-label={text.monthNav}>
      <RouteLink className="button button--secondary month-nav__step" {...linkFor(shiftMonth(month, -1))}>
        <span aria-hidden="true">‹ </span>
        {text.previousMonth}
        <span className="sr-only"> ({koEvents.monthLabel(shiftMonth(month, -1))})</span>
      </RouteLink>
      <p className="month-nav__current" aria-live="polite">
        <strong>{koEvents.monthLabel(month)}</strong>
      </p>
      <RouteLink className="button button--secondary month-nav__step" {...linkFor(shiftMonth(month, 1))}>
        {text.nextMonth}
        <span className="sr-only"> ({koEvents.monthLabel(shiftMonth(month, 1))})</span>
        <span aria-hidden="true"> ›</span>
      </RouteLink>
      {month !== thisMonth ? (
        <RouteLink className="month-nav__today" {...linkFor(thisMonth)}>
          {text.thisMonth}
        </RouteLink>
      ) : null}
    </nav>
  );
}

/** What kind an entry is, in words: 휴관일, 도서관 행사, 프로그램. */
export function KindLabel({ entry }: { entry: ScheduleEntry }) {
  return <span className={`schedule-kind schedule-kind--${entry.KIND.toLowerCase()}`}>{text.kinds[entry.KIND]}</span>;
}

/** An entry as one item of a list: kind, title (a link to its detail), period or time, place. */
export function EntryItem({ entry, showPeriod }: { entry: ScheduleEntry; showPeriod: boolean }) {
  const closed = entry.KIND === 'CLOSED';
  return (
    <li className={`schedule-entry schedule-entry--${entry.KIND.toLowerCase()}`}>
      <KindLabel entry={entry} />{' '}
      <RouteLink className="schedule-entry__title" {...scheduleEntryLink(entry.ENTRY_ID)}>
        {closed ? text.closedReason(entry.TITLE) : entry.TITLE}
      </RouteLink>
      {closed ? null : (
        <span className="schedule-entry__meta">
          {showPeriod && entry.START_DAY !== entry.END_DAY ? `${periodText(entry.START_DAY, entry.END_DAY)} · ` : ''}
          {timeText(entry.START_TIME, entry.END_TIME)}
          {entry.PLACE ? ` · ${entry.PLACE}` : ''}
        </span>
      )}
    </li>
  );
}

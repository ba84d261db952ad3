import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ScheduleEntry, ScheduleMonthResponse } from '../../../../contract/events';
import type { Loaded } from '../../../data/resource';
import { useLoaded } from '../../../data/use-resource';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { useToday } from '../../../lib/use-today';
import { scheduleCalendarLink } from '../../../links/events-links';
import { scheduleMonthResource } from '../events-data';
import { entriesOn, initialDay, monthGrid, monthOf, moveFocus, ongoingOn, startingOn, type GridDay } from '../model/calendar-grid';
import { longDay } from '../model/event-text';
import { toIsoDate } from '../../../lib/dates';
import { EventsPage, LastUpdated, LoadProblem } from './events-parts';
import { EntryItem, MonthNav } from './schedule-parts';

const text = koEvents.schedule;

interface CellProps {
  cell: GridDay;
  entries: readonly ScheduleEntry[];
  today: string;
  focused: boolean;
  onChoose: (day: string) => void;
}

/**
 * One day of the grid. Its text is what a screen reader reads: the date in words, 오늘, 휴관
 * with the reason, and every entry's kind and title. Colour only repeats those words.
 */
function DayCell({ cell, entries, today, focused, onChoose }: CellProps) {
  const date = Number(cell.day.slice(8, 10));
  if (!cell.inMonth) {
    return (
      <td className="calendar__cell calendar__cell--other" data-day={cell.day} onClick={() => onChoose(cell.day)}>
        <span className="calendar__date" aria-hidden="true">
          {date}
        </span>
        <span className="sr-only">{`${longDay(cell.day)} (${text.otherMonth})`}</span>
      </td>
    );
  }
  const closed = entries.find((entry) => entry.KIND === 'CLOSED');
  const others = entries.filter((entry) => entry.KIND !== 'CLOSED');
  const isToday = cell.day === today;
  const classes = ['calendar__cell', isToday ? 'calendar__cell--today' : '', closed ? 'calendar__cell--closed' : '', cell.weekday === 0 ? 'calendar__cell--sunday' : '', cell.weekday === 6 ? 'calendar__cell--saturday' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <td
      className={classes}
      data-day={cell.day}
      tabIndex={focused ? 0 : -1}
      aria-selected={focused}
      aria-current={isToday ? 'date' : undefined}
      onClick={() => onChoose(cell.day)}
    >
      <span className="calendar__date" aria-hidden="true">
        {date}
      </span>
      <span className="sr-only">{longDay(cell.day)}</span>
      {isToday ? <span className="calendar__today">{text.today}</span> : null}
      {closed ? (
        <span className="calendar__closed">
          {text.closed}
          <span className="calendar__reason"> ({closed.TITLE})</span>
        </span>
      ) : null}
      {others.length > 0 ? (
        <>
          <span className="calendar__count" aria-hidden="true">
            {text.entriesCount(others.length)}
          </span>
          <ul className="calendar__entries">
            {others.map((entry) => (
              <li key={entry.ENTRY_ID} className={`calendar__entry calendar__entry--${entry.KIND.toLowerCase()}`}>
                <span className="sr-only">{text.kinds[entry.KIND]}: </span>
                {entry.TITLE}
                {entry.END_DAY !== entry.START_DAY ? <span className="calendar__until"> {text.continues(toIsoDate(entry.END_DAY))}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </td>
  );
}

/**
 * /community/events/library-schedule-calendar: the month as an ARIA grid (weeks from Sunday).
 * One day holds the focus (roving tabindex); arrows, Home/End and PageUp/PageDown move it, into
 * the month before or after when it leaves this one (the address then names the new month and
 * day); Enter or Space goes to the chosen day's list below, with links to each entry.
 */
export function ScheduleCalendarPage({ month, day, initial }: { month: string; day: string | undefined; initial: Loaded<ScheduleMonthResponse> }) {
  const result = useLoaded(scheduleMonthResource, month, initial);
  const today = useToday();
  const navigate = useNavigate();
  const [focused, setFocused] = useState(() => initialDay(month, today, day));
  /** The day a key moved to, whose cell takes the focus once it is drawn (null: none asked). */
  const focusWanted = useRef<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);
  const ids = { caption: useId(), help: useId(), panel: useId() };

  // Another month or day in the address (a month link, a key past the month's edge).
  useEffect(() => {
    setFocused(initialDay(month, today, day));
  }, [month, day, today]);

  // After a key moved the focus: to the new day's cell once it is drawn.
  // A render between the key and the new month (the old grid, the old day) must not use up the
  // request: only the asked day's cell, once it is the focused day, takes it.
  useEffect(() => {
    const wanted = focusWanted.current;
    if (wanted === null || wanted !== focused) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`td[data-day="${wanted}"][tabindex]`);
    if (cell) {
      cell.focus();
      focusWanted.current = null;
    }
  });

  const entries = result.kind === 'data' ? result.data.LIST : [];
  const weeks = monthGrid(month);

  const keepDay = (chosen: string) => {
    if (chosen !== day) void navigate({ ...scheduleCalendarLink({ month, day: chosen }), replace: true, resetScroll: false });
  };

  const choose = (next: string, fromKey: boolean) => {
    focusWanted.current = fromKey ? next : null;
    if (monthOf(next) === month) {
      setFocused(next);
      // A day clicked goes in the address too (in place, not as a new entry): back from an
      // event's page, or after a reload, the same day's list is there. Arrow keys only move the
      // focus (an address per key raced the keys); Enter writes the day it reached.
      if (!fromKey) keepDay(next);
      return;
    }
    focusWanted.current = next;
    void navigate(scheduleCalendarLink({ month: monthOf(next), day: next }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(event.target instanceof HTMLElement) || event.target.dataset.day === undefined) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      keepDay(focused);
      const firstLink = document.getElementById(ids.panel)?.querySelector<HTMLElement>('a');
      (firstLink ?? panelHeadingRef.current)?.focus();
      return;
    }
    const next = moveFocus(focused, { key: event.key, shiftKey: event.shiftKey });
    if (next === null) return;
    event.preventDefault();
    choose(next, true);
  };

  const dayEntries = entriesOn(entries, focused).filter((entry) => !ongoingOn([entry], focused).length);
  const underWay = ongoingOn(entries, focused);
  return (
    <EventsPage title={text.calendarTitle} intro={<p>{text.intro}</p>} section="calendar">
      <MonthNav month={month} thisMonth={monthOf(today)} linkFor={(m) => scheduleCalendarLink({ month: m })} />
      {result.kind === 'data' ? (
        <LastUpdated fetchedAt={result.fetchedAt} fromCache={result.fromCache} />
      ) : result.kind === 'missing' ? null : (
        <LoadProblem result={result} />
      )}
      <p id={ids.help} className="calendar-help">
        {text.gridHelp}
      </p>
      <div className="calendar-wrap">
        <table ref={gridRef} className="calendar" role="grid" aria-labelledby={ids.caption} aria-describedby={ids.help} onKeyDown={onKeyDown}>
          <caption id={ids.caption}>{`${koEvents.monthLabel(month)} ${text.calendarTitle}`}</caption>
          <thead>
            <tr>
              {text.weekdays.map((name, index) => (
                <th key={name} scope="col" abbr={name} className={index === 0 ? 'calendar__sunday' : index === 6 ? 'calendar__saturday' : undefined}>
                  <span aria-hidden="true">{text.weekdaysShort[index]}</span>
                  <span className="sr-only">{name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.day}>
                {week.map((cell) => (
                  <DayCell
                    key={cell.day}
                    cell={cell}
                    entries={cell.inMonth ? startingOn(entries, cell.day) : []}
                    today={today}
                    focused={cell.day === focused}
                    onChoose={(chosen) => choose(chosen, false)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section id={ids.panel} className="calendar-day" aria-labelledby={`${ids.panel}-title`}>
        <h2 id={`${ids.panel}-title`} ref={panelHeadingRef} tabIndex={-1} className="section-title">
          {text.dayHeading(longDay(focused))}
          {focused === today ? <span className="today-mark"> ({text.today})</span> : null}
        </h2>
        {dayEntries.length === 0 && underWay.length === 0 ? <p className="notice">{text.noEntries}</p> : null}
        {dayEntries.length > 0 ? (
          <ul className="schedule-day__entries">
            {dayEntries.map((entry) => (
              <EntryItem key={entry.ENTRY_ID} entry={entry} showPeriod />
            ))}
          </ul>
        ) : null}
        {underWay.length > 0 ? (
          <>
            <h3 className="calendar-day__sub">{text.ongoing}</h3>
            <ul className="schedule-day__entries">
              {underWay.map((entry) => (
                <EntryItem key={entry.ENTRY_ID} entry={entry} showPeriod />
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </EventsPage>
  );
}

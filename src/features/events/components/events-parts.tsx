import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { EventState } from '../../../../contract/events';
import { Pagination } from '../../../components/ui/pagination';
import { RouteLink } from '../../../components/ui/route-link';
import type { Loaded } from '../../../data/resource';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { link31Link, libraryEventsLink, scheduleCalendarLink, scheduleListLink, type EventsLink } from '../../../links/events-links';
import { LastUpdated as SharedLastUpdated } from '../../../components/ui/last-updated';
import { ResultsSection as SharedResultsSection } from '../../../components/ui/results-section';
import './events.css';

export type EventsSection = 'events' | 'calendar' | 'list' | 'link31';

/** The events pages' own navigation, the current one marked in words (aria-current) and shape. */
/** `onPage`: the link is the page shown ('page'); else the page is inside that section ('true'). */
export function EventsNav({ current, onPage = true }: { current: EventsSection; onPage?: boolean }) {
  const items: { key: EventsSection; label: string; link: EventsLink }[] = [
    { key: 'events', label: koEvents.nav.events, link: libraryEventsLink() },
    { key: 'calendar', label: koEvents.nav.calendar, link: scheduleCalendarLink() },
    { key: 'list', label: koEvents.nav.scheduleList, link: scheduleListLink() },
    { key: 'link31', label: koEvents.nav.link31, link: link31Link() },
  ];
  return (
    <nav className="events-nav" aria-label={koEvents.nav.name}>
      <ul className="events-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <RouteLink className="events-nav__link" {...item.link} current={item.key === current ? (onPage ? 'page' : 'true') : undefined}>
              {item.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An events page: (a link up,) its title, intro, the section links, then the content. */
export function EventsPage({ title, intro, up, section, sectionHome = true, children }: { title: string; intro?: ReactNode; up?: ReactNode; section: EventsSection; sectionHome?: boolean; children: ReactNode }) {
  return (
    <div className="events">
      {up}
      <h1 className="page-title">{title}</h1>
      {intro ? <div className="page-intro">{intro}</div> : null}
      <EventsNav current={section} onPage={sectionHome} />
      {children}
    </div>
  );
}

/** When the data was fetched; with a stored copy shown after a failed refresh, why. */
export function LastUpdated({ fetchedAt, fromCache }: { fetchedAt: number; fromCache: boolean }) {
  return <SharedLastUpdated fetchedAt={fetchedAt} fromCache={fromCache} labels={koEvents} className="events__updated" />;
}

/** No data: offline with nothing stored, or the server refused (with a retry). */
export function LoadProblem({ result }: { result: Exclude<Loaded<unknown>, { kind: 'data' }> }) {
  const router = useRouter();
  if (result.kind === 'offline') return <p className="notice">{koEvents.offline}</p>;
  return (
    <div className="events__problem">
      <p className="form-error" role="alert">
        {result.kind === 'failed' && result.message ? result.message : koEvents.failed}
      </p>
      <button type="button" className="button button--secondary" onClick={() => void router.invalidate()}>
        {koEvents.retry}
      </button>
    </div>
  );
}

/** An event's state in words (예정 / 진행 중 / 종료), its shape and colour only repeating them. */
export function StateBadge({ state }: { state: EventState }) {
  return <span className={`event-state event-state--${state.toLowerCase()}`}>{koEvents.states[state]}</span>;
}

/** A list's results: heading, count (a status), 마지막 업데이트, the items or why none, pages. */
export function ResultsSection({
  heading,
  count,
  fetchedAt,
  fromCache,
  empty,
  isEmpty,
  children,
  paging,
}: {
  heading: string;
  count?: string;
  fetchedAt: number;
  fromCache: boolean;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
  paging?: { current: number; total: number; size: number; linkFor: (page: number) => EventsLink };
}) {
  return (
    <SharedResultsSection
      className="events__results"
      heading={heading}
      count={count}
      updated={<LastUpdated fetchedAt={fetchedAt} fromCache={fromCache} />}
      empty={empty}
      isEmpty={isEmpty}
      pagination={
        paging
          ? (headingId) => (
          <Pagination<EventsLink>
            current={paging.current}
            total={paging.total}
            size={paging.size}
            linkFor={paging.linkFor}
            focusAfterPaging={headingId}
            labels={{ name: koEvents.pages, previous: koEvents.previousPage, next: koEvents.nextPage, page: koEvents.pageN }}
          />
          )
          : undefined
      }
    >
      {children}
    </SharedResultsSection>
  );
}

/** The link up to a list, above a detail's title. */
export function BackLink({ link, children }: { link: EventsLink; children: ReactNode }) {
  return (
    <p className="events__back">
      <RouteLink {...link}>
        <span aria-hidden="true">‹ </span>
        {children}
      </RouteLink>
    </p>
  );
}

/** Plain-text paragraphs (separated by blank lines) as paragraphs: never HTML. */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return (
    <div className="events__body">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

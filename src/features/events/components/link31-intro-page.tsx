import { useId } from 'react';
import type { Link31Venue, Link31VenueListResponse } from '../../../../contract/events';
import { RouteLink } from '../../../components/ui/route-link';
import type { Loaded } from '../../../data/resource';
import { useLoaded } from '../../../data/use-resource';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { link31EventsLink, link31Link, link31MapLink } from '../../../links/events-links';
import { link31VenuesResource } from '../events-data';
import { EventsPage, LastUpdated, LoadProblem } from './events-parts';

const text = koEvents.link31;

/** The link31 pages' own links: 소개, 지도, 행사 목록. */
export function Link31Nav({ current }: { current: 'intro' | 'map' | 'events' }) {
  const items = [
    { key: 'intro', label: text.sub.intro, link: link31Link() },
    { key: 'map', label: text.sub.map, link: link31MapLink() },
    { key: 'events', label: text.sub.events, link: link31EventsLink() },
  ] as const;
  return (
    <nav className="link31-nav" aria-label={text.title}>
      <ul className="link31-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <RouteLink className="link31-nav__link" {...item.link} current={item.key === current ? 'page' : undefined}>
              {item.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Venues by city/county (가나다), with their events still running or to come. */
export function citiesOf(venues: readonly Link31Venue[]): { sigungu: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const venue of venues) counts.set(venue.SIGUNGU, (counts.get(venue.SIGUNGU) ?? 0) + venue.EVENT_COUNT);
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b, 'ko')).map(([sigungu, count]) => ({ sigungu, count }));
}

/** /community/events/link31: what link31 is, then the cities and counties, each to its events. */
export function Link31IntroPage({ initial }: { initial: Loaded<Link31VenueListResponse> }) {
  const result = useLoaded(link31VenuesResource, undefined, initial);
  const headingId = useId();
  return (
    <EventsPage
      title={text.title}
      intro={
        <>
          {text.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </>
      }
      section="link31"
    >
      <Link31Nav current="intro" />
      <p className="link31__actions">
        <RouteLink className="button" {...link31MapLink()}>
          {text.toMap}
        </RouteLink>
        <RouteLink className="button button--secondary" {...link31EventsLink()}>
          {text.toEvents}
        </RouteLink>
      </p>
      <section className="events__results" aria-labelledby={headingId}>
        <h2 id={headingId} className="section-title">
          {text.byCity}
        </h2>
        {result.kind === 'data' ? (
          <>
            <LastUpdated fetchedAt={result.fetchedAt} fromCache={result.fromCache} />
            <ul className="city-grid">
              {citiesOf(result.data.LIST).map((city) => (
                <li key={city.sigungu}>
                  <RouteLink className="city-grid__link" {...link31EventsLink({ sigungu: city.sigungu })} aria-label={text.cityLink(city.sigungu, city.count)}>
                    <span className="city-grid__name">{city.sigungu}</span>
                    <span className="city-grid__count">{koEvents.link31.venueEvents(city.count)}</span>
                  </RouteLink>
                </li>
              ))}
            </ul>
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

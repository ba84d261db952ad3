import { useId, useMemo, useState } from 'react';
import type { Link31Venue, Link31VenueListResponse } from '../../../../contract/events';
import { RouteLink } from '../../../components/ui/route-link';
import type { Loaded } from '../../../data/resource';
import { useLoaded } from '../../../data/use-resource';
import { koEvents } from '../../../lib/i18n/messages-events-ko';
import { link31EventsLink } from '../../../links/events-links';
import { link31VenuesResource } from '../events-data';
import { MAP_HEIGHT, MAP_WIDTH, outlinePath, project, spreadApart } from '../model/map-layout';
import { EventsPage, LastUpdated, LoadProblem } from './events-parts';
import { Link31Nav } from './link31-intro-page';

const text = koEvents.link31;
/** Closest two markers may stand, in viewBox units (≥ 24 CSS px at the smallest map). */
const MARKER_GAP = 36;
const SEOUL = project(37.5665, 126.978);

function VenueInfo({ venue }: { venue: Link31Venue }) {
  return (
    <>
      <p className="map-panel__name">
        <strong>{venue.NAME}</strong> <span className="tag">{venue.SIGUNGU}</span>
      </p>
      <dl className="event-card__facts">
        {venue.ADDRESS ? (
          <div>
            <dt>{koEvents.fields.address}</dt>
            <dd>{venue.ADDRESS}</dd>
          </div>
        ) : null}
        {venue.PHONE ? (
          <div>
            <dt>{koEvents.fields.phone}</dt>
            <dd>{venue.PHONE}</dd>
          </div>
        ) : null}
      </dl>
      <p>
        {text.venueEvents(venue.EVENT_COUNT)} · <RouteLink {...link31EventsLink({ sigungu: venue.SIGUNGU })}>{text.venueEventsLink(venue.SIGUNGU)}</RouteLink>
      </p>
    </>
  );
}

/**
 * The venues on a map drawn from their coordinates (no tile service: it works offline), each a
 * numbered button in Tab order (north to south); the chosen one's details beside it. The same
 * venues follow as a numbered list, the map's text alternative.
 */
function VenueMap({ venues, initialVenue }: { venues: readonly Link31Venue[]; initialVenue: number | undefined }) {
  const ordered = useMemo(() => [...venues].sort((a, b) => b.LATITUDE - a.LATITUDE || a.LONGITUDE - b.LONGITUDE), [venues]);
  const placed = useMemo(() => spreadApart(ordered.map((v) => project(v.LATITUDE, v.LONGITUDE)), MARKER_GAP), [ordered]);
  const outline = useMemo(() => outlinePath(ordered.map((v) => project(v.LATITUDE, v.LONGITUDE)), 28), [ordered]);
  const [chosen, setChosen] = useState<number | undefined>(initialVenue);
  const selected = ordered.find((v) => v.VENUE_ID === chosen);
  const ids = { map: useId(), panel: useId(), list: useId() };
  return (
    <>
      <div className="link31-map">
        <figure className="link31-map__figure" aria-labelledby={ids.map}>
          <figcaption id={ids.map} className="sr-only">
            {text.mapLabel}
          </figcaption>
          <div className="link31-map__canvas" style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}>
            <svg className="link31-map__svg" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} aria-hidden="true" focusable="false">
              <path className="link31-map__land" d={outline} />
              <circle className="link31-map__seoul" cx={SEOUL.x} cy={SEOUL.y} r={24} />
              <text className="link31-map__seoul-label" x={SEOUL.x} y={SEOUL.y + 4} textAnchor="middle">
                {text.seoul}
              </text>
              {ordered.map((venue, index) => {
                const from = project(venue.LATITUDE, venue.LONGITUDE);
                const to = placed[index] ?? from;
                return (
                  <g key={venue.VENUE_ID}>
                    <line className="link31-map__leader" x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
                    <circle className="link31-map__spot" cx={from.x} cy={from.y} r={2.5} />
                  </g>
                );
              })}
              <g className="link31-map__north" transform={`translate(${MAP_WIDTH - 28}, 30)`}>
                <path d="M0,-16 L7,6 L0,1 L-7,6 Z" />
                <text y={20} textAnchor="middle">
                  {text.north}
                </text>
              </g>
            </svg>
            {ordered.map((venue, index) => {
              const at = placed[index] ?? project(venue.LATITUDE, venue.LONGITUDE);
              const isChosen = venue.VENUE_ID === chosen;
              return (
                <button
                  key={venue.VENUE_ID}
                  type="button"
                  className={isChosen ? 'map-marker map-marker--chosen' : 'map-marker'}
                  style={{ left: `${(at.x / MAP_WIDTH) * 100}%`, top: `${(at.y / MAP_HEIGHT) * 100}%` }}
                  aria-label={text.marker(venue.SIGUNGU, venue.NAME, venue.EVENT_COUNT)}
                  aria-pressed={isChosen}
                  aria-controls={ids.panel}
                  onClick={() => setChosen(venue.VENUE_ID)}
                >
                  {index + 1}
                </button>
              );
            })}
          </div>
        </figure>
        <section id={ids.panel} className="map-panel" aria-live="polite" aria-labelledby={`${ids.panel}-title`}>
          <h2 id={`${ids.panel}-title`} className="section-title">
            {text.selected}
          </h2>
          {selected ? <VenueInfo venue={selected} /> : <p className="notice">{text.chooseVenue}</p>}
        </section>
      </div>
      <p className="field__hint">{text.mapNote}</p>
      <section className="events__results" aria-labelledby={ids.list}>
        <h2 id={ids.list} className="section-title">
          {text.listTitle}
        </h2>
        <ol className="venue-list">
          {ordered.map((venue) => (
            <li key={venue.VENUE_ID} className="venue-list__item">
              <VenueInfo venue={venue} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** /community/events/link31/map: where the linked events are held, on a map and as a list. */
export function Link31MapPage({ venue, initial }: { venue: number | undefined; initial: Loaded<Link31VenueListResponse> }) {
  const result = useLoaded(link31VenuesResource, undefined, initial);
  return (
    <EventsPage title={text.mapTitle} intro={<p>{text.mapIntro}</p>} section="link31" sectionHome={false}>
      <Link31Nav current="map" />
      {result.kind === 'data' ? (
        <>
          <LastUpdated fetchedAt={result.fetchedAt} fromCache={result.fromCache} />
          <VenueMap venues={result.data.LIST} initialVenue={venue} />
        </>
      ) : result.kind === 'missing' ? (
        <p className="notice">{text.empty}</p>
      ) : (
        <LoadProblem result={result} />
      )}
    </EventsPage>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FLOOR_IDS, type FloorId } from '../../../../contract/shelf-rooms';
import { floorHash } from '../model/floor-hash';
import { RouteLink } from '../../../components/ui/route-link';
import { koFloorMap } from '../../../lib/i18n/messages-floor-map-ko';
import { FloorMapSvg } from './floor-map-svg';
import { FloorLegend, FloorRoomList } from './floor-parts';
import '../floor-map.css';

const t = koFloorMap;

/** Top floor first, as a building's directory reads. */
const TAB_ORDER: readonly FloorId[] = [...FLOOR_IDS].reverse();

/**
 * The floor maps of the main building: a tab per floor (arrow keys, Home and End move between them
 * and show the floor at once), the floor's map beside the list of its rooms, and the legend in
 * words. `initialFloor` (from the address's hash) opens that floor and scrolls to it.
 */
export function FloorMaps({ initialFloor }: { initialFloor?: FloorId }) {
  const [floor, setFloor] = useState<FloorId>(initialFloor ?? '1F');
  const base = useId();
  const tabs = useRef(new Map<FloorId, HTMLButtonElement>());
  const panelId = `${base}-panel`;
  const tabId = (id: FloorId) => `${base}-tab-${id}`;

  useEffect(() => {
    if (initialFloor) {
      setFloor(initialFloor);
      document.getElementById(floorHash(initialFloor))?.scrollIntoView();
    }
  }, [initialFloor]);

  const choose = (id: FloorId) => {
    setFloor(id);
    tabs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TAB_ORDER.indexOf(floor);
    const last = TAB_ORDER.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const id = TAB_ORDER[next];
    if (id) choose(id);
  };

  const name = t.floors[floor];
  return (
    <section className="floor-maps" id="floor-maps" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{t.section.title}</h2>
      <p>{t.section.intro}</p>
      <p>{t.section.allFloors}</p>
      <div role="tablist" aria-label={t.section.tabs} className="floor-tabs">
        {TAB_ORDER.map((id) => (
          <button
            key={id}
            ref={(element) => {
              if (element) tabs.current.set(id, element);
              else tabs.current.delete(id);
            }}
            id={tabId(id)}
            type="button"
            role="tab"
            aria-selected={id === floor}
            aria-controls={panelId}
            tabIndex={id === floor ? 0 : -1}
            className="floor-tabs__tab"
            onClick={() => choose(id)}
            onKeyDown={onKeyDown}
          >
            {id === floor ? (
              <span className="floor-tabs__check" aria-hidden="true">
                ✓{' '}
              </span>
            ) : null}
            {t.floors[id].name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(floor)} className="floor-panel">
        <h3 id={floorHash(floor)} className="floor-panel__title">
          {name.name} <span className="floor-panel__summary">{name.summary}</span>
        </h3>
        <div className="floor-panel__body">
          <figure className="floor-map">
            <FloorMapSvg floor={floor} />
          </figure>
          <FloorRoomList floor={floor} />
        </div>
      </div>
      <FloorLegend />
      <p>
        <RouteLink to="/contents/$menuUrl" params={{ menuUrl: 'floor-guide' }}>
          {t.section.guide}
        </RouteLink>
      </p>
    </section>
  );
}

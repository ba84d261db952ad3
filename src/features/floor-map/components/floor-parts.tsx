import type { FloorId } from '../../../../contract/shelf-rooms';
import { koFloorMap } from '../../../lib/i18n/messages-floor-map-ko';
import { floorPlan, markCount, type MarkKind, type RoomKind } from '../model/floor-plans';

const t = koFloorMap;

const KINDS: readonly RoomKind[] = ['collection', 'children', 'culture', 'service', 'outdoor', 'staff', 'parking'];
const MARKS: readonly MarkKind[] = ['elevator', 'stairs', 'toilet', 'accessibleToilet', 'exit'];

/** What the colours and the short words on the maps mean, in words. */
export function FloorLegend({ withHere = false }: { withHere?: boolean }) {
  return (
    <div className="floor-legend">
      <h3 className="floor-legend__title">{t.section.legend}</h3>
      <p className="floor-legend__note">{t.section.legendNote}</p>
      <ul className="floor-legend__list">
        {KINDS.map((kind) => (
          <li key={kind}>
            <span className={`floor-legend__swatch floor-legend__swatch--${kind}`} aria-hidden="true" />
            {t.kinds[kind]}
          </li>
        ))}
      </ul>
      <ul className="floor-legend__list">
        {MARKS.map((kind) => {
          const short = t.marks[kind].short;
          return (
            <li key={kind}>
              <span className={`floor-legend__mark floor-legend__mark--${kind}`} aria-hidden="true">
                {typeof short === 'string' ? short : short.join(' ')}
              </span>
              {t.marks[kind].name}
            </li>
          );
        })}
        {withHere ? (
          <li>
            <span className="floor-legend__here" aria-hidden="true">
              {t.book.here}
            </span>
            {t.book.here}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The floor's rooms and what is in each, and its stairs, elevators, toilets and exits: the map as text. */
export function FloorRoomList({ floor, headingId }: { floor: FloorId; headingId?: string }) {
  const plan = floorPlan(floor);
  const name = t.floors[floor].name;
  const exits = plan.marks.flatMap((mark) => (mark.kind === 'exit' && mark.exit ? [t.exits[mark.exit]] : []));
  return (
    <div className="floor-rooms">
      <h4 id={headingId} className="floor-rooms__title">
        {t.section.roomsTitle(name)}
      </h4>
      <ul className="floor-rooms__list">
        {plan.rooms.map((room) => {
          const words = t.rooms[room.id];
          return (
            <li key={room.id}>
              <strong>{words.name}</strong>
              {room.kind === 'staff' && !words.name.includes(t.kinds.staff) ? ` (${t.kinds.staff})` : null}
              {words.note ? <span className="floor-rooms__note">{words.note}</span> : null}
            </li>
          );
        })}
      </ul>
      <h4 className="floor-rooms__title">{t.section.marksTitle(name)}</h4>
      <ul className="floor-rooms__list floor-rooms__list--marks">
        <li>{t.section.elevators(markCount(plan, 'elevator'))}</li>
        <li>{t.section.stairs(markCount(plan, 'stairs'))}</li>
        {markCount(plan, 'toilet') > 0 ? <li>{t.section.toilets}</li> : null}
        {markCount(plan, 'accessibleToilet') > 0 ? <li>{t.section.accessibleToilet}</li> : null}
        {exits.map((exit) => (
          <li key={exit}>{exit}</li>
        ))}
      </ul>
    </div>
  );
}

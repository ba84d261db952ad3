import { useId } from 'react';
import type { FloorId } from '../../../../contract/shelf-rooms';
import { koFloorMap, type RoomKey } from '../../../lib/i18n/messages-floor-map-ko';
import { CORRIDOR, fitLabel, floorPlan, OUTLINE, VIEW, type Box, type PlanMark, type PlanRoom } from '../model/floor-plans';

const t = koFloorMap;

/** The words of a mark: exits by their own name. */
export function markName(mark: PlanMark): string {
  return mark.kind === 'exit' && mark.exit ? t.exits[mark.exit] : t.marks[mark.kind].name;
}

/** Lines of text centred in a box; `top` leaves room above them (the 'here' badge). */
function Label({ lines, box, top = 0, max, min, className }: { lines: readonly string[]; box: Box; top?: number; max?: number; min?: number; className?: string }) {
  const inner = { w: box.w, h: box.h - top };
  const size = fitLabel(lines, inner, max, min);
  const lineHeight = size * 1.2;
  const first = box.y + top + inner.h / 2 - ((lines.length - 1) * lineHeight) / 2;
  return (
    <text className={className} x={box.x + box.w / 2} y={first} fontSize={size} textAnchor="middle" dominantBaseline="central">
      {lines.map((line, index) => (
        <tspan key={index} x={box.x + box.w / 2} y={first + index * lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function Room({ room, here, hatch }: { room: PlanRoom; here: boolean; hatch: string }) {
  const words = t.rooms[room.id];
  const lines = words.lines ?? [words.name];
  const badge = { x: room.x + 6, y: room.y + 6, w: Math.min(room.w - 12, 92), h: 20 };
  const label = `${words.name}${words.note ? `. ${words.note}` : ''}${here ? ` (${t.book.here})` : ''}`;
  return (
    <g role="img" aria-label={label} className={`floor-room floor-room--${room.kind}${here ? ' floor-room--here' : ''}`} data-room={room.id}>
      <title>{here ? `${words.name} (${t.book.here})` : words.name}</title>
      <rect className="floor-room__shape" x={room.x} y={room.y} width={room.w} height={room.h} />
      {room.kind === 'staff' ? <rect x={room.x} y={room.y} width={room.w} height={room.h} fill={`url(#${hatch})`} /> : null}
      {here ? (
        <>
          <rect className="floor-room__outline" x={room.x + 2.5} y={room.y + 2.5} width={room.w - 5} height={room.h - 5} />
          <rect className="floor-room__badge" x={badge.x} y={badge.y} width={badge.w} height={badge.h} rx={4} />
          <Label className="floor-room__badge-text" lines={[t.book.here]} box={badge} max={12} />
        </>
      ) : null}
      <Label className="floor-room__name" lines={lines} box={room} top={here ? 26 : 0} max={16} />
    </g>
  );
}

function Mark({ mark }: { mark: PlanMark }) {
  const words = t.marks[mark.kind].short;
  const lines = typeof words === 'string' ? [mark.kind === 'exit' && mark.exit === 'car' ? t.exits.car : words] : words;
  return (
    <g role="img" aria-label={markName(mark)} className={`floor-mark floor-mark--${mark.kind}`}>
      <title>{markName(mark)}</title>
      <rect className="floor-mark__shape" x={mark.x} y={mark.y} width={mark.w} height={mark.h} rx={mark.kind === 'exit' ? 10 : 3} />
      <Label className="floor-mark__text" lines={lines} box={mark} max={11} min={8} />
    </g>
  );
}

/**
 * One floor drawn as SVG: each room a named image (its name and what is in it, and '이 책의 위치'
 * when highlighted), the stairs, elevators, toilets and exits named the same way, and every name
 * written on the map too. A highlighted room gets a thick outline and the words '이 책의 위치'.
 */
export function FloorMapSvg({ floor, highlight = [] }: { floor: FloorId; highlight?: readonly RoomKey[] }) {
  const plan = floorPlan(floor);
  const name = t.floors[floor];
  const hatch = `floor-hatch-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <svg className="floor-map__svg" viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} role="group" aria-label={t.section.map(name.name, name.summary)}>
      <defs>
        <pattern id={hatch} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="8" className="floor-map__hatch" />
        </pattern>
      </defs>
      <rect className="floor-map__outline" x={OUTLINE.x} y={OUTLINE.y} width={OUTLINE.w} height={OUTLINE.h} />
      <rect className="floor-map__corridor" x={CORRIDOR.x} y={CORRIDOR.y} width={CORRIDOR.w} height={CORRIDOR.h} />
      {plan.rooms.map((room) => (
        <Room key={room.id} room={room} here={highlight.includes(room.id)} hatch={hatch} />
      ))}
      {plan.marks.map((mark, index) => (
        <Mark key={`${mark.kind}-${index}`} mark={mark} />
      ))}
    </svg>
  );
}

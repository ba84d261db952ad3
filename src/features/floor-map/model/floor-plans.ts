import type { FloorId } from '../../../../contract/shelf-rooms';
import type { RoomKey } from '../../../lib/i18n/messages-floor-map-ko';

/*
 * The main building's floors as drawn on the map (viewBox 400 × 300). Every floor shares one
 * frame: rooms in a north band (y 20–125) and a south band (y 165–290) either side of a corridor,
 * the stairs at both ends of the corridor, and a core south of the corridor's middle with the two
 * elevators, the toilets and the accessible toilet, so that they stand in the same place on every
 * floor. Names and descriptions are in the message catalogue (messages-floor-map-ko.ts).
 */

export type RoomKind = 'collection' | 'children' | 'culture' | 'service' | 'outdoor' | 'staff' | 'parking';
export type MarkKind = 'elevator' | 'stairs' | 'toilet' | 'accessibleToilet' | 'exit';
export type ExitKey = 'main' | 'north' | 'car' | 'garden';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlanRoom extends Box {
  id: RoomKey;
  kind: RoomKind;
}

export interface PlanMark extends Box {
  kind: MarkKind;
  /** Which exit (for kind 'exit'). */
  exit?: ExitKey;
}

export interface FloorPlan {
  id: FloorId;
  rooms: readonly PlanRoom[];
  marks: readonly PlanMark[];
}

export const VIEW = { width: 400, height: 300 } as const;
/** The building's outline. */
export const OUTLINE: Box = { x: 10, y: 20, w: 380, h: 270 };
/** The corridor between the bands. */
export const CORRIDOR: Box = { x: 10, y: 125, w: 380, h: 40 };

const NORTH = { y: 20, h: 105 } as const;
const SOUTH = { y: 165, h: 125 } as const;

/** The stairs and the core: the same on every floor. */
const CORE: readonly PlanMark[] = [
  { kind: 'stairs', x: 12, y: 128, w: 42, h: 34 },
  { kind: 'stairs', x: 346, y: 128, w: 42, h: 34 },
  { kind: 'elevator', x: 162, y: 168, w: 37, h: 38 },
  { kind: 'elevator', x: 201, y: 168, w: 37, h: 38 },
  { kind: 'toilet', x: 162, y: 209, w: 76, h: 34 },
  { kind: 'accessibleToilet', x: 162, y: 246, w: 76, h: 42 },
];

const room = (id: RoomKey, kind: RoomKind, x: number, w: number, band: { y: number; h: number }, y?: number, h?: number): PlanRoom => ({
  id,
  kind,
  x,
  w,
  y: y ?? band.y,
  h: h ?? band.h,
});

export const FLOOR_PLANS: readonly FloorPlan[] = [
  {
    id: '5F',
    rooms: [
      room('f5-garden', 'outdoor', 10, 380, NORTH),
      room('f5-office', 'staff', 10, 150, SOUTH),
      room('f5-conference', 'culture', 240, 150, SOUTH),
    ],
    marks: [...CORE, { kind: 'exit', exit: 'garden', x: 165, y: 112, w: 70, h: 22 }],
  },
  {
    id: '4F',
    rooms: [
      room('f4-digital', 'collection', 10, 130, NORTH),
      room('f4-media', 'culture', 140, 120, NORTH),
      room('f4-ai', 'culture', 260, 130, NORTH),
      room('f4-reading', 'collection', 10, 150, SOUTH),
      room('f4-ai-studio', 'culture', 240, 75, SOUTH, 165, 62),
      room('f4-studio', 'culture', 315, 75, SOUTH, 165, 62),
      room('f4-maker', 'culture', 240, 75, SOUTH, 227, 63),
      room('f4-seminar', 'culture', 315, 75, SOUTH, 227, 63),
    ],
    marks: CORE,
  },
  {
    id: '3F',
    rooms: [
      room('f3-literature', 'collection', 10, 280, NORTH),
      room('f3-large-print', 'collection', 290, 100, NORTH),
      room('f3-seminar-1', 'culture', 10, 75, SOUTH),
      room('f3-seminar-2', 'culture', 85, 75, SOUTH),
      room('f3-hall', 'culture', 240, 150, SOUTH),
    ],
    marks: CORE,
  },
  {
    id: '2F',
    rooms: [
      room('f2-general', 'collection', 10, 280, NORTH),
      room('f2-periodicals', 'collection', 290, 100, NORTH),
      room('f2-local', 'collection', 10, 150, SOUTH, 165, 60),
      room('f2-teen', 'collection', 10, 150, SOUTH, 225, 65),
      room('f2-desk', 'service', 240, 150, SOUTH, 165, 45),
      room('f2-exhibition', 'culture', 240, 150, SOUTH, 210, 80),
    ],
    marks: CORE,
  },
  {
    id: '1F',
    rooms: [
      room('f1-children', 'children', 10, 180, NORTH),
      room('f1-infants', 'children', 190, 80, NORTH),
      room('f1-cafe', 'service', 270, 120, NORTH),
      room('f1-lobby', 'service', 10, 150, SOUTH),
      room('f1-exhibition', 'culture', 240, 150, SOUTH, 165, 60),
      room('f1-hall', 'culture', 240, 150, SOUTH, 225, 65),
    ],
    marks: [...CORE, { kind: 'exit', exit: 'main', x: 45, y: 279, w: 80, h: 20 }, { kind: 'exit', exit: 'north', x: 295, y: 9, w: 70, h: 22 }],
  },
  {
    id: 'B1',
    rooms: [
      room('b1-auditorium', 'culture', 10, 220, NORTH),
      room('b1-stacks', 'staff', 230, 160, NORTH),
      room('b1-nursing', 'service', 10, 75, SOUTH),
      room('b1-disaster', 'staff', 85, 75, SOUTH),
      room('b1-machine', 'staff', 240, 150, SOUTH),
    ],
    marks: CORE,
  },
  {
    id: 'B2',
    rooms: [
      room('b2-parking', 'parking', 10, 380, NORTH),
      room('b2-accessible-parking', 'parking', 10, 150, SOUTH),
      room('b2-ev-charging', 'parking', 240, 150, SOUTH),
    ],
    marks: [...CORE, { kind: 'exit', exit: 'car', x: 30, y: 9, w: 80, h: 22 }],
  },
];

/** The plan of one floor (every FloorId has one). */
export function floorPlan(id: FloorId): FloorPlan {
  const plan = FLOOR_PLANS.find((floor) => floor.id === id);
  if (!plan) throw new Error(`no plan for floor ${id}`);
  return plan;
}

/** How many of a mark a floor has. */
export const markCount = (plan: FloorPlan, kind: MarkKind): number => plan.marks.filter((mark) => mark.kind === kind).length;

/** The label's lines fitted to a box: a font size (units of the viewBox) so the widest line fits. */
export function fitLabel(lines: readonly string[], box: Pick<Box, 'w' | 'h'>, max = 14, min = 9): number {
  // Hangul and other wide glyphs take about one em, Latin letters, digits and punctuation about 0.6.
  const units = (line: string) => [...line].reduce((sum, char) => sum + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(char) ? 1 : 0.62), 0);
  const widest = Math.max(1, ...lines.map(units));
  const byWidth = (box.w - 8) / widest;
  const byHeight = (box.h - 6) / (lines.length * 1.25);
  return Math.max(min, Math.min(max, byWidth, byHeight));
}

/**
 * Where a shelf is: a copy's (or a book's) SHELF_LOC_DESC read as a room on a floor of the main
 * building, another branch's building, or unknown. The catalogue writes shelves as
 * `[location] place`, e.g. `[경기도서관] 2층 종합자료실(인문·사회·과학)`, `[어린이자료실] 그림책·동화
 * 서가`, `[북부분관] 2층 문학자료실`; the bracket may be missing (`1층 어린이자료실`). The portal
 * draws the room on the floor map (features/floor-map); the rooms' shapes and names are its own,
 * this table only says which room holds which shelves. Kept in the contract so that the server
 * (its seed test, the assistant) reads shelves by the same rule.
 */

/** The floors of the main building, lowest first. */
export const FLOOR_IDS = ['B2', 'B1', '1F', '2F', '3F', '4F', '5F'] as const;
export type FloorId = (typeof FLOOR_IDS)[number];

/** Rooms of the main building that hold shelves of the collection. */
export const SHELF_ROOMS = {
  'f1-children': { floor: '1F' },
  'f1-infants': { floor: '1F' },
  'f2-general': { floor: '2F' },
  'f2-periodicals': { floor: '2F' },
  'f2-local': { floor: '2F' },
  'f2-teen': { floor: '2F' },
  'f3-literature': { floor: '3F' },
  'f3-large-print': { floor: '3F' },
  'f4-digital': { floor: '4F' },
  'b1-stacks': { floor: 'B1' },
} as const satisfies Record<string, { floor: FloorId }>;
export type ShelfRoomId = keyof typeof SHELF_ROOMS;

/** Buildings other than the main one: their copies are not on the main building's map. */
export type OtherBuilding = 'NORTH' | 'SMART';

export type ShelfPlace =
  /** A room of the main building; `shelf` names the shelf inside it when the text does ('그림책·동화 서가'). */
  | { kind: 'room'; floor: FloorId; room: ShelfRoomId; shelf: string }
  /** Another branch's building; `place` is the text after its name ('2층 문학자료실'). */
  | { kind: 'elsewhere'; building: OtherBuilding; place: string }
  | { kind: 'unknown' };

/** The bracketed location names and what they are. */
const LOCATIONS: Readonly<Record<string, 'MAIN' | 'CHILD' | OtherBuilding>> = {
  경기도서관: 'MAIN',
  '경기도서관 본관': 'MAIN',
  본관: 'MAIN',
  어린이자료실: 'CHILD',
  '경기도서관 어린이자료실': 'CHILD',
  북부분관: 'NORTH',
  '경기도서관 북부분관': 'NORTH',
  '광교 스마트도서관': 'SMART',
  스마트도서관: 'SMART',
};

/** Room names in the shelf text, most specific first. */
const ROOM_WORDS: readonly (readonly [RegExp, ShelfRoomId])[] = [
  [/유아/, 'f1-infants'],
  [/어린이|그림책|동화/, 'f1-children'],
  [/청소년/, 'f2-teen'],
  [/향토/, 'f2-local'],
  [/정기간행물|신문|잡지/, 'f2-periodicals'],
  [/큰\s?글자/, 'f3-large-print'],
  [/문학/, 'f3-literature'],
  [/디지털/, 'f4-digital'],
  [/보존서고/, 'b1-stacks'],
  [/종합자료실|인문|사회|과학|일반자료실/, 'f2-general'],
];

/** '지하 1층' → B1, '3층' / '3F' → 3F; undefined when the text names no floor. */
function statedFloor(text: string): FloorId | undefined {
  const basement = /(?:지하\s?|B)([12])\s?층?/.exec(text);
  if (basement) return `B${basement[1]}` as FloorId;
  const floor = /([1-5])\s?(?:층|F\b)/.exec(text);
  return floor ? (`${floor[1]}F` as FloorId) : undefined;
}

/** The words after the room name that name a shelf inside it ('그림책·동화 서가'). */
function shelfWords(text: string): string {
  const shelf = /([^\s\]]*(?:\s[^\s\]]+)?\s?서가)$/.exec(text.trim());
  return shelf?.[1]?.trim() ?? '';
}

/** Reads one SHELF_LOC_DESC. Anything it cannot place for sure is 'unknown', never a guess. */
export function shelfPlace(description: string): ShelfPlace {
  const text = description.replace(/\s+/g, ' ').trim();
  if (!text) return { kind: 'unknown' };
  const bracket = /^\[([^\]]+)\]\s*(.*)$/.exec(text);
  const location = bracket ? LOCATIONS[bracket[1]?.trim() ?? ''] : 'MAIN';
  const rest = (bracket ? bracket[2] : text)?.trim() ?? '';
  if (!location) return { kind: 'unknown' };
  if (location === 'NORTH' || location === 'SMART') return { kind: 'elsewhere', building: location, place: rest };
  const room = location === 'CHILD' ? 'f1-children' : ROOM_WORDS.find(([words]) => words.test(rest))?.[1];
  if (!room) return { kind: 'unknown' };
  const { floor } = SHELF_ROOMS[room];
  const stated = statedFloor(rest);
  // A floor that is not the room's: the text says something the map does not know.
  if (stated !== undefined && stated !== floor) return { kind: 'unknown' };
  return { kind: 'room', floor, room, shelf: shelfWords(rest) };
}

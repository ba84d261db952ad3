import type { BookDetail } from '../../../../contract/catalogue';
import { shelfPlace, type FloorId, type OtherBuilding, type ShelfRoomId } from '../../../../contract/shelf-rooms';
import type { RoomKey } from '../../../lib/i18n/messages-floor-map-ko';

export interface RoomPlace {
  floor: FloorId;
  room: ShelfRoomId & RoomKey;
  shelves: string[];
  callNos: string[];
}

export interface BookPlaces {
  rooms: RoomPlace[];
  elsewhere: { building: OtherBuilding; place: string }[];
}

/** The rooms of the main building that hold the book (its own shelf and each copy's), and the other buildings' shelves. */
export function bookPlaces(book: Pick<BookDetail, 'SHELF_LOC_DESC' | 'CALL_NO' | 'HOLDINGS'>): BookPlaces {
  const rooms = new Map<string, RoomPlace>();
  const elsewhere = new Map<string, { building: OtherBuilding; place: string }>();
  const shelves = [{ text: book.SHELF_LOC_DESC, callNo: book.CALL_NO }, ...book.HOLDINGS.map((holding) => ({ text: holding.SHELF_LOC_DESC, callNo: holding.CALL_NO }))];
  for (const shelf of shelves) {
    const place = shelfPlace(shelf.text);
    if (place.kind === 'room') {
      const room: ShelfRoomId & RoomKey = place.room;
      const entry = rooms.get(room) ?? { floor: place.floor, room, shelves: [], callNos: [] };
      if (place.shelf && !entry.shelves.includes(place.shelf)) entry.shelves.push(place.shelf);
      if (shelf.callNo && !entry.callNos.includes(shelf.callNo)) entry.callNos.push(shelf.callNo);
      rooms.set(room, entry);
    } else if (place.kind === 'elsewhere') {
      elsewhere.set(`${place.building}:${place.place}`, { building: place.building, place: place.place });
    }
  }
  return { rooms: [...rooms.values()], elsewhere: [...elsewhere.values()] };
}


import type { LibraryInfo, LibraryRoom } from '../../contract/library-info';
import type { Queryable } from '../db/db';

interface InfoRow {
  manage_code: string;
  name: string;
  postal_code: string;
  address: string;
  phone: string;
  fax: string;
  email: string;
  closed_rules: string[];
  updated_at: string;
}

interface RoomRow {
  room_code: string;
  name: string;
  place: string;
  phone: string;
}

interface HoursRow {
  room_code: string;
  weekday: number;
  opens: string;
  closes: string;
}

/** One site's facts with its rooms (in their order) and their weekly hours; null when none. */
export async function findLibraryInfo(db: Queryable, manageCode: string): Promise<LibraryInfo | null> {
  const [info] = await db.query<InfoRow>(
    `SELECT manage_code, name, postal_code, address, phone, fax, email, closed_rules,
            to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
       FROM library_info WHERE manage_code = $1`,
    [manageCode],
  );
  if (!info) return null;
  const [rooms, hours] = await Promise.all([
    db.query<RoomRow>(`SELECT room_code, name, place, phone FROM library_rooms WHERE manage_code = $1 ORDER BY sort_order, room_code`, [manageCode]),
    db.query<HoursRow>(
      `SELECT room_code, weekday::int AS weekday, to_char(opens, 'HH24:MI') AS opens, to_char(closes, 'HH24:MI') AS closes
         FROM library_room_hours WHERE manage_code = $1 ORDER BY room_code, weekday`,
      [manageCode],
    ),
  ]);
  const roomOf = (row: RoomRow): LibraryRoom => ({
    CODE: row.room_code,
    NAME: row.name,
    PLACE: row.place,
    PHONE: row.phone,
    HOURS: hours.filter((h) => h.room_code === row.room_code).map((h) => ({ WEEKDAY: h.weekday, OPEN: h.opens, CLOSE: h.closes })),
  });
  return {
    MANAGE_CODE: info.manage_code,
    NAME: info.name,
    POSTAL_CODE: info.postal_code,
    ADDRESS: info.address,
    PHONE: info.phone,
    FAX: info.fax,
    EMAIL: info.email,
    CLOSED_RULES: info.closed_rules,
    ROOMS: rooms.map(roomOf),
    UPDATED_AT: info.updated_at,
  };
}

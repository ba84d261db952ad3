import type { AboutInfo, TimelapseStage } from '../../contract/about';
import type { Queryable } from '../db/db';

interface InfoRow {
  base_date: string | null;
  updated_at: string;
}

/** One site's about tables (migration 0017) as selectaboutinfo answers them; null when none. */
export async function findAboutInfo(db: Queryable, manageCode: string): Promise<AboutInfo | null> {
  const [info] = await db.query<InfoRow>(
    `SELECT to_char(collection_base_date, 'YYYY-MM-DD') AS base_date,
            to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
       FROM about_info WHERE manage_code = $1`,
    [manageCode],
  );
  if (!info) return null;
  const [teams, history, floors, rooms, colours, stages, classes, media] = await Promise.all([
    db.query<{ team_code: string; name: string; parent_code: string; head: string; phone: string; staff: number; duties: string[] }>(
      `SELECT team_code, name, parent_code, head, phone, staff, duties FROM about_teams WHERE manage_code = $1 ORDER BY sort_order, team_code`,
      [manageCode],
    ),
    db.query<{ year: number; month: number; text: string }>(
      `SELECT year, month, text FROM about_history WHERE manage_code = $1 ORDER BY year DESC, month DESC, sort_order`,
      [manageCode],
    ),
    db.query<{ floor_code: string; name: string; summary: string }>(
      `SELECT floor_code, name, summary FROM about_floors WHERE manage_code = $1 ORDER BY sort_order, floor_code`,
      [manageCode],
    ),
    db.query<{ floor_code: string; name: string; seats: number; room_code: string; hours: string; note: string }>(
      `SELECT floor_code, name, seats, room_code, hours, note FROM about_floor_rooms WHERE manage_code = $1 ORDER BY floor_code, sort_order`,
      [manageCode],
    ),
    db.query<{ name: string; hex: string; rgb: string; cmyk: string; meaning: string }>(
      `SELECT name, hex, rgb, cmyk, meaning FROM about_colours WHERE manage_code = $1 ORDER BY sort_order`,
      [manageCode],
    ),
    db.query<{ stage_code: TimelapseStage; title: string; period: string; text: string }>(
      `SELECT stage_code, title, period, text FROM about_stages WHERE manage_code = $1 ORDER BY sort_order`,
      [manageCode],
    ),
    db.query<{ kdc_class: string; volumes: number }>(
      `SELECT kdc_class, volumes FROM about_collection_classes WHERE manage_code = $1 ORDER BY kdc_class`,
      [manageCode],
    ),
    db.query<{ media_code: string; name: string; count: number | null; unit: string }>(
      `SELECT media_code, name, count, unit FROM about_collection_media WHERE manage_code = $1 ORDER BY sort_order, media_code`,
      [manageCode],
    ),
  ]);
  const printed = classes.reduce((sum, row) => sum + row.volumes, 0);
  return {
    TEAMS: teams.map((t) => ({ CODE: t.team_code, NAME: t.name, PARENT: t.parent_code, HEAD: t.head, PHONE: t.phone, STAFF: t.staff, DUTIES: t.duties })),
    HISTORY: history.map((h) => ({ YEAR: h.year, MONTH: h.month, TEXT: h.text })),
    FLOORS: floors.map((f) => ({
      CODE: f.floor_code,
      NAME: f.name,
      SUMMARY: f.summary,
      ROOMS: rooms
        .filter((r) => r.floor_code === f.floor_code)
        .map((r) => ({ NAME: r.name, SEATS: r.seats, ROOM_CODE: r.room_code, HOURS: r.hours, NOTE: r.note })),
    })),
    COLOURS: colours.map((c) => ({ NAME: c.name, HEX: c.hex, RGB: c.rgb, CMYK: c.cmyk, MEANING: c.meaning })),
    STAGES: stages.map((s) => ({ CODE: s.stage_code, TITLE: s.title, PERIOD: s.period, TEXT: s.text })),
    COLLECTION: {
      BASE_DATE: info.base_date ?? '',
      CLASSES: classes.map((c) => ({ CLASS: c.kdc_class, VOLUMES: c.volumes })),
      // Printed books are the KDC classes' sum, never a second number that could disagree.
      MEDIA: media.map((m) => ({ CODE: m.media_code, NAME: m.name, COUNT: m.count ?? printed, UNIT: m.unit })),
    },
    UPDATED_AT: info.updated_at,
  };
}

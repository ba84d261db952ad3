import {
  eventState,
  type LibraryEvent,
  type LibraryEventSummary,
  type Link31Event,
  type Link31Venue,
  type ScheduleEntry,
} from '../../contract/events';
import type { Queryable } from '../db/db';

/*
 * Library events, programs seen as schedule entries, and the link31 events and venues
 * (migration 0012). Days are the library's (Asia/Seoul): events are stored as days; a program's
 * instants are turned into Seoul days in SQL, so a program that starts at 00:30 on the 1st in
 * Seoul belongs to that month whatever the host's zone.
 */

const DAY = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const SEOUL_DAY = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD')`;
const SEOUL_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Seoul', 'HH24:MI')`;

/** The first and last day of a yyyy-MM month. */
export function monthBounds(month: string): { first: string; last: string } {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10);
  return { first: `${month}-01`, last };
}

/** LIKE pattern of a search term with %, _ and \ taken literally. */
const likeOf = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface EventRow {
  event_id: number;
  title: string;
  category: string;
  start_day: string;
  end_day: string;
  start_time: string;
  end_time: string;
  place: string;
  organiser: string;
  target: string;
  poster_url: string;
  apply_yn: 'Y' | 'N';
  program_id: number | null;
  body: string;
}

const EVENT_COLUMNS = `event_id, title, category, ${DAY('start_day')} AS start_day, ${DAY('end_day')} AS end_day,
  start_time, end_time, place, organiser, target, poster_url, apply_yn, program_id, body`;

function eventSummary(row: EventRow, today: string): LibraryEventSummary {
  return {
    EVENT_ID: row.event_id,
    TITLE: row.title,
    CATEGORY: row.category,
    START_DAY: row.start_day,
    END_DAY: row.end_day,
    START_TIME: row.start_time,
    END_TIME: row.end_time,
    PLACE: row.place,
    ORGANISER: row.organiser,
    TARGET: row.target,
    POSTER_URL: row.poster_url,
    APPLY_YN: row.apply_yn,
    PROGRAM_ID: row.program_id ?? 0,
    STATE: eventState(today, row.start_day, row.end_day),
  };
}

export interface EventListQuery {
  manageCode: string;
  month: string | undefined;
  category: string;
  query: string;
  page: number;
  size: number;
  today: string;
}

/** A page of events: of a month by start (touching it), or all with the latest period first. */
export async function listLibraryEvents(db: Queryable, q: EventListQuery): Promise<{ list: LibraryEventSummary[]; total: number; categories: string[] }> {
  const where = ['manage_code = $1'];
  const params: unknown[] = [q.manageCode];
  if (q.month) {
    const { first, last } = monthBounds(q.month);
    params.push(first, last);
    where.push(`end_day >= $${params.length - 1}::date AND start_day <= $${params.length}::date`);
  }
  if (q.category) {
    params.push(q.category);
    where.push(`category = $${params.length}`);
  }
  if (q.query) {
    params.push(likeOf(q.query));
    const p = `$${params.length}`;
    where.push(`(title ILIKE ${p} OR place ILIKE ${p} OR organiser ILIKE ${p} OR body ILIKE ${p})`);
  }
  const order = q.month ? 'start_day, start_time, event_id' : 'start_day DESC, start_time, event_id DESC';
  const [count] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM library_events WHERE ${where.join(' AND ')}`, params);
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM library_events WHERE ${where.join(' AND ')}
      ORDER BY ${order} LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`,
    params,
  );
  const categories = await db.query<{ category: string }>(
    'SELECT DISTINCT category FROM library_events WHERE manage_code = $1 ORDER BY category',
    [q.manageCode],
  );
  return { list: rows.map((row) => eventSummary(row, q.today)), total: count?.count ?? 0, categories: categories.map((row) => row.category) };
}

export async function findLibraryEvent(db: Queryable, manageCode: string, eventId: number, today: string): Promise<LibraryEvent | null> {
  const [row] = await db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM library_events WHERE manage_code = $1 AND event_id = $2`, [manageCode, eventId]);
  return row ? { ...eventSummary(row, today), BODY: row.body } : null;
}

/** The site's events touching [first, last] as schedule entries. */
export async function eventEntries(db: Queryable, manageCode: string, first: string, last: string): Promise<ScheduleEntry[]> {
  const rows = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM library_events
      WHERE manage_code = $1 AND end_day >= $2::date AND start_day <= $3::date
      ORDER BY start_day, start_time, event_id`,
    [manageCode, first, last],
  );
  return rows.map((row) => ({
    ENTRY_ID: `event-${row.event_id}`,
    KIND: 'EVENT',
    TITLE: row.title,
    CATEGORY: row.category,
    START_DAY: row.start_day,
    END_DAY: row.end_day,
    START_TIME: row.start_time,
    END_TIME: row.end_time,
    PLACE: row.place,
    TARGET: row.target,
    EVENT_ID: row.event_id,
    PROGRAM_ID: row.program_id ?? 0,
  }));
}

interface ProgramRow {
  program_id: number;
  title: string;
  category: string;
  target: string;
  place: string;
  start_day: string;
  end_day: string;
  start_time: string;
  end_time: string;
}

/** Only the programs table's base columns (0003): the programs' own issue adds more. */
const PROGRAM_COLUMNS = `program_id, title, category, target, place,
  ${SEOUL_DAY('start_at')} AS start_day, ${SEOUL_DAY('end_at')} AS end_day,
  ${SEOUL_TIME('start_at')} AS start_time, ${SEOUL_TIME('end_at')} AS end_time`;

function programEntry(row: ProgramRow): ScheduleEntry {
  return {
    ENTRY_ID: `program-${row.program_id}`,
    KIND: 'PROGRAM',
    TITLE: row.title,
    CATEGORY: row.category,
    START_DAY: row.start_day,
    END_DAY: row.end_day,
    START_TIME: row.start_time,
    END_TIME: row.end_time,
    PLACE: row.place,
    TARGET: row.target,
    EVENT_ID: 0,
    PROGRAM_ID: row.program_id,
  };
}

/**
 * Programs whose Seoul days touch [first, last], except those a library event already stands for
 * (the event's entry links to the program).
 */
export async function programEntries(db: Queryable, manageCode: string, first: string, last: string): Promise<ScheduleEntry[]> {
  const rows = await db.query<ProgramRow>(
    `SELECT ${PROGRAM_COLUMNS} FROM programs p
      WHERE p.manage_code = $1
        AND (p.end_at AT TIME ZONE 'Asia/Seoul')::date >= $2::date
        AND (p.start_at AT TIME ZONE 'Asia/Seoul')::date <= $3::date
        AND NOT EXISTS (SELECT 1 FROM library_events e WHERE e.program_id = p.program_id)
      ORDER BY p.start_at, p.program_id`,
    [manageCode, first, last],
  );
  return rows.map(programEntry);
}

export async function findProgramEntry(db: Queryable, manageCode: string, programId: number): Promise<(ScheduleEntry & { BODY: string }) | null> {
  const [row] = await db.query<ProgramRow & { summary: string }>(
    `SELECT ${PROGRAM_COLUMNS}, summary FROM programs p WHERE manage_code = $1 AND program_id = $2`,
    [manageCode, programId],
  );
  return row ? { ...programEntry(row), BODY: row.summary } : null;
}

// ——— Link31 ———

interface VenueRow {
  venue_id: number;
  sigungu: string;
  name: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  event_count: number;
}

/** Every venue, by city/county then name, with its events still running or to come on `today`. */
export async function listLink31Venues(db: Queryable, manageCode: string, today: string): Promise<Link31Venue[]> {
  const rows = await db.query<VenueRow>(
    `SELECT v.venue_id, v.sigungu, v.name, v.address, v.phone, v.latitude, v.longitude,
            (SELECT count(*)::int FROM link31_events e WHERE e.venue_id = v.venue_id AND e.end_day >= $2::date) AS event_count
       FROM link31_venues v WHERE v.manage_code = $1
      ORDER BY v.sigungu COLLATE "C", v.name COLLATE "C"`,
    [manageCode, today],
  );
  return rows.map((row) => ({
    VENUE_ID: row.venue_id,
    SIGUNGU: row.sigungu,
    NAME: row.name,
    ADDRESS: row.address,
    PHONE: row.phone,
    LATITUDE: Number(row.latitude),
    LONGITUDE: Number(row.longitude),
    EVENT_COUNT: row.event_count,
  }));
}

export interface Link31Query {
  manageCode: string;
  sigungu: string | undefined;
  month: string | undefined;
  query: string;
  page: number;
  size: number;
  today: string;
}

interface Link31Row {
  event_id: number;
  title: string;
  category: string;
  target: string;
  start_day: string;
  end_day: string;
  start_time: string;
  end_time: string;
  summary: string;
  venue_id: number;
  sigungu: string;
  venue_name: string;
  venue_address: string;
  venue_phone: string;
}

/**
 * A page of link31 events (by start, then city/county), and per city/county how many match the
 * month and search (every city/county with a venue, 0 included).
 */
export async function listLink31Events(
  db: Queryable,
  q: Link31Query,
): Promise<{ list: Link31Event[]; total: number; counts: { SIGUNGU: string; COUNT: number }[] }> {
  const conditions: string[] = [];
  const params: unknown[] = [q.manageCode];
  if (q.month) {
    const { first, last } = monthBounds(q.month);
    params.push(first, last);
    conditions.push(`e.end_day >= $${params.length - 1}::date AND e.start_day <= $${params.length}::date`);
  }
  if (q.query) {
    params.push(likeOf(q.query));
    const p = `$${params.length}`;
    conditions.push(`(e.title ILIKE ${p} OR e.summary ILIKE ${p} OR v.name ILIKE ${p})`);
  }
  const matching = conditions.length > 0 ? conditions.join(' AND ') : 'TRUE';
  const counts = await db.query<{ sigungu: string; count: number }>(
    `SELECT v.sigungu, count(e.event_id)::int AS count
       FROM link31_venues v LEFT JOIN link31_events e ON e.venue_id = v.venue_id AND ${matching}
      WHERE v.manage_code = $1
      GROUP BY v.sigungu ORDER BY v.sigungu COLLATE "C"`,
    params,
  );
  const listParams = [...params];
  const listWhere = ['v.manage_code = $1', matching];
  if (q.sigungu) {
    listParams.push(q.sigungu);
    listWhere.push(`v.sigungu = $${listParams.length}`);
  }
  const from = `FROM link31_events e JOIN link31_venues v ON v.venue_id = e.venue_id WHERE ${listWhere.join(' AND ')}`;
  const [count] = await db.query<{ count: number }>(`SELECT count(*)::int AS count ${from}`, listParams);
  const rows = await db.query<Link31Row>(
    `SELECT e.event_id, e.title, e.category, e.target, ${DAY('e.start_day')} AS start_day, ${DAY('e.end_day')} AS end_day,
            e.start_time, e.end_time, e.summary, v.venue_id, v.sigungu, v.name AS venue_name,
            v.address AS venue_address, v.phone AS venue_phone
       ${from}
      ORDER BY e.start_day, v.sigungu, e.start_time, e.event_id
      LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`,
    listParams,
  );
  return {
    list: rows.map((row) => ({
      EVENT_ID: row.event_id,
      TITLE: row.title,
      CATEGORY: row.category,
      TARGET: row.target,
      START_DAY: row.start_day,
      END_DAY: row.end_day,
      START_TIME: row.start_time,
      END_TIME: row.end_time,
      SUMMARY: row.summary,
      STATE: eventState(q.today, row.start_day, row.end_day),
      VENUE_ID: row.venue_id,
      SIGUNGU: row.sigungu,
      VENUE_NAME: row.venue_name,
      VENUE_ADDRESS: row.venue_address,
      VENUE_PHONE: row.venue_phone,
    })),
    total: count?.count ?? 0,
    counts: counts.map((row) => ({ SIGUNGU: row.sigungu, COUNT: row.count })),
  };
}

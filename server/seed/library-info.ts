import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MANAGE_CODE } from '../../contract/constants';
import type { LibraryInfo } from '../../contract/library-info';
import type { Db, Queryable } from '../db/db';
import { PAGES_DIR } from './seed';

/** One room of the seed, with its hours by weekday (0 = Sunday … 6 = Saturday). */
export interface SeedRoom {
  code: string;
  name: string;
  place: string;
  phone: string;
  /** [weekday, opens, closes]; a weekday not listed is closed every week. */
  hours: readonly (readonly [number, string, string])[];
}

export interface SeedLibraryInfo {
  name: string;
  postalCode: string;
  address: string;
  phone: string;
  fax: string;
  email: string;
  closedRules: readonly string[];
  rooms: readonly SeedRoom[];
}

const TUESDAY_TO_FRIDAY = [2, 3, 4, 5] as const;
const WEEKEND = [6, 0] as const;
const TUESDAY_TO_SUNDAY = [...TUESDAY_TO_FRIDAY, ...WEEKEND] as const;

const week = (days: readonly number[], opens: string, closes: string) => days.map((day) => [day, opens, closes] as const);

/**
 * The library's facts: the one place the seed states them (docs/architecture.md "Library facts").
 * 경기도서관 opened in October 2025 at 도청로 40 beside the provincial government in 광교, 수원.
 * The phone numbers are the demo's (031-8008-7xxx). Hours follow what large public libraries in
 * Korea keep: the general and digital rooms until 22:00 on weekdays, 18:00 at weekends; the
 * children's room and the café until 18:00; closed on Mondays and on public holidays (except
 * Sundays), the whole 설날 and 추석 holidays included — the closed days server/seed/closed-days.ts
 * lists.
 */
export const SEED_LIBRARY_INFO: SeedLibraryInfo = {
  name: '경기도서관',
  postalCode: '16508',
  address: '경기도 수원시 영통구 도청로 40',
  phone: '031-8008-7000',
  fax: '',
  email: '',
  closedRules: ['일요일을 제외한 법정 공휴일', '설날·추석 연휴'],
  rooms: [
    {
      code: 'GENERAL',
      name: '종합자료실',
      place: '2~3층',
      phone: '031-8008-7211',
      hours: [...week(TUESDAY_TO_FRIDAY, '09:00', '22:00'), ...week(WEEKEND, '09:00', '18:00')],
    },
    { code: 'CHILD', name: '어린이자료실', place: '1층', phone: '031-8008-7231', hours: week(TUESDAY_TO_SUNDAY, '09:00', '18:00') },
    {
      code: 'DIGITAL',
      name: '디지털자료실·미디어랩',
      place: '4층',
      phone: '031-8008-7251',
      hours: [...week(TUESDAY_TO_FRIDAY, '09:00', '22:00'), ...week(WEEKEND, '09:00', '18:00')],
    },
    { code: 'CAFE', name: '북카페·전시실', place: '1층', phone: '', hours: week(TUESDAY_TO_SUNDAY, '09:00', '18:00') },
  ],
};

/** The seed's facts as selectlibraryinfo answers them (for seed text written from them, e.g. a notice). */
export function seedLibraryInfoRecord(info: SeedLibraryInfo = SEED_LIBRARY_INFO, manageCode = MANAGE_CODE): LibraryInfo {
  return {
    MANAGE_CODE: manageCode,
    NAME: info.name,
    POSTAL_CODE: info.postalCode,
    ADDRESS: info.address,
    PHONE: info.phone,
    FAX: info.fax,
    EMAIL: info.email,
    CLOSED_RULES: [...info.closedRules],
    ROOMS: info.rooms.map((room) => ({
      CODE: room.code,
      NAME: room.name,
      PLACE: room.place,
      PHONE: room.phone,
      HOURS: [...room.hours].sort(([a], [b]) => a - b).map(([weekday, opens, closes]) => ({ WEEKDAY: weekday, OPEN: opens, CLOSE: closes })),
    })),
    UPDATED_AT: '',
  };
}

/** Writes one site's facts (its row, rooms and hours). */
export async function insertLibraryInfo(tx: Queryable, manageCode: string, info: SeedLibraryInfo): Promise<void> {
  await tx.query(
    `INSERT INTO library_info (manage_code, name, postal_code, address, phone, fax, email, closed_rules)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[])`,
    [manageCode, info.name, info.postalCode, info.address, info.phone, info.fax, info.email, [...info.closedRules]],
  );
  for (const [order, room] of info.rooms.entries()) {
    await tx.query(
      `INSERT INTO library_rooms (manage_code, room_code, sort_order, name, place, phone) VALUES ($1, $2, $3, $4, $5, $6)`,
      [manageCode, room.code, order, room.name, room.place, room.phone],
    );
    for (const [weekday, opens, closes] of room.hours) {
      await tx.query(
        `INSERT INTO library_room_hours (manage_code, room_code, weekday, opens, closes) VALUES ($1, $2, $3, $4::time, $5::time)`,
        [manageCode, room.code, weekday, opens, closes],
      );
    }
  }
}

/**
 * Seed pages that state the facts through `{{library:…}}` blocks. A data directory seeded before
 * the facts had their own table holds these pages with the facts written into their text; an
 * upgrade replaces a page's body with the seed's current one when nobody has edited it since.
 */
export const FACT_PAGES: readonly { kind: 'contents' | 'custom'; word: string }[] = [
  { kind: 'contents', word: 'hours' },
  { kind: 'custom', word: 'directions' },
  { kind: 'custom', word: 'ai-library' },
];

/** Serialises concurrent first starts against one PostgreSQL (see migrate.ts, seed.ts). */
const LIBRARY_INFO_SEED_LOCK_KEY = 1416740009;

/**
 * Writes the demo site's facts when the site exists and has none: on a fresh database after
 * seedIfEmpty, and on a data directory made before the facts had a table of their own (whose
 * unedited fact pages then get the seed's bodies, see FACT_PAGES). Never touches facts that
 * exist (edits made since are kept). Returns whether it wrote them.
 */
export async function seedLibraryInfoIfEmpty(db: Db, pagesDir = PAGES_DIR, info: SeedLibraryInfo = SEED_LIBRARY_INFO): Promise<boolean> {
  const missing = async (q: Queryable) => {
    const rows = await q.query(
      `SELECT 1 FROM libraries l WHERE l.manage_code = $1 AND NOT EXISTS (SELECT 1 FROM library_info i WHERE i.manage_code = l.manage_code)`,
      [MANAGE_CODE],
    );
    return rows.length > 0;
  };
  if (!(await missing(db))) return false;
  const bodies = await Promise.all(FACT_PAGES.map((page) => readFile(join(pagesDir, `${page.word}.md`), 'utf8')));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LIBRARY_INFO_SEED_LOCK_KEY]);
    if (!(await missing(tx))) return false;
    await insertLibraryInfo(tx, MANAGE_CODE, info);
    for (const [index, page] of FACT_PAGES.entries()) {
      await tx.query(
        `UPDATE content_pages SET body_md = $4, updated_at = now()
          WHERE manage_code = $1 AND kind = $2 AND menu_url_word = $3 AND updated_at = created_at AND body_md <> $4`,
        [MANAGE_CODE, page.kind, page.word, bodies[index] ?? ''],
      );
    }
    return true;
  });
}

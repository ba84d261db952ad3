import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulDay } from '../calendar';
import { seedMembersIfEmpty } from '../seed/members';
import { seedBoardsIfEmpty } from '../seed/portal-content';
import { SEED_PROGRAMS } from '../seed/programs';
import { MORE_SEED_PROGRAMS, seedProgramDetailsIfEmpty } from '../seed/programs-detail';
import { seedIfEmpty } from '../seed/seed';
import { seedLibraryInfoIfEmpty } from '../seed/library-info';
import { TEST_SCRYPT_PARAMS } from '../testing/test-db';
import type { Db } from './db';
import { MIGRATIONS_DIR, loadMigrations, migrate } from './migrate';
import { openPglite } from './pglite';

/** A data directory seeded ten days ago, before 0011: its programs, and a member's application. */
const SEEDED = Date.parse('2026-03-10T03:00:00Z');
const LATER = SEEDED + 10 * 24 * 60 * 60 * 1000;

let db: Db;
beforeAll(async () => {
  db = await openPglite();
  const upTo10 = await mkdtemp(join(tmpdir(), 'gglib-old-'));
  const old = (await loadMigrations()).filter((m) => m.version <= '0010');
  for (const m of old) await copyFile(join(MIGRATIONS_DIR, `${m.version}_${m.name}.sql`), join(upTo10, `${m.version}_${m.name}.sql`));
  await migrate(db, upTo10);
  await rm(upTo10, { recursive: true, force: true });
  await seedIfEmpty(db);
  await seedLibraryInfoIfEmpty(db);
  await seedMembersIfEmpty(db, TEST_SCRYPT_PARAMS);
  await seedBoardsIfEmpty(db, { now: SEEDED });
  await db.query(
    `INSERT INTO program_applications (apply_key, member_id, program_id, status, wait_no)
     SELECT 'PAold1', m.id, p.program_id, 'APPLIED', 0 FROM members m, programs p
      WHERE m.user_id = 'member1' AND starts_with(p.title, '작가와의 만남')`,
  );
});
afterAll(() => db.close());

describe('upgrading a data directory seeded before 0011', () => {
  it("reads each program's audience, gives it sessions and keeps the applications", async () => {
    expect(await migrate(db)).toContain('0011');
    const rows = await db.query<{ title: string; audience: string; apply_yn: string; companion_yn: string; sessions: number }>(
      `SELECT p.title, p.audience, p.apply_yn, p.companion_yn, (SELECT count(*)::int FROM program_sessions s WHERE s.program_id = p.program_id) AS sessions
         FROM programs p ORDER BY p.program_id`,
    );
    const by = (start: string) => rows.find((row) => row.title.startsWith(start));
    expect(by('디지털 기초 교실')).toMatchObject({ audience: 'SENIOR', apply_yn: 'Y', sessions: 3 });
    expect(by('토요 그림책')).toMatchObject({ audience: 'FAMILY', companion_yn: 'Y', sessions: 4 });
    expect(by('청소년 진로 특강')).toMatchObject({ audience: 'TEEN', sessions: 1 });
    expect(by('생성형 AI로')).toMatchObject({ audience: 'CHILD' });
    expect(by('기후위기 함께 읽기')).toMatchObject({ audience: 'ALL', apply_yn: 'N', sessions: 1 });
    expect(rows.every((row) => row.sessions >= 1)).toBe(true);
    const [kept] = await db.query<{ status: string; channel: string }>(`SELECT status, channel FROM program_applications WHERE apply_key = 'PAold1'`);
    expect(kept).toEqual({ status: 'APPLIED', channel: 'WEB' });
  });

  it('then adds the details once, keeping the dates the seeding day gave the programs', async () => {
    const before = await db.query<{ title: string; start: string }>(`SELECT title, to_char(start_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS start FROM programs`);
    expect(await seedProgramDetailsIfEmpty(db, { now: LATER })).toBe(true);
    expect(await seedProgramDetailsIfEmpty(db, { now: LATER })).toBe(false);
    const after = await db.query<{ title: string; start: string; body: string }>(`SELECT title, body, to_char(start_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS start FROM programs`);
    for (const program of before) expect(after.find((row) => row.title === program.title)?.start, program.title).toBe(program.start);
    expect(after).toHaveLength(SEED_PROGRAMS.length + MORE_SEED_PROGRAMS.length);
    expect(after.every((row) => row.body !== '')).toBe(true);
    // The added ones are dated from the same seeding day: last month's kiosk class ended 28 days before it.
    const kiosk = after.find((row) => row.title.startsWith('어르신 디지털 배움터: 키오스크'));
    expect(kiosk?.start).toBe(addDays(seoulDay(SEEDED), -28));
    const [kept] = await db.query<{ status: string }>(`SELECT status FROM program_applications WHERE apply_key = 'PAold1'`);
    expect(kept?.status).toBe('APPLIED');
  });
});

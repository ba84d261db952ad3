import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { AGE_GROUPS, LibraryStatisticsResponse, PolicyEventListResponse, PolicyReportListResponse, STAT_KDC_CLASSES } from '../../contract/policy-research';
import { addDays, seoulDay, weekdayOf } from '../calendar';
import type { Db } from '../db/db';
import { HttpError, sendError } from '../http/errors';
import { SEED_POLICY_EVENTS, SEED_POLICY_REPORTS, monthsBetween, planStatistics, seedPolicyResearchIfEmpty, splitByShares } from '../seed/policy-research';
import { openSeededTestDb } from '../testing/test-db';
import { portalRoutes } from './portal';
import { policyResearchCalls } from './policy-research';

/** A fixed clock: 2026-11-21 12:00 in Seoul. The seed and the calls use the same day. */
const NOW = Date.parse('2026-11-21T03:00:00Z');
const TODAY = seoulDay(NOW);

let db: Db;
let app: Hono;

beforeAll(async () => {
  db = await openSeededTestDb({ now: NOW });
  expect(await seedPolicyResearchIfEmpty(db, { now: NOW })).toBe(true);
  app = new Hono();
  app.route('/gglib', portalRoutes(policyResearchCalls(db, () => NOW)));
  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error);
    throw error;
  });
});
afterAll(() => db.close());

async function call(path: string, body: Record<string, unknown>): Promise<{ status: number; json: unknown }> {
  const response = await app.request(`/gglib/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ manage_code: MANAGE_CODE, ...body }),
  });
  return { status: response.status, json: await response.json() };
}

async function statistics(body: Record<string, unknown> = {}): Promise<LibraryStatisticsResponse> {
  const { status, json } = await call('selectlibrarystatistics', body);
  expect(status).toBe(200);
  return v.parse(LibraryStatisticsResponse, json);
}

describe('the seed', () => {
  it('is idempotent', async () => {
    expect(await seedPolicyResearchIfEmpty(db, { now: NOW })).toBe(false);
  });

  it('splits a whole by shares into parts that add up exactly', () => {
    expect(splitByShares(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByShares(0, [3, 7])).toEqual([0, 0]);
    const parts = splitByShares(68_123, [31, 54, 18, 130, 72, 83, 61, 42, 412, 97]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(68_123);
  });

  it('plans every month from the opening (2025-10) to the month before the seeding day, the same each time', () => {
    const rows = planStatistics('2026-10');
    expect(new Set(rows.map((r) => r.month))).toEqual(new Set(monthsBetween('2025-10', '2026-10')));
    expect(monthsBetween('2025-10', '2026-10')).toHaveLength(13);
    expect(planStatistics('2026-10')).toEqual(rows);
    // Every month: one visitors row, ten KDC rows, seven age rows.
    expect(rows.filter((r) => r.month === '2026-03').map((r) => r.metric)).toEqual(['VISITORS', ...Array<string>(10).fill('LOANS'), ...Array<string>(7).fill('NEW_MEMBERS')]);
  });
});

describe('POST /gglib/selectlibrarystatistics', () => {
  it('answers the latest year without a year: its months to the last whole month, with the years counted', async () => {
    const stats = await statistics();
    expect(stats.RESULT).toBe('SUCCESS');
    expect(stats.YEAR).toBe(2026);
    expect(stats.YEARS).toEqual([2025, 2026]);
    expect(stats.LAST_MONTH).toBe('2026-10');
    expect(stats.MONTHS.map((m) => m.MONTH)).toEqual(monthsBetween('2026-01', '2026-10'));
  });

  it('the year the library opened starts at its opening month', async () => {
    const stats = await statistics({ year: 2025 });
    expect(stats.MONTHS.map((m) => m.MONTH)).toEqual(['2025-10', '2025-11', '2025-12']);
    // The opening month counts half a month: fewer visitors than the next.
    expect(stats.MONTHS[0]?.VISITORS).toBeLessThan(stats.MONTHS[1]?.VISITORS ?? 0);
  });

  it('loans by KDC class and new members by age group add up to the months, every class and group named', async () => {
    for (const year of [2025, 2026]) {
      const stats = await statistics({ year });
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      expect(stats.LOANS_BY_KDC.map((row) => row.CLASS)).toEqual([...STAT_KDC_CLASSES]);
      expect(stats.NEW_MEMBERS_BY_AGE.map((row) => row.GROUP)).toEqual([...AGE_GROUPS]);
      expect(sum(stats.LOANS_BY_KDC.map((row) => row.COUNT))).toBe(sum(stats.MONTHS.map((m) => m.LOANS)));
      expect(sum(stats.NEW_MEMBERS_BY_AGE.map((row) => row.COUNT))).toBe(sum(stats.MONTHS.map((m) => m.NEW_MEMBERS)));
      // Literature (800) is the largest loan class.
      const largest = [...stats.LOANS_BY_KDC].sort((a, b) => b.COUNT - a.COUNT)[0];
      expect(largest?.CLASS).toBe('800');
    }
  });

  it('counts the members since the opening up to the end of the year asked', async () => {
    const first = await statistics({ year: 2025 });
    const second = await statistics({ year: 2026 });
    const sum = (s: LibraryStatisticsResponse) => s.MONTHS.reduce((a, m) => a + m.NEW_MEMBERS, 0);
    expect(first.MEMBERS_TOTAL).toBe(sum(first));
    expect(second.MEMBERS_TOTAL).toBe(sum(first) + sum(second));
  });

  it('a year without figures is NO_DATA with empty lists and still names the years counted', async () => {
    const stats = await statistics({ year: 2024 });
    expect(stats.RESULT).toBe('NO_DATA');
    expect(stats.MONTHS).toEqual([]);
    expect(stats.YEARS).toEqual([2025, 2026]);
    expect(stats.LOANS_BY_KDC.every((row) => row.COUNT === 0)).toBe(true);
    expect(stats.MEMBERS_TOTAL).toBe(0);
  });

  it('an unknown site is NO_DATA, not an error', async () => {
    const { status, json } = await call('selectlibrarystatistics', { manage_code: '999999' });
    expect(status).toBe(200);
    const stats = v.parse(LibraryStatisticsResponse, json);
    expect(stats.RESULT).toBe('NO_DATA');
    expect(stats.YEARS).toEqual([]);
  });

  it.each([
    [{ year: '2026' }, 'year는 숫자여야 합니다.'],
    [{ year: 2026.5 }, 'year는 정수여야 합니다.'],
    [{ year: 1999 }, 'year는 2000 이상이어야 합니다.'],
    [{ year: 2101 }, 'year는 2100 이하여야 합니다.'],
  ])('refuses %j in words, naming the field', async (body, message) => {
    const { status, json } = await call('selectlibrarystatistics', body);
    expect(status).toBe(400);
    const error = v.parse(ErrorEnvelope, json);
    expect(error.RESULT_MESSAGE).toBe(message);
    expect(error.FIELD).toBe('year');
  });

  it('refuses a missing manage_code', async () => {
    const response = await app.request('/gglib/selectlibrarystatistics', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await response.json()).FIELD).toBe('manage_code');
  });
});

describe('POST /gglib/selectpolicyreportlist', () => {
  it('answers every report newest first, with its abstract, summary and keywords', async () => {
    const { status, json } = await call('selectpolicyreportlist', {});
    expect(status).toBe(200);
    const { LIST, RESULT } = v.parse(PolicyReportListResponse, json);
    expect(RESULT).toBe('SUCCESS');
    expect(LIST).toHaveLength(SEED_POLICY_REPORTS.length);
    const days = LIST.map((r) => r.PUBLISHED_ON);
    expect(days).toEqual([...days].sort().reverse());
    for (const report of LIST) {
      expect(report.YEAR).toBe(Number(report.PUBLISHED_ON.slice(0, 4)));
      expect(report.ABSTRACT.length).toBeGreaterThan(40);
      expect(report.SUMMARY.length).toBeGreaterThan(report.ABSTRACT.length);
      expect(report.KEYWORDS.length).toBeGreaterThan(0);
    }
    expect(new Set(LIST.map((r) => r.YEAR))).toEqual(new Set([2025, 2026]));
  });
});

describe('POST /gglib/selectpolicyeventlist', () => {
  it('coming events first (soonest first), then past ones (newest first), never on a Monday', async () => {
    const { status, json } = await call('selectpolicyeventlist', {});
    expect(status).toBe(200);
    const { LIST, TODAY: today } = v.parse(PolicyEventListResponse, json);
    expect(today).toBe(TODAY);
    expect(LIST).toHaveLength(SEED_POLICY_EVENTS.length);
    const coming = LIST.filter((e) => e.STATE !== 'ENDED');
    const past = LIST.filter((e) => e.STATE === 'ENDED');
    expect(LIST).toEqual([...coming, ...past]);
    expect(coming.map((e) => e.EVENT_DAY)).toEqual(coming.map((e) => e.EVENT_DAY).sort());
    expect(past.map((e) => e.EVENT_DAY)).toEqual(past.map((e) => e.EVENT_DAY).sort().reverse());
    expect(coming.every((e) => e.EVENT_DAY > TODAY && e.STATE === 'UPCOMING')).toBe(true);
    expect(past.every((e) => e.EVENT_DAY < TODAY)).toBe(true);
    expect(LIST.every((e) => weekdayOf(e.EVENT_DAY) !== 1)).toBe(true);
  });

  it('says whether a phone registration still takes names, and tells the result only once held', async () => {
    const { json } = await call('selectpolicyeventlist', {});
    const { LIST } = v.parse(PolicyEventListResponse, json);
    for (const event of LIST) {
      if (event.REGISTRATION === 'PHONE') {
        expect(event.REGISTRATION_UNTIL <= event.EVENT_DAY).toBe(true);
        expect(event.REGISTRATION_OPEN).toBe(TODAY <= event.REGISTRATION_UNTIL ? 'Y' : 'N');
      } else {
        expect(event.REGISTRATION_UNTIL).toBe('');
        expect(event.REGISTRATION_OPEN).toBe('N');
      }
      if (event.STATE !== 'ENDED') expect(event.RESULT_SUMMARY).toBe('');
    }
    expect(LIST.some((e) => e.REGISTRATION_OPEN === 'Y')).toBe(true);
    expect(LIST.filter((e) => e.STATE === 'ENDED').every((e) => e.RESULT_SUMMARY !== '')).toBe(true);
  });

  it('an event on the library\'s day is TODAY, and a registration closes after its last day', async () => {
    const seminar = SEED_POLICY_EVENTS.find((e) => e.registration === 'PHONE' && e.offset > 0);
    expect(seminar).toBeDefined();
    const { json } = await call('selectpolicyeventlist', {});
    const event = v.parse(PolicyEventListResponse, json).LIST.find((e) => e.TITLE === seminar?.title);
    if (!event) throw new Error('seminar missing');
    const onDay = Date.parse(`${event.EVENT_DAY}T03:00:00Z`);
    const afterClose = Date.parse(`${addDays(event.REGISTRATION_UNTIL, 1)}T03:00:00Z`);
    const at = async (ms: number) => {
      const other = new Hono();
      other.route('/gglib', portalRoutes(policyResearchCalls(db, () => ms)));
      const response = await other.request('/gglib/selectpolicyeventlist', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ manage_code: MANAGE_CODE }) });
      return v.parse(PolicyEventListResponse, await response.json()).LIST.find((e) => e.EVENT_ID === event.EVENT_ID);
    };
    expect((await at(onDay))?.STATE).toBe('TODAY');
    expect((await at(afterClose))?.REGISTRATION_OPEN).toBe('N');
  });
});

import { AGE_GROUPS, STAT_KDC_CLASSES, type LibraryStatisticsResponse, type PolicyEvent, type PolicyReport } from '../../contract/policy-research';
import type { Queryable } from '../db/db';

/* 도서관 정책연구 reads (docs/api.md "Policy research and library statistics"). */

interface ReportRow {
  report_id: number;
  year: number;
  kind: PolicyReport['KIND'];
  title: string;
  researchers: string;
  published_on: string;
  pages: number;
  abstract: string;
  summary: string;
  keywords: string;
}

/** Every report of the site, newest first. */
export async function listPolicyReports(db: Queryable, manageCode: string): Promise<PolicyReport[]> {
  const rows = await db.query<ReportRow>(
    `SELECT report_id, year, kind, title, researchers, to_char(published_on, 'YYYY-MM-DD') AS published_on, pages, abstract, summary, keywords
       FROM policy_reports WHERE manage_code = $1
      ORDER BY published_on DESC, report_id DESC`,
    [manageCode],
  );
  return rows.map((row) => ({
    REPORT_ID: row.report_id,
    YEAR: row.year,
    KIND: row.kind,
    TITLE: row.title,
    RESEARCHERS: row.researchers,
    PUBLISHED_ON: row.published_on,
    PAGES: row.pages,
    ABSTRACT: row.abstract,
    SUMMARY: row.summary,
    KEYWORDS: row.keywords.split(',').map((word) => word.trim()).filter((word) => word !== ''),
  }));
}

interface EventRow {
  event_id: number;
  kind: PolicyEvent['KIND'];
  title: string;
  event_day: string;
  start_time: string;
  end_time: string;
  place: string;
  host: string;
  audience: string;
  speakers: string;
  description: string;
  registration: PolicyEvent['REGISTRATION'];
  registration_until: string | null;
  capacity: number;
  contact: string;
  result_summary: string;
}

/** The state of an event on the library's day `today`. */
export function policyEventState(day: string, today: string): PolicyEvent['STATE'] {
  return day > today ? 'UPCOMING' : day === today ? 'TODAY' : 'ENDED';
}

/** Every seminar and forum: coming ones soonest first, then past ones newest first. */
export async function listPolicyEvents(db: Queryable, manageCode: string, today: string): Promise<PolicyEvent[]> {
  const rows = await db.query<EventRow>(
    `SELECT event_id, kind, title, to_char(event_day, 'YYYY-MM-DD') AS event_day, start_time, end_time, place, host, audience,
            speakers, description, registration, to_char(registration_until, 'YYYY-MM-DD') AS registration_until, capacity, contact,
            result_summary
       FROM policy_events WHERE manage_code = $1
      ORDER BY (event_day >= $2::date) DESC,
               CASE WHEN event_day >= $2::date THEN event_day END ASC,
               CASE WHEN event_day < $2::date THEN event_day END DESC,
               event_id`,
    [manageCode, today],
  );
  return rows.map((row) => ({
    EVENT_ID: row.event_id,
    KIND: row.kind,
    TITLE: row.title,
    EVENT_DAY: row.event_day,
    START_TIME: row.start_time,
    END_TIME: row.end_time,
    PLACE: row.place,
    HOST: row.host,
    AUDIENCE: row.audience,
    SPEAKERS: row.speakers,
    DESCRIPTION: row.description,
    STATE: policyEventState(row.event_day, today),
    REGISTRATION: row.registration,
    REGISTRATION_UNTIL: row.registration_until ?? '',
    REGISTRATION_OPEN: row.registration === 'PHONE' && row.registration_until !== null && today <= row.registration_until ? 'Y' : 'N',
    CAPACITY: row.capacity,
    CONTACT: row.contact,
    // What came of it is told only once it was held.
    RESULT_SUMMARY: row.event_day < today ? row.result_summary : '',
  }));
}

type StatisticsBody = Omit<LibraryStatisticsResponse, 'RESULT_INFO'>;

/**
 * One year's statistics (`year` null: the latest year counted). Months and their totals, the
 * year's loans by KDC class and new members by age group (every class and group, 0 when none),
 * and the members registered since the opening up to the year's last month. null when the site
 * has no figures at all.
 */
export async function libraryStatistics(db: Queryable, manageCode: string, year: number | null): Promise<StatisticsBody | null> {
  const years = (
    await db.query<{ year: number }>(`SELECT DISTINCT substr(month, 1, 4)::int AS year FROM library_statistics WHERE manage_code = $1 ORDER BY 1`, [manageCode])
  ).map((row) => row.year);
  const asked = year ?? years.at(-1);
  if (asked === undefined) return null;
  const [last] = await db.query<{ month: string | null }>('SELECT max(month) AS month FROM library_statistics WHERE manage_code = $1', [manageCode]);
  const prefix = `${asked}-`;
  const rows = await db.query<{ month: string; metric: string; category: string; value: number }>(
    `SELECT month, metric, category, sum(value)::int AS value
       FROM library_statistics WHERE manage_code = $1 AND month LIKE $2
      GROUP BY GROUPING SETS ((month, metric), (metric, category))
      ORDER BY 1, 2, 3`,
    [manageCode, `${prefix}%`],
  );
  const months = new Map<string, { MONTH: string; VISITORS: number; LOANS: number; NEW_MEMBERS: number }>();
  const kdc = new Map<string, number>();
  const ages = new Map<string, number>();
  for (const row of rows) {
    if (row.month !== null) {
      const entry = months.get(row.month) ?? { MONTH: row.month, VISITORS: 0, LOANS: 0, NEW_MEMBERS: 0 };
      if (row.metric === 'VISITORS' || row.metric === 'LOANS' || row.metric === 'NEW_MEMBERS') entry[row.metric] = row.value;
      months.set(row.month, entry);
    } else if (row.metric === 'LOANS') {
      kdc.set(row.category, row.value);
    } else if (row.metric === 'NEW_MEMBERS') {
      ages.set(row.category, row.value);
    }
  }
  const monthList = [...months.values()].sort((a, b) => a.MONTH.localeCompare(b.MONTH));
  const lastOfYear = monthList.at(-1)?.MONTH ?? `${asked}-12`;
  const [members] = await db.query<{ total: number }>(
    `SELECT coalesce(sum(value), 0)::int AS total FROM library_statistics WHERE manage_code = $1 AND metric = 'NEW_MEMBERS' AND month <= $2`,
    [manageCode, lastOfYear],
  );
  return {
    RESULT: monthList.length > 0 ? 'SUCCESS' : 'NO_DATA',
    YEAR: asked,
    YEARS: years,
    LAST_MONTH: last?.month ?? '',
    MONTHS: monthList,
    LOANS_BY_KDC: STAT_KDC_CLASSES.map((code) => ({ CLASS: code, COUNT: kdc.get(code) ?? 0 })),
    NEW_MEMBERS_BY_AGE: AGE_GROUPS.map((group) => ({ GROUP: group, COUNT: ages.get(group) ?? 0 })),
    MEMBERS_TOTAL: members?.total ?? 0,
  };
}

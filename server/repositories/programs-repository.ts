import { randomBytes } from 'node:crypto';
import {
  PROGRAM_ACTIVE_LIMIT,
  type ProgramApplicationResult,
  type ProgramAudience,
  type ProgramDetail,
  type ProgramSession,
  type ProgramState,
  type ProgramStateFilter,
  type ProgramSummary,
} from '../../contract/programs';
import { addDays } from '../calendar';
import type { Queryable } from '../db/db';
import type { WriteOutcome } from './my-library-repository';

/*
 * Cultural programs (docs/api.md "Programs"): the public list and page, and a member's
 * application. Places are counted from APPLIED and ATTENDED applications (web, phone and desk
 * alike); waiting numbers run 1, 2, … without gaps.
 */

export const PROGRAM_MESSAGES = {
  notFound: '프로그램을 찾을 수 없습니다.',
  noApplication: '이 프로그램은 신청 없이 자유롭게 참여할 수 있습니다.',
  notOpenYet: (day: string) => `신청은 ${day}부터 받습니다.`,
  windowClosed: '신청 기간이 끝났습니다.',
  duplicate: '이미 신청한 프로그램입니다. 나의 도서관의 프로그램 신청 내역에서 확인해 주세요.',
  limit: `프로그램은 한 번에 ${PROGRAM_ACTIVE_LIMIT}개까지 신청(대기 포함)할 수 있습니다.`,
  childAgeNeeded: '함께 참여하는 아이의 나이를 입력해 주세요.',
  childAgeRange: (min: number, max: number) => `이 프로그램은 만 ${min}~${max}세 아이와 함께 참여할 수 있습니다.`,
  full: '정원과 대기 인원이 모두 찼습니다.',
  cancelClosed: (day: string) => `취소 기한(${day})이 지나 취소할 수 없습니다.`,
  otherMember: '다른 회원의 신청은 취소할 수 없습니다.',
} as const;

const SEOUL_ISO = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD"T"HH24:MI:SS') || '+09:00'`;
const SEOUL_DAY = (column: string) => `(${column} AT TIME ZONE 'Asia/Seoul')::date`;

/**
 * Every program with its counts and its state on $1 (today, yyyy-MM-dd); the state's rule is
 * contract/programs.ts programState, written again in SQL so a list filters and pages by it.
 */
const PROGRAM_ROWS = `
  WITH counts AS (
    SELECT program_id,
           count(*) FILTER (WHERE status IN ('APPLIED', 'ATTENDED'))::int AS applied,
           count(*) FILTER (WHERE status = 'WAITING')::int AS waiting
      FROM program_applications GROUP BY program_id),
  sessions AS (SELECT program_id, count(*)::int AS n, min(start_at) AS first_start FROM program_sessions GROUP BY program_id),
  enriched AS (
    SELECT p.*, COALESCE(c.applied, 0) AS applied, COALESCE(c.waiting, 0) AS waiting,
           GREATEST(COALESCE(s.n, 1), 1) AS session_count, COALESCE(s.first_start, p.start_at) AS first_start
      FROM programs p LEFT JOIN counts c ON c.program_id = p.program_id LEFT JOIN sessions s ON s.program_id = p.program_id)
  SELECT r.*,
         CASE WHEN r.apply_yn = 'N' THEN 'FREE'
              WHEN $1::date < r.apply_start THEN 'SOON'
              WHEN $1::date > r.apply_end THEN 'CLOSED'
              WHEN r.capacity = 0 OR r.applied < r.capacity THEN 'OPEN'
              WHEN r.waiting < r.wait_capacity THEN 'WAITLIST'
              ELSE 'CLOSED' END AS state
    FROM enriched r`;

interface ProgramRow {
  program_id: number;
  title: string;
  category: string;
  audience: ProgramAudience;
  target: string;
  place: string;
  start_iso: string;
  end_iso: string;
  session_count: number;
  apply_start_day: string;
  apply_end_day: string;
  capacity: number;
  applied: number;
  wait_capacity: number;
  waiting: number;
  fee: number;
  poster_url: string;
  state: ProgramState;
}

const SUMMARY_COLUMNS = `program_id, title, category, audience, target, place,
  ${SEOUL_ISO('start_at')} AS start_iso, ${SEOUL_ISO('end_at')} AS end_iso, session_count,
  to_char(apply_start, 'YYYY-MM-DD') AS apply_start_day, to_char(apply_end, 'YYYY-MM-DD') AS apply_end_day,
  capacity, applied, wait_capacity, waiting, fee, poster_url, state`;

function summaryOf(row: ProgramRow): ProgramSummary {
  return {
    PROGRAM_ID: row.program_id,
    TITLE: row.title,
    CATEGORY: row.category,
    AUDIENCE: row.audience,
    TARGET: row.target,
    PLACE: row.place,
    START_AT: row.start_iso,
    END_AT: row.end_iso,
    SESSION_COUNT: row.session_count,
    APPLY_START: row.apply_start_day,
    APPLY_END: row.apply_end_day,
    CAPACITY: row.capacity,
    APPLIED_COUNT: row.applied,
    WAIT_CAPACITY: row.wait_capacity,
    WAITING_COUNT: row.waiting,
    FEE: row.fee,
    POSTER_URL: row.poster_url,
    STATE: row.state,
  };
}

export interface ProgramFilter {
  manageCode: string;
  today: string;
  /** yyyy-MM: programs that meet in that month; undefined: those not yet over. */
  month?: string;
  audience?: ProgramAudience;
  state?: ProgramStateFilter;
  query: string;
  page: number;
  size: number;
}

/** LIKE text for a literal: %, _ and \ stand for themselves. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of programs by first session (then id), and how many match. */
export async function listPrograms(q: Queryable, filter: ProgramFilter): Promise<{ rows: ProgramSummary[]; total: number }> {
  const words = filter.query.split(/\s+/).filter(Boolean).slice(0, 5);
  const params: unknown[] = [filter.today, filter.manageCode];
  const where = ['manage_code = $2'];
  if (filter.month) {
    params.push(`${filter.month}-01`);
    const m = `$${params.length}::date`;
    where.push(`${SEOUL_DAY('start_at')} < (${m} + interval '1 month')::date AND ${SEOUL_DAY('end_at')} >= ${m}`);
  } else {
    where.push(`${SEOUL_DAY('end_at')} >= $1::date`);
  }
  if (filter.audience) {
    params.push(filter.audience);
    where.push(`audience = $${params.length}`);
  }
  if (filter.state) {
    params.push(filter.state);
    where.push(`state = $${params.length}`);
  }
  for (const word of words) {
    params.push(likeLiteral(word));
    const p = `$${params.length}`;
    where.push(`(title ILIKE ${p} OR category ILIKE ${p} OR target ILIKE ${p} OR place ILIKE ${p} OR summary ILIKE ${p})`);
  }
  params.push(filter.size, (filter.page - 1) * filter.size);
  const rows = await q.query<ProgramRow & { total: number }>(
    `SELECT ${SUMMARY_COLUMNS}, count(*) OVER ()::int AS total
       FROM (${PROGRAM_ROWS}) x
      WHERE ${where.join(' AND ')}
      ORDER BY first_start, program_id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && filter.page > 1) {
    // Past the last page: the count still says how many there are.
    const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${PROGRAM_ROWS}) x WHERE ${where.join(' AND ')}`, params.slice(0, -2));
    total = row?.n ?? 0;
  }
  return { rows: rows.map(summaryOf), total };
}

interface DetailRow extends ProgramRow {
  summary: string;
  body: string;
  cancel_end_day: string;
  companion_yn: 'Y' | 'N';
  child_age_min: number;
  child_age_max: number;
}

/** One program of the site with its sessions, or null. */
export async function findProgram(q: Queryable, manageCode: string, programId: number, today: string): Promise<ProgramDetail | null> {
  const [row] = await q.query<DetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, summary, body, companion_yn, child_age_min, child_age_max,
            to_char(COALESCE(cancel_end, ${SEOUL_DAY('first_start')} - 1), 'YYYY-MM-DD') AS cancel_end_day
       FROM (${PROGRAM_ROWS}) x WHERE manage_code = $2 AND program_id = $3`,
    [today, manageCode, programId],
  );
  if (!row) return null;
  return { ...summaryOf(row), ...(await detailExtras(q, row)) };
}

async function detailExtras(q: Queryable, row: DetailRow) {
  const sessions = await q.query<{ session_no: number; start_iso: string; end_iso: string; topic: string }>(
    `SELECT session_no, ${SEOUL_ISO('start_at')} AS start_iso, ${SEOUL_ISO('end_at')} AS end_iso, topic
       FROM program_sessions WHERE program_id = $1 ORDER BY session_no`,
    [row.program_id],
  );
  const SESSIONS: ProgramSession[] = sessions.length
    ? sessions.map((s) => ({ SESSION_NO: s.session_no, START_AT: s.start_iso, END_AT: s.end_iso, TOPIC: s.topic }))
    : [{ SESSION_NO: 1, START_AT: row.start_iso, END_AT: row.end_iso, TOPIC: '' }];
  return {
    SUMMARY: row.summary,
    BODY: row.body,
    CANCEL_END: row.cancel_end_day,
    COMPANION_YN: row.companion_yn,
    CHILD_AGE_MIN: row.child_age_min,
    CHILD_AGE_MAX: row.child_age_max,
    SESSIONS,
  };
}

export interface NewApplication {
  memberId: number;
  manageCode: string;
  programId: number;
  participantName: string;
  phone: string;
  childAge: number | undefined;
  today: string;
  now: number;
}

/** An application key: PA and 22 URL-safe random characters. */
const newApplyKey = () => `PA${randomBytes(16).toString('base64url')}`;

/**
 * Applies for a program: a place while there is one, else the next waiting number while the
 * waiting list has room. Refused (in this order) for an unknown program, one without
 * application, outside the window, an active application of the member's for it, at
 * PROGRAM_ACTIVE_LIMIT, a missing or unfit companion child's age, and when places and waiting
 * list are full. Run inside a transaction that has locked the member; the program is locked here.
 */
export async function applyForProgram(tx: Queryable, app: NewApplication): Promise<WriteOutcome<ProgramApplicationResult>> {
  const [program] = await tx.query<{
    apply_yn: 'Y' | 'N';
    apply_start: string;
    apply_end: string;
    capacity: number;
    wait_capacity: number;
    companion_yn: 'Y' | 'N';
    child_age_min: number;
    child_age_max: number;
  }>(
    `SELECT apply_yn, to_char(apply_start, 'YYYY-MM-DD') AS apply_start, to_char(apply_end, 'YYYY-MM-DD') AS apply_end,
            capacity, wait_capacity, companion_yn, child_age_min, child_age_max
       FROM programs WHERE program_id = $1 AND manage_code = $2 FOR UPDATE`,
    [app.programId, app.manageCode],
  );
  if (!program) return { ok: false, message: PROGRAM_MESSAGES.notFound };
  if (program.apply_yn === 'N') return { ok: false, message: PROGRAM_MESSAGES.noApplication };
  if (app.today < program.apply_start) return { ok: false, message: PROGRAM_MESSAGES.notOpenYet(program.apply_start) };
  if (app.today > program.apply_end) return { ok: false, message: PROGRAM_MESSAGES.windowClosed };
  const [mine] = await tx.query(
    `SELECT 1 FROM program_applications WHERE member_id = $1 AND program_id = $2 AND status <> 'CANCELLED'`,
    [app.memberId, app.programId],
  );
  if (mine) return { ok: false, message: PROGRAM_MESSAGES.duplicate };
  const [active] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM program_applications a JOIN programs p ON p.program_id = a.program_id
      WHERE a.member_id = $1 AND a.status IN ('APPLIED', 'WAITING') AND p.end_at >= $2::timestamptz`,
    [app.memberId, new Date(app.now).toISOString()],
  );
  if ((active?.n ?? 0) >= PROGRAM_ACTIVE_LIMIT) return { ok: false, message: PROGRAM_MESSAGES.limit };
  let childAge: number | null = null;
  if (program.companion_yn === 'Y') {
    if (app.childAge === undefined) return { ok: false, message: PROGRAM_MESSAGES.childAgeNeeded };
    if (app.childAge < program.child_age_min || app.childAge > program.child_age_max) {
      return { ok: false, message: PROGRAM_MESSAGES.childAgeRange(program.child_age_min, program.child_age_max) };
    }
    childAge = app.childAge;
  }
  const [counts] = await tx.query<{ applied: number; waiting: number }>(
    `SELECT count(*) FILTER (WHERE status IN ('APPLIED', 'ATTENDED'))::int AS applied,
            count(*) FILTER (WHERE status = 'WAITING')::int AS waiting
       FROM program_applications WHERE program_id = $1`,
    [app.programId],
  );
  const applied = counts?.applied ?? 0;
  const waiting = counts?.waiting ?? 0;
  let status: 'APPLIED' | 'WAITING';
  let waitNo = 0;
  if (program.capacity === 0 || applied < program.capacity) status = 'APPLIED';
  else if (waiting < program.wait_capacity) {
    status = 'WAITING';
    waitNo = waiting + 1;
  } else return { ok: false, message: PROGRAM_MESSAGES.full };
  const applyKey = newApplyKey();
  await tx.query(
    `INSERT INTO program_applications (apply_key, member_id, program_id, status, wait_no, applied_at, channel, participant_name, phone, child_age)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz, 'WEB', $7, $8, $9)`,
    [applyKey, app.memberId, app.programId, status, waitNo, new Date(app.now).toISOString(), app.participantName, app.phone, childAge],
  );
  return { ok: true, value: { APPLY_KEY: applyKey, PROGRAM_ID: app.programId, STATUS: status, WAIT_NO: waitNo } };
}

/** The member a freed place went to (null: a phone or desk applicant), with the program's title. */
export interface Promotion {
  memberId: number | null;
  programId: number;
  title: string;
}

/**
 * After a place is freed in a program (a cancellation): up to `places` times and while a place is
 * free, the first WAITING application becomes APPLIED (promoted_at set: the member's note in 나의 도서관), then the
 * waiting numbers are renumbered 1, 2, … Run in the transaction that freed the place, with the
 * program locked. Returns the promotions made.
 */
export async function promoteWaiting(tx: Queryable, programId: number, now: number, places: number): Promise<Promotion[]> {
  const promotions: Promotion[] = [];
  while (promotions.length < places) {
    const [free] = await tx.query<{ title: string; free: boolean }>(
      `SELECT p.title, (p.capacity = 0 OR p.capacity > (SELECT count(*) FROM program_applications a
                                                         WHERE a.program_id = p.program_id AND a.status IN ('APPLIED', 'ATTENDED'))) AS free
         FROM programs p WHERE p.program_id = $1`,
      [programId],
    );
    if (!free?.free) break;
    const [next] = await tx.query<{ member_id: number | null }>(
      `UPDATE program_applications SET status = 'APPLIED', wait_no = 0, promoted_at = $2::timestamptz
        WHERE apply_key = (SELECT apply_key FROM program_applications
                            WHERE program_id = $1 AND status = 'WAITING'
                            ORDER BY wait_no, applied_at, apply_key LIMIT 1)
        RETURNING member_id`,
      [programId, new Date(now).toISOString()],
    );
    if (!next) break;
    promotions.push({ memberId: next.member_id, programId, title: free.title });
  }
  await tx.query(
    `UPDATE program_applications a SET wait_no = n.rn
       FROM (SELECT apply_key, row_number() OVER (ORDER BY wait_no, applied_at, apply_key)::int AS rn
               FROM program_applications WHERE program_id = $1 AND status = 'WAITING') n
      WHERE a.apply_key = n.apply_key AND a.wait_no <> n.rn`,
    [programId],
  );
  return promotions;
}

/** The last day an application may be cancelled: the program's own, else the day before its first session. */
export function cancelDeadline(cancelEnd: string | null, firstDay: string): string {
  return cancelEnd ?? addDays(firstDay, -1);
}

/** A session of a program with the program's application facts (the assistant's answers). */
export interface ProgramSessionRow {
  program_id: number;
  title: string;
  category: string;
  audience: ProgramAudience;
  target: string;
  place: string;
  session_count: number;
  session_no: number;
  /** Seoul wall clock: yyyy-MM-dd and HH:mm. */
  start_day: string;
  start_time: string;
  end_day: string;
  end_time: string;
  apply_start_day: string;
  apply_end_day: string;
  capacity: number;
  applied: number;
  wait_capacity: number;
  waiting: number;
  state: ProgramState;
}

/**
 * Every session of the site's programs whose Seoul days touch [from, to] and that ends after
 * `after` (an instant), with its program's state on `today`; by start, program and session. A
 * program without session rows counts as one session over its whole period.
 */
export async function listProgramSessions(
  q: Queryable,
  range: { manageCode: string; today: string; from: string; to: string; after: number },
): Promise<ProgramSessionRow[]> {
  return q.query<ProgramSessionRow>(
    `SELECT x.program_id, x.title, x.category, x.audience, x.target, x.place, x.session_count, s.session_no,
            to_char(s.start_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS start_day, to_char(s.start_at AT TIME ZONE 'Asia/Seoul', 'HH24:MI') AS start_time,
            to_char(s.end_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS end_day, to_char(s.end_at AT TIME ZONE 'Asia/Seoul', 'HH24:MI') AS end_time,
            to_char(x.apply_start, 'YYYY-MM-DD') AS apply_start_day, to_char(x.apply_end, 'YYYY-MM-DD') AS apply_end_day,
            x.capacity, x.applied, x.wait_capacity, x.waiting, x.state
       FROM (${PROGRAM_ROWS}) x
       JOIN LATERAL (
         SELECT ps.session_no, ps.start_at, ps.end_at FROM program_sessions ps WHERE ps.program_id = x.program_id
         UNION ALL
         SELECT 1, x.start_at, x.end_at WHERE NOT EXISTS (SELECT 1 FROM program_sessions ps WHERE ps.program_id = x.program_id)
       ) s ON true
      WHERE x.manage_code = $2 AND ${SEOUL_DAY('s.start_at')} <= $4::date AND ${SEOUL_DAY('s.end_at')} >= $3::date
        AND s.end_at > $5::timestamptz
      ORDER BY s.start_at, x.program_id, s.session_no`,
    [range.today, range.manageCode, range.from, range.to, new Date(range.after).toISOString()],
  );
}

import type { ExhibitionDetail, ExhibitionState, ExhibitionSummary, ExhibitionWork } from '../../contract/exhibition';
import type { ClubApplication, ClubDetail, ClubFilter, ClubKind, ClubMeeting, ClubState, ClubSummary, Festival, ReadingPointItem, ReviewDetail, ReviewSummary } from '../../contract/reading';
import type { Queryable } from '../db/db';
import { maskName } from './board-repository';
import { newKey, seoulDayOf, type WriteOutcome } from './my-library-repository';

/* Exhibitions, reading clubs, the book festival, reviews and reading points (docs/api.md
 * "Exhibitions and reading culture"). Days are the library's (Asia/Seoul); `today` is passed in. */

export const READING_MESSAGES = {
  clubNotFound: '신청할 수 없는 모임입니다. 목록에서 다시 선택해 주세요.',
  clubNotYet: '아직 모집 기간이 아닙니다.',
  clubClosed: '모집 기간이 끝났습니다.',
  clubFull: '정원이 모두 찼습니다.',
  clubDuplicate: '이미 신청한 모임입니다.',
  needCitizen: '독서포인트를 이용하기 위해선 도민인증이 필요합니다.',
} as const;

/** Points per activity of the 경기 독서포인트 (this year's activities in the library's calendar). */
export const READING_POINT_RULES = { loan: 10, review: 50, club: 30 } as const;

const SEOUL_ISO = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD"T"HH24:MI:SS') || '+09:00'`;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/* ---- Exhibitions ---- */

const EXHIBITION_STATE_SQL = `CASE WHEN e.start_date > $TODAY::date THEN 'UPCOMING' WHEN e.end_date < $TODAY::date THEN 'ENDED' ELSE 'ONGOING' END`;

interface ExhibitionRow {
  exhibition_id: number;
  title: string;
  subtitle: string;
  place: string;
  start_date: string;
  end_date: string;
  state: ExhibitionState;
  poster_url: string;
  summary: string;
  work_count: number;
}

const exhibitionSummary = (row: ExhibitionRow): ExhibitionSummary => ({
  EXHIBITION_ID: row.exhibition_id,
  TITLE: row.title,
  SUBTITLE: row.subtitle,
  PLACE: row.place,
  START_DATE: row.start_date,
  END_DATE: row.end_date,
  STATE: row.state,
  POSTER_URL: row.poster_url,
  SUMMARY: row.summary,
  WORK_COUNT: row.work_count,
});

const EXHIBITION_COLUMNS = `e.exhibition_id, e.title, e.subtitle, e.place,
  to_char(e.start_date, 'YYYY-MM-DD') AS start_date, to_char(e.end_date, 'YYYY-MM-DD') AS end_date,
  ${EXHIBITION_STATE_SQL.replaceAll('$TODAY', '$1')} AS state, e.poster_url, e.summary,
  (SELECT count(*)::int FROM exhibition_works w WHERE w.exhibition_id = e.exhibition_id) AS work_count`;

/** On now first (ending soonest), then to come (soonest), then over (latest first); filtered and paged. */
export async function listExhibitions(
  q: Queryable,
  input: { manageCode: string; state: '' | ExhibitionState; keyword: string; page: number; size: number; today: string },
): Promise<{ rows: ExhibitionSummary[]; total: number }> {
  const params: unknown[] = [input.today, input.manageCode];
  // $1 (today) typed in every statement, also when no condition reads it.
  const where = ['e.manage_code = $2', '$1::date IS NOT NULL'];
  if (input.state !== '') {
    params.push(input.state);
    where.push(`${EXHIBITION_STATE_SQL.replaceAll('$TODAY', '$1')} = $${params.length}`);
  }
  if (input.keyword !== '') {
    params.push(`%${escapeLike(input.keyword)}%`);
    where.push(`(e.title ILIKE $${params.length} OR e.subtitle ILIKE $${params.length} OR e.summary ILIKE $${params.length} OR e.place ILIKE $${params.length})`);
  }
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM exhibitions e WHERE ${where.join(' AND ')}`, params);
  params.push(input.size, (input.page - 1) * input.size);
  const rows = await q.query<ExhibitionRow>(
    `SELECT ${EXHIBITION_COLUMNS} FROM exhibitions e WHERE ${where.join(' AND ')}
      ORDER BY CASE WHEN e.start_date > $1::date THEN 1 WHEN e.end_date < $1::date THEN 2 ELSE 0 END,
               CASE WHEN e.end_date < $1::date THEN NULL ELSE e.start_date END,
               e.end_date DESC, e.exhibition_id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows: rows.map(exhibitionSummary), total: count?.n ?? 0 };
}

export async function findExhibition(q: Queryable, manageCode: string, id: number, today: string): Promise<ExhibitionDetail | null> {
  const [row] = await q.query<ExhibitionRow & { description: string; organizer: string; hours: string }>(
    `SELECT ${EXHIBITION_COLUMNS}, e.description, e.organizer, e.hours
       FROM exhibitions e WHERE e.manage_code = $2 AND e.exhibition_id = $3`,
    [today, manageCode, id],
  );
  if (!row) return null;
  const works = await q.query<{ work_id: number; title: string; artist: string; note: string; description: string; image_url: string }>(
    'SELECT work_id, title, artist, note, description, image_url FROM exhibition_works WHERE exhibition_id = $1 ORDER BY sort_order, work_id',
    [id],
  );
  return {
    ...exhibitionSummary(row),
    DESCRIPTION: row.description,
    ORGANIZER: row.organizer,
    HOURS: row.hours,
    WORKS: works.map((work): ExhibitionWork => ({
      WORK_ID: work.work_id,
      TITLE: work.title,
      ARTIST: work.artist,
      NOTE: work.note,
      DESCRIPTION: work.description,
      IMAGE_URL: work.image_url,
    })),
  };
}

/* ---- Reading clubs ---- */

interface ClubRow {
  club_id: number;
  kind: ClubKind;
  name: string;
  summary: string;
  schedule: string;
  place: string;
  leader: string;
  target: string;
  member_count: number;
  capacity: number;
  recruit_start: string;
  recruit_end: string;
  book_title: string;
}

/** OPEN while recruiting with room; FULL when every place is taken; CLOSED outside the period. */
export function clubState(club: { member_count: number; capacity: number; recruit_start: string; recruit_end: string }, today: string): ClubState {
  if (today < club.recruit_start || today > club.recruit_end) return 'CLOSED';
  return club.member_count >= club.capacity ? 'FULL' : 'OPEN';
}

const clubSummary = (row: ClubRow, today: string): ClubSummary => ({
  CLUB_ID: row.club_id,
  KIND: row.kind,
  NAME: row.name,
  SUMMARY: row.summary,
  SCHEDULE: row.schedule,
  PLACE: row.place,
  LEADER: row.leader,
  TARGET: row.target,
  MEMBER_COUNT: row.member_count,
  CAPACITY: row.capacity,
  RECRUIT_START: row.recruit_start,
  RECRUIT_END: row.recruit_end,
  STATE: clubState(row, today),
  BOOK_TITLE: row.book_title,
});

const CLUB_COLUMNS = `c.club_id, c.kind, c.name, c.summary, c.schedule, c.place, c.leader, c.target, c.capacity,
  c.member_base + (SELECT count(*)::int FROM reading_club_applications a WHERE a.club_id = c.club_id AND a.status = 'APPLIED') AS member_count,
  to_char(c.recruit_start, 'YYYY-MM-DD') AS recruit_start, to_char(c.recruit_end, 'YYYY-MM-DD') AS recruit_end, c.book_title`;

/** Recruiting clubs first, then full, then closed; by name within each. */
export async function listClubs(q: Queryable, input: { manageCode: string; kind: ClubKind; state: '' | ClubFilter; keyword: string; today: string }): Promise<ClubSummary[]> {
  const params: unknown[] = [input.manageCode, input.kind];
  const where = ['c.manage_code = $1', 'c.kind = $2'];
  if (input.keyword !== '') {
    params.push(`%${escapeLike(input.keyword)}%`);
    const p = `$${params.length}`;
    where.push(`(c.name ILIKE ${p} OR c.summary ILIKE ${p} OR c.book_title ILIKE ${p} OR c.book_author ILIKE ${p} OR c.target ILIKE ${p})`);
  }
  const rows = await q.query<ClubRow>(`SELECT ${CLUB_COLUMNS} FROM reading_clubs c WHERE ${where.join(' AND ')} ORDER BY c.name COLLATE "C", c.club_id`, params);
  const order: Record<ClubState, number> = { OPEN: 0, FULL: 1, CLOSED: 2 };
  return rows
    .map((row) => clubSummary(row, input.today))
    .filter((club) => input.state === '' || (input.state === 'open' ? club.STATE === 'OPEN' : club.STATE !== 'OPEN'))
    .sort((a, b) => order[a.STATE] - order[b.STATE]);
}

export async function findClub(q: Queryable, manageCode: string, id: number, today: string): Promise<ClubDetail | null> {
  const [row] = await q.query<ClubRow & { description: string; book_author: string }>(
    `SELECT ${CLUB_COLUMNS}, c.description, c.book_author FROM reading_clubs c WHERE c.manage_code = $1 AND c.club_id = $2`,
    [manageCode, id],
  );
  if (!row) return null;
  const meetings = await q.query<{ meet_date: string; start_time: string; topic: string; book_title: string; book_author: string }>(
    `SELECT to_char(meet_date, 'YYYY-MM-DD') AS meet_date, start_time, topic, book_title, book_author
       FROM reading_club_meetings WHERE club_id = $1 ORDER BY meet_date, start_time, meeting_id`,
    [id],
  );
  return {
    ...clubSummary(row, today),
    DESCRIPTION: row.description,
    BOOK_AUTHOR: row.book_author,
    MEETINGS: meetings.map((m): ClubMeeting => ({ MEET_DATE: m.meet_date, START_TIME: m.start_time, TOPIC: m.topic, BOOK_TITLE: m.book_title, BOOK_AUTHOR: m.book_author })),
  };
}

/**
 * Joins a club: refused when it does not exist, is outside its recruiting period, is full, or the
 * member already holds a place. Run in a transaction that locked the member; the club's row is
 * locked too, so two members never take its last place.
 */
export async function applyToClub(
  tx: Queryable,
  input: { manageCode: string; memberId: number; clubId: number; phone: string; motivation: string; today: string },
): Promise<WriteOutcome<ClubApplication>> {
  const [club] = await tx.query<{ name: string; capacity: number; member_base: number; recruit_start: string; recruit_end: string }>(
    `SELECT name, capacity, member_base, to_char(recruit_start, 'YYYY-MM-DD') AS recruit_start, to_char(recruit_end, 'YYYY-MM-DD') AS recruit_end
       FROM reading_clubs WHERE manage_code = $1 AND club_id = $2 FOR UPDATE`,
    [input.manageCode, input.clubId],
  );
  if (!club) return { ok: false, message: READING_MESSAGES.clubNotFound };
  const [own] = await tx.query('SELECT 1 FROM reading_club_applications WHERE club_id = $1 AND member_id = $2 AND status = $3', [input.clubId, input.memberId, 'APPLIED']);
  if (own) return { ok: false, message: READING_MESSAGES.clubDuplicate };
  if (input.today < club.recruit_start) return { ok: false, message: READING_MESSAGES.clubNotYet };
  if (input.today > club.recruit_end) return { ok: false, message: READING_MESSAGES.clubClosed };
  const [taken] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM reading_club_applications WHERE club_id = $1 AND status = 'APPLIED'`, [input.clubId]);
  if (club.member_base + (taken?.n ?? 0) >= club.capacity) return { ok: false, message: READING_MESSAGES.clubFull };
  const applyKey = newKey('CA');
  const [row] = await tx.query<{ applied_at: string }>(
    `INSERT INTO reading_club_applications (apply_key, club_id, member_id, phone, motivation)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${seoulDayOf('applied_at')} AS applied_at`,
    [applyKey, input.clubId, input.memberId, input.phone, input.motivation],
  );
  return { ok: true, value: { APPLY_KEY: applyKey, CLUB_ID: input.clubId, CLUB_NAME: club.name, APPLIED_AT: row?.applied_at ?? input.today } };
}

export async function listMemberClubApplications(q: Queryable, memberId: number): Promise<ClubApplication[]> {
  const rows = await q.query<{ apply_key: string; club_id: number; name: string; applied_at: string }>(
    `SELECT a.apply_key, a.club_id, c.name, ${seoulDayOf('a.applied_at')} AS applied_at
       FROM reading_club_applications a JOIN reading_clubs c ON c.club_id = a.club_id
      WHERE a.member_id = $1 AND a.status = 'APPLIED' ORDER BY a.applied_at DESC, a.apply_key`,
    [memberId],
  );
  return rows.map((row) => ({ APPLY_KEY: row.apply_key, CLUB_ID: row.club_id, CLUB_NAME: row.name, APPLIED_AT: row.applied_at }));
}

/* ---- Festival ---- */

/** The festival running or next to come; else the latest one over. */
export async function findFestival(q: Queryable, manageCode: string, today: string): Promise<Festival | null> {
  const [festival] = await q.query<{ festival_id: number; title: string; theme: string; start_date: string; end_date: string; description: string; poster_url: string }>(
    `SELECT festival_id, title, theme, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, description, poster_url
       FROM festivals WHERE manage_code = $1
      ORDER BY (end_date < $2::date), CASE WHEN end_date < $2::date THEN NULL ELSE start_date END, end_date DESC
      LIMIT 1`,
    [manageCode, today],
  );
  if (!festival) return null;
  const id = festival.festival_id;
  const places = await q.query<{ name: string; description: string }>('SELECT name, description FROM festival_places WHERE festival_id = $1 ORDER BY sort_order, place_id', [id]);
  const events = await q.query<{ event_id: number; event_date: string; start_time: string; end_time: string; title: string; place: string; category: string; description: string }>(
    `SELECT event_id, to_char(event_date, 'YYYY-MM-DD') AS event_date, start_time, end_time, title, place, category, description
       FROM festival_events WHERE festival_id = $1 ORDER BY event_date, start_time, event_id`,
    [id],
  );
  const booths = await q.query<{ booth_id: number; name: string; zone: string; category: string; description: string }>(
    'SELECT booth_id, name, zone, category, description FROM festival_booths WHERE festival_id = $1 ORDER BY sort_order, booth_id',
    [id],
  );
  return {
    TITLE: festival.title,
    THEME: festival.theme,
    START_DATE: festival.start_date,
    END_DATE: festival.end_date,
    DESCRIPTION: festival.description,
    POSTER_URL: festival.poster_url,
    PLACES: places.map((p) => ({ NAME: p.name, DESCRIPTION: p.description })),
    EVENTS: events.map((e) => ({
      EVENT_ID: e.event_id,
      EVENT_DATE: e.event_date,
      START_TIME: e.start_time,
      END_TIME: e.end_time,
      TITLE: e.title,
      PLACE: e.place,
      CATEGORY: e.category,
      DESCRIPTION: e.description,
    })),
    BOOTHS: booths.map((b) => ({ BOOTH_ID: b.booth_id, NAME: b.name, ZONE: b.zone, CATEGORY: b.category, DESCRIPTION: b.description })),
  };
}

/* ---- Reviews ---- */

interface ReviewRow {
  review_id: number;
  title: string;
  book_title: string;
  book_author: string;
  writer_name: string;
  created_at: string;
  body: string;
  book_key: string | null;
}

const EXCERPT_LENGTH = 90;

const excerpt = (body: string): string => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat;
};

const reviewSummary = (row: ReviewRow): ReviewSummary => ({
  REVIEW_ID: row.review_id,
  TITLE: row.title,
  BOOK_TITLE: row.book_title,
  BOOK_AUTHOR: row.book_author,
  WRITER: maskName(row.writer_name),
  CREATED_AT: row.created_at,
  EXCERPT: excerpt(row.body),
});

const REVIEW_COLUMNS = `review_id, title, book_title, book_author, writer_name, ${SEOUL_ISO('created_at')} AS created_at, body, book_key`;

export async function listReviews(q: Queryable, input: { manageCode: string; keyword: string; page: number; size: number }): Promise<{ rows: ReviewSummary[]; total: number }> {
  const params: unknown[] = [input.manageCode];
  const where = ['manage_code = $1'];
  if (input.keyword !== '') {
    params.push(`%${escapeLike(input.keyword)}%`);
    where.push(`(title ILIKE $2 OR book_title ILIKE $2 OR book_author ILIKE $2)`);
  }
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM reading_reviews WHERE ${where.join(' AND ')}`, params);
  params.push(input.size, (input.page - 1) * input.size);
  const rows = await q.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM reading_reviews WHERE ${where.join(' AND ')}
      ORDER BY created_at DESC, review_id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows: rows.map(reviewSummary), total: count?.n ?? 0 };
}

export async function findReview(q: Queryable, manageCode: string, id: number): Promise<ReviewDetail | null> {
  const [row] = await q.query<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM reading_reviews WHERE manage_code = $1 AND review_id = $2`, [manageCode, id]);
  return row ? { ...reviewSummary(row), BODY: row.body, BOOK_KEY: row.book_key ?? '' } : null;
}

/** Adds a member's review; the book is linked to the catalogue when its title names one book exactly. */
export async function insertReview(
  tx: Queryable,
  input: { manageCode: string; memberId: number; writerName: string; title: string; bookTitle: string; bookAuthor: string; body: string },
): Promise<number> {
  const [book] = await tx.query<{ book_key: string }>(`SELECT book_key FROM books WHERE title = $1 AND ($2 = '' OR author LIKE '%' || $2 || '%') ORDER BY book_key LIMIT 1`, [
    input.bookTitle,
    input.bookAuthor,
  ]);
  const [row] = await tx.query<{ review_id: number }>(
    `INSERT INTO reading_reviews (manage_code, member_id, writer_name, title, book_title, book_author, book_key, body)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING review_id`,
    [input.manageCode, input.memberId, input.writerName, input.title, input.bookTitle, input.bookAuthor, book?.book_key ?? null, input.body],
  );
  return row?.review_id ?? 0;
}

/* ---- 경기 독서포인트 ---- */

/** This year's points of the member: loans, reviews written and club places taken. */
export async function readingPoints(q: Queryable, memberId: number, year: string): Promise<{ total: number; items: ReadingPointItem[] }> {
  const from = `${year}-01-01`;
  const to = `${Number(year) + 1}-01-01`;
  const [row] = await q.query<{ loans: number; reviews: number; clubs: number }>(
    `SELECT (SELECT count(*)::int FROM loans WHERE member_id = $1 AND loan_date >= $2::date AND loan_date < $3::date) AS loans,
            (SELECT count(*)::int FROM reading_reviews WHERE member_id = $1
                AND (created_at AT TIME ZONE 'Asia/Seoul')::date >= $2::date AND (created_at AT TIME ZONE 'Asia/Seoul')::date < $3::date) AS reviews,
            (SELECT count(*)::int FROM reading_club_applications WHERE member_id = $1 AND status = 'APPLIED'
                AND (applied_at AT TIME ZONE 'Asia/Seoul')::date >= $2::date AND (applied_at AT TIME ZONE 'Asia/Seoul')::date < $3::date) AS clubs`,
    [memberId, from, to],
  );
  const items: ReadingPointItem[] = [
    { LABEL: '도서 대출', COUNT: row?.loans ?? 0, POINTS: (row?.loans ?? 0) * READING_POINT_RULES.loan },
    { LABEL: '독서 감상문', COUNT: row?.reviews ?? 0, POINTS: (row?.reviews ?? 0) * READING_POINT_RULES.review },
    { LABEL: '독서동아리·독서공동체 참여', COUNT: row?.clubs ?? 0, POINTS: (row?.clubs ?? 0) * READING_POINT_RULES.club },
  ];
  return { total: items.reduce((sum, item) => sum + item.POINTS, 0), items };
}

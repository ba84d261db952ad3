import type { LabDetail, LabGroup, LabSummary, QuizSet } from '../../contract/labs';
import type { ProgramApplicationResult, ProgramDetail, ProgramSummary } from '../../contract/programs';
import type { Queryable } from '../db/db';
import type { WriteOutcome } from './my-library-repository';
import { applyForProgram, findProgram, type NewApplication } from './programs-repository';

/*
 * The experiments and playground (docs/api.md "Experiments and playground"). A lab's sessions are
 * programs with its lab_slug: their state, places and waiting lists come from the programs'
 * repository, and applying is the programs' own rule with one more: one active application per
 * member and lab.
 */

export const LAB_MESSAGES = {
  notFound: '체험 프로그램을 찾을 수 없습니다.',
  noApplication: '이 체험은 신청 없이 이 페이지에서 바로 이용할 수 있습니다.',
  notThisLab: '이 체험의 회차가 아닙니다. 회차를 다시 골라 주세요.',
  alreadyInLab: (title: string) => `이미 「${title}」의 다른 회차를 신청하셨습니다. 회차를 바꾸려면 나의 도서관에서 먼저 취소해 주세요.`,
} as const;

interface LabRow {
  lab_slug: string;
  lab_group: LabGroup;
  title: string;
  tagline: string;
  summary: string;
  apply_yn: 'Y' | 'N';
  terms: string;
}

/** Program ids of the lab's sessions not yet over at `now`, by start. */
async function sessionIds(q: Queryable, slug: string, now: number): Promise<number[]> {
  const rows = await q.query<{ program_id: number }>(
    'SELECT program_id FROM programs WHERE lab_slug = $1 AND end_at > $2::timestamptz ORDER BY start_at, program_id',
    [slug, new Date(now).toISOString()],
  );
  return rows.map((row) => row.program_id);
}

/** A program as the summary the lab pages list (the contract's ProgramSummary fields only). */
function summaryOf(program: ProgramDetail): ProgramSummary {
  return {
    PROGRAM_ID: program.PROGRAM_ID,
    TITLE: program.TITLE,
    CATEGORY: program.CATEGORY,
    AUDIENCE: program.AUDIENCE,
    TARGET: program.TARGET,
    PLACE: program.PLACE,
    START_AT: program.START_AT,
    END_AT: program.END_AT,
    SESSION_COUNT: program.SESSION_COUNT,
    APPLY_START: program.APPLY_START,
    APPLY_END: program.APPLY_END,
    CAPACITY: program.CAPACITY,
    APPLIED_COUNT: program.APPLIED_COUNT,
    WAIT_CAPACITY: program.WAIT_CAPACITY,
    WAITING_COUNT: program.WAITING_COUNT,
    FEE: program.FEE,
    POSTER_URL: program.POSTER_URL,
    STATE: program.STATE,
  };
}

async function sessionsOf(q: Queryable, manageCode: string, slug: string, today: string, now: number): Promise<ProgramSummary[]> {
  const sessions: ProgramSummary[] = [];
  for (const id of await sessionIds(q, slug, now)) {
    const program = await findProgram(q, manageCode, id, today);
    if (program) sessions.push(summaryOf(program));
  }
  return sessions;
}

function labSummary(row: LabRow, sessions: readonly ProgramSummary[]): LabSummary {
  return {
    LAB_SLUG: row.lab_slug,
    GROUP: row.lab_group,
    TITLE: row.title,
    TAGLINE: row.tagline,
    SUMMARY: row.summary,
    APPLY_YN: row.apply_yn,
    SESSION_COUNT: sessions.length,
    OPEN_COUNT: sessions.filter((s) => s.STATE === 'OPEN' || s.STATE === 'WAITLIST').length,
    NEXT_START_AT: sessions[0]?.START_AT ?? '',
  };
}

const LAB_COLUMNS = 'lab_slug, lab_group, title, tagline, summary, apply_yn, terms';

/** The labs of the site (of one group when given), in display order, with their sessions counted. */
export async function listLabs(q: Queryable, filter: { manageCode: string; group?: LabGroup | undefined; today: string; now: number }): Promise<LabSummary[]> {
  const rows = await q.query<LabRow>(
    `SELECT ${LAB_COLUMNS} FROM labs WHERE manage_code = $1 AND ($2::text IS NULL OR lab_group = $2) ORDER BY lab_group, sort_order, lab_slug`,
    [filter.manageCode, filter.group ?? null],
  );
  const labs: LabSummary[] = [];
  for (const row of rows) labs.push(labSummary(row, await sessionsOf(q, filter.manageCode, row.lab_slug, filter.today, filter.now)));
  return labs;
}

/** One lab's page with its facts, sections, terms and sessions, or null. */
export async function findLab(q: Queryable, manageCode: string, slug: string, today: string, now: number): Promise<LabDetail | null> {
  const [row] = await q.query<LabRow>(`SELECT ${LAB_COLUMNS} FROM labs WHERE manage_code = $1 AND lab_slug = $2`, [manageCode, slug]);
  if (!row) return null;
  const [facts, sections, sessions] = [
    await q.query<{ label: string; value: string }>('SELECT label, value FROM lab_facts WHERE lab_slug = $1 ORDER BY sort_order', [slug]),
    await q.query<{ heading: string; body: string }>('SELECT heading, body FROM lab_sections WHERE lab_slug = $1 ORDER BY sort_order', [slug]),
    await sessionsOf(q, manageCode, slug, today, now),
  ];
  return {
    ...labSummary(row, sessions),
    FACTS: facts.map((f) => ({ LABEL: f.label, VALUE: f.value })),
    SECTIONS: sections.map((s) => ({ HEADING: s.heading, BODY: s.body })),
    TERMS: row.terms,
    SESSIONS: sessions,
  };
}

/**
 * Applies for a session of a lab: refused for an unknown lab, a lab without applications, a
 * program that is not one of its sessions, and while the member holds an active application to
 * another session of the lab; then the programs' rules (window, duplicate, limit, places, waiting
 * list). Run inside a transaction that has locked the member.
 */
export async function applyForLab(tx: Queryable, slug: string, app: NewApplication): Promise<WriteOutcome<ProgramApplicationResult>> {
  const [lab] = await tx.query<{ title: string; apply_yn: 'Y' | 'N' }>('SELECT title, apply_yn FROM labs WHERE manage_code = $1 AND lab_slug = $2', [app.manageCode, slug]);
  if (!lab) return { ok: false, message: LAB_MESSAGES.notFound };
  if (lab.apply_yn === 'N') return { ok: false, message: LAB_MESSAGES.noApplication };
  const [session] = await tx.query<{ lab_slug: string | null }>('SELECT lab_slug FROM programs WHERE program_id = $1 AND manage_code = $2', [app.programId, app.manageCode]);
  if (!session || session.lab_slug !== slug) return { ok: false, message: LAB_MESSAGES.notThisLab };
  const [other] = await tx.query(
    `SELECT 1 FROM program_applications a JOIN programs p ON p.program_id = a.program_id
      WHERE a.member_id = $1 AND p.lab_slug = $2 AND a.program_id <> $3 AND a.status IN ('APPLIED', 'WAITING') AND p.end_at > $4::timestamptz`,
    [app.memberId, slug, app.programId, new Date(app.now).toISOString()],
  );
  if (other) return { ok: false, message: LAB_MESSAGES.alreadyInLab(lab.title) };
  return applyForProgram(tx, app);
}

/** Every quiz set of the site with its questions; a question's book is linked when the catalogue holds that title. */
export async function listQuizSets(q: Queryable, manageCode: string): Promise<QuizSet[]> {
  const sets = await q.query<{ set_id: string; title: string; description: string; audience: string }>(
    'SELECT set_id, title, description, audience FROM quiz_sets WHERE manage_code = $1 ORDER BY sort_order, set_id',
    [manageCode],
  );
  const questions = await q.query<{
    set_id: string;
    question_no: number;
    question: string;
    choices: string[];
    answer: number;
    explanation: string;
    book_title: string;
    book_author: string;
    book_key: string | null;
  }>(
    `SELECT qq.set_id, qq.question_no, qq.question, qq.choices, qq.answer, qq.explanation, qq.book_title, qq.book_author,
            (SELECT min(b.book_key) FROM books b WHERE b.title = qq.book_title) AS book_key
       FROM quiz_questions qq JOIN quiz_sets s ON s.set_id = qq.set_id
      WHERE s.manage_code = $1 ORDER BY qq.set_id, qq.question_no`,
    [manageCode],
  );
  return sets.map((set) => ({
    SET_ID: set.set_id,
    TITLE: set.title,
    DESCRIPTION: set.description,
    AUDIENCE: set.audience,
    QUESTIONS: questions
      .filter((question) => question.set_id === set.set_id)
      .map((question) => ({
        NO: question.question_no,
        QUESTION: question.question,
        CHOICES: question.choices,
        ANSWER: question.answer,
        EXPLANATION: question.explanation,
        BOOK_TITLE: question.book_title,
        BOOK_AUTHOR: question.book_author,
        BOOK_KEY: question.book_key ?? '',
      })),
  }));
}

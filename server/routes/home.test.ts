import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { MainPageResponse } from '../../contract/home';
import { createApp } from '../app';
import { addDays, weekdayOf } from '../calendar';
import type { Db } from '../db/db';
import { openSeededTestDb } from '../testing/test-db';
import { applyStatus } from '../repositories/home-repository';
import { attachmentDisposition } from './uploads';

/** Seeded as of Tuesday 2026-03-10 12:00 in Seoul. */
const SEED_NOW = Date.parse('2026-03-10T03:00:00Z');
const TODAY = '2026-03-10';

let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openSeededTestDb({ now: SEED_NOW });
  app = createApp({ db, distDir: '/nonexistent-dist' });
});
afterAll(() => db.close());

const post = (body: unknown) =>
  app.request('/gglib/selectmainpage', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function mainPage(today: string, manage_code = MANAGE_CODE) {
  const response = await post({ manage_code, today });
  expect(response.status).toBe(200);
  return v.parse(MainPageResponse, await response.json());
}

describe('POST /gglib/selectmainpage', () => {
  it('answers the latest notices (pinned first), news, new books and current programs', async () => {
    const body = await mainPage(TODAY);
    expect(body.RESULT_INFO).toBe('SUCCESS');

    expect(body.NOTICES).toHaveLength(5);
    expect(body.NOTICES.map((p) => p.NOTICE_YN)).toEqual(['Y', 'Y', 'N', 'N', 'N']);
    const latest = body.NOTICES.slice(2).map((p) => p.CREATED_AT);
    expect(latest).toEqual([...latest].sort().reverse());
    expect(body.NOTICES.map((p) => p.TITLE)).not.toContain('방학 독서교실 운영 계획(내부 검토 중)');

    expect(body.NEWS).toHaveLength(4);
    expect(body.NEWS[0]?.TITLE).toBe('생성형 AI 도서관 서비스 시범 운영을 시작했습니다');

    expect(body.NEW_BOOKS).toHaveLength(12);
    expect(body.NEW_BOOKS[0]).toEqual({
      BOOK_KEY: 'GGL0000001',
      TITLE: '소년이 온다',
      AUTHOR: '한강',
      PUBLISHER: '창비',
      PUBLISH_YEAR: '2014',
      COVER_URL: '/uploads/covers/GGL0000001.webp',
      LOAN_CODE: 'OK',
    });
    expect(body.NEW_BOOKS.some((b) => b.COVER_URL === '')).toBe(true);
    expect(body.NEW_BOOKS.some((b) => b.LOAN_CODE !== 'OK')).toBe(true);
  });

  it('lists up to six programs running or to come, by start, with their application state', async () => {
    const { PROGRAMS } = await mainPage(TODAY);
    expect(PROGRAMS.length).toBeGreaterThan(0);
    expect(PROGRAMS.length).toBeLessThanOrEqual(6);
    const starts = PROGRAMS.map((p) => p.START_AT);
    expect(starts).toEqual([...starts].sort());
    for (const program of PROGRAMS) {
      expect(program.START_AT).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\+09:00$/);
      expect(program.END_AT.slice(0, 10) >= TODAY).toBe(true);
    }
    expect(PROGRAMS.map((p) => p.TITLE)).not.toContain('지난 강연 다시 보기: 도서관과 기후위기');
    expect(new Set(PROGRAMS.map((p) => p.APPLY_STATUS))).toEqual(new Set(['OPEN', 'CLOSED']));
    // Twelve days earlier the exhibition's window had not opened yet.
    const earlier = await mainPage(addDays(TODAY, -12));
    expect(earlier.PROGRAMS[0]).toMatchObject({ CATEGORY: '전시', APPLY_STATUS: 'SOON' });
  });

  it('computes the application state from the window, both days inclusive', () => {
    expect(applyStatus('2026-03-01', '2026-03-02', '2026-03-05')).toBe('SOON');
    expect(applyStatus('2026-03-02', '2026-03-02', '2026-03-05')).toBe('OPEN');
    expect(applyStatus('2026-03-05', '2026-03-02', '2026-03-05')).toBe('OPEN');
    expect(applyStatus('2026-03-06', '2026-03-02', '2026-03-05')).toBe('CLOSED');
  });

  it('is open on a Tuesday with weekday hours, and on a weekend with weekend hours', async () => {
    expect(weekdayOf(TODAY)).toBe(2);
    const { OPENING } = await mainPage(TODAY);
    expect(OPENING).toMatchObject({ TODAY, OPEN_YN: 'Y', TODAY_HOURS: '09:00–22:00', CLOSED_REASON: '' });
    // From the library's facts (server/seed/library-info.ts): its rooms' hours and closed-day rules.
    expect(OPENING.HOURS_LINES).toEqual(['화–금 09:00–22:00', '토·일 09:00–18:00', '매주 월요일, 일요일을 제외한 법정 공휴일, 설날·추석 연휴 휴관']);
    expect((await mainPage('2026-03-14')).OPENING).toMatchObject({ OPEN_YN: 'Y', TODAY_HOURS: '09:00–18:00' });
  });

  it('is closed on a seeded closed day, with its reason, and lists the month’s closed days', async () => {
    const holiday = (await mainPage('2026-03-02')).OPENING;
    expect(holiday).toMatchObject({ OPEN_YN: 'N', TODAY_HOURS: '', CLOSED_REASON: '대체공휴일(삼일절)' });
    expect(holiday.CLOSED_DAYS).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    expect((await mainPage('2026-03-09')).OPENING).toMatchObject({ OPEN_YN: 'N', CLOSED_REASON: '정기휴관일' });
    const [seeded] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM closed_days WHERE day IN ('2026-03-09', '2026-04-06', '2026-02-17')`,
    );
    expect(seeded?.n).toBe(3);
    const seollal = (await mainPage('2026-02-17')).OPENING;
    expect(seollal).toMatchObject({ OPEN_YN: 'N', CLOSED_REASON: '설날' });
    expect(seollal.CLOSED_DAYS).toEqual(expect.arrayContaining(['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-23']));
  });

  it('closes on Mondays by rule also in months the seed did not list', async () => {
    expect((await mainPage('2026-07-13')).OPENING).toMatchObject({ OPEN_YN: 'N', CLOSED_REASON: '정기휴관일' });
    expect((await mainPage('2026-07-14')).OPENING).toMatchObject({ OPEN_YN: 'Y' });
  });

  it('answers empty lists for a site it does not know, and no hours (it has no facts)', async () => {
    const body = await mainPage(TODAY, '999999');
    expect(body).toMatchObject({ NOTICES: [], NEWS: [], NEW_BOOKS: [], PROGRAMS: [] });
    expect(body.OPENING).toMatchObject({ OPEN_YN: 'N', TODAY_HOURS: '', CLOSED_REASON: '', CLOSED_DAYS: [], HOURS_LINES: [] });
  });

  it('400 for a day that is not on the calendar', async () => {
    const response = await post({ manage_code: MANAGE_CODE, today: '2026-02-30' });
    expect(response.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await response.json())).toMatchObject({ FIELD: 'today' });
  });
});

describe('GET /uploads/board/*: attachments', () => {
  it('downloads with Content-Disposition attachment and the posted UTF-8 file name', async () => {
    const response = await app.request('/uploads/board/interlibrary-loan-guide.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const disposition = response.headers.get('Content-Disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="interlibrary-loan-guide\.txt"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('상호대차 서비스 이용 안내.txt');
    expect(await response.text()).toContain('상호대차 서비스 이용 안내');
  });

  it('downloads an SVG attachment too, sandboxed, while other uploads stay inline', async () => {
    const svg = await app.request('/uploads/board/hall-floor-plan.svg');
    expect(svg.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect(svg.headers.get('Content-Security-Policy')).toMatch(/sandbox$/);
    const cover = await app.request('/uploads/covers/GGL0000001.webp');
    expect(cover.status).toBe(200);
    expect(cover.headers.get('Content-Disposition')).toBeNull();
    expect((await app.request('/uploads/board/missing.txt')).status).toBe(404);
  });

  it('writes an ASCII stand-in and an RFC 5987 name', () => {
    const encoded = `filename*=UTF-8''%EB%B3%B4%EA%B3%A0%EC%84%9C%20%28%EC%B5%9C%EC%A2%85%29%22.txt`;
    expect(attachmentDisposition('보고서 (최종)".txt', 'report.txt')).toBe(`attachment; filename="report.txt"; ${encoded}`);
    expect(attachmentDisposition('보고서 (최종)".txt')).toBe(`attachment; filename="___ (__)_.txt"; ${encoded}`);
    expect(attachmentDisposition('plan.svg', 'x.svg')).toBe(`attachment; filename="plan.svg"; filename*=UTF-8''plan.svg`);
  });
});

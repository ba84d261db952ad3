import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_CODE } from '../../contract/constants';
import { ErrorEnvelope } from '../../contract/envelope';
import { MainPageResponse } from '../../contract/home';
import { LibraryInfoResponse } from '../../contract/library-info';
import { createApp } from '../app';
import { classifyIntent } from '../assistant/intent';
import { composeAnswer } from '../assistant/compose';
import { retrieve } from '../assistant/retrieval';
import { verifyAnswer } from '../assistant/verify';
import type { Db } from '../db/db';
import { expandLibraryBlocks, libraryBlockMarkdown } from '../library-facts';
import { SEED_LIBRARY_INFO, seedLibraryInfoIfEmpty, seedLibraryInfoRecord } from '../seed/library-info';
import { openSeededTestDb } from '../testing/test-db';

/** Seeded as of Tuesday 2026-03-10 12:00 in Seoul. */
const SEED_NOW = Date.parse('2026-03-10T03:00:00Z');
const TUESDAY = '2026-03-10';

let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openSeededTestDb({ now: SEED_NOW });
  app = createApp({ db, distDir: '/nonexistent-dist' });
});
afterAll(() => db.close());

const call = (path: string, body: unknown, method = 'POST') =>
  app.request(`/gglib/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });

async function libraryInfo(manage_code = MANAGE_CODE) {
  const response = await call('selectlibraryinfo', { manage_code });
  expect(response.status).toBe(200);
  return v.parse(LibraryInfoResponse, await response.json());
}

async function opening(today: string) {
  const response = await call('selectmainpage', { manage_code: MANAGE_CODE, today });
  return v.parse(MainPageResponse, await response.json()).OPENING;
}

async function assistantAnswer(question: string, today = TUESDAY): Promise<string> {
  const { intent, confidence } = classifyIntent(question);
  const retrieved = await retrieve({ db, manageCode: MANAGE_CODE, today, now: Date.parse(`${today}T03:00:00Z`) }, question, intent, confidence);
  const answer = composeAnswer(retrieved);
  // Everything the answer says must be in what retrieval found (the verify node keeps it whole).
  expect(verifyAnswer(answer, retrieved).answer).toBe(answer.trim());
  return answer;
}

describe('POST /gglib/selectlibraryinfo', () => {
  it('answers the one record of the seed: address, phone, closed-day rules, rooms with their weekly hours', async () => {
    const body = await libraryInfo();
    expect(body).toMatchObject({ RESULT_INFO: 'SUCCESS', RESULT: 'SUCCESS' });
    expect(body.LIBRARY).toEqual({ ...seedLibraryInfoRecord(), UPDATED_AT: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown });
    expect(body.LIBRARY).toMatchObject({ NAME: '경기도서관', POSTAL_CODE: '16508', ADDRESS: '경기도 수원시 영통구 도청로 40', PHONE: '031-8008-7000' });
    expect(body.LIBRARY?.ROOMS.map((room) => room.CODE)).toEqual(['GENERAL', 'CHILD', 'DIGITAL', 'CAFE']);
    // Monday is nobody's day: the weekly closing day is a fact of the hours, not a second record.
    expect(body.LIBRARY?.ROOMS.flatMap((room) => room.HOURS).some((time) => time.WEEKDAY === 1)).toBe(false);
  });

  it('answers NO_DATA for a site without facts', async () => {
    expect(await libraryInfo('999999')).toEqual({ RESULT_INFO: 'SUCCESS', RESULT: 'NO_DATA', LIBRARY: null });
  });

  it('refuses a bad manage_code with 400, and other methods with 405', async () => {
    const bad = await call('selectlibraryinfo', { manage_code: 'abc' });
    expect(bad.status).toBe(400);
    expect(v.parse(ErrorEnvelope, await bad.json())).toMatchObject({ FIELD: 'manage_code' });
    expect((await call('selectlibraryinfo', {}, 'GET')).status).toBe(405);
  });
});

describe('the facts written out for the assistant', () => {
  const info = seedLibraryInfoRecord();
  it('writes each block from the record', () => {
    expect(libraryBlockMarkdown(info, ['location'])).toBe('- 주소: (16508) 경기도 수원시 영통구 도청로 40 경기도서관\n- 대표전화: 031-8008-7000');
    expect(libraryBlockMarkdown(info, ['hours', 'CHILD'])).toBe('- 화–일 09:00–18:00');
    expect(libraryBlockMarkdown(info, ['hours'])).toContain('- 종합자료실 (2~3층): 화–금 09:00–22:00, 토·일 09:00–18:00');
    expect(libraryBlockMarkdown(info, ['closed'])).toBe('- 매주 월요일\n- 일요일을 제외한 법정 공휴일\n- 설날·추석 연휴');
    expect(libraryBlockMarkdown(info, ['contacts'])).toContain('- 어린이자료실: 031-8008-7231');
    expect(libraryBlockMarkdown(info, ['hours', 'NOPE'])).toBe('');
    expect(libraryBlockMarkdown(info, ['weather'])).toBe('');
  });
  it('expands the blocks of a page and leaves them out without facts', () => {
    const page = '## 주소\n\n{{library:location}}\n\n```\n{{library:location}}\n```';
    expect(expandLibraryBlocks(page, info)).toBe('## 주소\n\n- 주소: (16508) 경기도 수원시 영통구 도청로 40 경기도서관\n- 대표전화: 031-8008-7000\n\n```\n{{library:location}}\n```');
    expect(expandLibraryBlocks('앞\n\n{{library:hours}}\n\n뒤', null)).toBe('앞\n\n뒤');
  });
});

describe('the assistant answers from the same record', () => {
  it('gives the regular hours, the closed days and the rooms that differ', async () => {
    const answer = await assistantAnswer('도서관 운영시간 알려줘');
    expect(answer).toContain('**오늘 3월 10일(화)**: 09:00–22:00 운영');
    expect(answer).toContain('- 정기 운영시간: 화–금 09:00–22:00 / 토·일 09:00–18:00');
    expect(answer).toContain('- 휴관일: 매주 월요일, 일요일을 제외한 법정 공휴일, 설날·추석 연휴');
    expect(answer).toContain('- 어린이자료실 (1층): 화–일 09:00–18:00');
  });
  it('gives the address and phone of the record for the location', async () => {
    const answer = await assistantAnswer('도서관 위치');
    expect(answer).toContain('(16508) 경기도 수원시 영통구 도청로 40 경기도서관');
    expect(answer).toContain('031-8008-7000');
  });
});

describe('seeding the facts', () => {
  it('writes them once', async () => {
    expect(await seedLibraryInfoIfEmpty(db)).toBe(false);
  });

  it('gives an older data directory the facts, and the seed bodies of its unedited fact pages', async () => {
    const oldBody = '## 주소\n\n경기도 수원시 영통구 광교중앙로 140\n';
    await db.query(`DELETE FROM library_info WHERE manage_code = $1`, [MANAGE_CODE]);
    await db.query(`UPDATE content_pages SET body_md = $2, updated_at = created_at WHERE manage_code = $1 AND menu_url_word = 'directions'`, [MANAGE_CODE, oldBody]);
    // Edited by the library since the seed: kept as it is.
    await db.query(
      `UPDATE content_pages SET body_md = $2, updated_at = created_at + interval '1 day' WHERE manage_code = $1 AND menu_url_word = 'ai-library'`,
      [MANAGE_CODE, '직접 고친 안내'],
    );
    expect((await libraryInfo()).RESULT).toBe('NO_DATA');
    expect(await seedLibraryInfoIfEmpty(db)).toBe(true);
    expect((await libraryInfo()).LIBRARY?.ADDRESS).toBe(SEED_LIBRARY_INFO.address);
    const pages = await db.query<{ word: string; body: string }>(
      `SELECT menu_url_word AS word, body_md AS body FROM content_pages WHERE manage_code = $1 AND menu_url_word IN ('directions', 'ai-library')`,
      [MANAGE_CODE],
    );
    expect(pages.find((p) => p.word === 'directions')?.body).toContain('{{library:location}}');
    expect(pages.find((p) => p.word === 'ai-library')?.body).toBe('직접 고친 안내');
  });
});

describe('one change shows everywhere', () => {
  it('a new phone and new hours reach the call, the home page and the assistant', async () => {
    await db.query(`UPDATE library_info SET phone = '031-8008-7777', updated_at = now() WHERE manage_code = $1`, [MANAGE_CODE]);
    await db.query(`UPDATE library_room_hours SET closes = '21:00' WHERE manage_code = $1 AND weekday BETWEEN 2 AND 5`, [MANAGE_CODE]);
    expect((await libraryInfo()).LIBRARY?.PHONE).toBe('031-8008-7777');
    const tuesday = await opening(TUESDAY);
    expect(tuesday).toMatchObject({ OPEN_YN: 'Y', TODAY_HOURS: '09:00–21:00' });
    expect(tuesday.HOURS_LINES[0]).toBe('화–금 09:00–21:00');
    expect(await assistantAnswer('도서관 운영시간 알려줘')).toContain('09:00–21:00 운영');
    expect(await assistantAnswer('도서관 위치')).toContain('031-8008-7777');
    // A room that opens on Mondays makes Monday an opening day (no weekly closing day left).
    await db.query(`INSERT INTO library_room_hours (manage_code, room_code, weekday, opens, closes) VALUES ($1, 'CAFE', 1, '10:00', '17:00')`, [MANAGE_CODE]);
    const monday = await opening('2026-07-13');
    expect(monday).toMatchObject({ OPEN_YN: 'Y', TODAY_HOURS: '10:00–17:00' });
    expect(monday.HOURS_LINES.at(-1)).toBe('일요일을 제외한 법정 공휴일, 설날·추석 연휴 휴관');
  });
});

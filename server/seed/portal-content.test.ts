import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, daysOfMonth, isCalendarDay, weekdayOf } from '../calendar';
import { DEFAULT_UPLOADS_DIR } from '../routes/uploads';
import { BOARD_FILES, SEED_BOARDS, seedPosts, withObjectParticle } from './boards';
import { acquiredDaysAgo, hasSeedCover, SEED_BOOKS, seedBookKey } from './books';
import { PUBLIC_HOLIDAYS, seedClosedDays } from './closed-days';
import { SEED_MENUS } from './menus';
import { flattenMenus } from './seed';
import { programDays, SEED_PROGRAMS } from './programs';
import { SEED_CLUBS, SEED_REVIEWS } from './reading';

// Pure checks of the seed's data; seedBoardsIfEmpty itself runs in db/migrate.test.ts and in
// every test database (testing/test-db.ts).
const TODAY = '2026-03-10';
const posts = seedPosts({ today: TODAY, nextMonthClosed: [], nextHoliday: null });
const byBoard = (code: string) => posts.filter((p) => p.board === code && !p.draft);

/** ISBN-13 check digit. */
const validIsbn13 = (isbn: string) =>
  /^\d{13}$/.test(isbn) &&
  [...isbn].reduce((sum, digit, index) => sum + Number(digit) * (index % 2 === 0 ? 1 : 3), 0) % 10 === 0;

describe('board seed', () => {
  it('has the seven boards, the menu’s board words among them; only qna and free take members’ posts', () => {
    expect(SEED_BOARDS.map((b) => b.code)).toEqual(['notice', 'news', 'report', 'social', 'qna', 'qnanotice', 'free']);
    const boardWords = flattenMenus(SEED_MENUS).filter(({ menu }) => menu.type === 2).map(({ menu }) => menu.word);
    for (const word of boardWords) expect(SEED_BOARDS.map((b) => b.code)).toContain(word);
    expect(SEED_BOARDS.filter((b) => b.write === 'Y').map((b) => b.code)).toEqual(['qna', 'free']);
    expect(SEED_BOARDS.filter((b) => b.showWriter === 'Y').map((b) => b.code)).toEqual(['free']);
  });

  it('has the posts each board needs', () => {
    expect(byBoard('notice').length).toBeGreaterThanOrEqual(25);
    expect(byBoard('notice').filter((p) => p.pinned)).toHaveLength(2);
    expect(byBoard('notice').filter((p) => p.attachments?.length).length).toBeGreaterThanOrEqual(4);
    expect(byBoard('news').length).toBeGreaterThanOrEqual(8);
    expect(byBoard('report').length).toBeGreaterThanOrEqual(5);
    expect(byBoard('social').length).toBeGreaterThanOrEqual(5);
    expect(byBoard('qna').length).toBeGreaterThanOrEqual(8);
    expect(byBoard('qna').filter((p) => p.answer).length).toBeGreaterThan(byBoard('qna').length / 2);
    expect(new Set(byBoard('qna').map((p) => p.writer))).toEqual(new Set(['member1', 'member2', 'library']));
    expect(byBoard('qnanotice').length).toBeGreaterThanOrEqual(6);
    expect(byBoard('free').length).toBeGreaterThanOrEqual(6);
    expect(new Set(byBoard('free').map((p) => p.writer))).toEqual(new Set(['member1', 'member2']));
    expect(posts.filter((p) => p.draft)).toHaveLength(1);
  });

  it('writes the library’s posts in markdown without raw HTML, members’ as plain text', () => {
    for (const post of posts) {
      expect(post.body, post.title).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(post.answer ?? '', post.title).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(post.body, post.title).not.toMatch(/lorem|ipsum/i);
      expect(post.title.length, post.title).toBeLessThanOrEqual(200);
      if (post.writer !== 'library') expect(post.body, post.title).not.toMatch(/^#|\*\*|\]\(/m);
      for (const [, href] of post.body.matchAll(/\]\(([^)]+)\)/g)) expect(href, post.title).toMatch(/^(\/[a-z]|https:\/\/)/);
    }
  });

  it('reads as a real library’s boards: Korean titles, nothing a test would write (xss-…, <script>, e2e …)', () => {
    // What tests write into their own throwaway data (tests/e2e, server/routes/*.test.ts) must
    // never look like, or be, part of the demo: a walk through `npm start` shows only these.
    const TEST_LOOKING = /xss|<\s*\/?\s*(script|img|iframe|b|svg)\b|onerror|javascript:|\be2e\b|\btest\b|테스트|가로채기|lorem|ipsum|asdf|qwer|^\s*$/i;
    const texts = [
      ...posts.flatMap((post) => [post.title, post.body, post.answer ?? '']),
      ...SEED_REVIEWS.flatMap((review) => [review.title, review.body, review.writer]),
      ...SEED_CLUBS.flatMap((club) => [club.name, club.summary, club.description]),
    ].filter((text) => text !== '');
    for (const text of texts) expect(text, text.slice(0, 60)).not.toMatch(TEST_LOOKING);
    for (const post of posts) expect(post.title, post.title).toMatch(/[가-힣]{2}/);
    for (const review of SEED_REVIEWS) expect(review.title, review.title).toMatch(/[가-힣]{2}/);
  });

  it('attaches only files that exist under /uploads/board/', () => {
    for (const { file, name } of Object.values(BOARD_FILES)) {
      expect(existsSync(join(DEFAULT_UPLOADS_DIR, 'board', file)), file).toBe(true);
      expect(name).toMatch(/[가-힣]/);
    }
    const attached = new Set(posts.flatMap((p) => p.attachments ?? []).map((a) => a.file));
    expect(attached).toEqual(new Set(Object.values(BOARD_FILES).map((f) => f.file)));
  });

  it('chooses 을 or 를 by the last syllable', () => {
    expect(withObjectParticle('성탄절')).toBe('성탄절을');
    expect(withObjectParticle('설날 연휴')).toBe('설날 연휴를');
    expect(withObjectParticle('추석')).toBe('추석을');
  });
});

describe('book seed', () => {
  it('has at least forty distinct books with plausible facts', () => {
    expect(SEED_BOOKS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SEED_BOOKS.map((b) => `${b.title}/${b.author}`)).size).toBe(SEED_BOOKS.length);
    for (const book of SEED_BOOKS) {
      expect(book.year, book.title).toMatch(/^(19|20)\d\d$/);
      expect(book.kdc, book.title).toMatch(/^\d{3}(\.\d+)?$/);
      if (book.isbn) expect(validIsbn13(book.isbn), book.title).toBe(true);
    }
  });

  it('has a cover file for every book with a cover, and some without', () => {
    const keys = SEED_BOOKS.map((_, index) => index);
    for (const index of keys.filter(hasSeedCover)) {
      const cover = join(DEFAULT_UPLOADS_DIR, 'covers', `${seedBookKey(index)}.webp`);
      expect(existsSync(cover), cover).toBe(true);
      const head = readFileSync(cover).subarray(0, 12);
      expect(`${head.toString('latin1', 0, 4)}…${head.toString('latin1', 8, 12)}`, cover).toBe('RIFF…WEBP');
    }
    expect(keys.filter((index) => !hasSeedCover(index)).length).toBeGreaterThan(3);
  });

  it('spreads acquisitions over about five years, some within the last month, one book arriving on the seeding day', () => {
    const days = SEED_BOOKS.map((_, index) => acquiredDaysAgo(index, SEED_BOOKS.length));
    expect(Math.min(...days)).toBe(0);
    expect(Math.max(...days)).toBeLessThanOrEqual(1830);
    expect(days.filter((d) => d < 30).length).toBeGreaterThanOrEqual(10);
    expect(days.filter((d) => d === 0)).toHaveLength(1);
  });
});

describe('program seed', () => {
  it('has ten or more programs with posters that exist, none starting or ending on a Monday', () => {
    expect(SEED_PROGRAMS.length).toBeGreaterThanOrEqual(10);
    for (const program of SEED_PROGRAMS) {
      if (program.poster) expect(existsSync(join(DEFAULT_UPLOADS_DIR, 'programs', program.poster)), program.poster).toBe(true);
      for (let offset = 0; offset < 7; offset += 1) {
        const { start, end } = programDays(addDays(TODAY, offset), program);
        expect(weekdayOf(start), program.title).not.toBe(1);
        expect(weekdayOf(end), program.title).not.toBe(1);
        if (program.weekday !== undefined) expect(weekdayOf(start), program.title).toBe(program.weekday);
        expect(end >= start).toBe(true);
      }
    }
    expect(SEED_PROGRAMS.filter((p) => !p.poster).length).toBeGreaterThan(0);
  });

  it('starts from ten days ago to 45 days ahead, with windows open, to come and closed', () => {
    const starts = SEED_PROGRAMS.map((p) => p.startDay);
    expect(Math.min(...starts)).toBe(-10);
    expect(Math.max(...SEED_PROGRAMS.map((p) => p.endDay))).toBeLessThanOrEqual(45);
    const states = SEED_PROGRAMS.map((p) => (p.applyStartDay > 0 ? 'SOON' : p.applyEndDay < 0 ? 'CLOSED' : 'OPEN'));
    expect(new Set(states)).toEqual(new Set(['OPEN', 'SOON', 'CLOSED']));
  });
});

describe('closed-day seed', () => {
  it('lists real calendar days in order, none twice, Sundays only within 설날 or 추석', () => {
    const days = PUBLIC_HOLIDAYS.map((h) => h.day);
    expect(days).toEqual([...days].sort());
    expect(new Set(days).size).toBe(days.length);
    for (const { day, reason } of PUBLIC_HOLIDAYS) {
      expect(isCalendarDay(day), day).toBe(true);
      if (weekdayOf(day) === 0) expect(reason, day).toMatch(/설날|추석/);
    }
    expect(PUBLIC_HOLIDAYS.find((h) => h.day === '2026-02-17')?.reason).toBe('설날');
    expect(PUBLIC_HOLIDAYS.find((h) => h.day === '2026-09-25')?.reason).toBe('추석');
  });

  it('closes every Monday of the seeding month and the next, holidays keeping their names', () => {
    const closed = seedClosedDays('2026-02-10');
    const mondays = [...daysOfMonth('2026-02'), ...daysOfMonth('2026-03')].filter((d) => weekdayOf(d) === 1);
    for (const monday of mondays) expect(closed.map((c) => c.day)).toContain(monday);
    expect(closed.find((c) => c.day === '2026-02-16')?.reason).toBe('설날 연휴');
    expect(closed.find((c) => c.day === '2026-03-02')?.reason).toBe('대체공휴일(삼일절)');
    expect(closed.find((c) => c.day === '2026-02-09')?.reason).toBe('정기휴관일');
    expect(closed.some((c) => c.day === '2026-04-06')).toBe(false);
  });
});

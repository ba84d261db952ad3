import type { Handler } from 'hono';
import * as v from 'valibot';
import { MainPageRequest, type MainPageResponse, type OpeningInfo } from '../../contract/home';
import { daysOfMonth, isCalendarDay, weekdayOf } from '../calendar';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';
import { findBoard, latestPosts } from '../repositories/board-repository';
import { currentPrograms, libraryExists, listedClosedDays, newBooks } from '../repositories/home-repository';

/** The library's regular hours by weekday (0 = Sunday); null: closed every week (정기휴관일). */
export const WEEKLY_HOURS: readonly (string | null)[] = [
  '09:00–18:00',
  null,
  '09:00–22:00',
  '09:00–22:00',
  '09:00–22:00',
  '09:00–22:00',
  '09:00–18:00',
];

export const WEEKLY_CLOSING_REASON = '정기휴관일';

export const HOURS_LINES = ['화–금 09:00–22:00', '토·일 09:00–18:00', '매주 월요일·법정 공휴일 휴관'] as const;

export const HOME_LIMITS = { notices: 5, news: 4, books: 12, programs: 6 } as const;

const MainPageInput = v.object({
  ...MainPageRequest.entries,
  today: v.pipe(MainPageRequest.entries.today, v.check(isCalendarDay, 'today는 달력에 있는 날짜(yyyy-MM-dd)여야 합니다.')),
});

/**
 * Today's opening: closed on a listed closed day (with its reason) and on the weekly closing
 * day; otherwise the weekday's hours. CLOSED_DAYS: the month's listed days and weekly closing
 * days together.
 */
export async function openingInfo(db: Queryable, manageCode: string, today: string): Promise<OpeningInfo> {
  const listed = await listedClosedDays(db, manageCode, today.slice(0, 7));
  const weekly = daysOfMonth(today.slice(0, 7)).filter((day) => WEEKLY_HOURS[weekdayOf(day)] === null);
  const closedDays = [...new Set([...listed.map((d) => d.day), ...weekly])].sort();
  const listedToday = listed.find((d) => d.day === today);
  const hours = WEEKLY_HOURS[weekdayOf(today)] ?? null;
  const reason = listedToday?.reason ?? (hours === null ? WEEKLY_CLOSING_REASON : '');
  const open = reason === '';
  return {
    TODAY: today,
    OPEN_YN: open ? 'Y' : 'N',
    TODAY_HOURS: open ? (hours ?? '') : '',
    CLOSED_REASON: reason,
    CLOSED_DAYS: closedDays,
    HOURS_LINES: [...HOURS_LINES],
  };
}

/** POST /gglib/selectmainpage {manage_code, today}: everything the home page shows. */
export const selectMainPage =
  (db: Queryable): Handler =>
  async (c) => {
    const { manage_code, today } = await parseRequest(c, MainPageInput);
    const opening = await openingInfo(db, manage_code, today);
    if (!(await libraryExists(db, manage_code))) {
      const empty: MainPageResponse = { RESULT_INFO: 'SUCCESS', NOTICES: [], NEWS: [], NEW_BOOKS: [], PROGRAMS: [], OPENING: opening };
      return c.json(empty);
    }
    const [notice, news] = await Promise.all([findBoard(db, manage_code, 'notice'), findBoard(db, manage_code, 'news')]);
    const [notices, newsPosts, books, programs] = await Promise.all([
      notice ? latestPosts(db, notice, HOME_LIMITS.notices) : [],
      news ? latestPosts(db, news, HOME_LIMITS.news) : [],
      newBooks(db, HOME_LIMITS.books),
      currentPrograms(db, manage_code, today, HOME_LIMITS.programs),
    ]);
    const body: MainPageResponse = {
      RESULT_INFO: 'SUCCESS',
      NOTICES: notices,
      NEWS: newsPosts,
      NEW_BOOKS: books,
      PROGRAMS: programs,
      OPENING: opening,
    };
    return c.json(body);
  };

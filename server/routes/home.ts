import type { Handler } from 'hono';
import * as v from 'valibot';
import { MainPageRequest, type MainPageResponse, type OpeningInfo } from '../../contract/home';
import { hoursOn, libraryHours, timeRange, type LibraryInfo } from '../../contract/library-info';
import { daysOfMonth, isCalendarDay, weekdayOf } from '../calendar';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';
import { findBoard, latestPosts } from '../repositories/board-repository';
import { currentPrograms, libraryExists, listedClosedDays, newBooks } from '../repositories/home-repository';
import { closedRules, hoursLines } from '../library-facts';
import { findLibraryInfo } from '../repositories/library-info-repository';

/** The reason given for a weekday on which the library never opens (its weekly closing day). */
export const WEEKLY_CLOSING_REASON = '정기휴관일';

export const HOME_LIMITS = { notices: 5, news: 4, books: 12, programs: 6 } as const;

const MainPageInput = v.object({
  ...MainPageRequest.entries,
  today: v.pipe(MainPageRequest.entries.today, v.check(isCalendarDay, 'today는 달력에 있는 날짜(yyyy-MM-dd)여야 합니다.')),
});

/**
 * Today's opening, from the library's facts (library_info, its rooms' hours) and its calendar
 * (closed_days): closed on a listed closed day (with its reason) and on a weekday no room opens
 * (정기휴관일); otherwise from the earliest opening to the latest closing of its rooms that day.
 * CLOSED_DAYS: the month's listed days and weekly closing days together. A site without facts
 * has no hours: never open, no reason, no lines. `info` spares the read when the caller has it.
 */
export async function openingInfo(db: Queryable, manageCode: string, today: string, info?: LibraryInfo | null): Promise<OpeningInfo> {
  const facts = info === undefined ? await findLibraryInfo(db, manageCode) : info;
  const listed = await listedClosedDays(db, manageCode, today.slice(0, 7));
  const hours = facts ? libraryHours(facts.ROOMS) : [];
  const weekly = facts ? daysOfMonth(today.slice(0, 7)).filter((day) => hoursOn(hours, weekdayOf(day)) === null) : [];
  const closedDays = [...new Set([...listed.map((d) => d.day), ...weekly])].sort();
  const todays = hoursOn(hours, weekdayOf(today));
  const reason = listed.find((d) => d.day === today)?.reason ?? (facts && todays === null ? WEEKLY_CLOSING_REASON : '');
  const open = facts !== null && reason === '' && todays !== null;
  return {
    TODAY: today,
    OPEN_YN: open ? 'Y' : 'N',
    TODAY_HOURS: open && todays ? timeRange(todays.OPEN, todays.CLOSE) : '',
    CLOSED_REASON: reason,
    CLOSED_DAYS: closedDays,
    HOURS_LINES: facts ? [...hoursLines(hours), `${closedRules(facts).join(', ')} 휴관`] : [],
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

import type { Handler } from 'hono';
import * as v from 'valibot';
import { IsoDate } from '../../contract/envelope';
import { PopupListRequest, type Popup, type PopupListResponse } from '../../contract/popup';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';
import { listActivePopups } from '../repositories/popup-repository';

/** 2025-02-30 has the right shape but is no day; PostgreSQL would reject it with an error. */
const isCalendarDate = (text: string): boolean => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

const PopupListInput = v.object({
  ...PopupListRequest.entries,
  today: v.pipe(IsoDate, v.check(isCalendarDate, 'today는 달력에 있는 날짜여야 합니다.')),
});

/** POST /gglib/getpopuplist?manage_code&today: popups shown on the main page that day. */
export const getPopupList =
  (db: Queryable): Handler =>
  async (c) => {
    const { manage_code, today } = await parseRequest(c, PopupListInput, { acceptQuery: true });
    return c.json(popupListBody(await listActivePopups(db, manage_code, today)));
  };

/** getpopuplist's answer for a day's popups (also carried in the app shell: shell-answers.ts). */
export const popupListBody = (list: Popup[]): PopupListResponse => ({
  RESULT_INFO: 'SUCCESS',
  RESULT: list.length > 0 ? 'SUCCESS' : 'NO_DATA',
  LIST: list,
});

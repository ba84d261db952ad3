import * as v from 'valibot';
import { MANAGE_CODE } from '../../../contract/constants';
import { PopupSchema, type Popup } from '../../../contract/popup';
import { POPUP_HIDDEN_COOKIE } from '../../../contract/shell-answers';
import { defineResource, load } from '../../data/resource';
import { clearSiteCookie, setSiteCookie } from '../../lib/cookies';
import { toIsoDate } from '../../lib/dates';
import { getPopupList } from './api/get-popup-list';
import { POPUP_NO_SIGHT_KEY, decidePopup } from './model/popup-hide';

/** The day's popups, network first; without a network, the list stored for the same day. */
export const popupsResource = defineResource({
  family: 'popups',
  id: (params: { today: string }) => `${MANAGE_CODE}:${params.today}`,
  schema: v.array(PopupSchema),
  policy: 'network-first',
  fetch: (params) => getPopupList(params.today),
});

function readNoSight(): string | null {
  try {
    return localStorage.getItem(POPUP_NO_SIGHT_KEY);
  } catch {
    return null;
  }
}

let early: { day: string; answer: Promise<Popup[]> } | null = null;

/** The cookie's lifetime: the server compares its day with the library's, so a day is enough. */
const ONE_DAY_S = 24 * 60 * 60;

/*
 * Days here are the library's (Asia/Seoul, lib/dates): the `today` sent to /getpopuplist and the
 * day kept in popup_no_sight, so '오늘 하루 보지 않기' lasts until midnight in Seoul wherever the
 * device is.
 */

/**
 * Starts the check while the app boots on /main, in parallel with the menus; the first
 * popupsForToday() of that day takes this answer instead of asking again. Returns it, so the app
 * can open the popup with its first render when the answer is in by then.
 */
export function prefetchPopups(now = new Date()): Promise<Popup[]> {
  const answer = checkPopups(now);
  early = { day: toIsoDate(now), answer };
  // The first notice's image is the largest thing the first paint of /main shows: fetch it while
  // the dialog's code is still on its way (the slide's <img> then finds it in the memory cache).
  void answer.then((popups) => {
    const first = popups[0]?.POPUP_IMAGE;
    if (!first || typeof Image === 'undefined') return;
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = first;
  });
  return answer;
}

/** The popups to show on /main now; see checkPopups. */
export function popupsForToday(now = new Date()): Promise<Popup[]> {
  if (early && early.day === toIsoDate(now)) {
    const { answer } = early;
    early = null;
    return answer;
  }
  return checkPopups(now);
}

/**
 * The popups to show on /main now (spec §4, at the first load of /main and at each navigation to
 * it): none when hidden for today; otherwise today's list, fetched (and kept for offline) or, without a network, the list
 * stored for today.
 */
async function checkPopups(now: Date): Promise<Popup[]> {
  const today = toIsoDate(now);
  const decision = decidePopup(readNoSight(), today);
  if (decision === 'hidden') return [];
  if (decision === 'clear-and-show') {
    localStorage.removeItem(POPUP_NO_SIGHT_KEY);
    clearSiteCookie(POPUP_HIDDEN_COOKIE);
  }
  const loaded = await load(popupsResource, { today });
  return loaded.kind === 'data' ? loaded.data : [];
}

/**
 * '오늘 하루 보지 않기': hidden until the library's next day. The server is told too (a cookie of
 * that day, contract/shell-answers.ts), so the shell of /main stops preloading the popup's picture.
 */
export function hidePopupsForToday(now = new Date()): void {
  try {
    const today = toIsoDate(now);
    localStorage.setItem(POPUP_NO_SIGHT_KEY, today);
    setSiteCookie(POPUP_HIDDEN_COOKIE, today, ONE_DAY_S);
  } catch {
    // Storage disabled: the popup simply shows again next time.
  }
}

import type { Popup } from '../../../contract/popup';
import { MANAGE_CODE } from '../../../contract/constants';
import { readPopups, savePopups } from '../../db/repositories/popup-repository';
import { toIsoDate } from '../../lib/dates';
import { getPopupList } from './api/get-popup-list';
import { POPUP_NO_SIGHT_KEY, decidePopup } from './model/popup-hide';

function readNoSight(): string | null {
  try {
    return localStorage.getItem(POPUP_NO_SIGHT_KEY);
  } catch {
    return null;
  }
}

/**
 * The popups to show on /main now (spec §4): none when hidden for today; otherwise today's list,
 * fetched (and kept for offline) or, without a network, the list stored for today.
 */
export async function popupsForToday(now = new Date()): Promise<Popup[]> {
  const today = toIsoDate(now);
  const decision = decidePopup(readNoSight(), today);
  if (decision === 'hidden') return [];
  if (decision === 'clear-and-show') localStorage.removeItem(POPUP_NO_SIGHT_KEY);
  const fetched = await getPopupList(today);
  if (fetched) {
    await savePopups(MANAGE_CODE, today, fetched).catch(() => undefined);
    return fetched;
  }
  return (await readPopups(MANAGE_CODE, today).catch(() => null)) ?? [];
}

/** '오늘 하루 보지 않기': hidden until the next calendar day. */
export function hidePopupsForToday(now = new Date()): void {
  try {
    localStorage.setItem(POPUP_NO_SIGHT_KEY, toIsoDate(now));
  } catch {
    // Storage disabled: the popup simply shows again next time.
  }
}

import { toIsoDate } from '../../../lib/dates';
import { POPUP_SEEN_KEY } from './popup-hide';

/** The popup was closed: not again in this visit today (popup-hide.ts POPUP_SEEN_KEY). Loaded with the dialog. */
export function markPopupsSeen(now = new Date()): void {
  try {
    sessionStorage.setItem(POPUP_SEEN_KEY, toIsoDate(now));
  } catch {
    // Storage disabled: the popup shows again on the next return to /main.
  }
}

/** localStorage key of the 'not today' choice (spec §3): the day it was made, yyyy-MM-dd. */
export const POPUP_NO_SIGHT_KEY = 'popup_no_sight';

/**
 * sessionStorage key of this visit's closing: the library's day the popup was closed in this tab
 * (by 닫기, 오늘 하루 보지 않기, Esc, or by leaving /main with it up). The day's news is shown
 * once a visit: coming back to /main in the same tab does not bring it back; a new visit (a new
 * tab or browser session) does, unless it is hidden for today.
 */
export const POPUP_SEEN_KEY = 'popup_seen';

export type PopupCheck =
  /** Hidden for today: no fetch, no popup. */
  | 'hidden'
  /** No choice stored: fetch and show. */
  | 'show'
  /** A choice from another day: forget it, then fetch and show. */
  | 'clear-and-show';

/** Spec §4 "Popup hide": today's date → none; another date → cleared and fetched; absent → fetch. */
export function decidePopup(noSight: string | null, today: string): PopupCheck {
  if (noSight === null || noSight === '') return 'show';
  return noSight === today ? 'hidden' : 'clear-and-show';
}

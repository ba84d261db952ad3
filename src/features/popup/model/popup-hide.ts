/** localStorage key of the 'not today' choice (spec §3): the day it was made, yyyy-MM-dd. */
export const POPUP_NO_SIGHT_KEY = 'popup_no_sight';

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

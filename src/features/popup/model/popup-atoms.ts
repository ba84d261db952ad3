import { atom, useSetAtom } from 'jotai';
import { useAtomNow } from '../../../lib/use-atom-now';
import type { Popup } from '../../../../contract/popup';

const shown = atom<Popup[]>([]);

/**
 * Popups being shown in the main-page dialog; empty when closed (content cleared on close).
 * Emptying it again when it is already empty changes nothing: the dialog's close event follows the
 * 닫기 button's own close, and a new empty list would render the app shell a second time.
 */
export const popupsAtom = atom(
  (get) => get(shown),
  (get, set, next: Popup[]) => {
    if (next.length === 0 && get(shown).length === 0) return;
    set(shown, next);
  },
);

export function usePopups(): Popup[] {
  return useAtomNow(popupsAtom);
}

export function useSetPopups(): (popups: Popup[]) => void {
  return useSetAtom(popupsAtom);
}

import { atom, useAtomValue, useSetAtom } from 'jotai';
import type { Popup } from '../../../../contract/popup';

/** Popups being shown in the main-page dialog; empty when closed (content cleared on close). */
export const popupsAtom = atom<Popup[]>([]);

export function usePopups(): Popup[] {
  return useAtomValue(popupsAtom);
}

export function useSetPopups(): (popups: Popup[]) => void {
  return useSetAtom(popupsAtom);
}

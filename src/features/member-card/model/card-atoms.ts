import { atom, useSetAtom } from 'jotai';
import { useAtomNow } from '../../../lib/use-atom-now';

/** The membership card is open (a panel: hides the floating bar, locks scrolling). */
export const memberCardOpenAtom = atom(false);

export function useIsMemberCardOpen(): boolean {
  return useAtomNow(memberCardOpenAtom);
}

export function useSetMemberCardOpen(): (open: boolean) => void {
  return useSetAtom(memberCardOpenAtom);
}

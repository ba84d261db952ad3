import { atom, useAtomValue, useSetAtom } from 'jotai';

/** The membership card is open (a panel: hides the floating bar, locks scrolling). */
export const memberCardOpenAtom = atom(false);

export function useIsMemberCardOpen(): boolean {
  return useAtomValue(memberCardOpenAtom);
}

export function useSetMemberCardOpen(): (open: boolean) => void {
  return useSetAtom(memberCardOpenAtom);
}

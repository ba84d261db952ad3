import { atom, useSetAtom } from 'jotai';
import { useAtomNow } from '../../../lib/use-atom-now';

/** Whether the full-menu drawer is open (a panel: hides the floating bar, locks page scroll). */
export const fullMenuOpenAtom = atom(false);

export function useIsFullMenuOpen(): boolean {
  return useAtomNow(fullMenuOpenAtom);
}

export function useSetFullMenuOpen(): (open: boolean) => void {
  return useSetAtom(fullMenuOpenAtom);
}

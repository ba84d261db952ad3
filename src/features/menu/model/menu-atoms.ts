import { atom, useAtomValue, useSetAtom } from 'jotai';

/** Whether the full-menu drawer is open (a panel: hides the floating bar, locks page scroll). */
export const fullMenuOpenAtom = atom(false);

export function useIsFullMenuOpen(): boolean {
  return useAtomValue(fullMenuOpenAtom);
}

export function useSetFullMenuOpen(): (open: boolean) => void {
  return useSetAtom(fullMenuOpenAtom);
}

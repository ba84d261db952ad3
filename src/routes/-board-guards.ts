import { redirect } from '@tanstack/react-router';
import { currentMenus, ensureMenus } from '../features/menu/load-menus';
import { hasMenuWord } from '../features/menu/model/menu-tree';

// Kept apart from -board-pages.tsx: route guards and loaders are in the main bundle, the pages are not.

/** Spec §4: /board/{word} needs a board menu with that word, else home. */
export async function requireBoardMenu(code: string): Promise<void> {
  await ensureMenus();
  if (!hasMenuWord(currentMenus(), [2], code)) throw redirect({ to: '/' });
}

/** A post number from the address, or null for anything else. */
export function postCodeOf(value: string): number | null {
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

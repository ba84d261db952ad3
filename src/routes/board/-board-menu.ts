import { redirect } from '@tanstack/react-router';
import { currentMenus, ensureMenus } from '../../features/menu/menu-data';
import { hasMenuWord } from '../../features/menu/model/menu-tree';

/** Spec §4: /board/{word} needs a board menu (type 2) with that word, else home. */
export async function requireBoardMenu(code: string): Promise<void> {
  await ensureMenus();
  if (!hasMenuWord(currentMenus(), [2], code)) throw redirect({ to: '/' });
}

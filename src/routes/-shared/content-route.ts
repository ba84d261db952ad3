import { redirect } from '@tanstack/react-router';
import type { ContentKind } from '../../../contract/content';
import { loadContent, type ContentRouteData } from '../../features/content/content-data';
import { currentMenus, ensureMenus } from '../../features/menu/menu-data';
import { findMenuPath } from '../../features/menu/model/menu-tree';

const MENU_TYPE_OF: Record<ContentKind, number> = { contents: 1, custom: 6 };
const WORD = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Loader shared by /contents/$menuUrl, /custom/$menuUrl and their previews: the menus (content
 * feature) and the menu trail (menu feature) composed. An unknown menu word goes to / (spec §4);
 * previews skip the menu check (spec §6).
 */
export async function loadContentRoute(kind: ContentKind, word: string, preview: boolean, options: { preload?: boolean; previewToken?: string } = {}): Promise<ContentRouteData> {
  if (!WORD.test(word)) throw redirect({ to: '/' });
  await ensureMenus();
  const path = findMenuPath(currentMenus(), (item) => item.MENU_TYPE === MENU_TYPE_OF[kind] && item.MENU_URL_WORD === word);
  if (!preview && path.length === 0) throw redirect({ to: '/' });
  const content = await loadContent(kind, word, preview, options);
  return { content, trail: path.map((item) => item.MENU_NAME) };
}

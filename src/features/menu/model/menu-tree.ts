import { HIDDEN_MENU_ID } from '../../../../contract/constants';
import type { MenuItem } from '../../../../contract/menu';
import { isInternalPath, isSafeExternalUrl } from '../../../lib/safe-url';
import { cleanText } from '../../../lib/text-cleanup';

export type MenuTarget =
  | { kind: 'internal'; href: string }
  /** Another site, always opened in a new tab (type 5). */
  | { kind: 'external'; href: string }
  | { kind: 'none' };

const NONE: MenuTarget = { kind: 'none' };

function internal(path: string): MenuTarget {
  return isInternalPath(path) ? { kind: 'internal', href: path.trim() } : NONE;
}

function wordPath(prefix: string, word: string): MenuTarget {
  return /^[A-Za-z0-9_-]+$/.test(word) ? { kind: 'internal', href: `${prefix}/${word}` } : NONE;
}

/** Where a menu item leads (spec §2 "Menu item type to target"). */
export function menuTarget(item: MenuItem): MenuTarget {
  switch (item.MENU_TYPE) {
    case 0: {
      const first = item.children[0];
      return first ? menuTarget(first) : NONE;
    }
    case 1:
      return wordPath('/contents', item.MENU_URL_WORD);
    case 2:
      return wordPath('/board', item.MENU_URL_WORD);
    case 3:
    case 7:
    case 8:
      return internal(item.MODULE_URL);
    case 4:
      return internal(item.INSIDE_URL);
    case 5:
      // A blocked scheme (javascript:, data: …) is never navigated to.
      return isSafeExternalUrl(item.OUTSIDE_URL) ? { kind: 'external', href: item.OUTSIDE_URL.trim() } : NONE;
    case 6:
      return wordPath('/custom', item.MENU_URL_WORD);
  }
}

/** The tree as shown: the hidden menu (id 17) and its branch removed at every level. */
export function visibleMenus(items: readonly MenuItem[]): MenuItem[] {
  return items
    .filter((item) => item.MENU_ID !== HIDDEN_MENU_ID)
    .map((item) => ({ ...item, children: visibleMenus(item.children) }));
}

/** The chain of items from the top level down to the first item matching, or [] if none. */
export function findMenuPath(items: readonly MenuItem[], matches: (item: MenuItem) => boolean): MenuItem[] {
  for (const item of items) {
    if (matches(item)) return [item];
    const below = findMenuPath(item.children, matches);
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/** The menu chain behind an in-app path, e.g. /contents/hours → 이용안내 › 이용시간. */
export function findMenuPathByHref(items: readonly MenuItem[], href: string): MenuItem[] {
  return findMenuPath(items, (item) => {
    if (item.MENU_TYPE === 0) return false;
    const target = menuTarget(item);
    return target.kind === 'internal' && target.href === href;
  });
}

/** Breadcrumb text of a menu chain, joined by '>' (spec §4 current menu tracking). */
export function breadcrumbText(path: readonly MenuItem[]): string {
  return path.map((item) => item.MENU_NAME).join('>');
}

/** Is there a menu of this type family with this word (board, contents or custom pages)? */
export function hasMenuWord(items: readonly MenuItem[], types: readonly number[], word: string): boolean {
  return findMenuPath(items, (item) => types.includes(item.MENU_TYPE) && item.MENU_URL_WORD === word).length > 0;
}

/** Menu names as shown (spec §5 text cleanup): entities decoded, NULL or blank as '' — at every level. */
export function cleanMenuNames(items: readonly MenuItem[]): MenuItem[] {
  return items.map((item) => ({ ...item, MENU_NAME: cleanText(item.MENU_NAME), children: cleanMenuNames(item.children) }));
}

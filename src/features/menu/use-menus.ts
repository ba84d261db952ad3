import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { MANAGE_CODE } from '../../../contract/constants';
import type { MenuItem } from '../../../contract/menu';
import { readMenus } from '../../db/repositories/menu-repository';
import type { MenuSnapshot } from './load-menus';
import { visibleMenus } from './model/menu-tree';

/**
 * Visible menus, repainting by themselves when a revalidation writes fresher ones. `known` is
 * false until either the store or the first load has answered (show a placeholder, not "none").
 */
export function useVisibleMenus(initial: MenuSnapshot): { items: MenuItem[]; fetchedAt: number; known: boolean } {
  const stored = useLiveQuery(() => readMenus(MANAGE_CODE), [], null);
  const snapshot = stored ?? initial;
  const items = useMemo(() => visibleMenus(snapshot.items), [snapshot.items]);
  return { items, fetchedAt: snapshot.fetchedAt, known: stored !== null || initial.fetchedAt > 0 };
}

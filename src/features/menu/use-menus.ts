import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { MANAGE_CODE } from '../../../contract/constants';
import type { MenuItem } from '../../../contract/menu';
import { readMenus } from '../../db/repositories/menu-repository';
import type { MenuSnapshot } from './load-menus';
import { visibleMenus } from './model/menu-tree';

/** Visible menus, repainting by themselves when a revalidation writes fresher ones. */
export function useVisibleMenus(initial: MenuSnapshot): { items: MenuItem[]; fetchedAt: number } {
  const stored = useLiveQuery(() => readMenus(MANAGE_CODE), [], null);
  const snapshot = stored ?? initial;
  const items = useMemo(() => visibleMenus(snapshot.items), [snapshot.items]);
  return { items, fetchedAt: snapshot.fetchedAt };
}

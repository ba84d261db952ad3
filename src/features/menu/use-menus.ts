import { useMemo } from 'react';
import type { MenuItem } from '../../../contract/menu';
import { useStored } from '../../data/use-resource';
import { useKeptEqual } from '../../lib/use-kept-equal';
import { menusResource, type MenuSnapshot } from './menu-data';
import { visibleMenus } from './model/menu-tree';

/**
 * Visible menus, repainting by themselves when a revalidation writes fresher ones. `known` is
 * false until either the store or the first load has answered (show a placeholder, not "none").
 */
export function useVisibleMenus(initial: MenuSnapshot): { items: MenuItem[]; fetchedAt: number; known: boolean } {
  const stored = useStored(menusResource, {});
  // The first load's answer and the live read's copy are equal menus as other objects: the header's
  // ~150 links render again only when the menus change.
  const items = useKeptEqual(stored ? stored.data : initial.items);
  const visible = useMemo(() => visibleMenus(items), [items]);
  return { items: visible, fetchedAt: stored ? stored.fetchedAt : initial.fetchedAt, known: Boolean(stored) || initial.fetchedAt > 0 };
}

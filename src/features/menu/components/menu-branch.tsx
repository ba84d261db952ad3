import type { MenuItem } from '../../../../contract/menu';
import { MenuLink } from './menu-link';

export interface MenuBranchProps {
  /** Second-level items; each may carry third-level children. */
  items: MenuItem[];
  /** Class prefix, e.g. 'drawer' gives drawer__list, drawer__link, drawer__third. */
  block: 'drawer' | 'main-nav';
  onNavigate?: () => void;
}

/** The second and third menu levels as nested lists, shared by the dropdown and the drawer. */
export function MenuBranch({ items, block, onNavigate }: MenuBranchProps) {
  return (
    <ul className={`${block}__list`}>
      {items.map((child) => (
        <li key={child.MENU_ID}>
          <MenuLink item={child} className={`${block}__link`} onNavigate={onNavigate} />
          {child.children.length > 0 ? (
            <ul className={`${block}__third`}>
              {child.children.map((grandchild) => (
                <li key={grandchild.MENU_ID}>
                  <MenuLink item={grandchild} className={`${block}__link ${block}__link--third`} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MENU_CLOSE_DELAY_MS } from '../../../../contract/constants';
import type { MenuItem } from '../../../../contract/menu';
import { CloseIcon } from '../../../components/ui/icons';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ko } from '../../../lib/i18n/messages-ko';
import { koPanels } from '../../../lib/i18n/messages-panels-ko';
import { useIsFullMenuOpen, useSetFullMenuOpen } from '../model/menu-atoms';
import { MenuBranch } from './menu-branch';
import { MenuLink } from './menu-link';

export interface FullMenuDrawerProps {
  items: MenuItem[];
  /** Shown above the tabs (the app puts the member links here for phones). */
  children?: ReactNode;
}

/**
 * The full-menu drawer: top-level menus as vertical tabs, the chosen one's second and third
 * levels beside them. The first tab is preselected; a choice closes the drawer 200 ms later.
 */
export function FullMenuDrawer({ items, children }: FullMenuDrawerProps) {
  const open = useIsFullMenuOpen();
  const setOpen = useSetFullMenuOpen();
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} className="drawer">
      <DrawerBody items={items} titleId={titleId} onClose={() => setOpen(false)}>
        {children}
      </DrawerBody>
    </ModalDialog>
  );
}

function DrawerBody({ items, titleId, onClose, children }: { items: MenuItem[]; titleId: string; onClose: () => void; children?: ReactNode }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const closeTimer = useRef<number | undefined>(undefined);
  const baseId = useId();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onChoose = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(onClose, MENU_CLOSE_DELAY_MS);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: selected === last ? 0 : selected + 1,
      ArrowUp: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const current = items[selected];
  return (
    <div className="drawer__inner">
      <div className="drawer__head">
        <h2 id={titleId} className="drawer__title">
          {koPanels.fullMenu.title}
        </h2>
        <button type="button" className="icon-button" onClick={onClose}>
          <CloseIcon />
          <span className="sr-only">{koPanels.fullMenu.close}</span>
        </button>
      </div>
      {children ? <div className="drawer__extra">{children}</div> : null}
      <div className="drawer__body">
        <div role="tablist" aria-orientation="vertical" aria-label={koPanels.fullMenu.sections} className="drawer__tabs">
          {items.map((item, index) => (
            <button
              key={item.MENU_ID}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={index === selected ? 0 : -1}
              className="drawer__tab"
              onClick={() => setSelected(index)}
              onKeyDown={onTabKeyDown}
            >
              {item.MENU_NAME}
            </button>
          ))}
        </div>
        {current ? (
          <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} className="drawer__panel" tabIndex={0}>
            {current.children.length === 0 ? (
              <MenuLink item={current} className="drawer__link" onNavigate={onChoose} />
            ) : (
              <MenuBranch items={current.children} block="drawer" onNavigate={onChoose} />
            )}
          </div>
        ) : (
          <p>{ko.home.menuEmpty}</p>
        )}
      </div>
    </div>
  );
}

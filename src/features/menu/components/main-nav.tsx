import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { MenuItem } from '../../../../contract/menu';
import { ko } from '../../../lib/i18n/messages-ko';
import { MenuBranch } from './menu-branch';
import { MenuLink } from './menu-link';

const PAINT_MARK = 'gglib:menu-painted';
// Once per page load: a flag rather than a look-up in the performance timeline, which by then
// holds an entry for every resource loaded (this effect had 4–6 ms of self time at 4× CPU in the
// boot profile, the look-up and the mark together).
let menuPainted = false;

export interface MainNavProps {
  items: MenuItem[];
}

/**
 * The header's top-level menu. Each entry is a disclosure button whose dropdown lists the
 * second level (third level nested under it). Hover, focus or click opens it; Esc, an outside
 * click or focus leaving closes it.
 *
 * A dropdown opened by the focus alone (Tab passing through, spec §2) is shown but not entered:
 * its links are out of the Tab order and of the accessibility tree (inert, aria-expanded false),
 * so Tab goes on to the next menu instead of through some 80 links before the page. Enter, Space
 * or ↓ on the button enters it (the focus goes to its first link); Enter again closes it. A mouse
 * over it or a click enters it at once.
 */
export function MainNav({ items }: MainNavProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  /** The open dropdown whose links are reachable (see above); null while only shown. */
  const [enteredId, setEnteredId] = useState<number | null>(null);
  /** The dropdown whose first link takes the focus once it is entered from the keyboard. */
  const focusFirstOf = useRef<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();

  useEffect(() => {
    // The bench reads this mark: the moment the first real menu is on screen.
    if (items.length === 0 || menuPainted) return;
    menuPainted = true;
    performance.mark(PAINT_MARK);
  }, [items.length]);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) {
        setOpenId(null);
        setEnteredId(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const close = () => {
    setOpenId(null);
    setEnteredId(null);
  };

  useEffect(() => {
    if (enteredId === null || focusFirstOf.current !== enteredId) return;
    focusFirstOf.current = null;
    navRef.current?.querySelector<HTMLElement>(`[data-menu-panel="${enteredId}"] a`)?.focus();
  }, [enteredId]);

  return (
    <nav ref={navRef} className="main-nav" aria-label={ko.header.mainNav}>
      <ul className="main-nav__menubar">
        {items.map((item) => {
          const open = openId === item.MENU_ID;
          const panelId = `${baseId}-menu-${item.MENU_ID}`;
          const entered = open && enteredId === item.MENU_ID;
          const enter = (fromKeyboard: boolean) => {
            if (fromKeyboard) focusFirstOf.current = item.MENU_ID;
            setOpenId(item.MENU_ID);
            setEnteredId(item.MENU_ID);
          };
          const onBlur = (event: FocusEvent<HTMLLIElement>) => {
            if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) {
              setOpenId((current) => (current === item.MENU_ID ? null : current));
              setEnteredId((current) => (current === item.MENU_ID ? null : current));
            }
          };
          const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
            if (event.key === 'Escape' && open) {
              event.stopPropagation();
              close();
              event.currentTarget.querySelector('button')?.focus();
            } else if (event.key === 'ArrowDown' && event.target instanceof HTMLButtonElement && !entered) {
              event.preventDefault();
              enter(true);
            }
          };
          const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
            // Keyboard activation (detail 0) enters a shown menu, or closes an entered one; a
            // mouse click keeps a hover-opened menu open.
            if (event.detail !== 0) enter(false);
            else if (entered) close();
            else enter(true);
          };
          if (item.children.length === 0) {
            return (
              <li key={item.MENU_ID} className="main-nav__item">
                <MenuLink item={item} className="main-nav__top" />
              </li>
            );
          }
          return (
            <li
              key={item.MENU_ID}
              className="main-nav__item"
              onMouseEnter={() => enter(false)}
              onMouseLeave={() => {
                setOpenId((current) => (current === item.MENU_ID ? null : current));
                setEnteredId((current) => (current === item.MENU_ID ? null : current));
              }}
              onFocus={(event) => {
                setOpenId(item.MENU_ID);
                // The focus already on one of its links (a click, a return): it is entered.
                if (event.target instanceof HTMLAnchorElement) setEnteredId(item.MENU_ID);
              }}
              onBlur={onBlur}
              onKeyDown={onKeyDown}
            >
              <button type="button" className="main-nav__top" aria-expanded={entered} aria-controls={panelId} onClick={onButtonClick}>
                {item.MENU_NAME}
              </button>
              {/* The links exist while the panel is open: some 60 hidden links cost every page's
                  first render 20–40 ms on a phone-speed CPU (npm run bench -- --boot-only). */}
              <div id={panelId} className="main-nav__panel" data-menu-panel={item.MENU_ID} hidden={!open} inert={open && !entered}>
                {open ? <MenuBranch items={item.children} block="main-nav" onNavigate={close} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

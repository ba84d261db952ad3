import { useRouter } from '@tanstack/react-router';
import { atom } from 'jotai';
import { useEffect } from 'react';
import { accessLogFields, type CurrentMenuEntry } from '../../features/access-log/model/access-log-fields';
import { sendAccessLog } from '../../features/access-log/send-access-log';
import { currentMenus } from '../../features/menu/menu-data';
import { breadcrumbText, findMenuPathByHref } from '../../features/menu/model/menu-tree';
import { popupsForToday } from '../../features/popup/popup-data';
import { useSetPopups } from '../../features/popup/model/popup-atoms';
import { appStore } from '../model/app-atoms';
import { pageViews } from './page-views';

/** The menu entry of the page on screen (spec §4), for tracking. */
export const currentMenuAtom = atom<CurrentMenuEntry>({ id: null, name: '', breadcrumb: '' });

/** Tracking scripts listen for this event; its detail is the CurrentMenuEntry. */
export const CURRENT_MENU_EVENT = 'gglib:current-menu';

function menuEntryFor(pathname: string): CurrentMenuEntry {
  const path = findMenuPathByHref(currentMenus(), pathname);
  const last = path.at(-1);
  return { id: last?.MENU_ID ?? null, name: last?.MENU_NAME ?? '', breadcrumb: breadcrumbText(path) };
}

/**
 * On every path change: report the current menu entry, send the access log (queued while
 * offline; the outbox host replays it), and on /main check the popup (spec §4).
 */
export function usePageTracking(): void {
  const router = useRouter();
  const setPopups = useSetPopups();

  useEffect(() => {
    let previous = document.referrer;
    const views = pageViews();
    const timers = new Set<number>();
    const track = (pathname: string, url: string) => {
      const previousUrl = previous;
      previous = url;
      const menu = menuEntryFor(pathname);
      appStore.set(currentMenuAtom, menu);
      window.dispatchEvent(new CustomEvent(CURRENT_MENU_EVENT, { detail: menu }));
      // After the new page has rendered, so the page name is its own title.
      window.setTimeout(() => {
        void sendAccessLog(accessLogFields({ url, previousUrl, pageName: document.title, menu, userAgent: navigator.userAgent }));
      }, 50);
      popupFor(pathname);
    };
    // In a task of its own: the router emits onResolved in the task that renders the new page
    // (synchronously: useSyncExternalStore), and finding the menu entry took ~5 ms of it at 4× CPU.
    const onResolved = () => {
      const { pathname } = router.state.location;
      if (!views.resolved(pathname)) return;
      const url = window.location.href;
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        track(pathname, url);
      }, 0);
      timers.add(timer);
    };
    // The news popup belongs to the main page: leaving it (a header link, the drawer, a popup
    // link) closes it, or it would cover the next page (/join from the header's 회원가입).
    let popupPath: string | null = null;
    const popupFor = (pathname: string) => {
      if (pathname === popupPath) return;
      popupPath = pathname;
      if (pathname === '/main') void popupsForToday().then((popups) => {
        if (router.state.location.pathname === '/main') setPopups(popups);
      });
      else setPopups([]);
    };
    // The popup is the largest thing a first visit to /main paints: it opens as soon as the
    // shell has mounted on /main and the day's list is in, not after the page's first load has
    // resolved (its sections render behind it meanwhile).
    popupFor(router.state.location.pathname);
    const unsubscribeStart = router.subscribe('onBeforeNavigate', (event) => views.started(event.toLocation.pathname));
    const unsubscribe = router.subscribe('onResolved', onResolved);
    // The first page may have resolved before this subscription (app-phase.tsx loads a page whose
    // head the shell shows before the first render): it is tracked in a task of its own, not in the
    // one that runs the shell's effects.
    const first = router.state.status === 'idle' && router.state.resolvedLocation ? window.setTimeout(onResolved, 0) : undefined;
    return () => {
      window.clearTimeout(first);
      for (const timer of timers) window.clearTimeout(timer);
      unsubscribeStart();
      unsubscribe();
    };
  }, [router, setPopups]);
}

import { useRouter, useRouterState } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useAtomNow } from '../../lib/use-atom-now';
import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { ensureMenus, type MenuSnapshot } from '../../features/menu/menu-data';
import { useIsFullMenuOpen, useSetFullMenuOpen } from '../../features/menu/model/menu-atoms';
import { useVisibleMenus } from '../../features/menu/use-menus';
import { moveFocus, setPageStart } from '../../lib/focus-return';
import { ko } from '../../lib/i18n/messages-ko';
import { isMobileOrTablet } from '../../lib/user-agent';
import { LazyErrorPage, shouldShowErrorPage } from '../lazy-error-page';
import { LoadingOverlay } from '../loading-overlay';
import { errorStateAtom } from '../model/app-atoms';
import { checkSession } from '../../features/session/session-manager';
import { useIsMemberCardOpen } from '../../features/member-card/model/card-atoms';
import { ChatHost, useIsChatOpen } from './chat-host';
import { FloatingBar } from './floating-bar';
import { MemberCardHost } from './member-card-host';
import { OutboxHost } from './outbox-host';
import { useEngaged } from './engagement';
import { usePageTracking } from './page-tracking';
import { usePopups } from '../../features/popup/model/popup-atoms';
import { SiteFooter } from './site-footer';
import { MemberLinks, MemberSessionTimer, SiteHeader } from './site-header';
import { OfflineBanner, UpdateToast } from './status-banners';

const EMPTY: MenuSnapshot = { items: [], fetchedAt: 0 };

/*
 * Parts of the frame that take no props from it, made once: the shell renders again whenever a
 * layer opens or closes (popup, full menu, card, chat) and on every navigation, and an element React
 * has seen before is not rendered again. Each part follows its own state.
 */
const skipLink = (
  <a className="skip-link" href="#main-content" onClick={skipToContent}>
    {ko.app.skipToContent}
  </a>
);

/**
 * While the news popup covers the page, the content behind it is inert and cannot take the focus:
 * the skip link then leads into the popup, the content in front of the reader.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  if (!document.getElementById('main-content')?.inert) return;
  const layer = document.querySelector<HTMLElement>('dialog[open]');
  if (!layer) return;
  event.preventDefault();
  const first = layer.querySelector<HTMLElement>('a[href], button:not([disabled])') ?? layer;
  // Going into the popup is not following its first notice: no preload of that notice's page.
  moveFocus(() => first.focus());
}
const footer = <SiteFooter />;
const hosts = (
  <>
    <MemberCardHost />
    <ChatHost />
  </>
);
const outboxHost = <OutboxHost />;
const statusLayers = (
  <>
    <UpdateToast />
    <LoadingOverlay />
  </>
);

// The popup (with its slider code) loads only when there is something to show.
const PopupDialog = lazy(() => import('../../features/popup/components/popup-dialog').then((module) => ({ default: module.PopupDialog })));

// The install offer only matters on phones and tablets; it loads there, after the first paint.
const InstallPrompt = lazy(() => import('../../features/install/components/install-prompt').then((module) => ({ default: module.InstallPrompt })));

// The drawer loads on its first opening and then stays mounted (so closing returns focus).
const FullMenuDrawer = lazy(() => import('../../features/menu/components/full-menu-drawer').then((module) => ({ default: module.FullMenuDrawer })));

/**
 * While a layer sits under the header (the news popup), the page behind it is inert and the
 * layer starts below the header, whose height is tracked (the offline banner changes it).
 */
function useLayerBelowHeader(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const behind = [...document.querySelectorAll<HTMLElement>('#main-content, .site-footer')];
    for (const element of behind) element.inert = true;
    const header = document.querySelector<HTMLElement>('.site-header');
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--header-block-size', `${header?.offsetHeight ?? 64}px`);
    // The observer reports the header's size once it has been laid out, before that frame is
    // painted, and again whenever it changes: measuring here at once forced a layout of the whole
    // page in the task that runs React's effects (the popup opens with the first render of /main).
    const observer = header && typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (observer && header) observer.observe(header);
    else measure();
    return () => {
      for (const element of behind) element.inert = false;
      observer?.disconnect();
    };
  }, [active]);
}

/** The frame around every route: header, drawer, main, footer, floating bar, toasts. */
export function AppShell({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [initial, setInitial] = useState<MenuSnapshot>(EMPTY);
  const { items } = useVisibleMenus(initial);
  const error = useAtomNow(errorStateAtom);
  const setError = useSetAtom(errorStateAtom);
  const fullMenuOpen = useIsFullMenuOpen();
  const setFullMenuOpen = useSetFullMenuOpen();
  const cardOpen = useIsMemberCardOpen();
  const chatOpen = useIsChatOpen();
  const popups = usePopups();
  const [popupWanted, setPopupWanted] = useState(false);
  useEffect(() => {
    if (popups.length > 0) setPopupWanted(true);
  }, [popups.length]);
  usePageTracking();
  // The install offer waits until the visitor has engaged (a second page, or a while on the
  // first): it does not cover the page a person has just opened, and its code loads only then.
  const engaged = useEngaged();
  const mobileDevice = isMobileOrTablet(navigator.userAgent, navigator.maxTouchPoints);
  const [drawerWanted, setDrawerWanted] = useState(false);
  useEffect(() => {
    if (fullMenuOpen) setDrawerWanted(true);
  }, [fullMenuOpen]);
  const panelOpen = fullMenuOpen || cardOpen || chatOpen || popups.length > 0;
  // One dialog at a time: the news popup steps aside while the card, the chat or the full menu
  // is open, and comes back after them.
  const otherDialogOpen = fullMenuOpen || cardOpen || chatOpen;
  const popupShowing = popups.length > 0 && !otherDialogOpen;
  useLayerBelowHeader(popupShowing);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const firstPath = useRef(pathname);

  useEffect(() => {
    let live = true;
    void ensureMenus().then((snapshot) => {
      // The whole shell takes the menus: as a transition it renders in slices that yield.
      if (live) startTransition(() => setInitial(snapshot));
    });
    return () => {
      live = false;
    };
  }, []);

  // A new navigation leaves the error page behind; errors its own loaders raise come after this.
  useEffect(() => router.subscribe('onBeforeNavigate', () => setError(null)), [router, setError]);

  // Spec §4: every route change while logged in asks the server about the session.
  useEffect(() => {
    const unsubscribe = router.subscribe('onResolved', () => void checkSession());
    // The first page may resolve before the first render (app-phase.tsx, a page head): it is asked about too.
    if (router.state.status === 'idle' && router.state.resolvedLocation) void checkSession();
    return unsubscribe;
  }, [router]);

  // Where a dialog closed by one of its links, or one that opened with the page, leaves the focus.
  useEffect(() => setPageStart(() => document.getElementById('main-content')?.focus({ preventScroll: true })), []);

  // After an in-app navigation, move focus to the new content so screen readers start there.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    document.getElementById('main-content')?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', panelOpen);
  }, [panelOpen]);

  const showError = error !== null && shouldShowErrorPage();
  // The header with its ~150 menu links renders again only when the menus change.
  const header = useMemo(
    () => (
      <SiteHeader items={items}>
        <OfflineBanner />
      </SiteHeader>
    ),
    [items],
  );
  const drawer = useMemo(
    () =>
      drawerWanted || fullMenuOpen ? (
        <Suspense fallback={null}>
          <FullMenuDrawer items={items}>
            <div className="drawer-member">
              <MemberSessionTimer />
              <MemberLinks className="drawer-member-nav" onNavigate={() => setFullMenuOpen(false)} />
            </div>
          </FullMenuDrawer>
        </Suspense>
      ) : null,
    [drawerWanted, fullMenuOpen, items, setFullMenuOpen],
  );
  return (
    <>
      {skipLink}
      {header}
      {drawer}
      <main id="main-content" tabIndex={-1} className="site-main">
        {showError ? <LazyErrorPage status={error.status} detail={error.status === 404 ? error.detail : undefined} onLeave={() => setError(null)} /> : children}
      </main>
      {footer}
      <FloatingBar hidden={panelOpen} />
      {hosts}
      {/* The popup waits while another dialog is up (e.g. the card from the manifest shortcut). */}
      {(popupWanted || popups.length > 0) && !otherDialogOpen ? (
        <Suspense fallback={null}>
          <PopupDialog />
        </Suspense>
      ) : null}
      {outboxHost}
      {mobileDevice && engaged ? (
        <Suspense fallback={null}>
          <InstallPrompt blocked={panelOpen} />
        </Suspense>
      ) : null}
      {statusLayers}
    </>
  );
}

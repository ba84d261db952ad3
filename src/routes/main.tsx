import { createFileRoute, useNavigate } from "@tanstack/react-router";
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useMemo,
  type MouseEvent,
} from "react";
import { DeferredBody } from "../components/ui/deferred-body";
import { HomeHero } from "../features/home/components/home-hero";
import {
  HomeSearch,
  NewBooks,
  NewsTabs,
  OpeningHours,
  Programs,
  QuickLinks,
} from "../features/home/components/home-sections";
import { useMainPage } from "../features/home/home-data";
import { HoursSummary } from "../features/library-info/components/hours-summary";
import { MenuSections } from "../features/menu/components/menu-sections";
import type { MenuItem } from "../../contract/menu";
import { ensureMenus, type MenuSnapshot } from "../features/menu/menu-data";
import { useVisibleMenus } from "../features/menu/use-menus";
import { useSetMemberCardOpen } from "../features/member-card/model/card-atoms";
import { useSession } from "../features/session/use-session";
import { ko } from "../lib/i18n/messages-ko";
import { useDocumentTitle } from "../lib/use-document-title";
import { hasText } from "../lib/text-cleanup";
import { useIdleReady } from "../lib/use-idle-ready";
import { useNearScreen } from "../lib/use-near-screen";

const NOT_YET: MenuSnapshot = { items: [], fetchedAt: 0 };
const NO_MENUS: MenuItem[] = [];

/*
 * The page renders again as each of its parts gets data (menus, the page's answer, the session,
 * the sections below the fold): its sections are memoised and get props that keep their identity,
 * so each renders when its own data changes (7 renders of the page on a first visit; the menu
 * cards' 55 links rendered in 4 of them).
 */
const homeSearch = <HomeSearch />;
const hoursSummary = <HoursSummary />;

/**
 * A member's reminders (overdue, ready to collect, due soon) from 나의 도서관's stored lists: a
 * chunk of its own, asked for only when a member is logged in, so a visitor's /main loads none of it.
 */
const MemberReminders = lazy(() =>
  import("../features/my-library/components/member-reminders").then(
    (module) => ({ default: module.MemberReminders }),
  ),
);

/** 경기도서관의 하루 (the image catalogue's main video): its code and picture load only near the screen. */
const MainVideo = lazy(() =>
  import("../components/ui/main-video").then((module) => ({
    default: module.MainVideo,
  })),
);

function MainVideoSlot() {
  const [holder, near] = useNearScreen<HTMLDivElement>("200px 0px");
  return (
    <div ref={holder} className="main-video-slot">
      {near ? (
        <Suspense fallback={null}>
          <MainVideo />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The home page paints at once from IndexedDB (the hero needs no data at all) and refreshes its
 * notices, books, programs and hours in the background; the menu cards fill in by live query.
 */
export const Route = createFileRoute("/main")({
  loader: () => {
    void ensureMenus();
  },
  component: MainPage,
});

function MainPage() {
  const { items, known } = useVisibleMenus(NOT_YET);
  const { stored, status } = useMainPage();
  const session = useSession();
  const userKey =
    session.status === "member" ? session.session.user.USER_KEY : null;
  const openCard = useSetMemberCardOpen();
  useDocumentTitle("", ko.app.name);
  const failed = status === "offline" || status === "failed";
  const page = stored?.data;
  // Below the fold: rendered once the first screen (hero, notices, the popup) has painted, and
  // from deferred values, so their data arriving later renders in React's interruptible lane (in
  // slices) instead of one long task with the first screen's update.
  const below = useIdleReady();
  const belowPage = useDeferredValue(below ? page : undefined);
  const menus = useDeferredValue(below && known ? items : null);
  const member = session.status === "member";
  const cardButton = useMemo(
    () =>
      member ? (
        <button
          type="button"
          className="quick-links__button"
          onClick={() => openCard(true)}
        >
          {ko.home.quick.card}
        </button>
      ) : undefined,
    [member, openCard],
  );
  // 경기 독서포인트 from an existing session opens in a new tab (spec §4), opened inside the click;
  // the SSO code loads then. What the login path says first (not a verified resident, no name,
  // offline) keeps the link's way through /login?target=ggpoint, which alerts and leads on.
  const memberSession = session.status === "member" ? session.session : null;
  const pointsInNewTab =
    memberSession !== null &&
    memberSession.user.certAdminYn === "Y" &&
    hasText(memberSession.user.USER_NAME) &&
    hasText(memberSession.user.USER_KEY);
  const navigate = useNavigate();
  const onPoints = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (
        !memberSession ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      if (!pointsInNewTab || !navigator.onLine) return;
      event.preventDefault();
      const tab = window.open("about:blank", "_blank");
      if (tab) tab.opener = null;
      void Promise.all([
        import("../features/sso/sso-flows"),
        import("./-shared/session-bridge"),
        import("../lib/alert-dialog"),
      ]).then(
        ([{ pointTabAtService }, { toSsoMember }, { showAlert }]) =>
          pointTabAtService(
            tab,
            "ggpoint",
            toSsoMember(memberSession),
            showAlert,
          ),
        // The code did not arrive (a new deploy, the network gone): no blank tab; the login path instead.
        () => {
          tab?.close();
          void navigate({ to: "/login", search: { target: "ggpoint" } });
        },
      );
    },
    [memberSession, pointsInNewTab, navigate],
  );
  return (
    <>
      <HomeHero search={homeSearch} />
      {/* The rest follows the heading, the tagline and the search in a background render that
          yields every few milliseconds (DeferredBody): the page mounts when the router's first
          load lands, in a render React does not cut (useSyncExternalStore), and all of it there
          was one task of 60–75 ms at 4× CPU (npm run bench -- --boot-only). */}
      <DeferredBody>
        {userKey ? (
          <Suspense fallback={null}>
            <MemberReminders key={userKey} userKey={userKey} />
          </Suspense>
        ) : null}
        <QuickLinks
          cardButton={cardButton}
          onPoints={onPoints}
          pointsInNewTab={pointsInNewTab}
        />
        <div className="container home-row">
          {page ? (
            <>
              <NewsTabs notices={page.NOTICES} news={page.NEWS} />
              <OpeningHours opening={page.OPENING} facts={hoursSummary} />
            </>
          ) : (
            <div className="home-row__placeholder" role="status">
              {failed ? (
                <p className="notice">{ko.home.loadFailed}</p>
              ) : (
                <span className="sr-only">{ko.app.loading}</span>
              )}
            </div>
          )}
        </div>
        {belowPage ? (
          <NewBooks books={belowPage.NEW_BOOKS} />
        ) : (
          <div className="home-section-placeholder home-section-placeholder--books" />
        )}
        {belowPage ? (
          <Programs programs={belowPage.PROGRAMS} />
        ) : (
          <div className="home-section-placeholder home-section-placeholder--programs" />
        )}
        <MenuSections items={menus ?? NO_MENUS} loading={menus === null} />
        {below ? <MainVideoSlot /> : null}
      </DeferredBody>
    </>
  );
}

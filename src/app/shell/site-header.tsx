import { lazy, Suspense, type ReactNode } from 'react';
import type { MenuItem } from '../../../contract/menu';
import { SparkleIcon } from '../../components/ui/icons';
import { Logo } from '../../components/ui/logo';
import { RouteLink } from '../../components/ui/route-link';
import { useSetMemberCardOpen } from '../../features/member-card/model/card-atoms';
import { logout } from '../../features/session/session-manager';
import { useSession } from '../../features/session/use-session';
import { MainNav } from '../../features/menu/components/main-nav';
import { useIsFullMenuOpen, useSetFullMenuOpen } from '../../features/menu/model/menu-atoms';
import { ko } from '../../lib/i18n/messages-ko';
import { citizenLink, joinLink, loginLink, myLibraryLink } from '../../links/account-links';
import { useIsChatOpen, useSetChatOpen } from './chat-host';

const SessionTimerChunk = lazy(() => import('../../features/session/components/session-timer').then((module) => ({ default: module.SessionTimer })));

/**
 * The session's countdown, for members only: its code and texts load when a member is shown,
 * so a visitor's first page does not carry them (precached, so also offline).
 */
export function MemberSessionTimer({ announce = false }: { announce?: boolean }) {
  const session = useSession();
  if (session.status !== 'member') return null;
  return (
    <Suspense fallback={null}>
      <SessionTimerChunk announce={announce} />
    </Suspense>
  );
}

/**
 * The header's AI 챗봇 button (spec §2). Rendered in the top row and in the bar; CSS shows the
 * one that fits the screen (the top row on wide screens keeps the menu bar's room).
 */
function AiChatButton({ className, labelClassName }: { className: string; labelClassName?: string }) {
  const chatOpen = useIsChatOpen();
  const setChatOpen = useSetChatOpen();
  return (
    <button type="button" className={className} aria-haspopup="dialog" aria-expanded={chatOpen} data-chat-opener="header" onClick={() => setChatOpen(true, 'header')}>
      <SparkleIcon />
      <span className={labelClassName}>{ko.header.aiChat}</span>
    </button>
  );
}

/**
 * Spec §2: visitors see 로그인 / 회원가입; members see 나의 도서관 / 로그아웃, and 도민인증
 * while their residency is not verified.
 */
export function MemberLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const session = useSession();
  if (session.status === 'member') {
    return (
      <nav className={className} aria-label={ko.header.utilityNav}>
        <ul>
          <li>
            <RouteLink {...myLibraryLink('lib-service')} onNavigate={onNavigate}>
              {ko.header.myLibrary}
            </RouteLink>
          </li>
          {session.session.user.certAdminYn === 'N' ? (
            <li>
              <RouteLink {...citizenLink()} onNavigate={onNavigate}>
                {ko.header.citizen}
              </RouteLink>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onNavigate?.();
                void logout();
              }}
            >
              {ko.header.logout}
            </button>
          </li>
        </ul>
      </nav>
    );
  }
  return (
    <nav className={className} aria-label={ko.header.utilityNav}>
      <ul>
        <li>
          <RouteLink {...loginLink()} onNavigate={onNavigate}>
            {ko.header.login}
          </RouteLink>
        </li>
        <li>
          <RouteLink {...joinLink()} onNavigate={onNavigate}>
            {ko.header.join}
          </RouteLink>
        </li>
      </ul>
    </nav>
  );
}

/** Header: logo, the server's top-level menus, member links and the full-menu button. */
export function SiteHeader({ items, children }: { items: MenuItem[]; children?: ReactNode }) {
  const setFullMenuOpen = useSetFullMenuOpen();
  const fullMenuOpen = useIsFullMenuOpen();
  const session = useSession();
  const openCard = useSetMemberCardOpen();
  return (
    <header className="site-header">
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <MemberSessionTimer announce />
          <MemberLinks className="utility-nav" />
          {/* Wide screens: the AI button sits here, so the menu bar below keeps its room. */}
          <AiChatButton className="link-button site-header__ai--top" />
        </div>
      </div>
      <div className="site-header__bar container">
        <RouteLink to="/" className="site-header__logo">
          <Logo label={ko.header.logoAlt} />
        </RouteLink>
        <MainNav items={items} />
        <div className="site-header__actions">
          {session.status === 'member' ? (
            <button type="button" className="site-header__card-button" aria-haspopup="dialog" onClick={() => openCard(true)}>
              <span className="card-icon" aria-hidden="true" />
              <span>
                <span className="site-header__card-prefix">{ko.header.memberCardParts[0]} </span>
                {ko.header.memberCardParts[1]}
              </span>
            </button>
          ) : (
            // Narrow screens hide the top row's 로그인 / 회원가입: a visitor still finds 로그인 here,
            // in the place a member finds the card (회원가입 is on the login page and in the full menu).
            <RouteLink {...loginLink()} className="site-header__menu-button site-header__login">
              <span className="person-icon" aria-hidden="true" />
              <span className="site-header__menu-label">{ko.header.login}</span>
            </RouteLink>
          )}
          <AiChatButton className="site-header__menu-button site-header__ai--bar" labelClassName="site-header__menu-label" />
          <button
            type="button"
            className="site-header__menu-button"
            aria-haspopup="dialog"
            aria-expanded={fullMenuOpen}
            onClick={() => setFullMenuOpen(true)}
          >
            <span className="hamburger" aria-hidden="true" />
            <span className="site-header__menu-label">{ko.header.fullMenu}</span>
          </button>
        </div>
      </div>
      {children}
    </header>
  );
}

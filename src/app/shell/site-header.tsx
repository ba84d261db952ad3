import type { ReactNode } from 'react';
import type { MenuItem } from '../../../contract/menu';
import { HrefLink } from '../../components/ui/href-link';
import { MainNav } from '../../features/menu/components/main-nav';
import { useIsFullMenuOpen, useSetFullMenuOpen } from '../../features/menu/model/menu-atoms';
import { ko } from '../../lib/i18n/messages-ko';

/** Login and join for visitors (the member variants arrive with the session feature). */
export function MemberLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <nav className={className} aria-label={ko.header.utilityNav}>
      <ul>
        <li>
          <HrefLink href="/login" onNavigate={onNavigate}>
            {ko.header.login}
          </HrefLink>
        </li>
        <li>
          <HrefLink href="/join/join-step01" onNavigate={onNavigate}>
            {ko.header.join}
          </HrefLink>
        </li>
      </ul>
    </nav>
  );
}

/** Header: logo, the server's top-level menus, member links and the full-menu button. */
export function SiteHeader({ items, children }: { items: MenuItem[]; children?: ReactNode }) {
  const setFullMenuOpen = useSetFullMenuOpen();
  const fullMenuOpen = useIsFullMenuOpen();
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <HrefLink href="/" className="site-header__logo">
          <img src="/images/logo.svg" alt={ko.header.logoAlt} width={160} height={40} />
        </HrefLink>
        <MainNav items={items} />
        <MemberLinks className="utility-nav" />
        <button
          type="button"
          className="site-header__menu-button"
          aria-haspopup="dialog"
          aria-expanded={fullMenuOpen}
          onClick={() => setFullMenuOpen(true)}
        >
          <span className="hamburger" aria-hidden="true" />
          <span>{ko.header.fullMenu}</span>
        </button>
      </div>
      {children}
    </header>
  );
}

import { ArrowUpIcon, MenuIcon, SparkleIcon } from '../../components/ui/icons';
import { useSetFullMenuOpen } from '../../features/menu/model/menu-atoms';
import { rememberOpener } from '../../lib/focus-return';
import { ko } from '../../lib/i18n/messages-ko';
import { useSetChatOpen } from './chat-host';

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Thumb-reach shortcuts; hidden while a panel is open (spec §2). */
export function FloatingBar({ hidden }: { hidden: boolean }) {
  const setFullMenuOpen = useSetFullMenuOpen();
  const setChatOpen = useSetChatOpen();
  if (hidden) return null;
  return (
    <nav className="floating-bar" aria-label={ko.floating.label}>
      <button
        type="button"
        className="floating-bar__button"
        aria-haspopup="dialog"
        data-focus-return="floating-full-menu"
        onClick={(event) => {
          // The bar hides under the drawer: the drawer gives the focus back to this button's return.
          rememberOpener(event.currentTarget);
          setFullMenuOpen(true);
        }}
      >
        <MenuIcon className="floating-bar__icon" />
        {ko.floating.fullMenu}
      </button>
      <button type="button" className="floating-bar__button" aria-haspopup="dialog" data-chat-opener="floating" onClick={() => setChatOpen(true, 'floating')}>
        <SparkleIcon className="floating-bar__icon" />
        {ko.floating.aiSearch}
      </button>
      <button
        type="button"
        className="floating-bar__button"
        onClick={() => {
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
          document.getElementById('main-content')?.focus({ preventScroll: true });
        }}
      >
        <ArrowUpIcon className="floating-bar__icon" />
        {ko.floating.toTop}
      </button>
    </nav>
  );
}

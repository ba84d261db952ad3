import type { MenuItem } from '../../../../contract/menu';
import { HrefLink } from '../../../components/ui/href-link';
import { ko } from '../../../lib/i18n/messages-ko';
import { menuTarget } from '../model/menu-tree';

export interface MenuLinkProps {
  item: MenuItem;
  className?: string;
  onNavigate?: () => void;
}

/** One menu entry as a link to its target (new tab for outside links), or plain text. */
export function MenuLink({ item, className, onNavigate }: MenuLinkProps) {
  const target = menuTarget(item);
  const loginNote = item.MENU_LOGIN_YN === 'Y' ? <span className="sr-only"> ({ko.app.loginRequired})</span> : null;
  if (target.kind === 'external') {
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {item.MENU_NAME}
        <span aria-hidden="true" className="external-mark">
          ↗
        </span>
        <span className="sr-only"> ({ko.app.newTab})</span>
        {loginNote}
      </a>
    );
  }
  if (target.kind === 'internal') {
    return (
      <HrefLink className={className} href={target.href} onNavigate={onNavigate}>
        {item.MENU_NAME}
        {item.MENU_LOGIN_YN === 'Y' ? (
          <span className="badge-member" aria-hidden="true">
            회원
          </span>
        ) : null}
        {loginNote}
      </HrefLink>
    );
  }
  return <span className={className}>{item.MENU_NAME}</span>;
}

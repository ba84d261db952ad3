import { ko } from '../../../lib/i18n/messages-ko';
import { koAccount } from '../../../lib/i18n/messages-account-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** What /sso-logout and /cyber-sso-logout show while they end the session and send the member back. */
export function SsoLogoutStatus() {
  useDocumentTitle(ko.header.logout, ko.app.name);
  return (
    <div className="container narrow">
      <p role="status" className="notice">
        {koAccount.sso.loggingOut}
      </p>
    </div>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { RouteLink } from '../components/ui/route-link';
import { ko } from '../lib/i18n/messages-ko';
import { koAccount } from '../lib/i18n/messages-account-ko';
import { oneOf, searchSchema } from '../lib/search-schema';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMemberKey } from '../features/session/use-session';

/** Partner sync result (spec §4 welaa): /welaa?syncCheck=Y|N. */
export const Route = createFileRoute('/welaa')({
  validateSearch: searchSchema({ syncCheck: oneOf(['Y', 'N']) }),
  component: WelaaPage,
});

function WelaaPage() {
  const { syncCheck } = Route.useSearch();
  // A member already logged in is not asked to log in: /login?syncto=welaa checks at once.
  const member = useMemberKey() !== null;
  useDocumentTitle(koAccount.welaa.title, ko.app.name);
  return (
    <div className="container narrow">
      <h1 className="page-title">{koAccount.welaa.title}</h1>
      <p className="page-intro">{koAccount.welaa.intro}</p>
      <p className={syncCheck === 'Y' ? 'status-box status-box--ok' : 'status-box'} role="status">
        <strong>{syncCheck === 'Y' ? koAccount.welaa.synced : syncCheck === 'N' ? koAccount.welaa.notSynced : member ? koAccount.welaa.unknownMember : koAccount.welaa.unknown}</strong>
      </p>
      {syncCheck === undefined ? null : <p>{syncCheck === 'Y' ? koAccount.welaa.syncedHelp : koAccount.welaa.notSyncedHelp}</p>}
      {syncCheck === undefined ? (
        <RouteLink className="button" to="/login" search={{ syncto: 'welaa' }}>
          {member ? koAccount.welaa.checkMember : koAccount.welaa.check}
        </RouteLink>
      ) : (
        <RouteLink className="button button--secondary" to="/main">
          {koAccount.welaa.toMain}
        </RouteLink>
      )}
    </div>
  );
}

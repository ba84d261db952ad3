import { createFileRoute } from '@tanstack/react-router';
import { HrefLink } from '../components/ui/href-link';
import { ko } from '../lib/i18n/messages-ko';
import { useDocumentTitle } from '../lib/use-document-title';

interface WelaaSearch {
  syncCheck?: 'Y' | 'N';
}

/** Partner sync result (spec §4 welaa): /welaa?syncCheck=Y|N. */
export const Route = createFileRoute('/welaa')({
  validateSearch: (search: Record<string, unknown>): WelaaSearch =>
    search.syncCheck === 'Y' || search.syncCheck === 'N' ? { syncCheck: search.syncCheck } : {},
  component: WelaaPage,
});

function WelaaPage() {
  const { syncCheck } = Route.useSearch();
  useDocumentTitle(ko.welaa.title, ko.app.name);
  return (
    <div className="container narrow">
      <h1 className="page-title">{ko.welaa.title}</h1>
      <p className="page-intro">{ko.welaa.intro}</p>
      <p className={syncCheck === 'Y' ? 'status-box status-box--ok' : 'status-box'} role="status">
        <strong>{syncCheck === 'Y' ? ko.welaa.synced : syncCheck === 'N' ? ko.welaa.notSynced : ko.welaa.unknown}</strong>
      </p>
      <p>{syncCheck === 'Y' ? ko.welaa.syncedHelp : ko.welaa.notSyncedHelp}</p>
      {syncCheck === undefined ? (
        <HrefLink className="button" href="/login?syncto=welaa">
          {ko.welaa.check}
        </HrefLink>
      ) : (
        <HrefLink className="button button--secondary" href="/main">
          {ko.errorPage.toMain}
        </HrefLink>
      )}
    </div>
  );
}

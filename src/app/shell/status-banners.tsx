import { useSetAtom } from 'jotai';
import { useAtomNow } from '../../lib/use-atom-now';
import { useSyncExternalStore } from 'react';
import { serverStatus } from '../../lib/http/server-status';
import { ko } from '../../lib/i18n/messages-ko';
import { useOnlineStatus } from '../../lib/use-online-status';
import { updateReadyAtom } from '../model/app-atoms';

/**
 * Said in words while offline, or while the library's server does not answer though the browser
 * is online: the screens keep showing what was stored.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const serverDown = useSyncExternalStore(serverStatus.subscribe, serverStatus.getSnapshot, serverStatus.getSnapshot);
  const text = !online ? ko.app.offline : serverDown ? ko.app.serverDown : '';
  return (
    <div role="status" className={text ? 'offline-banner' : 'sr-only'}>
      {text}
    </div>
  );
}

/** The 'new version' toast (spec strings: update). */
export function UpdateToast() {
  const apply = useAtomNow(updateReadyAtom);
  const setApply = useSetAtom(updateReadyAtom);
  if (!apply) return null;
  return (
    <div className="toast" role="alert">
      <p>{ko.update.ready}</p>
      <div className="toast__actions">
        <button type="button" className="button" onClick={apply}>
          {ko.update.reload}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setApply(null)}>
          {ko.update.dismiss}
        </button>
      </div>
    </div>
  );
}

import { useAtomValue, useSetAtom } from 'jotai';
import { ko } from '../../lib/i18n/messages-ko';
import { useOnlineStatus } from '../../lib/use-online-status';
import { updateReadyAtom } from '../model/app-atoms';

/** Said in words while offline: the screens keep showing what was stored. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div role="status" className={online ? 'sr-only' : 'offline-banner'}>
      {online ? '' : ko.app.offline}
    </div>
  );
}

/** The 'new version' toast (spec strings: update). */
export function UpdateToast() {
  const apply = useAtomValue(updateReadyAtom);
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

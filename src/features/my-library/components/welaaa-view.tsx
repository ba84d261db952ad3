import { useEffect, useState } from 'react';
import { fetchWelaaSync } from '../api/my-library-calls';
import { koLibrary } from '../../../lib/i18n/messages-library-ko';
import { MyLibraryNav } from './my-list-frame';

type SyncState = 'checking' | 'Y' | 'N' | 'offline' | 'failed';

/** /mypage/welaaa: whether the member's account is linked with the Welaa audiobook service. */
export function WelaaaView({ userKey }: { userKey: string }) {
  const [state, setState] = useState<SyncState>('checking');
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let current = true;
    setState('checking');
    void fetchWelaaSync(userKey).then((answer) => {
      if (current) setState(answer.kind === 'ok' ? (answer.synced ? 'Y' : 'N') : answer.kind);
    });
    return () => {
      current = false;
    };
  }, [userKey, tick]);
  const w = koLibrary.welaaa;
  const words = { checking: w.checking, Y: w.synced, N: w.notSynced, offline: w.offline, failed: w.failed }[state];
  return (
    <div className="container my-page">
      <h1 className="page-title">{koLibrary.pages.welaaa}</h1>
      <MyLibraryNav current="welaaa" />
      <p className="page-intro">{w.intro}</p>
      <p className={state === 'Y' ? 'status-box status-box--ok' : 'status-box'} role="status">
        <strong>{words}</strong>
      </p>
      {state === 'N' ? <p>{w.howTo}</p> : null}
      <button type="button" className="button button--secondary" disabled={state === 'checking'} onClick={() => setTick((n) => n + 1)}>
        {w.recheck}
      </button>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { MANAGE_CODE } from '../../../../contract/constants';
import { WelaaSyncResponse } from '../../../../contract/member';
import { request } from '../../../lib/http/client';
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
    void request({ path: 'getwelaasyncinfo', body: { user_key: userKey, manage_code: MANAGE_CODE }, schema: WelaaSyncResponse, errorPage: false, loading: false }).then((result) => {
      if (!current) return;
      if (result.success && result.data) setState(result.data.SYNC_YN);
      else setState(result.error?.kind === 'network' ? 'offline' : 'failed');
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

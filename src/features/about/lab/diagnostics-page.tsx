import { useCallback, useEffect, useState } from 'react';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { bytesText, readDiagnostics, type Diagnostics } from './diagnostics';
import { LabBanner } from './lab-banner';
import { useNoindex } from './use-noindex';
import '../about.css';
import { TableWrap } from '../components/table-wrap';

const t = koAbout.lab;

function rows(d: Diagnostics, buildId: string): [string, string][] {
  const sw = d.serviceWorker;
  return [
    [t.online, d.online ? t.onlineYes : t.onlineNo],
    [t.secure, d.secure ? t.secureYes : t.secureNo],
    [t.serviceWorker, sw.kind === 'unsupported' ? t.swUnsupported : sw.kind === 'none' ? t.swNone : sw.waiting ? `${t.swActive(sw.scope)}, ${t.swWaiting}` : t.swActive(sw.scope)],
    [t.indexedDb, d.indexedDb.ok ? t.idbOk(d.indexedDb.names.join(', ')) : t.idbFail],
    [
      t.storage,
      d.storage
        ? `${t.storageUse(bytesText(d.storage.used), bytesText(d.storage.quota))}${d.storage.persisted ? `, ${t.storagePersisted}` : ''}`
        : t.storageUnknown,
    ],
    [t.notifications, t.permission[d.notifications]],
    [t.build, buildId],
  ];
}

/** /test and /test/{anything}: this device's app diagnostics (테스트), out of menus and search. */
export function DiagnosticsPage({ buildId }: { buildId: string }) {
  useNoindex();
  useDocumentTitle(t.testTitle, ko.app.name);
  const [diagnostics, setDiagnostics] = useState<Diagnostics | null>(null);
  const check = useCallback(() => {
    void readDiagnostics().then(setDiagnostics);
  }, []);
  useEffect(() => {
    check();
    window.addEventListener('online', check);
    window.addEventListener('offline', check);
    return () => {
      window.removeEventListener('online', check);
      window.removeEventListener('offline', check);
    };
  }, [check]);
  return (
    <div className="container about-page">
      <LabBanner kind="test" />
      <h1>{t.testTitle}</h1>
      <p>{t.testIntro}</p>
      <TableWrap label={t.testTitle}>
        <table className="about-table" aria-busy={diagnostics === null}>
          <caption className="sr-only">{t.testTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{t.check}</th>
              <th scope="col">{t.state}</th>
            </tr>
          </thead>
          <tbody>
            {diagnostics
              ? rows(diagnostics, buildId).map(([name, state]) => (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    <td>{state}</td>
                  </tr>
                ))
              : null}
          </tbody>
        </table>
      </TableWrap>
      <p role="status">{diagnostics === null ? t.checking : ''}</p>
      <button type="button" className="button" onClick={check}>
        {t.recheck}
      </button>
    </div>
  );
}

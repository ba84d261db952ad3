import { useEffect, useState } from 'react';
import { toDateTime } from '../../../lib/date-format';
import { koAbout } from '../../../lib/i18n/messages-about-ko';
import { buildInstant } from '../model/about-model';
import { LICENCES } from '../model/licences';
import { TableWrap } from './table-wrap';

const t = koAbout.version;

type Latest = 'checking' | 'same' | 'newer' | 'offline' | 'unknown';

/** builds/latest.json (written by the build) against this page's build, as the update check reads it. */
async function latestBuild(current: string): Promise<Latest> {
  if (!navigator.onLine) return 'offline';
  try {
    const response = await fetch('/builds/latest.json', { cache: 'no-store' });
    if (!response.ok) return 'unknown';
    const body: unknown = await response.json();
    const id = typeof body === 'object' && body !== null && 'buildId' in body ? body.buildId : null;
    if (typeof id !== 'string') return 'unknown';
    return id === current ? 'same' : 'newer';
  } catch {
    return 'offline';
  }
}

const LATEST_TEXT: Record<Latest, string> = { checking: t.checking, same: t.upToDate, newer: t.newer, offline: t.offline, unknown: t.unknown };

/** {{about:build}}: this build, when it was made, whether a newer one is out, and how the app runs. */
export function BuildBlock({ buildId }: { buildId: string }) {
  const [latest, setLatest] = useState<Latest>('checking');
  useEffect(() => {
    let current = true;
    void latestBuild(buildId).then((answer) => {
      if (current) setLatest(answer);
    });
    return () => {
      current = false;
    };
  }, [buildId]);
  const builtAt = buildInstant(buildId);
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return (
    <dl className="about-facts">
      <div>
        <dt>{t.build}</dt>
        <dd>{buildId}</dd>
      </div>
      {builtAt !== null ? (
        <div>
          <dt>{t.builtAt}</dt>
          <dd>
            <time dateTime={new Date(builtAt).toISOString()}>{toDateTime(builtAt)}</time>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t.latest}</dt>
        <dd>
          <span role="status">{LATEST_TEXT[latest]}</span>
        </dd>
      </div>
      <div>
        <dt>{t.installed}</dt>
        <dd>{standalone ? t.standalone : t.browser}</dd>
      </div>
    </dl>
  );
}

/** {{about:licences}}: the open-source packages the app runs, with their licences. */
export function LicencesBlock() {
  return (
    <TableWrap label={t.licences}>
      <table className="about-table">
        <caption className="sr-only">{t.licences}</caption>
        <thead>
          <tr>
            <th scope="col">{t.package}</th>
            <th scope="col">{t.licence}</th>
            <th scope="col">{t.purpose}</th>
          </tr>
        </thead>
        <tbody>
          {LICENCES.map((entry) => (
            <tr key={entry.name}>
              <th scope="row">
                <a href={entry.url} target="_blank" rel="noopener noreferrer">
                  {entry.name}
                </a>
              </th>
              <td lang="en">{entry.licence}</td>
              <td>{entry.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

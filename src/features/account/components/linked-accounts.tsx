import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { OidcProvider } from '../../../../contract/oidc';
import { RouteLink } from '../../../components/ui/route-link';
import { toDateTime } from '../../../lib/date-format';
import { koSocial } from '../../../lib/i18n/messages-social-ko';
import { answerText, callAccountLinks, callOidcUnlink } from '../api/account-calls';
import { linkRows, type LinkRow } from '../model/account-links';
import { accountPaths, type AccountFlow } from '../model/account-paths';

type Listing = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ok'; rows: LinkRow[] };

/**
 * 나의 정보's 연결된 계정: the member's linked accounts (selectaccountlinks) with the provider's
 * name for the person and when each was linked; 네이버 연결 / Google 연결 (the whole window to the
 * provider and back at its /sns-callback page) and 연결 해제 (confirmed, then oidcunlink). Online
 * only: a link is made at the provider, so nothing of it is kept on the device.
 */
export function LinkedAccounts({ userKey, flow = 'main' }: { userKey: string; flow?: AccountFlow }) {
  const id = useId();
  const words = koSocial.links;
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [confirming, setConfirming] = useState<OidcProvider | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    const answer = await callAccountLinks(userKey);
    if (answer.kind === 'ok' && answer.data.RESULT === 'SUCCESS') setListing({ kind: 'ok', rows: linkRows(answer.data.LIST, flow) });
    else setListing({ kind: 'failed', message: answer.kind === 'ok' ? words.failed : answerText(answer, koSocial.offline, words.failed) });
  }, [userKey, words.failed, flow]);

  useEffect(() => {
    void load();
  }, [load]);

  const unlinked = async (ok: boolean, text: string) => {
    setConfirming(null);
    setResult({ ok, text });
    await load();
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  return (
    <section aria-labelledby={`${id}-title`} className="account-section">
      <h2 id={`${id}-title`} className="section-title">
        {words.title}
      </h2>
      <p className="field__hint">{words.intro}</p>
      <div ref={resultRef} tabIndex={-1} role={result?.ok ? 'status' : 'alert'} className={result ? (result.ok ? 'status-box status-box--ok' : 'form-error') : 'sr-only'}>
        {result?.text ?? ''}
      </div>
      {listing.kind === 'loading' ? (
        <p role="status">{words.loading}</p>
      ) : listing.kind === 'failed' ? (
        <p role="alert" className="form-error">
          {listing.message}
        </p>
      ) : (
        <ul className="linked-accounts">
          {listing.rows.map((row) => {
            const name = koSocial.names[row.provider];
            return (
              <li key={row.provider} className="linked-accounts__row">
                <div>
                  <h3 className="linked-accounts__name">{name}</h3>
                  {row.link ? (
                    <p>
                      {words.connected(name)} {words.account(row.link.name)}
                      {row.link.linkedAt ? <>, {words.linkedAt(toDateTime(new Date(row.link.linkedAt)))}</> : null}
                    </p>
                  ) : (
                    <p>{words.none}</p>
                  )}
                </div>
                {confirming === row.provider ? (
                  <UnlinkConfirm provider={row.provider} person={row.link?.name ?? ''} userKey={userKey} onDone={(ok, text) => void unlinked(ok, text)} onCancel={() => setConfirming(null)} />
                ) : row.link ? (
                  row.unlink === 'page' ? (
                    <RouteLink className="button button--secondary" to={accountPaths(flow).naverUnlink} aria-label={words.unlinkOf(name)}>
                      {words.unlink}
                    </RouteLink>
                  ) : (
                    <button type="button" className="button button--secondary" aria-label={words.unlinkOf(name)} onClick={() => setConfirming(row.provider)}>
                      {words.unlink}
                    </button>
                  )
                ) : row.connectUrl ? (
                  <a className="button" href={row.connectUrl}>
                    {words.connect(name)}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * The unlink's confirmation: the question in words, 연결 해제 or 취소 (focus on the question when
 * it opens, so a keyboard or screen reader user hears it first); then oidcunlink, its result said.
 */
export function UnlinkConfirm({
  provider,
  person,
  userKey,
  onDone,
  onCancel,
}: {
  provider: OidcProvider;
  person: string;
  userKey: string;
  onDone: (ok: boolean, text: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const words = koSocial.unlink;
  const name = koSocial.names[provider];
  const [busy, setBusy] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => questionRef.current?.focus(), []);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const answer = await callOidcUnlink(userKey, provider);
    setBusy(false);
    if (answer.kind === 'ok') {
      if (answer.data.RESULT === 'SUCCESS') return onDone(true, words.done(name));
      return onDone(false, answer.data.RESULT_CODE === 'NONE' ? words.none(name) : answer.data.RESULT_MESSAGE || words.failed);
    }
    onDone(false, answerText(answer, koSocial.offline, words.failed));
  };

  return (
    <div role="group" aria-labelledby={`${id}-question`} className="unlink-confirm" aria-busy={busy}>
      <p id={`${id}-question`} ref={questionRef} tabIndex={-1}>
        {words.question(name, person)}
      </p>
      <p role="status" className={busy ? 'notice' : 'sr-only'}>
        {busy ? words.working : ''}
      </p>
      <p className="button-row">
        <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
          {words.confirm}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
          {words.cancel}
        </button>
      </p>
    </div>
  );
}

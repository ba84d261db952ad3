import { useEffect, useRef, useState } from 'react';
import type { SocialLinkProvider } from '../../../../contract/oidc';
import { RouteLink } from '../../../components/ui/route-link';
import { ko } from '../../../lib/i18n/messages-ko';
import { koSocial } from '../../../lib/i18n/messages-social-ko';
import { takeOidcReturn, type OidcReturn } from '../../../lib/oidc-return';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { callAccountLinks } from '../api/account-calls';
import { linkStartUrl } from '../model/account-links';
import { accountPaths, type AccountFlow } from '../model/account-paths';
import { UnlinkConfirm } from './linked-accounts';
import '../account.css';

/**
 * /sns-callback/naver-link and /sns-callback/google-link: where 나의 정보's 네이버 연결 / Google
 * 연결 comes back (`#linked=…` or `#error=…`, read and removed from the address as on the sign-in
 * pages). The result said in words; back to 나의 정보, or (not linked) to try again.
 */
export function LinkReturnPage({ provider, flow = 'main' }: { provider: SocialLinkProvider; flow?: AccountFlow }) {
  const name = koSocial.names[provider];
  const words = koSocial.linkReturn;
  const [outcome, setOutcome] = useState<OidcReturn | null>(null);
  const sayRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(words.title(name), ko.app.name);

  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    setOutcome(takeOidcReturn());
  }, []);
  useEffect(() => {
    if (outcome) requestAnimationFrame(() => sayRef.current?.focus());
  }, [outcome]);

  const linked = outcome?.kind === 'linked' && outcome.provider === provider;
  const text =
    outcome === null
      ? ''
      : linked
        ? words.done(name)
        : outcome.kind === 'error'
          ? outcome.code === 'OTHER'
            ? koSocial.otherError(name)
            : koSocial.errors(name)[outcome.code]
          : outcome.kind === 'none'
            ? words.nothing(name)
            : koSocial.otherError(name);

  return (
    <div className="container narrow">
      <h1 className="page-title">{words.title(name)}</h1>
      <div ref={sayRef} tabIndex={-1} role={linked ? 'status' : 'alert'} className={!text ? 'sr-only' : linked ? 'status-box status-box--ok' : 'form-error'}>
        {text}
      </div>
      <p className="button-row">
        <RouteLink className={linked ? 'button' : 'button button--secondary'} to={accountPaths(flow).myInfo}>
          {words.back}
        </RouteLink>
        {outcome && !linked ? (
          <a className="button" href={linkStartUrl(provider, flow)}>
            {words.again(name)}
          </a>
        ) : null}
      </p>
    </div>
  );
}

type UnlinkView = { kind: 'loading' } | { kind: 'linked'; person: string } | { kind: 'none' } | { kind: 'done'; ok: boolean; text: string } | { kind: 'failed'; text: string };

/**
 * /sns-callback/naver-unlink: 네이버 연결 해제 with its confirmation (the question, 연결 해제 or
 * 취소); the result said in words, then back to 나의 정보.
 */
export function NaverUnlinkPage({ userKey, onCancel, flow = 'main' }: { userKey: string; onCancel: () => void; flow?: AccountFlow }) {
  const provider = 'naver';
  const name = koSocial.names[provider];
  const words = koSocial.unlink;
  const [view, setView] = useState<UnlinkView>({ kind: 'loading' });
  const sayRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(words.title(name), ko.app.name);

  useEffect(() => {
    let live = true;
    void callAccountLinks(userKey).then((answer) => {
      if (!live) return;
      if (answer.kind !== 'ok' || answer.data.RESULT !== 'SUCCESS') return setView({ kind: 'failed', text: answer.kind === 'offline' ? koSocial.offline : koSocial.links.failed });
      const link = answer.data.LIST.find((item) => item.PROVIDER === provider);
      setView(link ? { kind: 'linked', person: link.NAME } : { kind: 'none' });
    });
    return () => {
      live = false;
    };
  }, [userKey]);

  const said = view.kind === 'done' ? view.text : view.kind === 'none' ? words.none(name) : view.kind === 'failed' ? view.text : '';
  const ok = view.kind === 'done' && view.ok;
  useEffect(() => {
    if (view.kind === 'done') requestAnimationFrame(() => sayRef.current?.focus());
  }, [view.kind]);

  return (
    <div className="container narrow">
      <h1 className="page-title">{words.title(name)}</h1>
      <div ref={sayRef} tabIndex={-1} role={ok ? 'status' : 'alert'} className={!said ? 'sr-only' : ok ? 'status-box status-box--ok' : view.kind === 'none' ? 'notice' : 'form-error'}>
        {said}
      </div>
      {view.kind === 'loading' ? <p role="status">{koSocial.links.loading}</p> : null}
      {view.kind === 'linked' ? <UnlinkConfirm provider={provider} person={view.person} userKey={userKey} onDone={(done, text) => setView({ kind: 'done', ok: done, text })} onCancel={onCancel} /> : null}
      {view.kind !== 'linked' && view.kind !== 'loading' ? (
        <p className="button-row">
          <RouteLink className="button" to={accountPaths(flow).myInfo}>
            {words.back}
          </RouteLink>
        </p>
      ) : null}
    </div>
  );
}

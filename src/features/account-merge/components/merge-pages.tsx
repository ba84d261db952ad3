import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MERGE_TERMS, type MergePreviewResponse, type MergeTerm } from '../../../../contract/merge';
import { RouteLink } from '../../../components/ui/route-link';
import { toDateTime } from '../../../lib/date-format';
import { koMerge } from '../../../lib/i18n/messages-merge-ko';
import { ko } from '../../../lib/i18n/messages-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { callMergeMember, callMergePreview, callMergeProve, type MergeCall } from '../api/merge-calls';
import { nonEmptyKinds, parseMergeFragment, readMergeState, saveProof, writeMergeState, type MergeDone } from '../model/merge-state';

/** The logged-in member, as the route gives it (the session feature's). */
export interface MergeMember {
  userKey: string;
  userId: string;
  name: string;
}

/** The merge's own pages: the step and the title, under the layout's band. */
export function MergeFrame({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  useDocumentTitle(title, ko.app.name);
  const total = koMerge.steps.length;
  return (
    <div className="container narrow merge-page">
      <ol className="merge-steps" aria-label={koMerge.stepOf(step, total)}>
        {koMerge.steps.map((label, index) => (
          <li key={label} className={index + 1 === step ? 'merge-steps__item merge-steps__item--current' : 'merge-steps__item'} aria-current={index + 1 === step ? 'step' : undefined}>
            <span className="merge-steps__number">{index + 1}</span> {label}
          </li>
        ))}
      </ol>
      <h1 className="page-title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** Words for a refused or failed call. */
function sayFailure(answer: Exclude<MergeCall<unknown>, { kind: 'ok' }>): string {
  if (answer.kind === 'offline') return koMerge.offline;
  return answer.message || koMerge.failed;
}

function Alert({ message }: { message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} role="alert" className="notice merge-error" tabIndex={-1}>
      {message}
    </p>
  );
}

/** /merge-user/login: the account to keep, by its library id (the session feature's form comes in as `loginForm`). */
export function MergeLoginPage({ member, loginForm }: { member: MergeMember | null; loginForm: ReactNode }) {
  return (
    <MergeFrame step={1} title={koMerge.login.title}>
      <p className="page-intro">{koMerge.login.intro}</p>
      {member ? (
        <>
          <p role="status" className="notice">
            {koMerge.login.loggedIn(member.name, member.userId)}
          </p>
          <p className="merge-actions">
            <RouteLink to="/merge-user/anyId" className="button button--secondary">
              {koMerge.login.next}
            </RouteLink>
          </p>
          <p className="merge-hint">{koMerge.login.other}</p>
        </>
      ) : (
        <>
          {loginForm}
          <section className="merge-card" aria-labelledby="merge-join-title">
            <h2 id="merge-join-title">{koMerge.login.joinTitle}</h2>
            <p>{koMerge.login.joinBody}</p>
            <RouteLink to="/merge-user/join/join-step01" className="button button--secondary">
              {koMerge.login.join}
            </RouteLink>
          </section>
        </>
      )}
    </MergeFrame>
  );
}

/** /merge-user/anyId: prove the account to merge, by Any-ID (the whole window goes) or by its password. */
export function MergeProvePage({ member }: { member: MergeMember }) {
  const navigate = useNavigate();
  const [sourceId, setSourceId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const baseId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!sourceId.trim()) return setError(koMerge.prove.idRequired);
    if (!password) return setError(koMerge.prove.pwRequired);
    setBusy(true);
    setError('');
    const bytes = new TextEncoder().encode(password);
    const answer = await callMergeProve({ user_key: member.userKey, source_id: sourceId.trim(), source_pw: btoa(String.fromCharCode(...bytes)) });
    setBusy(false);
    setPassword('');
    if (answer.kind !== 'ok') return setError(sayFailure(answer));
    if (answer.data.RESULT !== 'SUCCESS' || !answer.data.PROOF) return setError(answer.data.RESULT_MESSAGE || koMerge.failed);
    saveProof(answer.data.PROOF);
    void navigate({ to: '/merge-user/woongjin-agree-yn' });
  };

  return (
    <MergeFrame step={2} title={koMerge.prove.title}>
      <p className="page-intro">{koMerge.prove.intro}</p>
      <section className="merge-card" aria-labelledby={`${baseId}-anyid`}>
        <h2 id={`${baseId}-anyid`}>{koMerge.prove.anyIdTitle}</h2>
        <p>{koMerge.prove.anyIdBody}</p>
        {/* A server address: the whole window goes to Any-ID and comes back to /merge-user/anyId-back. */}
        <a href="/oidc/merge" className="button">
          {koMerge.prove.anyIdButton}
        </a>
      </section>
      <section className="merge-card" aria-labelledby={`${baseId}-naver`}>
        <h2 id={`${baseId}-naver`}>{koMerge.prove.naverTitle}</h2>
        <p>{koMerge.prove.naverBody}</p>
        <RouteLink to="/merge-user/sns-callback/naver-login" className="button button--secondary">
          {koMerge.prove.naverButton}
        </RouteLink>
      </section>
      <section className="merge-card" aria-labelledby={`${baseId}-pw`}>
        <h2 id={`${baseId}-pw`}>{koMerge.prove.passwordTitle}</h2>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Alert message={error} />
          <label htmlFor={`${baseId}-id`}>{koMerge.prove.sourceId}</label>
          <input id={`${baseId}-id`} name="source_id" autoComplete="off" value={sourceId} maxLength={50} onChange={(event) => setSourceId(event.target.value)} />
          <label htmlFor={`${baseId}-password`}>{koMerge.prove.sourcePw}</label>
          <input id={`${baseId}-password`} name="source_pw" type="password" autoComplete="off" value={password} maxLength={64} onChange={(event) => setPassword(event.target.value)} />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {busy ? koMerge.prove.checking : koMerge.prove.submit}
          </button>
        </form>
      </section>
      <p className="merge-actions">
        <RouteLink to="/merge-user/login">{koMerge.prove.back}</RouteLink>
      </p>
    </MergeFrame>
  );
}

/** /merge-user/naver-login (under sns-callback): the naver proof's start; the whole window goes to naver and comes back to /merge-user/sns-callback/naver. */
export function MergeNaverStartPage() {
  return (
    <MergeFrame step={2} title={koMerge.naverStart.title}>
      <p className="page-intro">{koMerge.naverStart.intro}</p>
      <p className="merge-actions">
        {/* A server address: the whole window goes to naver, prompt=login, and comes back with #proof= or #error=. */}
        <a href="/oidc/merge/naver" className="button">
          {koMerge.naverStart.button}
        </a>{' '}
        <RouteLink to="/merge-user/anyId" className="button button--secondary">
          {koMerge.naverStart.back}
        </RouteLink>
      </p>
    </MergeFrame>
  );
}

/**
 * /merge-user/anyId-back and /merge-user/sns-callback/naver: where a provider's proof comes back
 * (#proof= or #error=), Any-ID's or naver's.
 */
export function MergeAnyIdBackPage({ provider = 'anyid' }: { provider?: 'anyid' | 'naver' }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    const outcome = parseMergeFragment(window.location.hash);
    // The proof must not stay in the address bar, the history or a bookmark.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (outcome.kind === 'proof') {
      saveProof(outcome.proof);
      void navigate({ to: '/merge-user/woongjin-agree-yn', replace: true });
      return;
    }
    if (outcome.kind === 'none') return void navigate({ to: '/merge-user/anyId', replace: true });
    if (provider === 'naver' && outcome.code === 'UNLINKED') return setMessage(koMerge.naverUnlinked);
    setMessage(outcome.code === 'SESSION' ? koMerge.sessionError : outcome.code === 'OIDC' ? koMerge.oidcError : koMerge.errors[outcome.code]);
  }, [navigate, provider]);
  return (
    <MergeFrame step={2} title={provider === 'naver' ? koMerge.back.naverTitle : koMerge.back.title}>
      {message ? <Alert message={message} /> : <p role="status">{provider === 'naver' ? koMerge.back.naverChecking : koMerge.back.checking}</p>}
      {message ? (
        <p className="merge-actions">
          <RouteLink to="/merge-user/anyId" className="button button--secondary">
            {koMerge.back.retry}
          </RouteLink>
        </p>
      ) : null}
    </MergeFrame>
  );
}

/** /merge-user/woongjin-agree-yn: the consent step (both terms required). */
export function MergeAgreePage() {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState<MergeTerm[]>(() => readMergeState().agreed);
  const [error, setError] = useState('');
  const baseId = useId();
  const all = MERGE_TERMS.every((term) => agreed.includes(term));
  const toggle = (term: MergeTerm, on: boolean) => setAgreed((now) => (on ? [...new Set([...now, term])] : now.filter((t) => t !== term)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!all) return setError(koMerge.agree.required);
    writeMergeState({ agreed });
    void navigate({ to: '/merge-user/total-join' });
  };
  return (
    <MergeFrame step={3} title={koMerge.agree.title}>
      <p className="page-intro">{koMerge.agree.intro}</p>
      <form onSubmit={submit} noValidate>
        <Alert message={error} />
        <p className="merge-check merge-check--all">
          <input id={`${baseId}-all`} type="checkbox" checked={all} onChange={(event) => setAgreed(event.target.checked ? [...MERGE_TERMS] : [])} />
          <label htmlFor={`${baseId}-all`}>{koMerge.agree.all}</label>
        </p>
        {MERGE_TERMS.map((term) => (
          <div key={term} className="merge-term">
            <p className="merge-check">
              <input id={`${baseId}-${term}`} type="checkbox" aria-describedby={`${baseId}-${term}-body`} checked={agreed.includes(term)} onChange={(event) => toggle(term, event.target.checked)} />
              <label htmlFor={`${baseId}-${term}`}>{koMerge.agree.terms[term].label}</label>
            </p>
            <p id={`${baseId}-${term}-body`} className="merge-term__body">
              {koMerge.agree.terms[term].body}
            </p>
          </div>
        ))}
        <button type="submit" className="button">
          {koMerge.agree.next}
        </button>
      </form>
    </MergeFrame>
  );
}

/** /merge-user/total-join: what moves, in words, and the confirm. */
export function MergeTotalJoinPage({ member }: { member: MergeMember }) {
  const navigate = useNavigate();
  const [preview, setPreview] = useState<MergePreviewResponse | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const { proof } = readMergeState();
    if (!proof) return;
    void callMergePreview(member.userKey, proof).then((answer) => {
      if (answer.kind !== 'ok') return setError(sayFailure(answer));
      if (answer.data.RESULT !== 'SUCCESS') return setError(answer.data.RESULT_MESSAGE || koMerge.failed);
      setPreview(answer.data);
    });
  }, [member.userKey]);

  const confirm = async () => {
    const state = readMergeState();
    if (!state.proof || !state.key || busy) return;
    if (!window.confirm(koMerge.preview.confirmQuestion)) return;
    setBusy(true);
    const answer = await callMergeMember({ user_key: member.userKey, proof: state.proof, agreed_terms: state.agreed }, state.key);
    setBusy(false);
    if (answer.kind !== 'ok') return setError(sayFailure(answer));
    if (answer.data.RESULT !== 'SUCCESS') {
      // A refusal is kept under its key like an answer: the next try after fixing it is a new request.
      writeMergeState({ key: crypto.randomUUID() });
      if (answer.data.RESULT_CODE === 'TERMS') return void navigate({ to: '/merge-user/woongjin-agree-yn' });
      return setError(answer.data.RESULT_MESSAGE || koMerge.failed);
    }
    const done: MergeDone = { moved: answer.data.MOVED, mergedAt: answer.data.MERGED_AT };
    writeMergeState({ proof: null, done });
    void navigate({ to: '/merge-user/done', replace: true });
  };

  const kinds = preview ? nonEmptyKinds(preview.COUNTS) : [];
  return (
    <MergeFrame step={4} title={koMerge.preview.title}>
      <Alert message={error} />
      {error ? (
        <p className="merge-actions">
          <RouteLink to="/merge-user/anyId">{koMerge.back.retry}</RouteLink>
        </p>
      ) : null}
      {!preview && !error ? <p role="status">{koMerge.preview.loading}</p> : null}
      {preview ? (
        <>
          <dl className="merge-accounts">
            <div>
              <dt>{koMerge.preview.from(preview.SOURCE_USER_ID, preview.SOURCE_NAME)}</dt>
              <dd>{koMerge.preview.method[preview.METHOD]}</dd>
            </div>
            <div>
              <dt>{koMerge.preview.to(preview.TARGET_USER_ID)}</dt>
            </div>
          </dl>
          <h2>{koMerge.preview.listTitle}</h2>
          {kinds.length > 0 ? (
            <ul className="merge-moves">
              {kinds.map(({ kind, count }) => (
                <li key={kind}>{koMerge.kinds[kind](count)}</li>
              ))}
            </ul>
          ) : (
            <p>{koMerge.preview.nothing}</p>
          )}
          {preview.OVERDUE > 0 ? <p className="notice">{koMerge.preview.overdue(preview.OVERDUE)}</p> : null}
          <p className="merge-hint">{koMerge.preview.duplicates}</p>
          <p className="merge-actions">
            <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
              {busy ? koMerge.preview.merging : koMerge.preview.confirm}
            </button>
          </p>
        </>
      ) : null}
    </MergeFrame>
  );
}

/** /merge-user/done: what moved, the kept account's checks (its data, its reading points, resident verification), and on to 나의 도서관. */
export function MergeDonePage({ verified }: { verified: boolean }) {
  const [done] = useState(() => readMergeState().done);
  const kinds = done ? nonEmptyKinds(done.moved) : [];
  return (
    <MergeFrame step={5} title={koMerge.done.title}>
      <p role="status" className="notice">
        {koMerge.done.body}
      </p>
      {kinds.length > 0 ? (
        <>
          <h2>{koMerge.done.movedTitle}</h2>
          <ul className="merge-moves">
            {kinds.map(({ kind, count }) => (
              <li key={kind}>{koMerge.kinds[kind](count)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {done ? <p className="merge-hint">{koMerge.done.when(toDateTime(done.mergedAt))}</p> : null}
      <section className="merge-card" aria-labelledby="merge-check-title">
        <h2 id="merge-check-title">{koMerge.done.checkTitle}</h2>
        <p className="merge-actions">
          <RouteLink to="/merge-user/mypage/mypage-pwcheck" className="button button--secondary">
            {koMerge.done.myInfo}
          </RouteLink>{' '}
          <RouteLink to="/merge-user/sso-login/ggpoint" className="button button--secondary">
            {koMerge.done.ggpoint}
          </RouteLink>
        </p>
        {verified ? null : (
          <>
            <p className="merge-hint">{koMerge.done.citizenHint}</p>
            <p className="merge-actions">
              <RouteLink to="/merge-user/gyeonggi-citizen/citizen-verification01" className="button button--secondary">
                {koMerge.done.citizen}
              </RouteLink>
            </p>
          </>
        )}
      </section>
      <p className="merge-actions">
        <RouteLink to="/mypage/lib-service" className="button">
          {koMerge.done.myLibrary}
        </RouteLink>{' '}
        <RouteLink to="/" className="button button--secondary">
          {koMerge.done.home}
        </RouteLink>
      </p>
    </MergeFrame>
  );
}

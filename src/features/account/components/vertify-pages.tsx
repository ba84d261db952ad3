import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../../contract/auth';
import type { CertResultResponse } from '../../../../contract/identity';
import { RouteLink } from '../../../components/ui/route-link';
import { ko } from '../../../lib/i18n/messages-ko';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { parseOidcReturn } from '../../../lib/oidc-return';
import { koAnyId } from '../../../lib/i18n/messages-anyid-ko';
import { answerText, callCertStatus, callChangeUserId, callLinkCert, callStepUpStatus } from '../api/account-calls';
import { userIdProblem } from '../model/account-form';
import { useIdCheck } from '../use-id-check';
import { CertStep } from './cert-step';
import { IdField } from './id-field';
import { CurrentPasswordField } from './password-fields';
import '../account.css';


type CertStatus = { kind: 'loading' } | { kind: 'known'; certified: boolean } | { kind: 'unknown'; message: string };

/**
 * /vertify/user-check: a member whose account was made before certification existed certifies
 * once; the account then carries the person's ci, so 아이디 찾기 and 비밀번호 재설정 work for it and
 * nobody can open a second account for the same person. The person must be the account's owner.
 */
export function UserCheckPage({ user }: { user: SessionUser }) {
  const [status, setStatus] = useState<CertStatus>({ kind: 'loading' });
  const [message, setMessage] = useState<{ ok: boolean; text: string; find?: boolean } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(koJoin.vertify.userCheckTitle, ko.app.name);

  useEffect(() => {
    let live = true;
    void callCertStatus(user.USER_KEY).then((answer) => {
      if (!live) return;
      if (answer.kind === 'ok') setStatus({ kind: 'known', certified: answer.data.CERT_YN === 'Y' });
      else setStatus({ kind: 'unknown', message: answerText(answer, koJoin.find.offline, koJoin.find.failed) });
    });
    return () => {
      live = false;
    };
  }, [user.USER_KEY]);

  const say = (next: { ok: boolean; text: string; find?: boolean }) => {
    setMessage(next);
    requestAnimationFrame(() => messageRef.current?.focus());
  };

  const onCertified = async (data: CertResultResponse) => {
    if (data.CB_DATA) return say({ ok: false, text: koJoin.vertify.userCheckOther, find: true });
    const answer = await callLinkCert(user.USER_KEY, data.CERT_TICKET);
    if (answer.kind !== 'ok') return say({ ok: false, text: answerText(answer, koJoin.find.offline, koJoin.find.failed) });
    if (answer.data.RESULT === 'SUCCESS') {
      setStatus({ kind: 'known', certified: true });
      return say({ ok: true, text: koJoin.vertify.userCheckDone });
    }
    if (answer.data.RESULT_CODE === 'ALREADY') setStatus({ kind: 'known', certified: true });
    say({ ok: false, text: answer.data.RESULT_MESSAGE || koJoin.find.failed, find: answer.data.RESULT_CODE === 'OTHER_MEMBER' });
  };

  return (
    <div className="container narrow">
      <h1 className="page-title">{koJoin.vertify.userCheckTitle}</h1>
      <p className="page-intro">{koJoin.vertify.userCheckIntro}</p>
      <dl className="info-pairs">
        <div>
          <dt>{koJoin.vertify.currentId}</dt>
          <dd>{user.USER_ID}</dd>
        </div>
        <div>
          <dt>{koJoin.vertify.status}</dt>
          <dd aria-live="polite">
            {status.kind === 'known' ? (status.certified ? koJoin.vertify.userCheckStatusDone : koJoin.vertify.userCheckStatusNot) : status.kind === 'unknown' ? status.message : ''}
          </dd>
        </div>
      </dl>
      <div ref={messageRef} tabIndex={-1} role={message?.ok ? 'status' : 'alert'} className={message ? (message.ok ? 'status-box status-box--ok' : 'form-error') : 'sr-only'}>
        {message ? <p>{message.text}</p> : null}
        {message?.find ? (
          <p>
            <RouteLink to="/login/find-info">{koJoin.cert.goFind}</RouteLink>
          </p>
        ) : null}
      </div>
      {status.kind === 'known' && !status.certified ? (
        <>
          <h2 className="section-title">{koJoin.cert.title}</h2>
          <CertStep purpose="join" continueTo="/vertify/user-check" onCertified={(data) => void onCertified(data)} />
        </>
      ) : null}
      {status.kind === 'known' && status.certified && !message ? <p className="status-box status-box--ok">{koJoin.vertify.userCheckAlready}</p> : null}
      <p>
        <RouteLink to="/mypage/mypage-info">{koJoin.vertify.myInfo}</RouteLink>
      </p>
    </div>
  );
}

/**
 * /vertify/integrade-term: what the integrated account is and what it shares with each sister
 * service, with the way into each (through /login?target=…, which opens it for a member and asks
 * a visitor to log in first) and, for a visitor, the integrated join.
 */
export function IntegratedTermsPage({ isMember }: { isMember: boolean }) {
  useDocumentTitle(koJoin.vertify.integradeTermTitle, ko.app.name);
  return (
    <div className="container narrow">
      <h1 className="page-title">{koJoin.vertify.integradeTermTitle}</h1>
      <p className="page-intro">{koJoin.vertify.integradeTermIntro}</p>
      <ul className="integrated-services">
        {koJoin.vertify.services.map((service) => (
          <li key={service.target}>
            <h2>{service.name}</h2>
            <p>{service.text}</p>
            <RouteLink className="button button--secondary" to="/login" search={{ target: service.target }}>
              {koJoin.vertify.open(service.name)}
            </RouteLink>
          </li>
        ))}
      </ul>
      <p className="button-row">
        <RouteLink to="/terms/$termsKind" params={{ termsKind: 'agree' }}>
          {koJoin.vertify.termsLink}
        </RouteLink>
        <RouteLink to="/terms/$termsKind" params={{ termsKind: 'privacy' }}>
          {koJoin.vertify.privacyLink}
        </RouteLink>
      </p>
      {isMember ? (
        <p>
          <RouteLink className="button" to="/vertify/integrade-term-id">
            {koJoin.vertify.integradeIdTitle}
          </RouteLink>
        </p>
      ) : (
        <p>
          <RouteLink className="button" to="/join/join-step01-integrade">
            {koJoin.integratedTitle}
          </RouteLink>
        </p>
      )}
    </div>
  );
}

/**
 * /vertify/integrade-term-id: whether the member's login id is an integrated id (the rule for new
 * ids, the same at every sister service); ids made under older rules are changed once.
 */
export function IntegratedIdPage({ user }: { user: SessionUser }) {
  useDocumentTitle(koJoin.vertify.integradeIdTitle, ko.app.name);
  const ok = userIdProblem(user.USER_ID) === null;
  return (
    <div className="container narrow">
      <h1 className="page-title">{koJoin.vertify.integradeIdTitle}</h1>
      <p className="page-intro">{koJoin.vertify.integradeIdIntro}</p>
      <dl className="info-pairs">
        <div>
          <dt>{koJoin.vertify.currentId}</dt>
          <dd>{user.USER_ID}</dd>
        </div>
      </dl>
      <p className={ok ? 'status-box status-box--ok' : 'form-error'}>{ok ? koJoin.vertify.idOk : koJoin.vertify.idNeedsChange}</p>
      <p className="button-row">
        <RouteLink className={ok ? 'button button--secondary' : 'button'} to="/vertify/id-change">
          {ok ? koJoin.vertify.idChangeAnyway : koJoin.vertify.idChangeGo}
        </RouteLink>
        <RouteLink className="button button--secondary" to="/vertify/integrade-term">
          {koJoin.vertify.integradeTermTitle}
        </RouteLink>
      </p>
    </div>
  );
}

/**
 * /vertify/id-change: a new login id (live availability check) with the password; the sealed
 * session is updated through `onUserUpdated` (the route hands in the session feature's update).
 */
export function IdChangePage({ user, onUserUpdated }: { user: SessionUser; onUserUpdated: (user: SessionUser) => Promise<void> }) {
  const [newId, setNewId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ id?: string; password?: string }>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const check = useIdCheck(newId, { same: user.USER_ID });
  const stepUp = useStepUp(user.USER_KEY);
  useDocumentTitle(koJoin.vertify.idChangeTitle, ko.app.name);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: typeof errors = {};
    if (check.problem) next.id = koJoin.form.idProblems[check.problem];
    else if (newId === user.USER_ID.toLowerCase()) next.id = koJoin.vertify.idSame;
    else if (check.state.kind === 'taken') next.id = check.state.message;
    if (password === '') next.password = koJoin.myInfo.oldPasswordEmpty;
    setErrors(next);
    setStatus(null);
    if (next.id) return idRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    setBusy(true);
    const answer = await callChangeUserId(user.USER_KEY, newId, password);
    setBusy(false);
    setPassword('');
    if (answer.kind !== 'ok') {
      setStatus({ ok: false, text: answerText(answer, koJoin.find.offline, koJoin.find.failed) });
      requestAnimationFrame(() => statusRef.current?.focus());
      return;
    }
    const data = answer.data;
    if (data.RESULT === 'SUCCESS' && data.USER_DATA) {
      await onUserUpdated(data.USER_DATA);
      setNewId('');
      setStatus({ ok: true, text: koJoin.vertify.idChanged(data.USER_DATA.USER_ID) });
      requestAnimationFrame(() => statusRef.current?.focus());
      return;
    }
    if (data.RESULT_CODE === 'WRONG_PASSWORD') {
      setErrors({ password: koJoin.myInfo.oldPasswordWrong });
      return passwordRef.current?.focus();
    }
    if (data.RESULT_CODE === 'STEP_UP') {
      stepUp.require();
      return;
    }
    setErrors({ id: data.RESULT_MESSAGE });
    check.recheck();
    idRef.current?.focus();
  };

  return (
    <div className="container narrow">
      <h1 className="page-title">{koJoin.vertify.idChangeTitle}</h1>
      <p className="page-intro">{koJoin.vertify.idChangeIntro}</p>
      <dl className="info-pairs">
        <div>
          <dt>{koJoin.vertify.currentId}</dt>
          <dd>{user.USER_ID}</dd>
        </div>
      </dl>
      <StepUpNotice state={stepUp.state} />
      {stepUp.state.kind === 'ok' ? (
        <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="account-form">
          <div ref={statusRef} tabIndex={-1} role={status?.ok ? 'status' : 'alert'} className={status ? (status.ok ? 'status-box status-box--ok' : 'form-error') : 'sr-only'}>
            {status?.text ?? ''}
          </div>
          <IdField ref={idRef} label={koJoin.vertify.newId} value={newId} onChange={setNewId} check={check} error={errors.id} />
          <CurrentPasswordField ref={passwordRef} label={koJoin.myInfo.oldPassword} value={password} onChange={setPassword} error={errors.password} />
          <button type="submit" className="button button--block" disabled={busy}>
            {koJoin.vertify.idChangeSubmit}
          </button>
        </form>
      ) : null}
      <p>
        <RouteLink to="/mypage/mypage-info">{koJoin.vertify.myInfo}</RouteLink>
      </p>
    </div>
  );
}

/** Where the step-up (/oidc/reAuthLevel) comes back to, with `#error=CODE` when it did not end well. */
const ID_CHANGE_PATH = '/vertify/id-change';

type StepUpState =
  | { kind: 'checking' }
  /** Level 3 is there (a password login, or a fresh step-up); `done` right after the step-up. */
  | { kind: 'ok'; done: boolean }
  /** An Any-ID session: the step-up comes first; `error` when the last one did not end well. */
  | { kind: 'needed'; error: string };

/**
 * Whether this session may change the id now (docs/api.md "Any-ID and social sign-in", step-up):
 * a session that began with Any-ID first passes Any-ID's level 3 (password again and a one-time
 * code), which comes back to this page. The server decides; a refused call (STEP_UP) asks again.
 */
function useStepUp(userKey: string): { state: StepUpState; require: () => void } {
  const [state, setState] = useState<StepUpState>({ kind: 'checking' });
  // What Any-ID's return left in the address, read during the render (a render React discards and
  // starts again reads the same) and removed from the address once the page has committed.
  const [returnedError] = useState(() => stepUpErrorIn(window.location.hash));
  useEffect(() => {
    if (window.location.hash !== '') window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  useEffect(() => {
    let live = true;
    void callStepUpStatus(userKey).then((answer) => {
      if (!live) return;
      const error = returnedError;
      // Without an answer the form shows: the server still refuses a change that needs the step-up.
      if (answer.kind !== 'ok' || answer.data.LEVEL_OK_YN === 'Y') {
        setState({ kind: 'ok', done: answer.kind === 'ok' && answer.data.PROVIDER !== '' && error === null });
        return;
      }
      setState({ kind: 'needed', error: error ?? '' });
    });
    return () => {
      live = false;
    };
  }, [userKey, returnedError]);
  return { state, require: () => setState({ kind: 'needed', error: '' }) };
}

/** The step-up's outcome in a returned address's fragment (`#error=CODE`), as the page says it; null when none. */
function stepUpErrorIn(hash: string): string | null {
  const outcome = parseOidcReturn(hash);
  if (outcome.kind !== 'error') return null;
  return outcome.code === 'OTHER' ? koAnyId.otherError : koAnyId.errors[outcome.code];
}

function StepUpNotice({ state }: { state: StepUpState }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state.kind === 'needed') ref.current?.focus();
  }, [state.kind]);
  if (state.kind === 'checking') {
    return (
      <p role="status" className="notice">
        {koAnyId.stepUp.checking}
      </p>
    );
  }
  if (state.kind === 'ok') {
    return state.done ? (
      <p role="status" className="status-box status-box--ok">
        {koAnyId.stepUp.done}
      </p>
    ) : null;
  }
  return (
    <section ref={ref} tabIndex={-1} className="status-box" aria-labelledby="step-up-title">
      <h2 id="step-up-title">{koAnyId.stepUp.title}</h2>
      {state.error ? (
        <p role="alert" className="form-error">
          {state.error}
        </p>
      ) : null}
      <p>{koAnyId.stepUp.body}</p>
      {/* A server address: the whole window goes to Any-ID and comes back to this page. */}
      <a className="button" href={`/oidc/reAuthLevel?returnTo=${encodeURIComponent(ID_CHANGE_PATH)}`}>
        {koAnyId.stepUp.start}
      </a>
    </section>
  );
}

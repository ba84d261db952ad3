import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CertResultResponse } from '../../../../contract/identity';
import { RouteLink } from '../../../components/ui/route-link';
import type { InputRule } from '../../../lib/input-filter';
import { ko } from '../../../lib/i18n/messages-ko';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useInputFilter } from '../../../lib/use-input-filter';
import { answerText, callFindId, callResetPassword } from '../api/account-calls';
import { confirmProblem, newPasswordProblem } from '../model/account-form';
import { TICKET_TTL_MS } from '../model/join-draft';
import { CertStep } from './cert-step';
import { PasswordFields, type PasswordFieldsHandle } from './password-fields';
import '../account.css';
import { toKoreanDate } from '../../../lib/date-format';

const FIND_KEY = 'gglib-find';
/** Login ids as the login form takes them. */
const LOGIN_ID_INPUT: InputRule = { kind: 'allowed', extra: '_-.@' };

type FindState =
  | { kind: 'none' }
  | { kind: 'found'; ticket: string; at: number; maskedId: string; joinedAt: string }
  | { kind: 'not-found' }
  | { kind: 'reset' };

function readFind(): FindState {
  try {
    const value = JSON.parse(sessionStorage.getItem(FIND_KEY) ?? 'null') as Partial<Extract<FindState, { kind: 'found' }>> | null;
    if (value?.kind === 'found' && typeof value.ticket === 'string' && typeof value.at === 'number' && Date.now() - value.at < TICKET_TTL_MS) {
      return { kind: 'found', ticket: value.ticket, at: value.at, maskedId: String(value.maskedId ?? ''), joinedAt: String(value.joinedAt ?? '') };
    }
  } catch {
    // Unreadable: start over.
  }
  return { kind: 'none' };
}

function writeFind(state: FindState): void {
  if (state.kind === 'found') sessionStorage.setItem(FIND_KEY, JSON.stringify(state));
  else sessionStorage.removeItem(FIND_KEY);
}

/**
 * /login/find-info: 아이디 찾기 and 비밀번호 재설정 through the same certification (purpose find).
 * The id is shown masked with the join date; a new password follows the §5 rule; afterwards every
 * device of the member is signed out (the server ends every session and auto-login).
 */
export function FindInfoPage({ fromJoin }: { fromJoin: boolean }) {
  const id = useId();
  const [state, setState] = useState<FindState>(readFind);
  const [message, setMessage] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(koJoin.find.title, ko.app.name);

  const change = (next: FindState) => {
    writeFind(next);
    setState(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onCertified = async (data: CertResultResponse) => {
    setMessage('');
    const answer = await callFindId(data.CERT_TICKET);
    if (answer.kind !== 'ok') {
      setMessage(answerText(answer, koJoin.find.offline, koJoin.find.failed));
      return;
    }
    if (answer.data.RESULT === 'SUCCESS') {
      change({ kind: 'found', ticket: data.CERT_TICKET, at: Date.now(), maskedId: answer.data.USER_ID, joinedAt: answer.data.JOINED_AT });
      return;
    }
    if (answer.data.RESULT_CODE === 'NOT_FOUND') change({ kind: 'not-found' });
    else setMessage(answer.data.RESULT_MESSAGE || koJoin.find.failed);
  };

  return (
    <div className="container narrow">
      <h1 className="page-title">{koJoin.find.title}</h1>
      {state.kind === 'none' ? (
        <>
          <p className="page-intro">{koJoin.find.intro}</p>
          {fromJoin ? <p className="notice">{koJoin.find.fromJoin}</p> : null}
          <div role="alert" className={message ? 'form-error' : 'sr-only'}>
            {message}
          </div>
          <h2 className="section-title" ref={headingRef} tabIndex={-1}>
            {koJoin.cert.title}
          </h2>
          <CertStep purpose="find" continueTo="/login/find-info" onCertified={(data) => void onCertified(data)} />
        </>
      ) : null}
      {state.kind === 'not-found' ? (
        <section className="status-box" aria-labelledby={`${id}-nf`}>
          <h2 id={`${id}-nf`} ref={headingRef} tabIndex={-1}>
            {koJoin.find.idTitle}
          </h2>
          <p>{koJoin.find.notFound}</p>
          <p className="button-row">
            <RouteLink className="button" to="/join/join-step01">
              {koJoin.find.join}
            </RouteLink>
            <button type="button" className="button button--secondary" onClick={() => change({ kind: 'none' })}>
              {koJoin.find.restart}
            </button>
          </p>
        </section>
      ) : null}
      {state.kind === 'found' ? (
        <>
          <section aria-labelledby={`${id}-found`}>
            <h2 id={`${id}-found`} className="section-title" ref={headingRef} tabIndex={-1}>
              {koJoin.find.idTitle}
            </h2>
            <dl className="info-pairs">
              <div>
                <dt>{koJoin.find.foundId}</dt>
                <dd className="found-id">{state.maskedId}</dd>
              </div>
              <div>
                <dt>{koJoin.find.joinedAt}</dt>
                <dd>{toKoreanDate(state.joinedAt)}</dd>
              </div>
            </dl>
            <p className="field__hint">{koJoin.find.maskedHint}</p>
            <p>
              <RouteLink className="button" to="/login">
                {koJoin.find.login}
              </RouteLink>
            </p>
          </section>
          <ResetForm ticket={state.ticket} maskedId={state.maskedId} onDone={() => change({ kind: 'reset' })} onRestart={() => change({ kind: 'none' })} />
        </>
      ) : null}
      {state.kind === 'reset' ? (
        <section className="status-box status-box--ok" aria-labelledby={`${id}-done`}>
          <h2 id={`${id}-done`} ref={headingRef} tabIndex={-1}>
            {koJoin.find.doneTitle}
          </h2>
          <p>{koJoin.find.doneText}</p>
          <p>
            <RouteLink className="button" to="/login">
              {koJoin.find.login}
            </RouteLink>
          </p>
        </section>
      ) : null}
    </div>
  );
}

function ResetForm({ ticket, maskedId, onDone, onRestart }: { ticket: string; maskedId: string; onDone: () => void; onRestart: () => void }) {
  const id = useId();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ id?: string; password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<{ text: string; restart?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<PasswordFieldsHandle>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const idFilter = useInputFilter(LOGIN_ID_INPUT, { maxLength: 50 });

  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: typeof errors = {};
    if (userId.trim() === '') next.id = koJoin.form.idProblems.empty;
    const pw = newPasswordProblem(password, userId.trim());
    if (pw) next.password = koJoin.form.passwordProblems[pw];
    const cf = confirmProblem(password, confirm);
    if (cf) next.confirm = cf === 'empty' ? koJoin.form.confirmEmpty : koJoin.form.confirmMismatch;
    setErrors(next);
    setFormError(null);
    if (next.id) return idRef.current?.focus();
    if (next.password) return passwordRef.current?.focusPassword();
    if (next.confirm) return passwordRef.current?.focusConfirm();
    setBusy(true);
    const answer = await callResetPassword(ticket, userId.trim(), password);
    setBusy(false);
    if (answer.kind !== 'ok') {
      setFormError({ text: answerText(answer, koJoin.find.offline, koJoin.find.failed) });
      return;
    }
    const data = answer.data;
    if (data.RESULT === 'SUCCESS') {
      setPassword('');
      setConfirm('');
      onDone();
      return;
    }
    if (data.RESULT_CODE === 'WRONG_ID') {
      setErrors({ id: data.RESULT_MESSAGE });
      return idRef.current?.focus();
    }
    if (data.RESULT_CODE === 'PASSWORD') {
      setErrors({ password: data.RESULT_MESSAGE });
      return passwordRef.current?.focusPassword();
    }
    setFormError({ text: data.RESULT_MESSAGE || koJoin.find.failed, restart: data.RESULT_CODE === 'TICKET' || data.RESULT_CODE === 'NOT_FOUND' });
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {koJoin.find.resetTitle}
      </h2>
      <p>{koJoin.find.resetIntro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy} className="account-form">
        <div ref={formErrorRef} tabIndex={-1} role="alert" className={formError ? 'form-error' : 'sr-only'}>
          {formError ? <p>{formError.text}</p> : null}
          {formError?.restart ? (
            <p>
              <button type="button" className="button" onClick={onRestart}>
                {koJoin.find.restart}
              </button>
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-id`}>{koJoin.form.id}</label>
          <input
            ref={idRef}
            id={`${id}-id`}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={userId}
            aria-invalid={errors.id ? true : undefined}
            aria-describedby={`${id}-id-hint ${errors.id ? `${id}-id-error ` : ''}${idFilter.noticeId}`}
            onChange={(event) => setUserId(idFilter.filter(event))}
          />
          <p id={`${id}-id-hint`} className="field__hint">
            {koJoin.find.foundId}: {maskedId}
          </p>
          {errors.id ? (
            <p id={`${id}-id-error`} className="field__error">
              {errors.id}
            </p>
          ) : null}
          <p {...idFilter.noticeProps} />
        </div>
        <PasswordFields
          ref={passwordRef}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={{ password: errors.password, confirm: errors.confirm }}
          labels={{ password: koJoin.find.newPassword, confirm: koJoin.find.newPasswordConfirm }}
        />
        <button type="submit" className="button button--block" disabled={busy}>
          {busy ? koJoin.find.submitting : koJoin.find.submit}
        </button>
      </form>
    </section>
  );
}

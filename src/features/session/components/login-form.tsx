import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { koAccount } from '../../../lib/i18n/messages-account-ko';
import { useInputFilter } from '../../../lib/use-input-filter';
import { LOGIN_ID_MAX_LENGTH, LOGIN_ID_RULE, PASSWORD_MAX_LENGTH, PASSWORD_RULE } from '../model/password-rules';
import type { MemberSession } from '../model/session-state';
import { loginWithPassword } from '../session-actions';
import { readSavedId } from '../session-store';

export interface LoginFormProps {
  /** Called after a successful login, with the new session. */
  onLoggedIn: (session: MemberSession) => void;
  /** A line above the form, e.g. which service the member will be sent to. */
  notice?: string;
}

type FieldErrors = { id?: string; password?: string };

/** Id/password form: saved id, optional one-time auto-login, Korean errors read by screen readers. */
export function LoginForm({ onLoggedIn, notice }: LoginFormProps) {
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [saveId, setSaveId] = useState(false);
  const [autoLogin, setAutoLogin] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const idFilter = useInputFilter(LOGIN_ID_RULE, { maxLength: LOGIN_ID_MAX_LENGTH });
  const passwordFilter = useInputFilter(PASSWORD_RULE, { maxLength: PASSWORD_MAX_LENGTH });

  useEffect(() => {
    let live = true;
    void readSavedId().then((saved) => {
      if (!live || !saved) return;
      setId(saved);
      setSaveId(true);
      passwordRef.current?.focus();
    });
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const next: FieldErrors = {};
    if (id.trim() === '') next.id = koAccount.login.idRequired;
    if (password === '') next.password = koAccount.login.passwordRequired;
    else if (password.length > PASSWORD_MAX_LENGTH) next.password = koAccount.login.passwordTooLong;
    setErrors(next);
    setFormError('');
    if (next.id) return idRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    setSubmitting(true);
    const outcome = await loginWithPassword({ id: id.trim(), password, saveId, autoLogin });
    setSubmitting(false);
    if (outcome.kind === 'ok') {
      setPassword('');
      onLoggedIn(outcome.session);
      return;
    }
    setPassword('');
    setFormError(outcome.kind === 'offline' ? koAccount.login.offline : outcome.message);
    passwordRef.current?.focus();
  };

  const errorId = (field: string) => `${baseId}-${field}-error`;
  const describedBy = (field: 'id' | 'password', noticeId: string) => (errors[field] ? `${errorId(field)} ${noticeId}` : noticeId);
  return (
    <form className="login-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
      {notice ? <p className="notice">{notice}</p> : null}
      <div role="alert" className={formError ? 'form-error' : 'sr-only'}>
        {formError}
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-id`}>{koAccount.login.id}</label>
        <input
          ref={idRef}
          id={`${baseId}-id`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="email"
          value={id}
          aria-invalid={errors.id ? true : undefined}
          aria-describedby={describedBy('id', idFilter.noticeId)}
          onChange={(event) => setId(idFilter.filter(event))}
        />
        {errors.id ? (
          <p id={errorId('id')} className="field__error">
            {errors.id}
          </p>
        ) : null}
        <p {...idFilter.noticeProps} />
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-password`}>{koAccount.login.password}</label>
        <div className="field__with-button">
          <input
            ref={passwordRef}
            id={`${baseId}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('password', passwordFilter.noticeId)}
            onChange={(event) => setPassword(passwordFilter.filter(event))}
          />
          <button type="button" className="field__toggle" aria-pressed={showPassword} onClick={() => setShowPassword((shown) => !shown)}>
            {showPassword ? koAccount.login.hidePassword : koAccount.login.showPassword}
          </button>
        </div>
        {errors.password ? (
          <p id={errorId('password')} className="field__error">
            {errors.password}
          </p>
        ) : null}
        <p {...passwordFilter.noticeProps} />
      </div>
      <div className="login-form__options">
        <label className="checkbox">
          <input type="checkbox" checked={saveId} onChange={(event) => setSaveId(event.target.checked)} />
          {koAccount.login.saveId}
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={autoLogin} aria-describedby={`${baseId}-auto-hint`} onChange={(event) => setAutoLogin(event.target.checked)} />
          {koAccount.login.autoLogin}
        </label>
        <p id={`${baseId}-auto-hint`} className="field__hint">
          {koAccount.login.autoLoginHint}
        </p>
      </div>
      <button type="submit" className="button button--block" disabled={submitting}>
        {submitting ? koAccount.login.submitting : koAccount.login.submit}
      </button>
    </form>
  );
}

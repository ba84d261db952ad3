import { forwardRef, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { PASSWORD_MAX_LENGTH } from '../../../../contract/account-rules';
import type { InputRule } from '../../../lib/input-filter';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { useInputFilter } from '../../../lib/use-input-filter';
import { passwordChecklist } from '../model/account-form';

/** Spec §5: password fields are English-only (Hangul typed with the IME on is left out, and said). */
const PASSWORD_INPUT: InputRule = { kind: 'english' };

export interface PasswordFieldsHandle {
  focusPassword: () => void;
  focusConfirm: () => void;
}

export interface PasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { password?: string; confirm?: string };
  labels?: { password: string; confirm: string };
}

/**
 * A new password and its confirmation: the §5 rule shown as a checklist that follows the typing
 * (each line says 충족/미충족 in words), English-only input, a show/hide toggle.
 */
export const PasswordFields = forwardRef<PasswordFieldsHandle, PasswordFieldsProps>(function PasswordFields(
  { password, confirm, onPassword, onConfirm, errors, labels = { password: koJoin.form.password, confirm: koJoin.form.passwordConfirm } },
  ref,
) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const passwordFilter = useInputFilter(PASSWORD_INPUT, { maxLength: PASSWORD_MAX_LENGTH });
  const confirmFilter = useInputFilter(PASSWORD_INPUT, { maxLength: PASSWORD_MAX_LENGTH });
  useImperativeHandle(ref, () => ({ focusPassword: () => passwordRef.current?.focus(), focusConfirm: () => confirmRef.current?.focus() }));
  const checks = passwordChecklist(password);
  const rules: Array<[keyof typeof checks, string]> = [
    ['length8', koJoin.form.passwordRules.length8],
    ['three', koJoin.form.passwordRules.three],
    ['length10', koJoin.form.passwordRules.length10],
    ['max', koJoin.form.passwordRules.max],
  ];
  const confirmOk = confirm !== '' && confirm === password;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-pw`}>{labels.password}</label>
        <div className="field__with-button">
          <input
            ref={passwordRef}
            id={`${id}-pw`}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            value={password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={`${id}-rules ${errors.password ? `${id}-pw-error ` : ''}${passwordFilter.noticeId}`}
            onChange={(event) => onPassword(passwordFilter.filter(event))}
          />
          <button type="button" className="field__toggle" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
            {shown ? koJoin.form.hidePassword : koJoin.form.showPassword}
          </button>
        </div>
        <div id={`${id}-rules`} className="password-rules">
          <p className="password-rules__title">{koJoin.form.passwordRuleTitle}</p>
          <ul>
            {rules.map(([key, text]) => (
              // Nothing typed yet: the rules are listed, none judged (an empty password is not '64자 이하 미충족').
              <li key={key} className={password !== '' && checks[key] ? 'is-met' : undefined}>
                <span aria-hidden="true">{password !== '' && checks[key] ? '✓ ' : '· '}</span>
                {text}
                {password === '' ? null : (
                  <>
                    {' '}
                    <span className="password-rules__state">({checks[key] ? koJoin.form.ruleMet : koJoin.form.ruleNotMet})</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
        {errors.password ? (
          <p id={`${id}-pw-error`} className="field__error">
            {errors.password}
          </p>
        ) : null}
        <p {...passwordFilter.noticeProps} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>{labels.confirm}</label>
        <input
          ref={confirmRef}
          id={`${id}-confirm`}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          value={confirm}
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={`${id}-confirm-state ${confirmFilter.noticeId}`}
          onChange={(event) => onConfirm(confirmFilter.filter(event))}
        />
        <div id={`${id}-confirm-state`} aria-live="polite">
          {errors.confirm ? <p className="field__error">{errors.confirm}</p> : confirmOk ? <p className="field__ok">{koJoin.form.confirmMatch}</p> : null}
        </div>
        <p {...confirmFilter.noticeProps} />
      </div>
    </>
  );
});

/** The member's current password (to change it, change the id or close the account): English-only, its error beside it. */
export function CurrentPasswordField({ ref, label, value, onChange, error }: { ref: Ref<HTMLInputElement>; label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  const filter = useInputFilter(PASSWORD_INPUT, { maxLength: PASSWORD_MAX_LENGTH });
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        type="password"
        autoComplete="current-password"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${error ? `${id}-error ` : ''}${filter.noticeId}`}
        onChange={(event) => onChange(filter.filter(event))}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      <p {...filter.noticeProps} />
    </div>
  );
}

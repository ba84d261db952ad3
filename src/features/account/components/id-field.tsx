import { forwardRef, useId } from 'react';
import type { InputRule } from '../../../lib/input-filter';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { useInputFilter } from '../../../lib/use-input-filter';
import type { IdCheck } from '../use-id-check';

/** New ids: lowercase letters and digits (capitals are folded to lowercase as typed). */
const NEW_ID_INPUT: InputRule = { kind: 'allowed' };

/** A new login id with its rule and the live availability answer, said in words. */
export const IdField = forwardRef<HTMLInputElement, { label: string; value: string; onChange: (value: string) => void; check: IdCheck; error?: string }>(function IdField(
  { label, value, onChange, check, error },
  ref,
) {
  const id = useId();
  const filter = useInputFilter(NEW_ID_INPUT, { maxLength: 20 });
  const live =
    value === ''
      ? ''
      : check.problem
        ? koJoin.form.idProblems[check.problem]
        : check.state.kind === 'checking'
          ? koJoin.form.idChecking
          : check.state.kind === 'available'
            ? koJoin.form.idAvailable
            : check.state.kind === 'taken'
              ? check.state.message
              : check.state.kind === 'offline'
                ? koJoin.form.idOffline
                : '';
  const good = check.problem === null && check.state.kind === 'available';
  return (
    <div className="field">
      <label htmlFor={`${id}-id`}>{label}</label>
      <input
        ref={ref}
        id={`${id}-id`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${error ? `${id}-error ` : ''}${id}-live ${filter.noticeId}`}
        onChange={(event) => onChange(filter.filter(event).toLowerCase())}
      />
      <p id={`${id}-hint`} className="field__hint">
        {koJoin.form.idHint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      <p id={`${id}-live`} aria-live="polite" className={good ? 'field__ok' : 'field__hint'}>
        {error ? '' : live}
      </p>
      <p {...filter.noticeProps} />
    </div>
  );
});

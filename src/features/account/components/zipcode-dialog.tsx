import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ZipcodeItem } from '../../../../contract/identity';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { koJoin } from '../../../lib/i18n/messages-join-ko';
import { callSearchZipcode } from '../api/account-calls';

export interface ZipcodeDialogProps {
  open: boolean;
  onClose: () => void;
  /** A chosen address; the dialog closes and the caller moves the focus to the detail line. */
  onChoose: (item: ZipcodeItem) => void;
}

/** 우편번호 찾기: a search over the server's road-name addresses, in a modal dialog (focus stays inside, Esc closes). */
export function ZipcodeDialog({ open, onClose, onChoose }: ZipcodeDialogProps) {
  const titleId = useId();
  // Beside the page's form, not inside it (a form in a form); its events are stopped at its own form.
  return createPortal(
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} className="zip-dialog">
      <ZipcodeSearch titleId={titleId} onClose={onClose} onChoose={onChoose} />
    </ModalDialog>,
    document.body,
  );
}

function ZipcodeSearch({ titleId, onClose, onChoose }: { titleId: string; onClose: () => void; onChoose: (item: ZipcodeItem) => void }) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<ZipcodeItem[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // The first field has the focus once the dialog is shown (showModal runs after this renders).
  useEffect(() => {
    const frame = requestAnimationFrame(() => inputRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React bubbles a submit through the component tree: the page's own form must not see it.
    event.stopPropagation();
    const words = keyword.trim();
    if (words.length < 2) {
      setError(koJoin.zip.tooShort);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const answer = await callSearchZipcode(words);
    setBusy(false);
    if (answer.kind === 'ok') {
      setError('');
      setResults(answer.data.LIST);
      return;
    }
    setError(answer.kind === 'offline' ? koJoin.zip.offline : answer.kind === 'failed' && answer.message ? answer.message : koJoin.zip.failed);
  };

  return (
    <div className="zip-dialog__body">
      <div className="zip-dialog__head">
        <h2 id={titleId}>{koJoin.zip.title}</h2>
        <button type="button" className="link-button" onClick={onClose}>
          {koJoin.zip.close}
        </button>
      </div>
      <form role="search" noValidate onSubmit={(event) => void search(event)}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{koJoin.zip.label}</label>
          <div className="field__with-button">
            <input
              ref={inputRef}
              id={`${id}-q`}
              type="search"
              value={keyword}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint ${id}-error`}
              onChange={(event) => setKeyword(event.target.value.slice(0, 50))}
            />
            <button type="submit" className="button" disabled={busy}>
              {koJoin.zip.search}
            </button>
          </div>
          <p id={`${id}-hint`} className="field__hint">
            {koJoin.zip.hint}
          </p>
          <div id={`${id}-error`} role="alert">
            {error ? <p className="field__error">{error}</p> : null}
          </div>
        </div>
      </form>
      <div aria-live="polite">
        {results === null ? null : results.length === 0 ? (
          <p className="notice">{koJoin.zip.none}</p>
        ) : (
          <p className="zip-dialog__count">{koJoin.zip.count(results.length)}</p>
        )}
      </div>
      {results && results.length > 0 ? (
        <ul className="zip-results">
          {results.map((item) => (
            <li key={`${item.ZIPCODE}-${item.ROAD_ADDRESS}`}>
              <button type="button" className="zip-result" onClick={() => onChoose(item)}>
                <span className="zip-result__code">{item.ZIPCODE}</span>
                <span className="zip-result__road">
                  {koJoin.zip.road} {item.ROAD_ADDRESS}
                  {item.BUILDING ? ` (${item.BUILDING})` : ''}
                </span>
                {item.JIBUN_ADDRESS ? (
                  <span className="zip-result__jibun">
                    {koJoin.zip.jibun} {item.JIBUN_ADDRESS}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

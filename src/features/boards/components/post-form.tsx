import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BOARD_CONTENT_MAX, BOARD_TITLE_MAX } from '../../../../contract/board';
import { charCount } from '../../../../contract/text-length';
import { koBoards } from '../../../lib/i18n/messages-boards-ko';
import { useQueuedWriteGone } from '../../../data/use-outbox';
import { useInputFilter } from '../../../lib/use-input-filter';
import { BOARD_POST_KIND, type WriteAnswer } from '../api/board-calls';

export interface PostFormProps {
  heading: string;
  initialTitle?: string;
  initialContent?: string;
  submitLabel: string;
  onSubmit: (title: string, content: string) => Promise<WriteAnswer>;
  onDone: (postCode: number) => void;
  onCancel: () => void;
}

/** Title and plain-text body with Korean validation; the server validates again. */
export function PostForm({ heading, initialTitle = '', initialContent = '', submitLabel, onSubmit, onDone, onCancel }: PostFormProps) {
  const [title, setTitle] = useState(initialTitle);
  const [content, setContent] = useState(initialContent);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  /** The outbox key of the post kept on this device, until another is sent. */
  const [queuedId, setQueuedId] = useState<string | null>(null);
  const queued = queuedId !== null;
  // Once the outbox has sent it, 'kept on this device' is no longer true (outside walk).
  const queuedSent = useQueuedWriteGone(BOARD_POST_KIND, queuedId);
  const baseId = useId();
  // The button is disabled while sending, so its focus is lost: the sentence that says how it went takes it.
  const queuedNotice = useRef<HTMLDivElement>(null);
  const formErrorNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (queued) queuedNotice.current?.focus();
  }, [queued]);
  useEffect(() => {
    if (formError) formErrorNotice.current?.focus();
  }, [formError]);
  // The bounds as filters, not maxLength attributes: a paste that does not fit is cut and said so.
  const titleFilter = useInputFilter({ kind: 'any' }, { maxLength: BOARD_TITLE_MAX });
  const contentFilter = useInputFilter({ kind: 'any' }, { maxLength: BOARD_CONTENT_MAX });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: { title?: string; content?: string } = {};
    if (!title.trim()) next.title = koBoards.titleRequired;
    if (!content.trim()) next.content = koBoards.contentRequired;
    setErrors(next);
    setFormError('');
    if (next.title || next.content) {
      document.getElementById(`${baseId}-${next.title ? 'title' : 'content'}`)?.focus();
      return;
    }
    setBusy(true);
    // A second post kept offline is a new notice to move the focus to.
    setQueuedId(null);
    let answer: WriteAnswer;
    try {
      answer = await onSubmit(title.trim(), content.trim());
    } catch {
      // Nothing was sent or kept (the outbox has told the member why): the text stays to send again.
      return;
    } finally {
      setBusy(false);
    }
    if (answer.kind === 'ok') onDone(answer.postCode);
    else if (answer.kind === 'queued') {
      setQueuedId(answer.requestId);
      setTitle('');
      setContent('');
    } else if (answer.kind === 'refused' && answer.field) {
      // The server named the field: its words go beside it, and the focus to it.
      setErrors({ [answer.field]: answer.message });
      document.getElementById(`${baseId}-${answer.field}`)?.focus();
    } else setFormError(answer.kind === 'offline' ? koBoards.offline : answer.message);
  };

  return (
    <form className="post-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <h1 className="page-title">{heading}</h1>
      <div ref={formErrorNotice} tabIndex={-1} role="alert" className={formError ? 'form-error' : 'sr-only'}>
        {formError}
      </div>
      <div ref={queuedNotice} tabIndex={-1} role="status" className={queued ? 'notice notice--queued' : 'sr-only'}>
        {queued ? (queuedSent ? koBoards.queuedSent : koBoards.queued) : ''}
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-title`}>{koBoards.title}</label>
        <input
          id={`${baseId}-title`}
          value={title}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={`${titleFilter.noticeId}${errors.title ? ` ${baseId}-title-error` : ''}`}
          onChange={(event) => setTitle(titleFilter.filter(event))}
        />
        {errors.title ? (
          <p id={`${baseId}-title-error`} className="field__error">
            {errors.title}
          </p>
        ) : null}
        <p {...titleFilter.noticeProps} />
      </div>
      <div className="field">
        <label htmlFor={`${baseId}-content`}>{koBoards.content}</label>
        <textarea
          id={`${baseId}-content`}
          value={content}
          rows={12}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${baseId}-content-hint ${contentFilter.noticeId}${errors.content ? ` ${baseId}-content-error` : ''}`}
          onChange={(event) => setContent(contentFilter.filter(event))}
        />
        <p id={`${baseId}-content-hint`} className="field__hint">
          {koBoards.contentHint(charCount(content), BOARD_CONTENT_MAX)}
        </p>
        <p {...contentFilter.noticeProps} />
        {errors.content ? (
          <p id={`${baseId}-content-error`} className="field__error">
            {errors.content}
          </p>
        ) : null}
      </div>
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {koBoards.cancel}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

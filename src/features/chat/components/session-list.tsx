import { useRef, useState, type KeyboardEvent } from 'react';
import { koChat } from '../../../lib/i18n/messages-chat-ko';
import { toDateTime } from '../../../lib/date-format';
import type { SessionEntry } from '../use-chat';

export interface SessionListProps {
  sessions: SessionEntry[];
  currentId: string;
  onOpen: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onRemove: (id: string) => void;
  onNew: () => void;
  headingId: string;
}

export function displayTitle(title: string): string {
  return title.trim() === '' ? koChat.untitled : title;
}

/** `byKey`: ended with Enter or Esc (the focus is still in the field), not by leaving it. */
function RenameField({ session, onDone }: { session: SessionEntry; onDone: (title: string | null, byKey: boolean) => void }) {
  const [value, setValue] = useState(session.title);
  const settled = useRef(false);
  const finish = (title: string | null, byKey = false) => {
    if (settled.current) return;
    settled.current = true;
    onDone(title, byKey);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing && event.nativeEvent.keyCode !== 229) {
      event.preventDefault();
      finish(value, true);
    } else if (event.key === 'Escape') {
      // Esc cancels the rename only; the panel stays open.
      event.preventDefault();
      event.stopPropagation();
      finish(null, true);
    }
  };
  return (
    <input
      className="chat-history__rename"
      aria-label={koChat.renameLabel}
      value={value}
      maxLength={100}
      // The field replaces the title the reader chose to rename: it takes the focus.
      autoFocus
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(value)}
    />
  );
}

/** The member's past conversations: open, rename inline, delete after a confirmation. */
export function SessionList({ sessions, currentId, onOpen, onRename, onRemove, onNew, headingId }: SessionListProps) {
  const [editing, setEditing] = useState<string | null>(null);
  // A rename ended from the keyboard: the focus goes to the conversation's title, which takes the
  // field's place (else it fell to the page behind the panel's dialog).
  const refocus = useRef<string | null>(null);
  const takeFocus = (id: string) => (button: HTMLButtonElement | null) => {
    if (button && refocus.current === id) {
      refocus.current = null;
      button.focus();
    }
  };
  return (
    <div className="chat-history">
      <div className="chat-history__head">
        <h3 id={headingId} className="chat-history__title">
          {koChat.historyTitle}
        </h3>
        <button type="button" className="chat-history__new" onClick={onNew}>
          {koChat.newChat}
        </button>
      </div>
      {sessions.length === 0 ? <p className="chat-history__empty">{koChat.historyEmpty}</p> : null}
      <ul className="chat-history__list" aria-labelledby={headingId}>
        {sessions.map((session) => {
          const title = displayTitle(session.title);
          return (
            <li key={session.id} className={session.id === currentId ? 'chat-history__item chat-history__item--current' : 'chat-history__item'}>
              {editing === session.id ? (
                <RenameField
                  session={session}
                  onDone={(next, byKey) => {
                    if (byKey) refocus.current = session.id;
                    setEditing(null);
                    if (next !== null && next.trim() !== '' && next.trim() !== session.title) onRename(session.id, next);
                  }}
                />
              ) : (
                <button ref={takeFocus(session.id)} type="button" className="chat-history__open" aria-current={session.id === currentId ? 'true' : undefined} onClick={() => onOpen(session.id)}>
                  <span className="chat-history__name">{title}</span>
                  {session.lastActivityAt > 0 ? <span className="chat-history__time">{toDateTime(session.lastActivityAt)}</span> : null}
                </button>
              )}
              <div className="chat-history__tools">
                <button type="button" className="chat-history__tool" aria-label={`${title} ${koChat.rename}`} onClick={() => setEditing(session.id)}>
                  {koChat.rename}
                </button>
                <button
                  type="button"
                  className="chat-history__tool"
                  aria-label={`${title} ${koChat.remove}`}
                  onClick={() => {
                    if (window.confirm(koChat.confirmDelete(title))) onRemove(session.id);
                  }}
                >
                  {koChat.remove}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

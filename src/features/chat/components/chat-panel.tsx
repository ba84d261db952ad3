import { useEffect, useId } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { prepareStreamingMarkdown } from '../../../components/ui/streaming-markdown';
import { koChat } from '../../../lib/i18n/messages-chat-ko';
import { ANSWER_TEXT_CLASS } from '../model/constants';
import { useChat } from '../use-chat';
import { stopReading } from '../use-read-aloud';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { SessionList } from './session-list';
import '../chat.css';

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
  /** The logged-in member's user_key (the app asks the session feature); null for a visitor. */
  memberKey: string | null;
}

/**
 * The AI assistant panel (spec §2): a modal dialog, so focus stays inside, Esc closes and focus
 * returns to the button that opened it. Its content mounts on each opening (a fresh view).
 */
export function ChatPanel({ open, onClose, memberKey }: ChatPanelProps) {
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} className="chat-panel">
      <ChatBody titleId={titleId} onClose={onClose} memberKey={memberKey} />
    </ModalDialog>
  );
}

function ChatBody({ titleId, onClose, memberKey }: { titleId: string; onClose: () => void; memberKey: string | null }) {
  const chat = useChat(memberKey);
  const historyHeadingId = useId();
  useEffect(() => () => stopReading(), []);
  // The answers' markdown worker starts, and their fonts are looked up, while the member reads the
  // panel, in a task of its own after the panel has opened, not in the first answer's first frames.
  useEffect(() => {
    let stopWarmUp = () => {};
    const timer = window.setTimeout(() => {
      stopWarmUp = prepareStreamingMarkdown({ answerClassName: ANSWER_TEXT_CLASS });
    }, 0);
    return () => {
      window.clearTimeout(timer);
      stopWarmUp();
    };
  }, []);
  return (
    <div className={chat.member ? 'chat-panel__inner chat-panel__inner--member' : 'chat-panel__inner'}>
      <div className="chat-panel__head">
        <h2 id={titleId} className="chat-panel__title">
          {koChat.title}
        </h2>
        {chat.view === 'conversation' && !chat.member ? (
          <button type="button" className="chat-panel__new" onClick={chat.newChat}>
            {koChat.newChat}
          </button>
        ) : null}
        <button type="button" className="icon-button chat-panel__close" onClick={onClose}>
          <CloseIcon />
          <span className="sr-only">{koChat.close}</span>
        </button>
      </div>
      <div className="chat-panel__body">
        {chat.member ? (
          <aside className="chat-panel__side" aria-labelledby={historyHeadingId}>
            <SessionList
              sessions={chat.sessions}
              currentId={chat.sessionId}
              onOpen={chat.openSession}
              onRename={chat.rename}
              onRemove={chat.remove}
              onNew={chat.newChat}
              headingId={historyHeadingId}
            />
          </aside>
        ) : null}
        <div className="chat-panel__main">
          {chat.notice ? (
            <p className="chat-panel__notice" role="alert">
              {chat.notice}
            </p>
          ) : null}
          {chat.view === 'start' ? (
            <div className="chat-start">
              <p className="chat-start__intro">{koChat.intro}</p>
              <ChatComposer variant="start" answering={chat.answering} onSend={chat.send} onStop={chat.stop} autoFocus />
              {memberKey === null ? <p className="chat-start__note">{koChat.historyNote}</p> : null}
              <section className="chat-suggestions" aria-labelledby={`${titleId}-suggest`}>
                <h3 id={`${titleId}-suggest`} className="chat-suggestions__title">
                  {koChat.suggestionsTitle}
                </h3>
                {chat.suggestions === null ? (
                  <p className="chat-suggestions__loading" role="status">
                    {koChat.suggestionsLoading}
                  </p>
                ) : (
                  <ul className="chat-suggestions__list">
                    {chat.suggestions.map((question) => (
                      <li key={question}>
                        <button type="button" className="chat-suggestion" onClick={() => chat.send(question)}>
                          {question}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          ) : (
            <>
              <MessageList messages={chat.messages} answering={chat.answering} onRate={chat.rate} onToggleDetails={chat.toggleDetails} onNavigate={onClose} />
              <ChatComposer variant="conversation" answering={chat.answering} onSend={chat.send} onStop={chat.stop} autoFocus />
            </>
          )}
          <p className="chat-panel__disclaimer">{koChat.notice}</p>
        </div>
      </div>
    </div>
  );
}

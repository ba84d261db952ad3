import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { koChat } from '../../../lib/i18n/messages-chat-ko';
import { BOTTOM_SLACK_PX } from '../model/constants';
import type { AssistantMessage, ChatMessage } from '../model/chat-message';
import type { Rating } from '../model/feedback';
import { stripMarkdown, withBookList } from '../model/speech-text';
import { AssistantAnswer } from './assistant-answer';
import { MessageTime } from './message-time';

export interface MessageListProps {
  messages: ChatMessage[];
  answering: boolean;
  onRate: (message: AssistantMessage, rating: Rating) => void;
  onToggleDetails: (key: string) => void;
  onNavigate: () => void;
}

/**
 * The conversation. It follows a growing answer only while the reader is at the bottom; a
 * reader who scrolled up gets a '최신 답변으로 이동' button instead of being pulled down.
 */
export function MessageList({ messages, answering, onRate, onToggleDetails, onNavigate }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  /** The conversation's height when it last changed: where 'the bottom' was before this change. */
  const lastHeight = useRef(0);
  const [showJump, setShowJump] = useState(false);

  const toBottom = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    lastHeight.current = element.scrollHeight;
    setShowJump(false);
  }, []);

  /** The conversation grew: follow it if the reader was at the bottom, else offer the jump. */
  const follow = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    // Read where the reader is now, not what the last scroll event said: a scroll up that has not
    // been reported yet must not be undone by the piece of answer that arrives in between.
    const wasAtBottom = lastHeight.current === 0 || lastHeight.current - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX;
    if (wasAtBottom) toBottom();
    else {
      lastHeight.current = element.scrollHeight;
      setShowJump(true);
    }
  }, [toBottom]);

  useLayoutEffect(follow, [messages, follow]);

  // An answer's text is painted after its message changes (compiled in a worker, a few blocks a
  // frame), so the list also follows its own growth, before that growth is painted.
  useLayoutEffect(() => {
    const list = scroller.current?.firstElementChild;
    if (!list || typeof ResizeObserver === 'undefined') return;
    let height = -1;
    const observer = new ResizeObserver(([entry]) => {
      const next = entry?.contentRect.height ?? 0;
      if (next > height && height >= 0 && scroller.current?.scrollHeight !== lastHeight.current) follow();
      height = next;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [follow]);

  const last = messages[messages.length - 1];
  // A finished answer is read out whole, its book list included (the conversation itself is no
  // live region: a growing answer would be read piece by piece).
  const announce = answering
    ? koChat.answering
    : last?.role === 'assistant' && last.done && last.complete
      ? koChat.answeredWith(stripMarkdown(withBookList(last.content, last.details)))
      : '';

  return (
    <div className="chat-messages-wrap">
      <div
        ref={scroller}
        className="chat-messages"
        tabIndex={0}
        role="region"
        aria-label={koChat.conversation}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK_PX) setShowJump(false);
        }}
      >
        <ol className="chat-messages__list">
          {messages.map((message) =>
            message.role === 'user' ? (
              <li key={message.key} className="chat-message chat-message--user">
                <p className="chat-question">{message.content}</p>
                <MessageTime at={message.timestamp} />
              </li>
            ) : (
              <li key={message.key} className="chat-message chat-message--assistant">
                <AssistantAnswer message={message} onRate={onRate} onToggleDetails={onToggleDetails} onNavigate={onNavigate} />
              </li>
            ),
          )}
        </ol>
      </div>
      {showJump ? (
        <button type="button" className="chat-jump" onClick={toBottom}>
          {koChat.jumpToLatest}
        </button>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}

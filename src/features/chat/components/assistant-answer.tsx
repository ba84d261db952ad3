import { memo, useEffect, useId, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '../model/constants';
import { koChat } from '../../../lib/i18n/messages-chat-ko';
import { hasStructuredItems, type AssistantMessage } from '../model/chat-message';
import type { Rating } from '../model/feedback';
import { stripMarkdown, withBookList } from '../model/speech-text';
import { readAloud, speechSupported, stopReading, useSpeakingKey } from '../use-read-aloud';
import { AnswerMarkdown } from './answer-markdown';
import { EvidenceList, StructuredItems } from './answer-details';
import { MessageTime } from './message-time';

export interface AssistantAnswerProps {
  message: AssistantMessage;
  onRate: (message: AssistantMessage, rating: Rating) => void;
  onToggleDetails: (key: string) => void;
  onNavigate: () => void;
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className="chat-action"
      onClick={() => {
        void navigator.clipboard
          ?.writeText(text)
          .then(() => {
            setCopied(true);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
          })
          .catch(() => console.warn('[chat]', koChat.errors.copyFailed));
      }}
    >
      {copied ? koChat.copied : koChat.copy}
    </button>
  );
}

/** One answer: its text, status while it is written, actions once complete, and details. */
export const AssistantAnswer = memo(function AssistantAnswer({ message, onRate, onToggleDetails, onNavigate }: AssistantAnswerProps) {
  const detailsId = useId();
  const speaking = useSpeakingKey() === message.key;
  const showActions = message.done && message.complete;
  const details = message.details;
  const structured = hasStructuredItems(details);
  return (
    <article className="chat-answer" aria-busy={!message.done}>
      {message.statusText && !message.done ? (
        <p className="chat-answer__status">
          <span className="chat-answer__dots" aria-hidden="true" />
          {message.statusText}
        </p>
      ) : null}
      {message.content !== '' ? <AnswerMarkdown source={message.content} streaming={!message.done} onNavigate={onNavigate} /> : null}
      {message.errorText ? (
        <p className="chat-answer__error" role="alert">
          {message.errorText}
        </p>
      ) : null}
      {details && details.final_warning ? <p className="chat-answer__warning">{details.final_warning}</p> : null}
      {showActions ? (
        <div className="chat-answer__actions">
          <CopyButton text={stripMarkdown(withBookList(message.content, details))} />
          {/* Rating needs the server's id of the answer; an answer sent without one cannot be rated. */}
          {message.messageId !== '' ? (
            <>
              <button type="button" className="chat-action" aria-pressed={message.feedback === 'good'} onClick={() => onRate(message, 'good')}>
                {koChat.good}
              </button>
              <button type="button" className="chat-action" aria-pressed={message.feedback === 'bad'} onClick={() => onRate(message, 'bad')}>
                {koChat.bad}
              </button>
            </>
          ) : null}
          {speechSupported() ? (
            <button type="button" className="chat-action" aria-pressed={speaking} onClick={() => (speaking ? stopReading() : readAloud(message.key, withBookList(message.content, details)))}>
              {speaking ? koChat.stopReading : koChat.readAloud}
            </button>
          ) : null}
        </div>
      ) : null}
      {details && message.done && structured ? (
        <div className="chat-details">
          <h3 className="chat-details__toggle-wrap">
            <button type="button" className="chat-details__toggle" aria-expanded={message.detailsOpen} aria-controls={detailsId} onClick={() => onToggleDetails(message.key)}>
              {koChat.details}
            </button>
          </h3>
          <div id={detailsId} hidden={!message.detailsOpen} className="chat-details__body">
            {message.detailsOpen ? <StructuredItems details={details} onNavigate={onNavigate} /> : null}
          </div>
        </div>
      ) : null}
      {details && message.done && !structured ? <EvidenceList details={details} /> : null}
      {message.done ? <MessageTime at={message.timestamp} /> : null}
    </article>
  );
});

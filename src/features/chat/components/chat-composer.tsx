import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_LIMITS } from '../../../../contract/chat';
import { koChat } from '../../../lib/i18n/messages-chat-ko';
import { shouldSendOnEnter } from '../model/keyboard';
import { useVoiceInput } from '../use-voice-input';

export interface ChatComposerProps {
  answering: boolean;
  onSend: (text: string) => boolean;
  onStop: () => void;
  /** The start view's big search box, or the conversation's input line. */
  variant: 'start' | 'conversation';
  autoFocus?: boolean;
}

/** The question box: text, voice, send (or 중지 while an answer is written). */
export function ChatComposer({ answering, onSend, onStop, variant, autoFocus }: ChatComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const voice = useVoiceInput(setText);
  const input = useRef<HTMLTextAreaElement>(null);
  const wasAnswering = useRef(answering);

  // Focus goes to the question box once the dialog is shown (after its own focus step).
  useEffect(() => {
    if (!autoFocus) return;
    const frame = window.requestAnimationFrame(() => input.current?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [autoFocus]);

  // The box is disabled while an answer is written; when it is done, typing continues there
  // unless the reader has moved on to something else.
  useEffect(() => {
    const finished = wasAnswering.current && !answering;
    wasAnswering.current = answering;
    if (!finished) return;
    const active = document.activeElement;
    if (!active || active === document.body || active.tagName === 'DIALOG' || !active.isConnected) input.current?.focus();
  }, [answering]);
  const submit = () => {
    voice.stop();
    if (onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter') return;
    const native = event.nativeEvent;
    if (!shouldSendOnEnter({ key: event.key, shiftKey: event.shiftKey, isComposing: native.isComposing, keyCode: native.keyCode })) return;
    event.preventDefault();
    submit();
  };
  return (
    <form
      className={`chat-composer chat-composer--${variant}`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {koChat.inputLabel}
      </label>
      <textarea
        ref={input}
        id={inputId}
        className="chat-composer__input"
        rows={1}
        value={text}
        maxLength={CHAT_LIMITS.textMax}
        placeholder={koChat.placeholder}
        disabled={answering}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="chat-composer__voice" aria-pressed={voice.listening} onClick={voice.toggle} disabled={answering}>
        <svg aria-hidden="true" className="chat-mic-icon" viewBox="0 0 24 24" width="20" height="20">
          <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
          <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{voice.listening ? koChat.voice.stop : koChat.voice.start}</span>
      </button>
      {answering ? (
        <button type="button" className="chat-composer__stop" onClick={onStop}>
          {koChat.stop}
        </button>
      ) : (
        <button type="submit" className="chat-composer__send" disabled={text.trim() === ''}>
          {koChat.send}
        </button>
      )}
      {voice.listening ? (
        <div className="chat-voice" role="status">
          <span className="chat-voice__bars" aria-hidden="true">
            {voice.levels.map((level, index) => (
              <span key={index} className="chat-voice__bar" style={{ transform: `scaleY(${level})` }} />
            ))}
          </span>
          {koChat.voice.listening}
        </div>
      ) : null}
    </form>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { ChatDetailsSchema, CHAT_LIMITS } from '../../../contract/chat';
import { readStored, revalidate } from '../../data/resource';
import { forgetStored, updateStored } from '../../data/resource-edits';
import { useStored } from '../../data/use-resource';
import { koChat } from '../../lib/i18n/messages-chat-ko';
import { deleteSession, fetchAuthStatus, fetchSuggestions, renameSession, sendFeedback } from './api/chat-calls';
import { byMessageTime, bySessionActivity, chatHistoryResource, chatSessionsResource, type StoredMessage, type StoredSession } from './chat-data';
import { AnswerError, askAssistant } from './api/ask-assistant';
import { localKey, newAssistantPlaceholder, type AssistantMessage, type ChatMessage, type Feedback } from './model/chat-message';
import { settleFeedback, toggleFeedback, type Rating } from './model/feedback';
import { canSend } from './model/keyboard';
import { reduceStream, settleStream, type StreamState } from './model/stream-reducer';

/** A conversation in the history side list. */
export type SessionEntry = StoredSession;

const NO_SESSIONS: StoredSession[] = [];

/** Stored records are input like any other: details that do not validate read as none. */
function recordsToMessages(records: StoredMessage[]): ChatMessage[] {
  return records.map((record): ChatMessage => {
    if (record.role === 'user') return { role: 'user', key: record.messageId, content: record.content, timestamp: record.createdAt, messageId: record.messageId };
    const details = v.safeParse(v.nullable(ChatDetailsSchema), record.details);
    return {
      ...newAssistantPlaceholder('', record.createdAt),
      key: record.messageId,
      content: record.content,
      messageId: record.messageId,
      isLoading: false,
      done: true,
      complete: true,
      details: details.success ? details.output : null,
      feedback: record.feedback,
    };
  });
}

function toMessageRecord(message: ChatMessage): StoredMessage {
  return {
    messageId: message.messageId,
    role: message.role,
    content: message.content,
    createdAt: message.timestamp,
    feedback: message.role === 'assistant' ? message.feedback : null,
    details: message.role === 'assistant' ? message.details : null,
  };
}

export interface ChatController {
  view: 'start' | 'conversation';
  /** The visitor is a member for the assistant: history is kept and listed. */
  member: boolean;
  sessions: SessionEntry[];
  sessionId: string;
  messages: ChatMessage[];
  answering: boolean;
  suggestions: string[] | null;
  /** An error about the conversation (history failure, offline send), shown as an alert. */
  notice: string;
  send: (text: string) => boolean;
  stop: () => void;
  newChat: () => void;
  openSession: (id: string) => void;
  rename: (id: string, title: string) => void;
  remove: (id: string) => void;
  rate: (message: AssistantMessage, rating: Rating) => void;
  toggleDetails: (key: string) => void;
}

/**
 * The assistant's state and actions for one opening of the panel (spec §4 "Chat"). `memberKey`:
 * the logged-in member's user_key (their conversations are kept), null for a visitor.
 */
export function useChat(memberKey: string | null): ChatController {
  const isMember = memberKey !== null;
  const [view, setView] = useState<'start' | 'conversation'>('start');
  const [serverSaysLoggedIn, setServerSaysLoggedIn] = useState<boolean | null>(null);
  const member = isMember && serverSaysLoggedIn !== false;
  const [sessionId, setSessionId] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [answering, setAnswering] = useState(false);
  const [suggestions, setSuggestions] = useState<string[] | null>(null);
  const [notice, setNotice] = useState('');
  const controller = useRef<AbortController | null>(null);
  const stream = useRef<StreamState | null>(null);
  const frame = useRef(0);
  const sessionRef = useRef('');
  sessionRef.current = sessionId;
  const historyRequest = useRef(0);

  const owner = memberKey === null ? null : { memberKey };
  const storedSessions = useStored(chatSessionsResource, owner)?.data ?? NO_SESSIONS;
  const sessions = member ? storedSessions : NO_SESSIONS;

  // A failed list is only logged (spec §8): the stored copy stays for offline reading. A list
  // that left before a rename or delete is not stored when it lands (the resource layer keeps
  // local changes), so it cannot bring an old title or a deleted session back.
  const refreshSessions = useCallback(async () => {
    if (memberKey !== null) await revalidate(chatSessionsResource, { memberKey });
  }, [memberKey]);

  // Opening: suggestions, the login check, then the member's sessions.
  useEffect(() => {
    let live = true;
    void fetchSuggestions().then((items) => {
      if (live) setSuggestions(items);
    });
    if (isMember) {
      void fetchAuthStatus().then((loggedIn) => {
        if (!live) return;
        setServerSaysLoggedIn(loggedIn);
        if (loggedIn !== false) void refreshSessions();
      });
    }
    return () => {
      live = false;
      controller.current?.abort();
      window.cancelAnimationFrame(frame.current);
    };
  }, [isMember, refreshSessions]);

  /** Writes the streamed answer into the list, at most once per animation frame. */
  const paint = useCallback((key: string, immediate: boolean) => {
    const apply = () => {
      frame.current = 0;
      const state = stream.current;
      setMessages((list) => {
        if (state === null) return list.filter((message) => message.key !== key);
        return list.map((message) => (message.key === key ? state.message : message));
      });
    };
    if (immediate) {
      window.cancelAnimationFrame(frame.current);
      apply();
    } else if (frame.current === 0) {
      frame.current = window.requestAnimationFrame(apply);
    }
  }, []);

  const send = useCallback(
    (raw: string): boolean => {
      const text = raw.trim().slice(0, CHAT_LIMITS.textMax);
      if (!canSend(text, answering)) return false;
      if (!navigator.onLine) {
        setNotice(koChat.errors.offline);
        return false;
      }
      setNotice('');
      setView('conversation');
      const now = Date.now();
      const user: ChatMessage = { role: 'user', key: localKey('u'), content: text, timestamp: now, messageId: '' };
      const placeholder = newAssistantPlaceholder(koChat.status.waiting, now);
      const key = placeholder.key;
      stream.current = { message: placeholder, sessionId: sessionRef.current, userMessageCreatedAt: 0 };
      setMessages((list) => [...list, user, placeholder]);
      setAnswering(true);
      const abort = new AbortController();
      controller.current = abort;
      const requestSession = sessionRef.current;

      void (async () => {
        let outcome: 'done' | 'aborted' | 'failed' = 'failed';
        // The stream's failure and the non-streaming call's each say their own sentence (spec §8).
        let failure: string = koChat.errors.stream;
        try {
          ({ outcome } = await askAssistant({
            request: { text, session_id: member ? requestSession : '' },
            signal: abort.signal,
            onEvent: (event) => {
              if (!stream.current) return;
              stream.current = reduceStream(stream.current, event);
              paint(key, event.type !== 'token');
            },
          }));
        } catch (error) {
          if (error instanceof AnswerError && error.transport === 'post') failure = koChat.errors.response;
          console.warn('[chat] 답변 실패', error);
        }
        const current = stream.current;
        if (current) stream.current = settleStream(current, outcome, failure);
        paint(key, true);
        const final = stream.current;
        stream.current = null;
        if (controller.current === abort) controller.current = null;
        setAnswering(false);
        // Members: the exchange joins its session, kept on the device for offline reading.
        if (final && member && memberKey !== null && final.sessionId && final.message.complete) {
          const sessionOfAnswer = final.sessionId;
          if (sessionRef.current === requestSession) setSessionId(sessionOfAnswer);
          // Stored messages are keyed by the server's id: an answer that came without one is
          // shown, and the server's history brings it (with its id) the next time it is read.
          if (final.message.messageId !== '') {
            const userRecord = toMessageRecord({ ...user, messageId: `${final.message.messageId}-q`, timestamp: final.userMessageCreatedAt || now });
            const exchange = [userRecord, toMessageRecord(final.message)];
            await updateStored(chatHistoryResource, { memberKey, sessionId: sessionOfAnswer }, (list) => byMessageTime([...(list ?? []), ...exchange]));
          }
          const fresh: StoredSession = { id: sessionOfAnswer, title: text.slice(0, CHAT_LIMITS.titleMax), lastActivityAt: Date.now() };
          await updateStored(chatSessionsResource, { memberKey }, (list) => (list?.some((entry) => entry.id === sessionOfAnswer) ? list : bySessionActivity([fresh, ...(list ?? [])])));
          void refreshSessions();
        }
      })();
      return true;
    },
    [answering, member, memberKey, paint, refreshSessions],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  const newChat = useCallback(() => {
    controller.current?.abort();
    historyRequest.current += 1;
    setSessionId('');
    setMessages([]);
    setNotice('');
    setView('start');
  }, []);

  const openSession = useCallback(
    (id: string) => {
      if (answering) controller.current?.abort();
      const ticket = ++historyRequest.current;
      setSessionId(id);
      setView('conversation');
      setNotice('');
      if (memberKey === null) return;
      const params = { memberKey, sessionId: id };
      void (async () => {
        const cached = recordsToMessages((await readStored(chatHistoryResource, params).catch(() => null))?.data ?? []);
        if (ticket !== historyRequest.current) return;
        setMessages(cached);
        // The server's history replaces the stored copy (the layer writes it).
        const answer = await revalidate(chatHistoryResource, params);
        if (ticket !== historyRequest.current) return;
        if (answer.kind !== 'ok') {
          if (cached.length === 0) setNotice(koChat.errors.history);
          else if (!navigator.onLine) setNotice(koChat.errors.offlineHistory);
          return;
        }
        setMessages(recordsToMessages(answer.data));
      })();
    },
    [answering, memberKey],
  );

  const rename = useCallback(
    (id: string, title: string) => {
      const next = title.trim().slice(0, CHAT_LIMITS.titleMax);
      if (next === '' || memberKey === null) return;
      void updateStored(chatSessionsResource, { memberKey }, (list) => (list ?? []).map((entry) => (entry.id === id ? { ...entry, title: next } : entry)));
      void renameSession(id, next);
    },
    [memberKey],
  );

  const remove = useCallback(
    (id: string) => {
      if (memberKey === null) return;
      // Marked as changed at once: a list already on its way must not bring the session back.
      const removal = updateStored(chatSessionsResource, { memberKey }, (list) => (list ?? []).filter((entry) => entry.id !== id));
      void (async () => {
        await deleteSession(id);
        await removal;
        await forgetStored(chatHistoryResource, { memberKey, sessionId: id });
        if (sessionRef.current === id) newChat();
      })();
    },
    [memberKey, newChat],
  );

  const setFeedbackOf = useCallback((key: string, feedback: Feedback) => {
    setMessages((list) => list.map((message) => (message.key === key && message.role === 'assistant' ? { ...message, feedback } : message)));
  }, []);

  const rate = useCallback(
    (message: AssistantMessage, rating: Rating) => {
      if (!message.messageId) return;
      const previous = message.feedback;
      const step = toggleFeedback(previous, rating);
      setFeedbackOf(message.key, step.next);
      const session = member ? sessionRef.current : '';
      void sendFeedback(session, message.messageId, step.call.kind === 'reset' ? null : step.call.rating).then((ok) => {
        const settled = settleFeedback(previous, step, ok);
        if (!ok) setFeedbackOf(message.key, settled);
        else if (member && memberKey !== null && session) {
          void updateStored(chatHistoryResource, { memberKey, sessionId: session }, (list) =>
            list ? list.map((entry) => (entry.messageId === message.messageId ? { ...entry, feedback: settled } : entry)) : null,
          );
        }
      });
    },
    [member, memberKey, setFeedbackOf],
  );

  const toggleDetails = useCallback((key: string) => {
    setMessages((list) => list.map((message) => (message.key === key && message.role === 'assistant' ? { ...message, detailsOpen: !message.detailsOpen } : message)));
  }, []);

  return { view, member, sessions, sessionId, messages, answering, suggestions, notice, send, stop, newChat, openSession, rename, remove, rate, toggleDetails };
}



import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { ChatDetailsSchema, CHAT_LIMITS, type ChatHistoryItem, type ChatSession } from '../../../contract/chat';
import type { ChatMessageRecord, ChatSessionRecord } from '../../db/database';
import {
  deleteChatSession,
  listChatMessages,
  listChatSessions,
  putChatSession,
  renameChatSession,
  replaceChatMessages,
  saveChatMessages,
  saveChatSessions,
  setChatFeedback,
} from '../../db/repositories/chat-repository';
import { koChat } from '../../lib/i18n/messages-chat-ko';
import { deleteSession, fetchAuthStatus, fetchHistory, fetchSessions, fetchSuggestions, renameSession, sendFeedback } from './api/chat-calls';
import { streamChat } from './api/chat-stream';
import { localKey, newAssistantPlaceholder, parseTime, type AssistantMessage, type ChatMessage, type Feedback } from './model/chat-message';
import { settleFeedback, toggleFeedback, type Rating } from './model/feedback';
import { canSend } from './model/keyboard';
import { failStream, finishStream, reduceStream, stopStream, type StreamState } from './model/stream-reducer';

export interface SessionEntry {
  id: string;
  title: string;
  lastActivityAt: number;
}

const NO_SESSIONS: SessionEntry[] = [];

function toRecord(session: ChatSession): ChatSessionRecord {
  return { id: session.id, title: session.title, lastActivityAt: parseTime(session.last_activity_at, 0) };
}

function historyToMessages(items: ChatHistoryItem[]): ChatMessage[] {
  return items.map((item): ChatMessage => {
    const timestamp = parseTime(item.created_at, 0);
    if (item.role === 'user') return { role: 'user', key: item.message_id, content: item.content, timestamp, messageId: item.message_id };
    return {
      ...newAssistantPlaceholder('', timestamp),
      key: item.message_id,
      content: item.content,
      messageId: item.message_id,
      isLoading: false,
      done: true,
      complete: true,
      details: item.details,
      detailsOpen: false,
      feedback: item.feedback,
    };
  });
}

/** Stored records are input like any other: details that do not validate read as none. */
function recordsToMessages(records: ChatMessageRecord[]): ChatMessage[] {
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

function toMessageRecord(sessionId: string, message: ChatMessage): ChatMessageRecord {
  return {
    messageId: message.messageId,
    sessionId,
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

/** The assistant's state and actions for one opening of the panel (spec §4 "Chat"). */
export function useChat(isMember: boolean): ChatController {
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

  const stored = useLiveQuery(() => (isMember ? listChatSessions() : Promise.resolve(NO_SESSIONS)), [isMember], NO_SESSIONS);
  const sessions = member ? stored : NO_SESSIONS;

  /** Counts renames and deletions: a list asked for before one of them is out of date when it lands. */
  const sessionEdits = useRef(0);
  const refreshSessions = useCallback(async () => {
    const edits = sessionEdits.current;
    const list = await fetchSessions();
    // A failed list is only logged (spec §8): the stored copy stays for offline reading. A list
    // that left before a rename or delete would bring the old title or the deleted session back.
    if (list && edits === sessionEdits.current) await saveChatSessions(list.slice(0, CHAT_LIMITS.sessionsMax).map(toRecord));
  }, []);

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
        try {
          outcome = await streamChat({
            request: { text, session_id: member ? requestSession : '' },
            signal: abort.signal,
            onEvent: (event) => {
              if (!stream.current) return;
              stream.current = reduceStream(stream.current, event);
              paint(key, event.type !== 'token');
            },
          });
        } catch (error) {
          console.warn('[chat] 스트리밍 실패', error);
        }
        const current = stream.current;
        if (current) {
          stream.current = outcome === 'done' ? finishStream(current) : outcome === 'aborted' ? stopStream(current) : failStream(current);
        }
        paint(key, true);
        const final = stream.current;
        stream.current = null;
        if (controller.current === abort) controller.current = null;
        setAnswering(false);
        // Members: the exchange joins its session, kept on the device for offline reading.
        if (final && member && final.sessionId && final.message.complete) {
          const sessionOfAnswer = final.sessionId;
          if (sessionRef.current === requestSession) setSessionId(sessionOfAnswer);
          const userRecord = toMessageRecord(sessionOfAnswer, { ...user, messageId: `${final.message.messageId}-q`, timestamp: final.userMessageCreatedAt || now });
          await saveChatMessages([userRecord, toMessageRecord(sessionOfAnswer, final.message)]);
          if (!stored.some((entry) => entry.id === sessionOfAnswer)) await putChatSession({ id: sessionOfAnswer, title: text.slice(0, CHAT_LIMITS.titleMax), lastActivityAt: Date.now() });
          void refreshSessions();
        }
      })();
      return true;
    },
    [answering, member, paint, refreshSessions, stored],
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
      void (async () => {
        const cached = recordsToMessages(await listChatMessages(id));
        if (ticket !== historyRequest.current) return;
        setMessages(cached);
        const items = await fetchHistory(id);
        if (ticket !== historyRequest.current) return;
        if (items === null) {
          if (cached.length === 0) setNotice(koChat.errors.history);
          else if (!navigator.onLine) setNotice(koChat.errors.offlineHistory);
          return;
        }
        const fresh = historyToMessages(items);
        setMessages(fresh);
        await replaceChatMessages(id, fresh.map((message) => toMessageRecord(id, message)));
      })();
    },
    [answering],
  );

  const rename = useCallback((id: string, title: string) => {
    const next = title.trim().slice(0, CHAT_LIMITS.titleMax);
    if (next === '') return;
    sessionEdits.current += 1;
    void renameChatSession(id, next);
    void renameSession(id, next);
  }, []);

  const remove = useCallback(
    (id: string) => {
      sessionEdits.current += 1;
      void (async () => {
        await deleteSession(id);
        await deleteChatSession(id);
        if (sessionRef.current === id) newChat();
      })();
    },
    [newChat],
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
        else if (member) void setChatFeedback(message.messageId, settled);
      });
    },
    [member, setFeedbackOf],
  );

  const toggleDetails = useCallback((key: string) => {
    setMessages((list) => list.map((message) => (message.key === key && message.role === 'assistant' ? { ...message, detailsOpen: !message.detailsOpen } : message)));
  }, []);

  return { view, member, sessions, sessionId, messages, answering, suggestions, notice, send, stop, newChat, openSession, rename, remove, rate, toggleDetails };
}



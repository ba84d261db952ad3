import * as v from 'valibot';
import { CHAT_LIMITS, type ChatHistoryItem, type ChatSession } from '../../../contract/chat';
import { mapAnswer } from '../../data/answer';
import { defineResource } from '../../data/resource';
import { fetchHistory, fetchSessions } from './api/chat-calls';
import { parseTime } from './model/chat-message';

/** A conversation as kept on the device for offline reading. */
const StoredSession = v.object({
  id: v.string(),
  title: v.string(),
  /** Epoch milliseconds. */
  lastActivityAt: v.number(),
});
export type StoredSession = v.InferOutput<typeof StoredSession>;

/** A message as kept on the device; details are checked again when shown (chat-message.ts). */
const StoredMessage = v.object({
  messageId: v.string(),
  role: v.picklist(['user', 'assistant']),
  content: v.string(),
  /** Epoch milliseconds. */
  createdAt: v.number(),
  feedback: v.nullable(v.picklist(['good', 'bad'])),
  details: v.unknown(),
});
export type StoredMessage = v.InferOutput<typeof StoredMessage>;

export interface ChatMember {
  /** The member's user_key: their conversations are theirs alone, and leave at logout. */
  memberKey: string;
}

function toStoredSession(session: ChatSession): StoredSession {
  return { id: session.id, title: session.title, lastActivityAt: parseTime(session.last_activity_at, 0) };
}

export function toStoredMessages(items: ChatHistoryItem[]): StoredMessage[] {
  return items.map((item) => ({
    messageId: item.message_id,
    role: item.role,
    content: item.content,
    createdAt: parseTime(item.created_at, 0),
    feedback: item.feedback,
    details: item.details,
  }));
}

/** Newest activity first (the order of the history side list). */
export function bySessionActivity(list: StoredSession[]): StoredSession[] {
  return [...list].sort((a, b) => b.lastActivityAt - a.lastActivityAt);
}

/** Oldest message first; a message saved twice (same id) is kept once, the later copy winning. */
export function byMessageTime(list: StoredMessage[]): StoredMessage[] {
  const byId = new Map(list.map((message) => [message.messageId, message]));
  return [...byId.values()].sort((a, b) => a.createdAt - b.createdAt);
}

/** The member's conversations (the history side list), cache-first. */
export const chatSessionsResource = defineResource({
  family: 'chat-sessions',
  id: () => '',
  owner: (params: ChatMember) => params.memberKey,
  schema: v.array(StoredSession),
  policy: 'cache-first',
  fetch: async () => mapAnswer(await fetchSessions(), (sessions) => bySessionActivity(sessions.slice(0, CHAT_LIMITS.sessionsMax).map(toStoredSession))),
});

/** The messages of one conversation, cache-first. */
export const chatHistoryResource = defineResource({
  family: 'chat-history',
  id: (params: ChatMember & { sessionId: string }) => params.sessionId,
  owner: (params) => params.memberKey,
  schema: v.array(StoredMessage),
  policy: 'cache-first',
  fetch: async (params) => mapAnswer(await fetchHistory(params.sessionId), (items) => byMessageTime(toStoredMessages(items))),
});

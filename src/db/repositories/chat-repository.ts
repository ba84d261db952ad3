import { getDatabase, type ChatMessageRecord, type ChatSessionRecord } from '../database';

export async function listChatSessions(): Promise<ChatSessionRecord[]> {
  return getDatabase().chatSessions.orderBy('lastActivityAt').reverse().toArray();
}

export async function saveChatSessions(sessions: ChatSessionRecord[]): Promise<void> {
  const db = getDatabase();
  await db.transaction('rw', db.chatSessions, async () => {
    await db.chatSessions.clear();
    await db.chatSessions.bulkPut(sessions);
  });
}

export async function listChatMessages(sessionId: string): Promise<ChatMessageRecord[]> {
  return getDatabase()
    .chatMessages.where('[sessionId+createdAt]')
    .between([sessionId, -Infinity], [sessionId, Infinity])
    .toArray();
}

export async function saveChatMessages(messages: ChatMessageRecord[]): Promise<void> {
  await getDatabase().chatMessages.bulkPut(messages);
}

export async function deleteChatSession(id: string): Promise<void> {
  const db = getDatabase();
  await db.transaction('rw', db.chatSessions, db.chatMessages, async () => {
    await db.chatSessions.delete(id);
    await db.chatMessages.where('sessionId').equals(id).delete();
  });
}


/** Adds or updates one session (a new conversation, or new activity in one). */
export async function putChatSession(session: ChatSessionRecord): Promise<void> {
  await getDatabase().chatSessions.put(session);
}

export async function renameChatSession(id: string, title: string): Promise<void> {
  await getDatabase().chatSessions.update(id, { title });
}

/** Replaces a session's stored messages with the server's history. */
export async function replaceChatMessages(sessionId: string, messages: ChatMessageRecord[]): Promise<void> {
  const db = getDatabase();
  await db.transaction('rw', db.chatMessages, async () => {
    await db.chatMessages.where('sessionId').equals(sessionId).delete();
    await db.chatMessages.bulkPut(messages);
  });
}

export async function setChatFeedback(messageId: string, feedback: 'good' | 'bad' | null): Promise<void> {
  await getDatabase().chatMessages.update(messageId, { feedback });
}

// Logout clears chat through chat-cleanup.ts, a file of its own: the session code is on every
// page, and this repository's other functions need not ride along with it.
export { clearChat } from './chat-cleanup';

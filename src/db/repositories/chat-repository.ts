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

/** Chat history belongs to a member: cleared at logout. */
export async function clearChat(): Promise<void> {
  const db = getDatabase();
  await db.transaction('rw', db.chatSessions, db.chatMessages, async () => {
    await db.chatSessions.clear();
    await db.chatMessages.clear();
  });
}

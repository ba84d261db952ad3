import { getDatabase } from '../database';

/** Chat history belongs to a member: cleared at logout. */
export async function clearChat(): Promise<void> {
  const db = getDatabase();
  await db.transaction('rw', db.chatSessions, db.chatMessages, async () => {
    await db.chatSessions.clear();
    await db.chatMessages.clear();
  });
}

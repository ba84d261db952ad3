import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { CHAT_LIMITS, ChatDetailsSchema, type ChatDetails, type ChatHistoryItem, type ChatSession } from '../../contract/chat';
import type { Queryable } from '../db/db';

/* The assistant's conversations (migration 0008). Every call that names a session also names the
 * member, so one member's session is never read, renamed, deleted or rated by another. */

/** How long a visitor's answer is kept for its rating. */
export const VISITOR_ANSWER_TTL_MS = 24 * 60 * 60 * 1000;

/** A random id of the contract's Id alphabet. */
export const newChatId = (): string => randomBytes(16).toString('base64url');

const iso = (ms: number): string => new Date(ms).toISOString();
const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A session's title from its first question: one line, at most ~30 characters. */
export function titleFromQuestion(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= 30 ? line : `${chars.slice(0, 30).join('').trimEnd()}…`;
}

export async function listSessions(db: Queryable, memberId: number): Promise<ChatSession[]> {
  return db.query<ChatSession>(
    `SELECT id, title, ${ISO('last_activity_at')} AS last_activity_at
       FROM chat_sessions WHERE member_id = $1
      ORDER BY last_activity_at DESC, id LIMIT $2`,
    [memberId, CHAT_LIMITS.sessionsMax],
  );
}

export async function sessionExists(db: Queryable, memberId: number, sessionId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM chat_sessions WHERE id = $1 AND member_id = $2', [sessionId, memberId]);
  return rows.length > 0;
}

export async function createSession(db: Queryable, memberId: number, title: string, now: number): Promise<string> {
  const id = newChatId();
  await db.query(
    `INSERT INTO chat_sessions (id, member_id, title, created_at, last_activity_at) VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz)`,
    [id, memberId, title, iso(now)],
  );
  return id;
}

/** true when the member's session was renamed; false when it is not theirs (or gone). */
export async function renameSession(db: Queryable, memberId: number, sessionId: string, title: string): Promise<boolean> {
  const rows = await db.query('UPDATE chat_sessions SET title = $3 WHERE id = $1 AND member_id = $2 RETURNING id', [sessionId, memberId, title]);
  return rows.length > 0;
}

/** Deletes the member's session with its messages; false when it is not theirs. */
export async function deleteSession(db: Queryable, memberId: number, sessionId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM chat_sessions WHERE id = $1 AND member_id = $2 RETURNING id', [sessionId, memberId]);
  return rows.length > 0;
}

interface HistoryRow {
  role: 'user' | 'assistant';
  content: string;
  message_id: string;
  created_at: string;
  feedback: 'good' | 'bad' | null;
  details: string | null;
}

/** Stored details are input like any other: an invalid record reads as null. */
function readDetails(text: string | null): ChatDetails | null {
  if (text === null) return null;
  try {
    const parsed = v.safeParse(ChatDetailsSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The session's messages, oldest first; [] when the session is not the member's. */
export async function listHistory(db: Queryable, memberId: number, sessionId: string): Promise<ChatHistoryItem[]> {
  const rows = await db.query<HistoryRow>(
    `SELECT m.role, m.content, m.message_id, ${ISO('m.created_at')} AS created_at, m.feedback, m.details::text AS details
       FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
      WHERE m.session_id = $1 AND s.member_id = $2
      ORDER BY m.seq`,
    [sessionId, memberId],
  );
  return rows.map((row) => ({ ...row, details: readDetails(row.details) }));
}

export interface NewMessage {
  messageId: string;
  /** null: a visitor's answer (kept for its rating only). */
  sessionId: string | null;
  memberId: number | null;
  role: 'user' | 'assistant';
  content: string;
  details: ChatDetails | null;
  now: number;
}

/** Stores one message and moves its session's last activity. */
export async function insertMessage(db: Queryable, message: NewMessage): Promise<void> {
  await db.query(
    `INSERT INTO chat_messages (message_id, session_id, member_id, role, content, details, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::timestamptz)`,
    [
      message.messageId,
      message.sessionId,
      message.memberId,
      message.role,
      message.content,
      message.details === null ? null : JSON.stringify(message.details),
      iso(message.now),
    ],
  );
  if (message.sessionId !== null) {
    await db.query('UPDATE chat_sessions SET last_activity_at = greatest(last_activity_at, $2::timestamptz) WHERE id = $1', [
      message.sessionId,
      iso(message.now),
    ]);
  }
}

/** Deletes visitors' answers older than VISITOR_ANSWER_TTL_MS; answers how many. */
export async function purgeVisitorAnswers(db: Queryable, now: number): Promise<number> {
  const rows = await db.query('DELETE FROM chat_messages WHERE session_id IS NULL AND created_at < $1::timestamptz RETURNING 1', [
    iso(now - VISITOR_ANSWER_TTL_MS),
  ]);
  return rows.length;
}

/** Who rates: a member (their own sessions) or a visitor (visitors' answers, session_id ''). */
export type Rater = { memberId: number } | { memberId: null };

/**
 * Sets (good/bad) or clears (null) the rating of an answer. A member rates answers of their own
 * session `sessionId`; a visitor (sessionId '') rates answers kept for visitors. false otherwise.
 */
export async function setFeedback(
  db: Queryable,
  rater: Rater,
  sessionId: string,
  messageId: string,
  rating: 'good' | 'bad' | null,
): Promise<boolean> {
  if (sessionId === '') {
    const rows = await db.query(
      `UPDATE chat_messages SET feedback = $2 WHERE message_id = $1 AND role = 'assistant' AND session_id IS NULL RETURNING 1`,
      [messageId, rating],
    );
    return rows.length > 0;
  }
  if (rater.memberId === null) return false;
  const rows = await db.query(
    `UPDATE chat_messages m SET feedback = $4
       FROM chat_sessions s
      WHERE m.message_id = $1 AND m.role = 'assistant' AND m.session_id = $2 AND s.id = m.session_id AND s.member_id = $3
      RETURNING 1`,
    [messageId, sessionId, rater.memberId, rating],
  );
  return rows.length > 0;
}

import {
  AuthStatusResponse,
  ChatHistoryResponse,
  ChatSessionsResponse,
  SuggestionsResponse,
  type ChatHistoryItem,
  type ChatSession,
} from '../../../../contract/chat';
import { answerOf } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';

/* Every chat call sends cookies (spec §7) and never raises the error page: the panel handles
 * its own failures (spec §8). */
const BASE = { base: '/', credentials: 'include', errorPage: false } as const;

/** Login as the assistant's server sees it; null when it cannot tell (offline). */
export async function fetchAuthStatus(): Promise<boolean | null> {
  const result = await request({ ...BASE, path: '/api/auth/status', method: 'GET', schema: AuthStatusResponse });
  return result.data ? result.data.isLoggedIn : null;
}

/** The member's sessions; a failure is only logged (spec §8) and the stored list stays. */
export async function fetchSessions(): Promise<FetchAnswer<ChatSession[]>> {
  const result = await request({ ...BASE, path: '/api/chat/sessions', method: 'GET', schema: ChatSessionsResponse });
  if (!result.success || !result.data) console.warn('[chat] 대화 목록을 불러오지 못했습니다.', result.error?.message);
  const answer = answerOf(result);
  return answer.kind === 'ok' ? { kind: 'ok', data: answer.data.sessions } : answer;
}

export async function fetchHistory(sessionId: string): Promise<FetchAnswer<ChatHistoryItem[]>> {
  const result = await request({ ...BASE, path: '/api/chat/history', method: 'GET', query: { session_id: sessionId }, schema: ChatHistoryResponse });
  const answer = answerOf(result);
  return answer.kind === 'ok' ? { kind: 'ok', data: answer.data.items } : answer;
}

export async function renameSession(id: string, title: string): Promise<boolean> {
  const result = await request({ ...BASE, path: `/api/chat/sessions/${encodeURIComponent(id)}`, method: 'PATCH', body: { title } });
  if (!result.success) console.warn('[chat] 대화 제목을 바꾸지 못했습니다.', result.error?.message);
  return result.success;
}

export async function deleteSession(id: string): Promise<boolean> {
  const result = await request({ ...BASE, path: `/api/chat/sessions/${encodeURIComponent(id)}`, method: 'DELETE' });
  if (!result.success) console.warn('[chat] 대화를 삭제하지 못했습니다.', result.error?.message);
  return result.success;
}

export async function sendFeedback(sessionId: string, messageId: string, rating: 'good' | 'bad' | null): Promise<boolean> {
  const result =
    rating === null
      ? await request({ ...BASE, path: '/api/feedback/reset', method: 'POST', body: { session_id: sessionId, message_id: messageId } })
      : await request({ ...BASE, path: '/api/feedback', method: 'POST', body: { session_id: sessionId, message_id: messageId, rating } });
  if (!result.success) console.warn('[chat] 평가를 저장하지 못했습니다.', result.error?.message);
  return result.success;
}

/** Suggested questions (locale ko, limit 10); a failure is only logged and reads as []. */
export async function fetchSuggestions(): Promise<string[]> {
  const result = await request({ ...BASE, path: '/api/suggestions', method: 'GET', query: { locale: 'ko', limit: 10 }, schema: SuggestionsResponse });
  if (!result.success || !result.data) {
    console.warn('[chat] 추천 질문을 불러오지 못했습니다.', result.error?.message);
    return [];
  }
  return result.data.items.slice(0, 10);
}


import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  CHAT_LIMITS,
  ChatRequest,
  FeedbackRequest,
  FeedbackResetRequest,
  RenameSessionRequest,
  type AuthStatusResponse,
  type ChatHistoryResponse,
  type ChatResponse,
  type ChatSessionsResponse,
  type StreamEvent,
  type SuggestionsResponse,
} from '../../contract/chat';
import { MANAGE_CODE } from '../../contract/constants';
import { AbortedError, runAssistant, type AssistantAnswer, type AssistantOptions, type ProgressEvent } from '../assistant/pipeline';
import { modelConfigFromEnv } from '../assistant/model';
import { suggestedQuestions } from '../assistant/suggestions';
import { AUTH_MESSAGES, currentSession, type Auth } from '../auth/auth';
import { seoulDay } from '../calendar';
import type { Queryable } from '../db/db';
import { clientAddress } from '../http/client-info';
import { HttpError, MESSAGES } from '../http/errors';
import { SlidingWindowLimiter, type WindowLimits } from '../http/rate-limit';
import { describeIssue, parseRequest } from '../http/validate';
import {
  createSession,
  deleteSession,
  insertMessage,
  listHistory,
  listSessions,
  newChatId,
  purgeVisitorAnswers,
  renameSession,
  sessionExists,
  setFeedback,
  titleFromQuestion,
} from '../repositories/chat-repository';

/* The AI assistant under /api (docs/api.md "AI assistant"; contract/chat.ts). */

export const CHAT_MESSAGES = {
  sessionNotFound: '대화를 찾을 수 없습니다.',
  messageNotFound: '평가할 답변을 찾을 수 없습니다.',
  tooMany: '질문이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  streamFailed: '죄송합니다. 스트리밍 중 오류가 발생했습니다.',
  badId: '식별자 형식이 올바르지 않습니다.',
} as const;

export const DEFAULT_TOKEN_DELAY_MS = 12;
export const DEFAULT_CHAT_RATE: WindowLimits = { max: 20, windowMs: 60_000 };

export interface ChatOptions {
  assistant?: Partial<AssistantOptions>;
  /** Questions (chat and chat/stream) per member or client address. */
  rateLimit?: WindowLimits;
  logError?: (error: unknown) => void;
}

export interface ChatApiDeps extends ChatOptions {
  db: Queryable;
  auth: Auth;
}

/** The assistant's settings from the environment (CHAT_TOKEN_DELAY_MS, CHAT_MODEL_*), then the given ones. */
export function assistantOptions(given: Partial<AssistantOptions> = {}, env: Record<string, string | undefined> = process.env): AssistantOptions {
  const delay = Number(env.CHAT_TOKEN_DELAY_MS);
  return {
    tokenDelayMs: Number.isFinite(delay) && delay >= 0 && env.CHAT_TOKEN_DELAY_MS?.trim() !== '' && env.CHAT_TOKEN_DELAY_MS !== undefined ? delay : DEFAULT_TOKEN_DELAY_MS,
    model: modelConfigFromEnv(env),
    fetch: (input, init) => fetch(input, init),
    warn: (message) => console.warn(message),
    ...given,
  };
}

const IdParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, CHAT_MESSAGES.badId));

function parseId(value: string | undefined, field: string): string {
  const result = v.safeParse(IdParam, value ?? '');
  if (!result.success) throw new HttpError(400, `${CHAT_MESSAGES.badId} (${field})`, field);
  return result.output;
}

const HistoryQuery = v.object({ session_id: v.optional(v.union([v.literal(''), IdParam]), '') });
const SuggestionsQuery = v.object({
  locale: v.optional(v.picklist(['ko'], "locale은 'ko'만 지원합니다."), 'ko'),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'limit은 1 이상의 정수여야 합니다.'),
      v.transform(Number),
      v.minValue(1, 'limit은 1 이상의 정수여야 합니다.'),
      v.maxValue(CHAT_LIMITS.suggestionsMax, `limit은 ${CHAT_LIMITS.suggestionsMax} 이하여야 합니다.`),
    ),
    String(CHAT_LIMITS.suggestionsMax),
  ),
});

function parseQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.query(), { abortEarly: true });
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new HttpError(400, describeIssue(issue), v.getDotPath(issue) ?? undefined);
}

/** The member of the request's session, or null for a visitor. */
async function memberIdOf(c: Context, auth: Auth): Promise<number | null> {
  const session = await currentSession(c, auth);
  return session ? session.member.id : null;
}

async function requireMemberId(c: Context, auth: Auth): Promise<number> {
  const memberId = await memberIdOf(c, auth);
  if (memberId === null) throw new HttpError(401, AUTH_MESSAGES.loginRequired);
  return memberId;
}

interface Turn {
  memberId: number | null;
  sessionId: string;
  userCreatedAt: string;
  question: string;
}

export function chatApiRoutes(deps: ChatApiDeps): Hono {
  const { db, auth } = deps;
  const options = assistantOptions(deps.assistant);
  const limiter = new SlidingWindowLimiter(deps.rateLimit ?? DEFAULT_CHAT_RATE, auth.now, auth.events, 'chat');
  const logError = deps.logError ?? ((error: unknown) => console.error(`[${new Date().toISOString()}] AI 도우미 오류:`, error));
  const routes = new Hono();
  // Every answer about the assistant's conversations depends on who asks (docs/security.md, V8):
  // no cache keeps one, the writes' answers included.
  for (const path of ['/chat', '/chat/*', '/feedback', '/feedback/*']) {
    routes.use(path, async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    });
  }

  routes.get('/health', (c) => c.json({ ok: true }));

  routes.get('/auth/status', async (c) => {
    const body: AuthStatusResponse = { isLoggedIn: (await memberIdOf(c, auth)) !== null };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  routes.get('/chat/sessions', async (c) => {
    const memberId = await memberIdOf(c, auth);
    const body: ChatSessionsResponse = { sessions: memberId === null ? [] : await listSessions(db, memberId) };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  routes.patch('/chat/sessions/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'id');
    const { title } = await parseRequest(c, RenameSessionRequest);
    const memberId = await requireMemberId(c, auth);
    if (!(await renameSession(db, memberId, id, title))) throw new HttpError(404, CHAT_MESSAGES.sessionNotFound);
    return c.json({ ok: true as const });
  });

  routes.delete('/chat/sessions/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'id');
    const memberId = await requireMemberId(c, auth);
    if (!(await deleteSession(db, memberId, id))) throw new HttpError(404, CHAT_MESSAGES.sessionNotFound);
    return c.json({ ok: true as const });
  });

  routes.get('/chat/history', async (c) => {
    const { session_id } = parseQuery(c, HistoryQuery);
    const memberId = await memberIdOf(c, auth);
    c.header('Cache-Control', 'no-store');
    if (memberId === null || session_id === '') return c.json({ items: [] } satisfies ChatHistoryResponse);
    if (!(await sessionExists(db, memberId, session_id))) throw new HttpError(404, CHAT_MESSAGES.sessionNotFound);
    const body: ChatHistoryResponse = { items: await listHistory(db, memberId, session_id) };
    return c.json(body);
  });

  /** Validates the question, applies the rate limit, and opens (or finds) the member's session. */
  async function beginTurn(c: Context): Promise<Turn> {
    const input = await parseRequest(c, ChatRequest);
    const memberId = await memberIdOf(c, auth);
    const key = memberId === null ? `ip:${clientAddress(c, auth.trustProxy)}` : `member:${memberId}`;
    const decision = await limiter.take(key);
    if (!decision.allowed) {
      throw new HttpError(429, CHAT_MESSAGES.tooMany, undefined, { 'Retry-After': String(decision.retryAfterSeconds) });
    }
    const now = auth.now();
    const userCreatedAt = new Date(now).toISOString();
    if (memberId === null) return { memberId, sessionId: '', userCreatedAt, question: input.text };
    let sessionId = input.session_id;
    if (sessionId !== '' && !(await sessionExists(db, memberId, sessionId))) throw new HttpError(404, CHAT_MESSAGES.sessionNotFound);
    if (sessionId === '') sessionId = await createSession(db, memberId, titleFromQuestion(input.text), now);
    await insertMessage(db, { messageId: newChatId(), sessionId, memberId, role: 'user', content: input.text, details: null, now });
    return { memberId, sessionId, userCreatedAt, question: input.text };
  }

  /** Stores the answer: in the member's session, or as a visitor's answer kept for its rating. */
  async function saveAnswer(turn: Turn, answer: AssistantAnswer): Promise<{ messageId: string; createdAt: string }> {
    const now = Math.max(auth.now(), Date.parse(turn.userCreatedAt) + 1);
    const messageId = newChatId();
    if (turn.memberId === null) await purgeVisitorAnswers(db, now);
    await insertMessage(db, {
      messageId,
      sessionId: turn.memberId === null ? null : turn.sessionId,
      memberId: turn.memberId,
      role: 'assistant',
      content: answer.answer,
      details: answer.details,
      now,
    });
    return { messageId, createdAt: new Date(now).toISOString() };
  }

  const context = () => {
    const now = auth.now();
    return { db, manageCode: MANAGE_CODE, today: seoulDay(now), now };
  };

  routes.post('/chat', async (c) => {
    const turn = await beginTurn(c);
    let answer: AssistantAnswer;
    try {
      answer = await runAssistant(context(), turn.question, options, c.req.raw.signal);
    } catch (error) {
      // The client went away: nobody reads the answer, so none is stored (499: client closed request).
      if (error instanceof AbortedError) return new Response(null, { status: 499 });
      throw error;
    }
    const saved = await saveAnswer(turn, answer);
    const body: ChatResponse = {
      answer: answer.answer,
      session_id: turn.sessionId,
      message_id: saved.messageId,
      created_at: saved.createdAt,
      user_message_created_at: turn.userCreatedAt,
      ...answer.details,
    };
    return c.json(body);
  });

  routes.post('/chat/stream', async (c) => {
    const turn = await beginTurn(c);
    const abort = new AbortController();
    const requestSignal = c.req.raw.signal;
    const onRequestAbort = () => abort.abort();
    requestSignal.addEventListener('abort', onRequestAbort, { once: true });
    const encoder = new TextEncoder();
    let closed = false;

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const write = (text: string) => {
          if (closed) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            closed = true;
          }
        };
        const send = (event: StreamEvent | ProgressEvent) => write(`data: ${JSON.stringify(event)}\n\n`);
        const finish = () => {
          requestSignal.removeEventListener('abort', onRequestAbort);
          if (closed) return;
          closed = true;
          controller.close();
        };
        void (async () => {
          try {
            const answer = await runAssistant(context(), turn.question, options, abort.signal, send);
            if (abort.signal.aborted) throw new AbortedError();
            const saved = await saveAnswer(turn, answer);
            send({
              type: 'final',
              final_answer: answer.answer,
              message_id: saved.messageId,
              created_at: saved.createdAt,
              user_message_created_at: turn.userCreatedAt,
              session_id: turn.sessionId,
              ...answer.details,
            });
            send({ type: 'complete' });
            send({ type: 'graph_complete' });
          } catch (error) {
            if (abort.signal.aborted || error instanceof AbortedError) {
              finish();
              return;
            }
            logError(error);
            send({ type: 'error', message: CHAT_MESSAGES.streamFailed });
          }
          write('data: [DONE]\n\n');
          finish();
        })();
      },
      cancel() {
        // The client went away: stop the pipeline and the pacing; nothing more is written or saved.
        closed = true;
        abort.abort();
      },
    });

    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      },
    });
  });

  routes.post('/feedback', async (c) => {
    const input = await parseRequest(c, FeedbackRequest);
    const memberId = await memberIdOf(c, auth);
    if (!(await setFeedback(db, { memberId }, input.session_id, input.message_id, input.rating))) {
      throw new HttpError(404, CHAT_MESSAGES.messageNotFound);
    }
    return c.json({ ok: true as const });
  });

  routes.post('/feedback/reset', async (c) => {
    const input = await parseRequest(c, FeedbackResetRequest);
    const memberId = await memberIdOf(c, auth);
    if (!(await setFeedback(db, { memberId }, input.session_id, input.message_id, null))) {
      throw new HttpError(404, CHAT_MESSAGES.messageNotFound);
    }
    return c.json({ ok: true as const });
  });

  routes.get('/suggestions', async (c) => {
    const { limit } = parseQuery(c, SuggestionsQuery);
    const body: SuggestionsResponse = { items: await suggestedQuestions(db, MANAGE_CODE, limit) };
    return c.json(body);
  });

  routes.all('*', () => {
    throw new HttpError(404, MESSAGES.notFound);
  });
  return routes;
}

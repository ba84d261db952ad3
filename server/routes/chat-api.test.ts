import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthStatusResponse,
  ChatHistoryResponse,
  ChatResponse,
  ChatSessionsResponse,
  StreamEvent,
  SuggestionsResponse,
} from '../../contract/chat';
import { SESSION_COOKIE } from '../../contract/auth';
import { ErrorEnvelope } from '../../contract/envelope';
import { createApp } from '../app';
import type { Db, Queryable } from '../db/db';
import { seedDiscoveryIfEmpty } from '../seed/discovery';
import { seedHoldingsIfEmpty } from '../seed/holdings';
import { SEED_BOOKS } from '../seed/books';
import { MemberClient } from '../testing/member-client';
import { openSeededTestDb } from '../testing/test-db';
import type { ChatOptions } from './chat-api';

let db: Db;
let app: ReturnType<typeof createApp>;
const errors: unknown[] = [];

const makeApp = (chat: ChatOptions, database: Queryable = db) =>
  createApp({ db: database as Db, distDir: '/nonexistent-dist', chat: { logError: (e) => errors.push(e), ...chat } });

beforeAll(async () => {
  db = await openSeededTestDb();
  await seedHoldingsIfEmpty(db);
  await seedDiscoveryIfEmpty(db);
  app = makeApp({ assistant: { tokenDelayMs: 0, model: null } });
});
afterAll(() => db.close());

/** A browser: the session cookie of a member, or none for a visitor. */
class Browser {
  constructor(readonly client: MemberClient = new MemberClient(app)) {}
  get cookieHeader(): Record<string, string> {
    return this.client.cookie ? { Cookie: `${SESSION_COOKIE}=${this.client.cookie}` } : {};
  }
  request(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {}, on = app) {
    return on.request(`/api${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...this.cookieHeader, ...init.headers },
      ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  }
  async json<S extends v.GenericSchema>(schema: S, path: string, init: Parameters<Browser['request']>[1] = {}): Promise<v.InferOutput<S>> {
    const response = await this.request(path, init);
    expect(response.status, await response.clone().text()).toBe(200);
    return v.parse(schema, await response.json());
  }
}

const visitor = () => new Browser();
async function member(id: string): Promise<Browser> {
  const client = new MemberClient(app);
  await client.login(id);
  return new Browser(client);
}

/** The events of an SSE body, and whether it ended with [DONE]. */
function parseSse(text: string): { events: StreamEvent[]; done: boolean; frames: string[] } {
  const frames = text.split('\n\n').filter((f) => f !== '');
  const events: StreamEvent[] = [];
  let done = false;
  for (const frame of frames) {
    expect(frame.startsWith('data: ')).toBe(true);
    const data = frame.slice(6);
    if (data === '[DONE]') {
      done = true;
      continue;
    }
    expect(done).toBe(false);
    events.push(v.parse(StreamEvent, JSON.parse(data)));
  }
  return { events, done, frames };
}

async function errorOf(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  return v.parse(ErrorEnvelope, await response.json()).RESULT_MESSAGE;
}

describe('auth status and suggestions', () => {
  it('tells a visitor from a member', async () => {
    expect(await visitor().json(AuthStatusResponse, '/auth/status')).toEqual({ isLoggedIn: false });
    expect(await (await member('member1')).json(AuthStatusResponse, '/auth/status')).toEqual({ isLoggedIn: true });
  });

  it('suggests ten Korean questions grounded in the data', async () => {
    const { items } = await visitor().json(SuggestionsResponse, '/suggestions?locale=ko&limit=10');
    expect(items).toHaveLength(10);
    const titles = SEED_BOOKS.map((b) => b.title);
    expect(items.some((q) => titles.some((t) => q.startsWith(t)))).toBe(true);
    expect(items).toContain('이번 주말 프로그램 뭐 있어요?');
    expect(items).toContain('오늘 도서관 몇 시까지 열어요?');
    expect(items).toContain('기후위기 관련 책 추천해 주세요');
    expect((await visitor().json(SuggestionsResponse, '/suggestions?limit=3')).items).toHaveLength(3);
  });

  it('refuses a bad limit or locale with a Korean message', async () => {
    expect(await errorOf(await visitor().request('/suggestions?limit=0'), 400)).toContain('limit');
    expect(await errorOf(await visitor().request('/suggestions?limit=11'), 400)).toContain('10 이하');
    expect(await errorOf(await visitor().request('/suggestions?locale=en'), 400)).toContain("'ko'");
  });
});

describe('a visitor', () => {
  it('gets an answer with details and no session, and no history', async () => {
    const body = await visitor().json(ChatResponse, '/chat', { method: 'POST', body: { text: '소년이 온다 있어요?' } });
    expect(body.session_id).toBe('');
    // The text counts and points to the book list; the list (final_structured) names the book, once.
    expect(body.answer).toContain("검색어 '소년 온다'로 찾은 소장 자료 1권입니다.");
    expect(body.answer).not.toContain('[소년이 온다]');
    expect(body.intent).toBe('catalog_search');
    expect(body.final_structured?.render_type).toBe('catalog_list');
    expect(body.final_structured?.items[0]).toMatchObject({ kind: 'book', title: '소년이 온다', url: expect.stringContaining('/search/search-detail/0?bookType=book&bookKey=') });
    expect(body.verification_status).toBe('verified');
    expect(Date.parse(body.created_at)).toBeGreaterThan(Date.parse(body.user_message_created_at));
    expect(await visitor().json(ChatSessionsResponse, '/chat/sessions')).toEqual({ sessions: [] });
    expect(await visitor().json(ChatHistoryResponse, '/chat/history?session_id=abc')).toEqual({ items: [] });
    expect(await visitor().json(ChatHistoryResponse, '/chat/history')).toEqual({ items: [] });
  });

  it("rates a visitor's answer (set, change, reset), and nothing else", async () => {
    const body = await visitor().json(ChatResponse, '/chat', { method: 'POST', body: { text: '주차 돼요?', session_id: '' } });
    const rate = (payload: object, path = '/feedback') => visitor().request(path, { method: 'POST', body: payload });
    expect((await rate({ session_id: '', message_id: body.message_id, rating: 'good' })).status).toBe(200);
    expect((await rate({ session_id: '', message_id: body.message_id, rating: 'bad' })).status).toBe(200);
    const [row] = await db.query<{ feedback: string | null }>('SELECT feedback FROM chat_messages WHERE message_id = $1', [body.message_id]);
    expect(row?.feedback).toBe('bad');
    expect((await rate({ session_id: '', message_id: body.message_id }, '/feedback/reset')).status).toBe(200);
    const [after] = await db.query<{ feedback: string | null }>('SELECT feedback FROM chat_messages WHERE message_id = $1', [body.message_id]);
    expect(after?.feedback).toBeNull();
    expect(await errorOf(await rate({ session_id: '', message_id: 'nope', rating: 'good' }), 404)).toBe('평가할 답변을 찾을 수 없습니다.');
    expect((await rate({ session_id: 'someone', message_id: body.message_id, rating: 'good' })).status).toBe(404);
    expect(await errorOf(await rate({ session_id: '', message_id: body.message_id, rating: 'great' }), 400)).toContain("'good' 또는 'bad'");
  });

  it("cannot touch a member's sessions", async () => {
    expect((await visitor().request('/chat/sessions/abc', { method: 'PATCH', body: { title: 'x' } })).status).toBe(401);
    expect((await visitor().request('/chat/sessions/abc', { method: 'DELETE' })).status).toBe(401);
  });

  it('starts streaming before an unknown session could matter: a visitor sending a session_id still gets session_id ""', async () => {
    const body = await visitor().json(ChatResponse, '/chat', { method: 'POST', body: { text: '안녕하세요', session_id: 'abc' } });
    expect(body.session_id).toBe('');
    expect(body.intent).toBe('other');
  });
});

/** The fields spec §7 lists for POST /api/chat (answer, not response), plus the ids and times. */
const DETAIL_FIELDS = ['intent', 'confidence', 'evidence', 'final_structured', 'verification_status', 'verify_explanation', 'final_warning'];

describe('the answers as sent (raw JSON: the contract reads tolerantly, so it would hide a missing field)', () => {
  it('POST /api/chat answers every field of spec §7 with its type', async () => {
    const response = await visitor().request('/chat', { method: 'POST', body: { text: '소년이 온다 있어요?' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const raw = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(raw).sort()).toEqual(['answer', 'session_id', 'message_id', 'created_at', 'user_message_created_at', ...DETAIL_FIELDS].sort());
    expect(typeof raw.answer).toBe('string');
    expect(raw.answer).not.toBe('');
    expect(raw.session_id).toBe('');
    expect(typeof raw.confidence).toBe('number');
    expect(Array.isArray(raw.evidence)).toBe(true);
    expect(raw.final_structured).toMatchObject({ render_type: 'catalog_list' });
    expect(['verified', 'partial', 'unverified']).toContain(raw.verification_status);
    expect(typeof raw.verify_explanation).toBe('string');
    expect(typeof raw.final_warning).toBe('string');
  });

  it("a member's POST /api/chat starts a session and answers in it", async () => {
    const me = await member('member2');
    const first = (await (await me.request('/chat', { method: 'POST', body: { text: '주차 돼요?' } })).json()) as Record<string, string>;
    expect(first.session_id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const second = (await (await me.request('/chat', { method: 'POST', body: { text: '몇 시까지 해요?', session_id: first.session_id } })).json()) as Record<string, string>;
    expect(second.session_id).toBe(first.session_id);
    const { items } = await me.json(ChatHistoryResponse, `/chat/history?session_id=${first.session_id}`);
    expect(items.map((item) => item.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(items[3]?.message_id).toBe(second.message_id);
  });

  it('the stream sends the final event with every field, and token events with their content', async () => {
    const response = await visitor().request('/chat/stream', { method: 'POST', body: { text: '소년이 온다 있어요?' } });
    const raw = (await response.text())
      .split('\n\n')
      .filter((frame) => frame.startsWith('data: {'))
      .map((frame) => JSON.parse(frame.slice(6)) as Record<string, unknown>);
    const final = raw.find((event) => event.type === 'final');
    expect(Object.keys(final ?? {}).sort()).toEqual(['type', 'final_answer', 'session_id', 'message_id', 'created_at', 'user_message_created_at', ...DETAIL_FIELDS].sort());
    for (const token of raw.filter((event) => event.type === 'token')) expect(Object.keys(token).sort()).toEqual(['content', 'type']);
    expect(new Set(raw.map((event) => event.type))).toEqual(new Set(['node_start', 'answer_ready', 'token', 'final', 'complete', 'graph_complete']));
  });
});

describe('streaming', () => {
  it('frames every event as data lines, in order, ending with [DONE]', async () => {
    const response = await visitor().request('/chat/stream', { method: 'POST', body: { text: '한강 작가 책' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    const { events, done } = parseSse(text);
    expect(done).toBe(true);
    const types = events.map((e) => e.type);
    const firstToken = types.indexOf('token');
    expect(types.slice(0, firstToken)).toEqual(['node_start', 'node_start', 'node_start', 'node_start', 'answer_ready']);
    expect(events.slice(0, 4).map((e) => (e.type === 'node_start' ? e.node : ''))).toEqual(['intent', 'retrieval', 'compose', 'verify']);
    expect(types.slice(-3)).toEqual(['final', 'complete', 'graph_complete']);
    const tokens = events.flatMap((e) => (e.type === 'token' ? [e.content] : []));
    const final = events.find((e) => e.type === 'final');
    if (final?.type !== 'final') throw new Error('final 이벤트가 없습니다.');
    expect(tokens.join('')).toBe(final.final_answer);
    expect(tokens.length).toBeGreaterThan(20);
    expect(final.final_structured?.items.length).toBeGreaterThanOrEqual(3);
    expect(final.session_id).toBe('');
  });

  it('sends an error event, then [DONE], when the pipeline fails', async () => {
    const broken: Queryable = {
      query: (sql, params) => (sql.includes('FROM programs') ? Promise.reject(new Error('망가진 표')) : db.query(sql, params)),
      exec: (sql) => db.exec(sql),
    };
    const failing = makeApp({ assistant: { tokenDelayMs: 0 } }, broken);
    const before = errors.length;
    const response = await visitor().request('/chat/stream', { method: 'POST', body: { text: '이번 주말 프로그램' } }, failing);
    const { events, done } = parseSse(await response.text());
    expect(done).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'error', message: '죄송합니다. 스트리밍 중 오류가 발생했습니다.' });
    expect(errors.length).toBe(before + 1);
  });

  it('delivers the first token fast while pacing the rest (CHAT_TOKEN_DELAY_MS)', async () => {
    const paced = makeApp({ assistant: { tokenDelayMs: 12 } });
    const started = performance.now();
    const response = await visitor().request('/chat/stream', { method: 'POST', body: { text: '소년이 온다 있어요?' } }, paced);
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error('본문이 없습니다.');
    let text = '';
    let firstToken = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
      if (firstToken === 0 && text.includes('"type":"token"')) firstToken = performance.now() - started;
    }
    const total = performance.now() - started;
    const tokens = parseSse(text).events.filter((e) => e.type === 'token').length;
    console.info(`time to first token ${firstToken.toFixed(1)} ms; ${tokens} tokens in ${total.toFixed(0)} ms`);
    expect(firstToken).toBeGreaterThan(0);
    // Streamed, not buffered: the first token is read while most of the paced answer is still to
    // come. (How fast the first token comes is a figure of `npm run bench`, not a timed assertion:
    // a busy CI machine may take any time to answer.)
    expect(total).toBeGreaterThanOrEqual((tokens - 1) * 10);
    expect(total - firstToken).toBeGreaterThanOrEqual(((tokens - 1) * 10) / 2);
  });

  it('stops, and saves no answer, when the client disconnects', async () => {
    const slow = makeApp({ assistant: { tokenDelayMs: 20 } });
    const browser = await member('member2');
    const response = await browser.request('/chat/stream', { method: 'POST', body: { text: '한강 작가 책' } }, slow);
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error('본문이 없습니다.');
    let text = '';
    while (!text.includes('"type":"token"')) text += (await reader.read()).value ?? '';
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { sessions } = await browser.json(ChatSessionsResponse, '/chat/sessions');
    const session = sessions.find((s) => s.title === '한강 작가 책');
    expect(session).toBeDefined();
    const { items } = await browser.json(ChatHistoryResponse, `/chat/history?session_id=${session?.id ?? ''}`);
    expect(items.map((i) => i.role)).toEqual(['user']);
  });
});

describe('a member', () => {
  it('keeps sessions and history; another member gets 404 for them', async () => {
    const me = await member('member1');
    const response = await me.request('/chat/stream', { method: 'POST', body: { text: '기후위기 관련 책 추천해 주세요. 요즘 관심이 생겼어요 정말로요' } });
    const { events } = parseSse(await response.text());
    const final = events.find((e) => e.type === 'final');
    if (final?.type !== 'final') throw new Error('final 이벤트가 없습니다.');
    expect(final.session_id).not.toBe('');
    expect(final.intent).toBe('recommendation');
    expect(final.final_structured?.render_type).toBe('recommendation_list');
    const sessionId = final.session_id;

    const second = await me.json(ChatResponse, '/chat', { method: 'POST', body: { text: '오늘 몇 시까지 해요?', session_id: sessionId } });
    expect(second.session_id).toBe(sessionId);
    expect(second.final_warning).not.toBe('');

    const { sessions } = await me.json(ChatSessionsResponse, '/chat/sessions');
    const mine = sessions.find((s) => s.id === sessionId);
    expect(mine?.title).toBe('기후위기 관련 책 추천해 주세요. 요즘 관심이 생겼어요…');
    expect(sessions[0]?.id).toBe(sessionId);

    const { items } = await me.json(ChatHistoryResponse, `/chat/history?session_id=${sessionId}`);
    expect(items.map((i) => i.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(items[1]?.message_id).toBe(final.message_id);
    expect(items[1]?.content).toBe(final.final_answer);
    expect(items[1]?.details?.final_structured?.render_type).toBe('recommendation_list');
    expect(items[0]?.details).toBeNull();

    // Feedback on the member's own answer.
    expect((await me.request('/feedback', { method: 'POST', body: { session_id: sessionId, message_id: final.message_id, rating: 'good' } })).status).toBe(200);
    const rated = await me.json(ChatHistoryResponse, `/chat/history?session_id=${sessionId}`);
    expect(rated.items[1]?.feedback).toBe('good');
    // A user message cannot be rated; a visitor cannot rate a member's answer.
    expect((await me.request('/feedback', { method: 'POST', body: { session_id: sessionId, message_id: items[0]?.message_id, rating: 'good' } })).status).toBe(404);
    expect((await visitor().request('/feedback', { method: 'POST', body: { session_id: '', message_id: final.message_id, rating: 'bad' } })).status).toBe(404);

    const other = await member('member2');
    expect((await other.request(`/chat/history?session_id=${sessionId}`)).status).toBe(404);
    expect((await other.request(`/chat/sessions/${sessionId}`, { method: 'PATCH', body: { title: '남의 대화' } })).status).toBe(404);
    expect((await other.request(`/chat/sessions/${sessionId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await other.request('/feedback', { method: 'POST', body: { session_id: sessionId, message_id: final.message_id, rating: 'bad' } })).status).toBe(404);
    expect((await other.request('/feedback/reset', { method: 'POST', body: { session_id: sessionId, message_id: final.message_id } })).status).toBe(404);
    expect((await other.request('/chat', { method: 'POST', body: { text: '안녕', session_id: sessionId } })).status).toBe(404);
    expect((await other.json(ChatSessionsResponse, '/chat/sessions')).sessions.some((s) => s.id === sessionId)).toBe(false);

    // Every answer about a conversation, the writes' too, is kept by no cache (outside probe, F4).
    const asked = await me.request('/chat', { method: 'POST', body: { text: '오늘 몇 시까지 해요?', session_id: sessionId } });
    expect(asked.headers.get('Cache-Control')).toBe('no-store');
    const refused = await other.request(`/chat/sessions/${sessionId}`, { method: 'DELETE' });
    expect(refused.headers.get('Cache-Control')).toBe('no-store');

    // Rename, reset the rating, delete.
    const renamed = await me.request(`/chat/sessions/${sessionId}`, { method: 'PATCH', body: { title: '  기후 책 모음  ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('Cache-Control')).toBe('no-store');
    expect((await me.json(ChatSessionsResponse, '/chat/sessions')).sessions.find((s) => s.id === sessionId)?.title).toBe('기후 책 모음');
    const reset = await me.request('/feedback/reset', { method: 'POST', body: { session_id: sessionId, message_id: final.message_id } });
    expect(reset.status).toBe(200);
    expect(reset.headers.get('Cache-Control')).toBe('no-store');
    expect((await me.json(ChatHistoryResponse, `/chat/history?session_id=${sessionId}`)).items[1]?.feedback).toBeNull();
    expect((await me.request(`/chat/sessions/${sessionId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await me.request(`/chat/history?session_id=${sessionId}`)).status).toBe(404);
    expect((await me.request(`/chat/sessions/${sessionId}`, { method: 'DELETE' })).status).toBe(404);
    const [left] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1', [sessionId]);
    expect(left?.n).toBe(0);
  });
});

describe('validation', () => {
  it('answers 400 with a Korean message for bad input', async () => {
    const me = await member('member1');
    const post = (path: string, body: unknown) => me.request(path, { method: 'POST', body });
    expect(await errorOf(await post('/chat', { text: '   ' }), 400)).toBe('질문을 입력해 주세요. (text)');
    expect(await errorOf(await post('/chat', {}), 400)).toBe('필수 항목 text 값이 없습니다.');
    expect(await errorOf(await post('/chat', { text: '가'.repeat(1001) }), 400)).toContain('1000자 이하');
    expect(await errorOf(await post('/chat/stream', { text: '안녕', session_id: '../x' }), 400)).toContain('session_id');
    expect(await errorOf(await post('/chat/stream', '{not json'), 400)).toBe('요청 본문이 올바른 JSON 형식이 아닙니다.');
    expect(await errorOf(await post('/feedback', { session_id: '', message_id: 'a', rating: 'meh' }), 400)).toContain('rating');
    expect(await errorOf(await post('/feedback/reset', { session_id: '' }), 400)).toContain('message_id');
    expect(await errorOf(await me.request('/chat/sessions/abc', { method: 'PATCH', body: { title: '  ' } }), 400)).toContain('대화 제목을 입력해 주세요');
    expect(await errorOf(await me.request('/chat/sessions/a.b', { method: 'DELETE' }), 400)).toContain('식별자');
    expect(await errorOf(await me.request('/chat/history?session_id=a%20b'), 400)).toContain('session_id');
    expect((await me.request('/chat/unknown')).status).toBe(404);
    expect((await me.request('/health')).status).toBe(200);
  });

  it('limits questions per client', async () => {
    const limited = makeApp({ assistant: { tokenDelayMs: 0 }, rateLimit: { max: 2, windowMs: 60_000 } });
    const ask = () => visitor().request('/chat', { method: 'POST', body: { text: '주차 돼요?' } }, limited);
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(await errorOf(refused, 429)).toBe('질문이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

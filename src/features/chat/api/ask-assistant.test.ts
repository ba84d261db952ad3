import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '../../../../contract/chat';
import { newAssistantPlaceholder } from '../model/chat-message';
import { reduceStream, settleStream, type StreamState } from '../model/stream-reducer';
import { koChat } from '../../../lib/i18n/messages-chat-ko';
import { AnswerError, askAssistant, canStream, streamUnavailable, type AskDeps } from './ask-assistant';
import { StreamError } from './chat-stream';
import referenceChat from './__fixtures__/reference-chat.json';
import { RESPONSE_FIELD_ONLY } from './__fixtures__/chat-answers.fixtures';

const sse = (events: unknown[]) => events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('') + 'data: [DONE]\n\n';

interface Call {
  url: string;
  init: RequestInit;
}

/**
 * jsdom's page is http://localhost:3000/, but the Request class under it (Node's) refuses a
 * relative address, which a browser resolves against the page: the HTTP client's POST /api/chat
 * is resolved the browser's way here.
 */
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href) : input, init);
  }
}

beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
});

/** A fetch that answers the stream endpoint and POST /api/chat as told, recording the calls. */
function server({ stream, post }: { stream: () => Response; post: () => Response }): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push({ url, init });
      return new URL(url, 'http://localhost').pathname === '/api/chat/stream' ? stream() : post();
    }),
  );
  return calls;
}

const refused = (status: number) => () => new Response(JSON.stringify({ RESULT_INFO: 'FAIL', RESULT: 'FAIL', RESULT_CODE: status, RESULT_MESSAGE: '없음' }), { status, headers: { 'content-type': 'application/json' } });
const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const events = (list: unknown[]) => () => new Response(sse(list), { status: 200, headers: { 'content-type': 'text/event-stream' } });

async function ask(deps?: AskDeps, signal = new AbortController().signal) {
  const seen: StreamEvent[] = [];
  const result = await askAssistant({ request: { text: '오늘 몇 시까지 열어요?', session_id: '' }, signal, onEvent: (event) => seen.push(event) }, deps);
  return { ...result, seen };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the fallback decision', () => {
  it('streams when the browser has ReadableStream and TextDecoder', () => {
    expect(canStream({ ReadableStream, TextDecoder })).toBe(true);
    expect(canStream({ TextDecoder })).toBe(false);
    expect(canStream({ ReadableStream })).toBe(false);
    expect(canStream({})).toBe(false);
  });

  it('only 404 and 405 from the stream endpoint mean "no streaming here"', () => {
    expect(streamUnavailable(new StreamError('HTTP 404', 404))).toBe(true);
    expect(streamUnavailable(new StreamError('HTTP 405', 405))).toBe(true);
    for (const status of [0, 400, 401, 403, 429, 500, 502, 503]) expect(streamUnavailable(new StreamError('x', status))).toBe(false);
    expect(streamUnavailable(new Error('HTTP 404'))).toBe(false);
  });

  it('without ReadableStream the answer is asked with POST /api/chat, never the stream', async () => {
    const stream = vi.fn(async () => 'done' as const);
    const post = vi.fn(async () => ({ type: 'final' as const, final_answer: '답', session_id: '', message_id: 'm', created_at: '', user_message_created_at: '', intent: 'other' as const, confidence: 0, evidence: [], final_structured: null, verification_status: 'unverified' as const, verify_explanation: '', final_warning: '' }));
    const result = await ask({ canStream: () => false, stream, post });
    expect(stream).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ outcome: 'done', transport: 'post' });
    expect(result.seen).toHaveLength(1);
  });

  it.each([404, 405])('a stream endpoint answering %i: the answer arrives through POST /api/chat, asked once', async (status) => {
    const calls = server({ stream: refused(status), post: json(referenceChat) });
    const result = await ask();
    expect(result).toMatchObject({ outcome: 'done', transport: 'post' });
    expect(calls.map((call) => [call.init.method, new URL(call.url, 'http://localhost').pathname])).toEqual([
      ['POST', '/api/chat/stream'],
      ['POST', '/api/chat'],
    ]);
    const post = calls[1];
    expect(post?.init.credentials).toBe('include');
    expect(JSON.parse(String(post?.init.body))).toEqual({ text: '오늘 몇 시까지 열어요?', session_id: '' });
    expect(result.seen).toEqual([expect.objectContaining({ type: 'final', final_answer: referenceChat.answer, message_id: referenceChat.message_id })]);
  });

  it('other stream failures are not retried through POST: the stream failure text', async () => {
    for (const stream of [refused(502), refused(429), json({ answer: '스트림이 아님' })]) {
      const calls = server({ stream, post: json(referenceChat) });
      await expect(ask()).rejects.toMatchObject({ transport: 'stream' });
      expect(calls).toHaveLength(1);
      vi.unstubAllGlobals();
      vi.stubGlobal('Request', PageRequest);
    }
  });

  it('a stream that works is used as it is', async () => {
    const calls = server({ stream: events([{ type: 'token', content: '안녕하세요' }, { type: 'final', final_answer: '안녕하세요' }]), post: json(referenceChat) });
    const result = await ask();
    expect(result).toMatchObject({ outcome: 'done', transport: 'stream' });
    expect(result.seen.map((event) => event.type)).toEqual(['token', 'final']);
    expect(calls).toHaveLength(1);
  });
});

describe('the non-streaming answer in the conversation', () => {
  function fold(seen: StreamEvent[], outcome: 'done' | 'aborted' | 'failed', failure?: string): StreamState | null {
    const state = seen.reduce(reduceStream, { message: newAssistantPlaceholder(koChat.status.waiting, 1000), sessionId: '', userMessageCreatedAt: 0 });
    return settleStream(state, outcome, failure);
  }

  it('`response` and text numbers are normalised into a complete answer', async () => {
    server({ stream: refused(404), post: json(RESPONSE_FIELD_ONLY) });
    const { seen, outcome } = await ask();
    const state = fold(seen, outcome);
    expect(state?.message.content).toBe('도서관은 **오늘 22시**까지 운영합니다.');
    expect(state?.message.complete).toBe(true);
    expect(state?.message.isLoading).toBe(false);
    expect(state?.message.details?.confidence).toBe(0.75);
    expect(state?.sessionId).toBe('sess-9');
    // No message_id: shown, but not rateable (the panel hides 좋아요/별로예요).
    expect(state?.message.messageId).toBe('');
  });

  it('a failed POST /api/chat says the non-stream failure sentence', async () => {
    for (const post of [refused(500), json({ session_id: '' }), () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } })]) {
      server({ stream: refused(405), post });
      const error = await ask().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AnswerError);
      expect((error as AnswerError).transport).toBe('post');
      const state = fold([], 'failed', koChat.errors.response);
      expect(state?.message.errorText).toBe('죄송합니다. 응답 중 오류가 발생했습니다.');
      vi.unstubAllGlobals();
      vi.stubGlobal('Request', PageRequest);
    }
  });

  it('a stop while POST /api/chat is pending is a stop, not a failure', async () => {
    const abort = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.endsWith('/api/chat/stream')) return refused(404)();
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          abort.abort();
        });
      }),
    );
    const result = await ask(undefined, abort.signal);
    expect(result).toMatchObject({ outcome: 'aborted', transport: 'post' });
    expect(result.seen).toEqual([]);
  });
});

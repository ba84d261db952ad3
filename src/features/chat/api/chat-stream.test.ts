import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '../../../../contract/chat';
import { parseStreamData, streamChat, StreamError } from './chat-stream';

function sseResponse(chunks: string[], { type = 'text/event-stream', status = 200, cut = false } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      // A cut comes after the chunks were read (error() would discard a queue not yet read).
      if (cut) setTimeout(() => controller.error(new TypeError('network error')), 20);
      else controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': type } });
}

const data = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parseStreamData', () => {
  it('[DONE] is recognised before any JSON parsing', () => {
    expect(parseStreamData('[DONE]')).toBeNull();
    expect(parseStreamData(' [DONE] ')).toBeNull();
  });
  it('validates every event with the contract', () => {
    expect(parseStreamData('{"type":"token","content":"a"}')).toEqual({ type: 'token', content: 'a' });
    expect(() => parseStreamData('{"type":"token"}')).toThrow(StreamError);
    expect(() => parseStreamData('{"type":"content","content":7}')).toThrow(StreamError);
    expect(() => parseStreamData('not json')).toThrow(StreamError);
  });

  it('reads what the spec allows: content events, any node, unknown types, keep-alives, SSE event names', () => {
    expect(parseStreamData('{"type":"content","content":"가"}')).toEqual({ type: 'token', content: '가' });
    // Issue 12: a node the portal does not know is a status like any other (it used to break the stream).
    expect(parseStreamData('{"type":"node_start","node":"hack"}')).toEqual({ type: 'node_start', node: 'hack' });
    expect(parseStreamData('{"type":"node_start"}')).toEqual({ type: 'node_start', node: '' });
    expect(parseStreamData('{"type":"error"}')).toEqual({ type: 'error', message: '' });
    expect(parseStreamData('{"type":"usage","tokens":12}')).toEqual({ type: 'ignored', name: 'usage' });
    expect(parseStreamData('{"type":"complete","elapsed_ms":"12"}')).toEqual({ type: 'complete' });
    expect(parseStreamData('[1,2]')).toEqual({ type: 'ignored', name: '' });
    expect(parseStreamData('')).toEqual({ type: 'ignored', name: '' });
    expect(parseStreamData('{"content":"나"}', 'content')).toEqual({ type: 'token', content: '나' });
    expect(parseStreamData('{"content":"나"}', 'message')).toEqual({ type: 'ignored', name: '' });
    expect(parseStreamData('{"type":"token","content":"다"}', 'other')).toEqual({ type: 'token', content: '다' });
  });
});

describe('streamChat', () => {
  it('posts with cookies, hands over the events and resolves done at [DONE]', async () => {
    const fetchMock = vi.fn(async () => sseResponse([data({ type: 'node_start', node: 'intent' }), data({ type: 'token', content: '안녕' }), 'data: [DONE]\n\n']));
    vi.stubGlobal('fetch', fetchMock);
    const events: StreamEvent[] = [];
    const result = await streamChat({ request: { text: '안녕', session_id: '' }, signal: new AbortController().signal, onEvent: (event) => events.push(event) });
    expect(result).toBe('done');
    expect(events.map((event) => event.type)).toEqual(['node_start', 'token']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat/stream');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ text: '안녕', session_id: '' });
  });

  it('is fatal on a response that is not an event stream, without posting again', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(streamChat({ request: { text: 'a' }, signal: new AbortController().signal, onEvent: () => undefined })).rejects.toBeInstanceOf(StreamError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects on an HTTP error status, once', async () => {
    const fetchMock = vi.fn(async () => new Response('busy', { status: 503, headers: { 'content-type': 'text/plain' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(streamChat({ request: { text: 'a' }, signal: new AbortController().signal, onEvent: () => undefined })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a connection dropped mid-way rejects after the events that arrived, and is not retried', async () => {
    const fetchMock = vi.fn(async () => sseResponse([data({ type: 'token', content: '부분' })], { cut: true }));
    vi.stubGlobal('fetch', fetchMock);
    const events: StreamEvent[] = [];
    await expect(streamChat({ request: { text: 'a' }, signal: new AbortController().signal, onEvent: (event) => events.push(event) })).rejects.toBeInstanceOf(StreamError);
    expect(events).toEqual([{ type: 'token', content: '부분' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a stream that closes without [DONE] counts as dropped', async () => {
    const fetchMock = vi.fn(async () => sseResponse([data({ type: 'token', content: '부분' })]));
    vi.stubGlobal('fetch', fetchMock);
    await expect(streamChat({ request: { text: 'a' }, signal: new AbortController().signal, onEvent: () => undefined })).rejects.toBeInstanceOf(StreamError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a stream that closes cleanly after final, without [DONE], is done', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => sseResponse([data({ type: 'token', content: '답' }), data({ type: 'final', final_answer: '답' })])));
    const events: StreamEvent[] = [];
    await expect(streamChat({ request: { text: 'a' }, signal: new AbortController().signal, onEvent: (event) => events.push(event) })).resolves.toBe('done');
    expect(events.map((event) => event.type)).toEqual(['token', 'final']);
  });

  it('an invalid event line breaks the stream', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => sseResponse(['data: {"type":"token","content":1}\n\n', 'data: [DONE]\n\n'])));
    await expect(streamChat({ request: { text: 'a' }, signal: new AbortController().signal, onEvent: () => undefined })).rejects.toBeInstanceOf(StreamError);
  });

  it('a user abort resolves aborted', async () => {
    const abort = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(data({ type: 'token', content: '가' })));
            init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const events: StreamEvent[] = [];
    const pending = streamChat({
      request: { text: 'a' },
      signal: abort.signal,
      onEvent: (event) => {
        events.push(event);
        abort.abort();
      },
    });
    await expect(pending).resolves.toBe('aborted');
    expect(events).toHaveLength(1);
  });
});

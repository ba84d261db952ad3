// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { configureHttp, joinPath, request } from './client';
import { onErrorStatus } from './error-bus';
import { loadingStore } from './loading-store';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let raised: Array<[number, string | undefined]>;
let stopListening: () => void;

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
  raised = [];
  stopListening = onErrorStatus((status, detail) => raised.push([status, detail]));
  configureHttp({ defaultBase: 'http://test.local/gglib', beforeRequest: null });
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

function lastRequest(): Request {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [input, init] = call;
  return input instanceof Request ? input : new Request(String(input), init);
}

describe('request', () => {
  it('posts JSON with no-cache headers under the base path and reports success', async () => {
    let sentBody: unknown;
    fetchMock.mockImplementation(async (input, init) => {
      // The body travels as a plain string (visible on the network), not as a stream.
      expect(typeof init?.body).toBe('string');
      sentBody = JSON.parse(String(init?.body));
      expect(String(input)).toBe('http://test.local/gglib/selectMenu');
      return jsonResponse({ RESULT: 'SUCCESS', LIST: [1, 2, 3] });
    });
    const result = await request<{ RESULT: string; LIST: number[] }>({
      path: 'selectMenu',
      body: { manage_code: '141674' },
      count: (data) => data.LIST.length,
    });
    expect(result).toMatchObject({ success: true, status: 200, count: 3, error: null });
    expect(result.data?.LIST).toEqual([1, 2, 3]);
    const sent = lastRequest();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('http://test.local/gglib/selectMenu');
    expect(sent.headers.get('cache-control')).toBe('no-cache');
    expect(sent.headers.get('pragma')).toBe('no-cache');
    expect(sent.headers.get('content-type')).toContain('application/json');
    expect(sentBody).toEqual({ manage_code: '141674' });
  });

  it('adds query parameters and skips undefined ones', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await request({ path: 'getpopuplist', query: { manage_code: '141674', today: '2025-03-04', skip: undefined } });
    expect(lastRequest().url).toBe('http://test.local/gglib/getpopuplist?manage_code=141674&today=2025-03-04');
  });

  it('validates the body against a schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ RESULT: 42 }));
    const result = await request({ path: 'x', schema: v.object({ RESULT: v.string() }) });
    expect(result.success).toBe(false);
    expect(result.error?.kind).toBe('invalid');
    expect(result.data).toBeNull();
  });

  it.each([403, 404, 500, 502, 503, 504])('raises the error page for %i', async (status) => {
    fetchMock.mockResolvedValue(jsonResponse({ RESULT_MESSAGE: '오류' }, status));
    const result = await request({ path: 'selectMenu' });
    expect(result).toMatchObject({ success: false, status, data: null });
    expect(result.error?.body).toEqual({ RESULT_MESSAGE: '오류' });
    expect(raised).toEqual([[status, 'http://test.local/gglib/selectMenu']]);
  });

  it('does not raise the error page for other statuses unless strict', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, 400));
    await request({ path: 'a' });
    expect(raised).toEqual([]);
    fetchMock.mockResolvedValue(jsonResponse({}, 400));
    await request({ path: 'a', strict: true });
    expect(raised.map(([status]) => status)).toEqual([400]);
  });

  it('never raises the error page for background work', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, 503));
    const result = await request({ path: 'selectMenu', errorPage: false });
    expect(result.status).toBe(503);
    expect(raised).toEqual([]);
  });

  it('retries a GET once on 503, then succeeds', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 503)).mockResolvedValueOnce(jsonResponse({ ok: true }));
    const result = await request({ path: 'status', method: 'GET' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.success).toBe(true);
  });

  it('sends the same JSON body again when a DELETE is retried', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}, 503)).mockResolvedValueOnce(jsonResponse({ ok: true }));
    const result = await request({ path: 'wish', method: 'DELETE', body: { rec_key: '가나다' } });
    expect(result.success).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [input, init] of fetchMock.mock.calls) {
      expect(String(input)).toBe('http://test.local/gglib/wish');
      expect(init?.method).toBe('DELETE');
      expect(init?.body).toBe('{"rec_key":"가나다"}');
      expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    }
  });

  it('keeps a content type the caller gave, and sends a body-less call without one', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    await request({ path: 'selectMenu', body: { a: 1 }, headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(lastRequest().headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(lastRequest().headers.get('cache-control')).toBe('no-cache');
    await request({ path: 'status', method: 'GET' });
    expect(lastRequest().headers.get('content-type')).toBeNull();
    expect(fetchMock.mock.calls.at(-1)?.[1]?.body ?? null).toBeNull();
  });

  it('retries only once', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}, 502));
    const result = await request({ path: 'status', method: 'GET', errorPage: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.status).toBe(502);
  });

  it('does not retry a POST', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, 503));
    await request({ path: 'selectMenu', errorPage: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry statuses outside the list', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, 400));
    await request({ path: 'status', method: 'GET' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a dropped network without an error page', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await request({ path: 'selectMenu' });
    expect(result).toMatchObject({ success: false, status: 0 });
    expect(result.error?.kind).toBe('network');
    expect(raised).toEqual([]);
  });

  it('shows the loading overlay only while asked and always clears it', async () => {
    const seen: number[] = [];
    fetchMock.mockImplementation(async () => {
      seen.push(loadingStore.getSnapshot());
      throw new TypeError('offline');
    });
    await request({ path: 'a', loading: true });
    await request({ path: 'b' });
    expect(seen).toEqual([1, 0]);
    expect(loadingStore.getSnapshot()).toBe(0);
  });

  it('runs the before-request hook first', async () => {
    const order: string[] = [];
    configureHttp({ beforeRequest: (path) => void order.push(`hook ${path}`) });
    fetchMock.mockImplementation(async () => {
      order.push('fetch');
      return jsonResponse({});
    });
    await request({ path: 'getuserno' });
    expect(order).toEqual(['hook http://test.local/gglib/getuserno', 'fetch']);
  });

  it('starts a call, and reads its answer, each in a task of its own where the browser can yield', async () => {
    const steps: string[] = [];
    vi.stubGlobal('scheduler', {
      yield: vi.fn(async () => {
        steps.push('yield');
      }),
    });
    fetchMock.mockImplementation(async () => {
      steps.push('fetch');
      return jsonResponse({ ok: 1 });
    });
    const schema = v.pipe(
      v.object({ ok: v.number() }),
      v.check(() => {
        steps.push('validate');
        return true;
      }),
    );
    const result = await request({ path: 'selectMenu', schema });
    expect(result.success).toBe(true);
    expect(steps).toEqual(['yield', 'fetch', 'yield', 'validate']);
  });

  it('reads text responses and total-count headers', async () => {
    fetchMock.mockResolvedValue(new Response('hello', { status: 200, headers: { 'x-total-count': '42' } }));
    const result = await request<string>({ path: 'x', responseType: 'text', method: 'GET' });
    expect(result).toMatchObject({ data: 'hello', count: 42, success: true });
  });

  it('reports an unreadable body as a parse error', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    const result = await request({ path: 'x' });
    expect(result.error?.kind).toBe('parse');
  });
});

describe('joinPath', () => {
  it('joins base and path with one slash and keeps absolute paths', () => {
    expect(joinPath('/gglib/', '/api/chat')).toBe('/api/chat');
    expect(joinPath('/gglib/', 'selectMenu')).toBe('/gglib/selectMenu');
    expect(joinPath('/gglib', 'selectMenu')).toBe('/gglib/selectMenu');
    expect(joinPath('/gglib', 'https://lib.example/gglib/x')).toBe('https://lib.example/gglib/x');
  });
});

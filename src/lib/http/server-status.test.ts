// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, request } from './client';
import { onServerBack, serverStatus } from './server-status';

let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;
let backs: number;
let stop: () => void;

beforeEach(async () => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ defaultBase: 'http://test.local/gglib', beforeRequest: null });
  // Start from a server that answers.
  fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
  await request({ path: 'selectMenu', errorPage: false });
  backs = 0;
  stop = onServerBack(() => (backs += 1));
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('server status from the HTTP client', () => {
  it('is down while calls are refused, and back (once) with the first answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await request({ path: 'selectmainpage', errorPage: false });
    expect(serverStatus.getSnapshot()).toBe(true);
    await request({ path: 'selectloanlist', errorPage: false });
    expect(backs).toBe(0);
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    await request({ path: 'selectloanlist', errorPage: false });
    await request({ path: 'selectreservelist', errorPage: false });
    expect(serverStatus.getSnapshot()).toBe(false);
    expect(backs).toBe(1);
  });

  it('is down on a 5xx (503 with Retry-After too) and back on a 4xx, which is an answer', async () => {
    fetchMock.mockResolvedValue(new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '1' } }));
    await request({ path: 'selectwishlist', errorPage: false });
    expect(serverStatus.getSnapshot()).toBe(true);
    fetchMock.mockResolvedValue(new Response('{"RESULT_MESSAGE":"없는 자료입니다."}', { status: 404 }));
    await request({ path: 'selectbookdetail', errorPage: false });
    expect(serverStatus.getSnapshot()).toBe(false);
    expect(backs).toBe(1);
  });

  it('a call that fails because the device is offline says nothing about the server', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await request({ path: 'selectmainpage', errorPage: false });
    expect(serverStatus.getSnapshot()).toBe(false);
  });

  it('an aborted call says nothing about the server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await request({ path: 'selectmainpage', errorPage: false });
    const controller = new AbortController();
    controller.abort();
    await request({ path: 'selectmainpage', errorPage: false, signal: controller.signal });
    expect(serverStatus.getSnapshot()).toBe(true);
    expect(backs).toBe(0);
  });
});

// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../lib/http/client';
import { PortalDatabase, useDatabaseForTests } from '../db/database';
import { listQueued } from '../db/repositories/outbox-repository';
import { outboxStore, queueWrite, replayOutbox } from './outbox';

let db: PortalDatabase;
const seen: Array<{ path: string; key: string | null; body: unknown }> = [];
let answer: (path: string) => number;

beforeEach(async () => {
  db = new PortalDatabase(`outbox-${Math.random()}`);
  useDatabaseForTests(db);
  await db.open();
  seen.length = 0;
  answer = () => 200;
  vi.stubGlobal('fetch', async (input: string | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    const headers = new Headers(init?.headers ?? (typeof input === 'string' ? undefined : input.headers));
    seen.push({ path: url.pathname, key: headers.get('Idempotency-Key'), body: JSON.parse(String(init?.body ?? 'null')) });
    return new Response('{}', { status: answer(url.pathname), headers: { 'content-type': 'application/json' } });
  });
  configureHttp({ defaultBase: 'http://test.local/gglib', beforeRequest: null });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

describe('outbox replay', () => {
  it('sends queued writes in order, each with its own idempotency key, and empties the outbox', async () => {
    await queueWrite('access-log', 'http://test.local/gglib/homepageinsertaccesslog', { n: 1 }, 'key-first-0001');
    await queueWrite('board-post', 'http://test.local/gglib/insertboard', { n: 2 }, 'key-second-002');
    expect(await replayOutbox()).toEqual({ sent: 2 });
    expect(seen).toEqual([
      { path: '/gglib/homepageinsertaccesslog', key: 'key-first-0001', body: { n: 1 } },
      { path: '/gglib/insertboard', key: 'key-second-002', body: { n: 2 } },
    ]);
    expect(await listQueued()).toEqual([]);
  });

  it('keeps a write the server refuses for want of a session, and says a login is needed', async () => {
    answer = (path) => (path.endsWith('/insertboard') ? 401 : 200);
    await queueWrite('board-post', 'http://test.local/gglib/insertboard', { title: '글' }, 'key-board-0001');
    await queueWrite('access-log', 'http://test.local/gglib/homepageinsertaccesslog', { n: 1 }, 'key-log-000001');
    await replayOutbox();
    expect((await listQueued()).map((write) => write.requestId)).toEqual(['key-board-0001', 'key-log-000001']);
    expect(outboxStore.getSnapshot()).toBe(2);
    answer = () => 200;
    await replayOutbox();
    expect(await listQueued()).toEqual([]);
    expect(outboxStore.getSnapshot()).toBe(0);
  });

  it('drops a write the server will never accept and goes on; waits on server errors', async () => {
    answer = (path) => (path.endsWith('/bad') ? 400 : path.endsWith('/busy') ? 503 : 200);
    await queueWrite('x', 'http://test.local/gglib/bad', {}, 'key-bad-000001');
    await queueWrite('x', 'http://test.local/gglib/busy', {}, 'key-busy-00001');
    await queueWrite('x', 'http://test.local/gglib/after', {}, 'key-after-0001');
    await replayOutbox();
    expect((await listQueued()).map((write) => write.requestId)).toEqual(['key-busy-00001', 'key-after-0001']);
  });
});

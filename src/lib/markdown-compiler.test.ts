import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarkdownCompiler, WORKER_FAILED } from './markdown-compiler';
import type { MarkdownStreamUpdate, MarkdownWorkerReply, MarkdownWorkerRequest } from './markdown-stream';

/** Enough of a Worker for the compiler: it records what is posted; replies are sent by hand. */
class FakeWorker {
  posted: MarkdownWorkerRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<MarkdownWorkerReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  postMessage(message: MarkdownWorkerRequest) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: MarkdownWorkerReply) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail() {
    this.onerror?.(new Event('error', { cancelable: true }));
  }
}

const UPDATE: MarkdownStreamUpdate = { keep: 0, blocks: [], tail: '<p>가</p>\n', complete: false, replaced: [] };

function handlers() {
  return { receive: vi.fn<(update: MarkdownStreamUpdate) => void>(), restart: vi.fn<() => void>() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createMarkdownCompiler', () => {
  it('starts the worker on the first request only, and routes its replies by session', () => {
    const worker = new FakeWorker();
    const create = vi.fn(() => worker as unknown as Worker);
    const compiler = createMarkdownCompiler(create);
    const first = handlers();
    const second = handlers();
    const one = compiler.open(first);
    const two = compiler.open(second);
    expect(create).not.toHaveBeenCalled();
    expect(one.async).toBe(true);
    one.send({ keep: 0, text: '가', complete: false });
    two.send({ keep: 0, text: '나', complete: true });
    expect(create).toHaveBeenCalledTimes(1);
    const [a, b] = worker.posted as { id: number }[];
    expect(a!.id).not.toBe(b!.id);
    worker.reply({ id: b!.id, update: UPDATE });
    expect(second.receive).toHaveBeenCalledWith(UPDATE);
    expect(first.receive).not.toHaveBeenCalled();
    one.close();
    expect(worker.posted.at(-1)).toEqual({ id: a!.id, close: true });
    worker.reply({ id: a!.id, update: UPDATE });
    expect(first.receive).not.toHaveBeenCalled();
  });

  it('starts the worker once when prepared ahead of the first answer, and uses it for that answer', () => {
    const worker = new FakeWorker();
    const create = vi.fn(() => worker as unknown as Worker);
    const compiler = createMarkdownCompiler(create);
    compiler.prepare();
    compiler.prepare();
    expect(create).toHaveBeenCalledTimes(1);
    const session = handlers();
    const one = compiler.open(session);
    one.send({ keep: 0, text: '가', complete: false });
    expect(create).toHaveBeenCalledTimes(1);
    const [sent] = worker.posted as { id: number }[];
    worker.reply({ id: sent!.id, update: UPDATE });
    expect(session.receive).toHaveBeenCalledWith(UPDATE);
  });

  it('prepares nothing where there is no worker, and still compiles on the main thread', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const compiler = createMarkdownCompiler(undefined);
    compiler.prepare();
    const session = handlers();
    const one = compiler.open(session);
    one.send({ keep: 0, text: '가', complete: true });
    expect(session.receive).toHaveBeenCalledTimes(1);
  });

  it('moves every open session to the main thread when the worker fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const worker = new FakeWorker();
    const compiler = createMarkdownCompiler(() => worker as unknown as Worker);
    const session = handlers();
    const one = compiler.open(session);
    one.send({ keep: 0, text: '가', complete: false });
    worker.fail();
    expect(warn).toHaveBeenCalledWith(WORKER_FAILED);
    expect(worker.terminated).toBe(true);
    expect(session.restart).toHaveBeenCalledTimes(1);
    expect(one.async).toBe(false);
    one.send({ keep: 0, text: '가나\n', complete: true });
    expect(session.receive).toHaveBeenCalledWith({ keep: 0, blocks: ['<p>가나</p>\n'], tail: '', complete: true, replaced: [] });
    worker.fail();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('compiles on the main thread when a worker cannot be made, or there is none', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const create of [
      () => {
        throw new Error('no module workers');
      },
      undefined,
    ]) {
      const compiler = createMarkdownCompiler(create);
      const session = handlers();
      const one = compiler.open(session);
      session.restart.mockImplementation(() => one.send({ keep: 0, text: '가', complete: true }));
      one.send({ keep: 0, text: '가', complete: true });
      expect(one.async).toBe(false);
      // Answered once: by the restart when the worker failed to start, else directly.
      expect(session.receive).toHaveBeenCalledTimes(1);
      expect(session.receive).toHaveBeenCalledWith({ keep: 0, blocks: ['<p>가</p>'], tail: '', complete: true, replaced: [] });
    }
  });
});

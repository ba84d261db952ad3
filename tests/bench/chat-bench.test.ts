import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerTokens, tokenize } from './chat-corpus';
import { longestMainThreadTask, longMainThreadTasks, mainThreadTotals, taskPercentiles } from './chat-render';
import { timeStream } from './chat-stream';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** When the stand-in server received the request's body and wrote each chunk (`performance.now()`, this process). */
let served: { requestEnded: number; written: number[] } = { requestEnded: 0, written: [] };

/** A stand-in for POST /api/chat/stream writing `chunks` with `delayMs` between them. */
async function serve(chunks: string[], delayMs: number, status = 200): Promise<string> {
  served = { requestEnded: 0, written: [] };
  server = createServer((request, response) => {
    request.resume();
    request.on('end', async () => {
      served.requestEnded = performance.now();
      response.writeHead(status, { 'content-type': status === 200 ? 'text/event-stream; charset=utf-8' : 'application/json' });
      for (const chunk of chunks) {
        served.written.push(performance.now());
        response.write(chunk);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      response.end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('timeStream', () => {
  it('times the first event and the first token, across chunk boundaries', async () => {
    const origin = await serve(
      [
        'data: {"type":"node_start","node":"intent"}\n\n',
        'data: {"type":"tok',
        'en","content":"안녕"}\n\ndata: {"type":"token","content":"하세요"}\n\n',
        'data: {"type":"final"}\n\ndata: [DONE]\n\n',
      ],
      40,
    );
    const timing = await timeStream(origin, '질문');
    expect(timing.tokens).toBe(2);
    expect(timing.firstEventMs).toBeLessThan(timing.firstTokenMs);
    // The first token is timed when its event is complete (third chunk), not when its first half
    // came (second chunk). Bounds from this process's clock, whatever the machine's load: the
    // request was sent before the server had its body, and the event read after the third chunk
    // was written. (A fixed gap between the first event and the first token is not a bound: a busy
    // CI machine read the first event late and measured 57 ms of a written 80.)
    const writtenThird = served.written[2]! - served.requestEnded;
    expect(timing.firstTokenMs).toBeGreaterThanOrEqual(writtenThird);
    expect(writtenThird).toBeGreaterThanOrEqual(70);
    expect(timing.totalMs).toBeGreaterThanOrEqual(timing.firstTokenMs);
  });

  it('fails on an error event, a missing [DONE] or a non-stream answer', async () => {
    let origin = await serve(['data: {"type":"error","message":"실패"}\n\n'], 0);
    await expect(timeStream(origin, '질문')).rejects.toThrow('실패');
    await new Promise((resolve) => server!.close(resolve));
    origin = await serve(['data: {"type":"token","content":"a"}\n\n'], 0);
    await expect(timeStream(origin, '질문')).rejects.toThrow('without [DONE]');
    await new Promise((resolve) => server!.close(resolve));
    origin = await serve(['{"message":"no"}'], 0, 429);
    await expect(timeStream(origin, '질문')).rejects.toThrow('429');
  });
});

describe('chat corpus', () => {
  it('gives exactly the asked number of tokens of Korean markdown with lists, links and code', () => {
    const tokens = answerTokens(20_000);
    expect(tokens).toHaveLength(20_000);
    const text = tokens.join('');
    expect(text).toMatch(/^## 1\. /);
    expect(text).toContain('\n- ');
    expect(text).toContain('](/book/');
    expect(text).toContain('```ts');
    expect(tokenize('한강의 소설 3권, OK.')).toEqual(['한강', '의', ' ', '소설', ' ', '3', '권', ',', ' ', 'OK', '.']);
  });
});

describe('longestMainThreadTask', () => {
  it('takes the longest RunTask of renderer main threads only', () => {
    const trace = {
      traceEvents: [
        { name: 'thread_name', ph: 'M', pid: 1, tid: 10, args: { name: 'CrRendererMain' } },
        { name: 'thread_name', ph: 'M', pid: 1, tid: 11, args: { name: 'Compositor' } },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 10, dur: 12_500 },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 10, dur: 48_000 },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 11, dur: 90_000 },
        { name: 'FunctionCall', ph: 'X', pid: 1, tid: 10, dur: 70_000 },
      ],
    };
    expect(longestMainThreadTask(Buffer.from(JSON.stringify(trace)))).toBe(48);
  });
});

describe('longMainThreadTasks', () => {
  it('lists the main-thread tasks over the threshold with the events that took their time', () => {
    const trace = {
      traceEvents: [
        { name: 'thread_name', ph: 'M', pid: 1, tid: 10, args: { name: 'CrRendererMain' } },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 0, dur: 20_000 },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 100_000, dur: 80_000 },
        { name: 'FireAnimationFrame', ph: 'X', pid: 1, tid: 10, ts: 100_000, dur: 30_000 },
        { name: 'FunctionCall', ph: 'X', pid: 1, tid: 10, ts: 100_100, dur: 29_000 },
        { name: 'MinorGC', ph: 'X', pid: 1, tid: 10, ts: 101_000, dur: 9_000 },
        { name: 'Tiny', ph: 'X', pid: 1, tid: 10, ts: 120_000, dur: 1_000 },
        { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 140_000, dur: 40_000 },
        { name: 'Layout', ph: 'X', pid: 1, tid: 11, ts: 140_000, dur: 70_000 },
      ],
    };
    expect(longMainThreadTasks(Buffer.from(JSON.stringify(trace)), 50)).toEqual([
      { ms: 80, atPercent: 100, parts: ['FireAnimationFrame 30.0 ms', '›FunctionCall 29.0 ms', '››MinorGC 9.0 ms', 'Layout 40.0 ms'] },
    ]);
  });
});

describe('mainThreadTotals and taskPercentiles', () => {
  // The light categories the bench traces with name a task ThreadControllerImpl::RunTask.
  const trace = Buffer.from(
    JSON.stringify({
      traceEvents: [
        { name: 'thread_name', ph: 'M', pid: 1, tid: 10, args: { name: 'CrRendererMain' } },
        ...Array.from({ length: 100 }, (_, at) => ({ name: 'ThreadControllerImpl::RunTask', ph: 'X', pid: 1, tid: 10, ts: at * 100_000, dur: (at + 1) * 1_000 })),
        { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 0, dur: 4_000 },
        { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 1_000, dur: 2_000 },
        { name: 'Layout', ph: 'X', pid: 1, tid: 10, ts: 100_000, dur: 1_500 },
        { name: 'Paint', ph: 'X', pid: 1, tid: 10, ts: 200_000, dur: 500 },
        { name: 'Layout', ph: 'X', pid: 1, tid: 11, ts: 300_000, dur: 9_000 },
      ],
    }),
  );

  it('sums each step on the main thread, a nested event of the same name once', () => {
    expect(mainThreadTotals(trace, ['Layout', 'Paint', 'MajorGC'])).toEqual({ Layout: 5.5, Paint: 0.5, MajorGC: 0 });
  });

  it('gives the 50th, 95th and 99th percentile of the main-thread tasks', () => {
    expect(taskPercentiles(trace)).toEqual([51, 96, 100]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKDOWN_DOCUMENTS } from '../../lib/__fixtures__/markdown-documents';
import { renderChatMarkdown } from '../../lib/chat-markdown';
import type { MarkdownCompiler, MarkdownSessionHandlers } from '../../lib/markdown-compiler';
import { createMarkdownStream, type MarkdownStreamRequest } from '../../lib/markdown-stream';
import { createMarkdownPainter, FRAME_BUDGET, STREAM_PAINT_INTERVAL_MS, type FrameScheduler } from './markdown-painter';

/** The HTML a browser makes of the reference rendering. */
function expected(source: string): string {
  const element = document.createElement('div');
  element.innerHTML = renderChatMarkdown(source);
  return element.innerHTML;
}

/** What a settled painter shows while `source` is still being written: its blocks, then its tail. */
function shownWhileStreaming(source: string): string {
  const update = createMarkdownStream().update({ keep: 0, text: source, complete: false });
  const element = document.createElement('div');
  element.innerHTML = update.blocks.join('') + update.tail;
  return element.innerHTML;
}

/** A compiler like the worker: requests are answered only when `deliver()` is called. */
function workerLike() {
  const queue: (() => void)[] = [];
  const sessions: MarkdownSessionHandlers[] = [];
  const requests: MarkdownStreamRequest[] = [];
  const compiler: MarkdownCompiler = {
    prepare() {},
    open(handlers) {
      sessions.push(handlers);
      const stream = createMarkdownStream();
      return {
        async: true,
        send(request) {
          requests.push(request);
          queue.push(() => handlers.receive(stream.update(request)));
        },
        close() {},
      };
    },
  };
  return {
    compiler,
    requests,
    sessions,
    /** Answers the requests sent so far; returns how many. */
    deliver() {
      const pending = queue.splice(0);
      pending.forEach((answer) => answer());
      return pending.length;
    },
  };
}

/**
 * Animation frames run by hand, `frameMs` apart (by default further apart than the streaming
 * interval, so that every frame may send: the tests about the interval choose 16 ms).
 */
function fakeFrames(frameMs = 100) {
  let callbacks = new Map<number, (time: number) => void>();
  let next = 1;
  let time = 0;
  const scheduler: FrameScheduler = {
    request(callback) {
      callbacks.set(next, callback);
      return next++;
    },
    cancel(id) {
      callbacks.delete(id);
    },
  };
  return {
    scheduler,
    get pending() {
      return callbacks.size;
    },
    run() {
      const due = callbacks;
      callbacks = new Map();
      time += frameMs;
      due.forEach((callback) => callback(time));
      return due.size;
    },
  };
}

let element: HTMLElement;

beforeEach(() => {
  element = document.createElement('div');
  document.body.append(element);
});

afterEach(() => {
  element.remove();
  vi.restoreAllMocks();
});

/** Frames and answers until nothing is left to do; returns the number of frames. */
function settle(worker: ReturnType<typeof workerLike>, frames: ReturnType<typeof fakeFrames>, limit = 1_000): number {
  let count = 0;
  while ((frames.pending > 0 || worker.deliver() > 0) && count < limit) {
    count += frames.run();
  }
  return count;
}

describe('createMarkdownPainter', () => {
  it.each(Object.entries(MARKDOWN_DOCUMENTS))('streams %s and ends with exactly the whole rendering', (_name, source) => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    for (let end = 1; end <= source.length; end += 4) {
      painter.set(source.slice(0, end), false);
      if (end % 3 === 0) worker.deliver();
      frames.run();
      if (end % 24 === 1) {
        // Settled mid-stream, the element shows exactly the finished blocks and the tail, once.
        settle(worker, frames);
        expect(element.innerHTML).toBe(shownWhileStreaming(source.slice(0, end)));
      }
    }
    painter.set(source, true);
    expect(element.getAttribute('aria-busy')).toBe('true');
    settle(worker, frames);
    expect(element.innerHTML).toBe(expected(source));
    expect(element.hasAttribute('aria-busy')).toBe(false);
    painter.destroy();
  });

  it('inserts each finished block once and keeps its nodes as the answer grows', () => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    painter.set('# 제목\n\n첫 문단\n\n둘째', false);
    settle(worker, frames);
    const heading = element.querySelector('h1');
    expect(heading).not.toBeNull();
    expect(element.innerHTML).toBe(expected('# 제목\n\n첫 문단\n\n둘째'));
    const tailParagraph = element.lastElementChild;
    expect(tailParagraph?.textContent).toBe('둘째');
    painter.set('# 제목\n\n첫 문단\n\n둘째 문단이 길어집니다', false);
    settle(worker, frames);
    expect(element.querySelector('h1')).toBe(heading);
    // The tail is morphed: its growing paragraph is the same element with new text.
    expect(element.lastElementChild).toBe(tailParagraph);
    expect(tailParagraph?.textContent).toBe('둘째 문단이 길어집니다');
    painter.set('# 제목\n\n첫 문단\n\n둘째 문단이 길어집니다\n', true);
    settle(worker, frames);
    expect(element.querySelector('h1')).toBe(heading);
    // The finished paragraph is the element it was written in.
    expect(element.lastElementChild).toBe(tailParagraph);
    expect(element.innerHTML).toBe(expected('# 제목\n\n첫 문단\n\n둘째 문단이 길어집니다\n'));
  });

  it('keeps the tail nodes on screen when the finished blocks take more than one frame (a slow phone)', () => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    const chars = FRAME_BUDGET.chars;
    vi.spyOn(performance, 'now').mockReturnValue(0);
    FRAME_BUDGET.chars = 1; // one block a frame, as when a frame's time is spent
    try {
      painter.set('# 제목\n\n첫 문단\n\n둘째', false);
      settle(worker, frames);
      const [first, second] = [...element.querySelectorAll('p')];
      expect(second?.textContent).toBe('둘째');
      // Complete: the two paragraphs of the tail finish at once, and are inserted one a frame.
      painter.set('# 제목\n\n첫 문단\n\n둘째 문단\n', true);
      let framesRun = 0;
      while ((frames.pending > 0 || worker.deliver() > 0) && framesRun++ < 20) {
        frames.run();
        // Every frame shows both paragraphs, in the nodes they were written in: nothing blinks.
        const shown = [...element.querySelectorAll('p')];
        expect(shown).toHaveLength(2);
        expect(shown[0]).toBe(first);
        expect(shown[1]).toBe(second);
      }
      expect(framesRun).toBeGreaterThan(2);
      expect(element.innerHTML).toBe(expected('# 제목\n\n첫 문단\n\n둘째 문단\n'));
    } finally {
      FRAME_BUDGET.chars = chars;
    }
    painter.destroy();
  });

  it('gives a block that ends the nodes it was written in, so the page does not change', () => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    painter.set('첫 문단은 [링크](/book/1)와 **강조**가 있', false);
    settle(worker, frames);
    const paragraph = element.querySelector('p');
    const link = element.querySelector('a');
    const children = [...element.childNodes];
    painter.set('첫 문단은 [링크](/book/1)와 **강조**가 있어요.\n\n- 둘째', false);
    settle(worker, frames);
    // The paragraph is now a finished block: the same nodes, nothing inserted before them.
    expect(element.firstChild).toBe(children[0]);
    expect(element.querySelector('p')).toBe(paragraph);
    expect(element.querySelector('a')).toBe(link);
    expect(element.querySelector('li')?.textContent).toBe('둘째');
    expect(element.innerHTML).toBe(shownWhileStreaming('첫 문단은 [링크](/book/1)와 **강조**가 있어요.\n\n- 둘째'));
    painter.destroy();
  });

  it('shows nothing twice while a rewritten answer is painted over several frames', () => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    painter.set('가\n\n나\n***\n다', false);
    settle(worker, frames);
    expect(element.querySelector('hr')).not.toBeNull();
    const chars = FRAME_BUDGET.chars;
    vi.spyOn(performance, 'now').mockReturnValue(0);
    FRAME_BUDGET.chars = 1; // one block a frame
    try {
      painter.set('가\n\n다\n\n라\n\n마\n\n바', false);
      frames.run(); // sends the text
      expect(worker.deliver()).toBe(1); // its answer: 가 kept, then blocks 다, 라 and 마 and the tail 바
      let framesRun = 0;
      while (frames.run() > 0 && framesRun++ < 20) {
        const shown = [...element.querySelectorAll('p')].map((p) => p.textContent);
        expect(new Set(shown).size).toBe(shown.length);
      }
      expect(element.innerHTML).toBe(shownWhileStreaming('가\n\n다\n\n라\n\n마\n\n바'));
    } finally {
      FRAME_BUDGET.chars = chars;
    }
    painter.destroy();
  });

  it('replaces, not patches, an element whose attributes change names, so its HTML is what parsing gives', () => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    painter.set('```', false);
    settle(worker, frames);
    const pre = element.querySelector('pre');
    const code = element.querySelector('pre > code');
    expect(code?.hasAttribute('class')).toBe(false);
    painter.set('```ts\nconst 도서관 = 1;\n```\n\n끝', true);
    settle(worker, frames);
    expect(element.querySelector('pre')).toBe(pre);
    expect(element.querySelector('pre > code')).not.toBe(code);
    expect(element.innerHTML).toBe(expected('```ts\nconst 도서관 = 1;\n```\n\n끝'));
    painter.destroy();
  });

  it('sends at most one request at a time, with the newest text', () => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    painter.set('가', false);
    painter.set('가나', false);
    expect(frames.run()).toBe(1);
    painter.set('가나다', false);
    frames.run();
    expect(worker.requests).toEqual([{ keep: 0, text: '가나', complete: false }]);
    worker.deliver();
    frames.run();
    expect(worker.requests.at(-1)).toEqual({ keep: 2, text: '다', complete: false });
    // The final text goes out as soon as the previous answer is in, without waiting for a frame.
    painter.set('가나다라', true);
    expect(worker.requests).toHaveLength(2);
    worker.deliver();
    expect(worker.requests.at(-1)).toEqual({ keep: 3, text: '라', complete: true });
    settle(worker, frames);
    expect(element.innerHTML).toBe(expected('가나다라'));
  });

  it(`sends streamed text at most every ${STREAM_PAINT_INTERVAL_MS} ms and paints each answer at the next frame`, () => {
    const worker = workerLike();
    const frames = fakeFrames(16);
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    let text = '';
    const sentAt: number[] = [];
    // Sixty frames of a 60 Hz screen, a token before each; the compiler answers between frames.
    for (let at = 1; at <= 60; at++) {
      text += `${at} `;
      painter.set(text, false);
      const sentBefore = worker.requests.length;
      const answered = worker.deliver();
      frames.run();
      if (worker.requests.length > sentBefore) sentAt.push(at * 16);
      // An answer is on screen at the first frame after it came, without waiting for the next send.
      if (answered > 0) expect(element.textContent).toBe(worker.requests.slice(0, sentBefore).map((request) => request.text).join('').trimEnd());
    }
    // Every third frame or so, never closer than the interval.
    expect(sentAt.length).toBeGreaterThanOrEqual(15);
    expect(sentAt.length).toBeLessThanOrEqual(30);
    for (let at = 1; at < sentAt.length; at++) expect(sentAt[at]! - sentAt[at - 1]!).toBeGreaterThanOrEqual(STREAM_PAINT_INTERVAL_MS);
    // The newest text is never left unsent: the frames go on until it is out, then stop.
    settle(worker, frames);
    expect(element.textContent).toBe(text.trimEnd());
    expect(frames.pending).toBe(0);
    // Once complete the last text goes out at once.
    painter.set(`${text}끝`, true);
    expect(worker.requests.at(-1)).toEqual({ keep: text.length, text: '끝', complete: true });
    settle(worker, frames);
    expect(element.innerHTML).toBe(expected(`${text}끝`));
    painter.destroy();
  });

  it('spreads a long complete answer over frames within the budget', () => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    const source = Array.from({ length: 400 }, (_, i) => `${i + 1}번째 문단: **도서관** [안내](/guide/${i}) 입니다. `.repeat(3)).join('\n\n');
    vi.spyOn(performance, 'now').mockReturnValue(0); // only the character budget counts here
    painter.set(source, true);
    worker.deliver();
    let largest = 0;
    let count = 0;
    while (frames.pending > 0) {
      const before = element.innerHTML.length;
      frames.run();
      largest = Math.max(largest, element.innerHTML.length - before);
      count++;
    }
    const biggestBlock = Math.max(...source.split('\n\n').map((block) => renderChatMarkdown(block).length));
    expect(count).toBeGreaterThan(Math.floor(renderChatMarkdown(source).length / (FRAME_BUDGET.chars + biggestBlock)));
    expect(largest).toBeLessThanOrEqual(FRAME_BUDGET.chars + biggestBlock);
    expect(element.innerHTML).toBe(expected(source));
    expect(element.hasAttribute('aria-busy')).toBe(false);
  }, 30_000); // the whole answer is also rendered once to check it (48,000 characters: 1–2 s in jsdom on a busy two-core machine)

  it('keeps the blocks a rewritten answer still starts with', () => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    painter.set('# 제목\n\n첫 문단\n\n둘째 문단\n\n셋째가 스트리밍 중\n', false);
    settle(worker, frames);
    const heading = element.querySelector('h1');
    const final = '# 제목\n\n첫 문단\n\n둘째 문단\n\n셋째는 이렇게 끝났습니다.\n';
    painter.set(final, true);
    settle(worker, frames);
    expect(element.querySelector('h1')).toBe(heading);
    expect(element.innerHTML).toBe(expected(final));
  });

  it('shows references resolved by definitions in other blocks once complete', () => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    const source = MARKDOWN_DOCUMENTS.references!;
    painter.set(source, false);
    settle(worker, frames);
    const middle = [...element.querySelectorAll('p')].find((p) => p.textContent === '중간 문단');
    painter.set(source, true);
    settle(worker, frames);
    expect(element.innerHTML).toBe(expected(source));
    expect(element.querySelector('a')?.getAttribute('href')).toBe('/book/1');
    // Blocks that did not change were left alone.
    expect([...element.querySelectorAll('p')].find((p) => p.textContent === '중간 문단')).toBe(middle);
  });

  it('starts again from nothing when the compiler restarts (the worker failed)', () => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    const source = MARKDOWN_DOCUMENTS.blocks!;
    painter.set(source.slice(0, 200), false);
    settle(worker, frames);
    worker.deliver(); // nothing in flight
    painter.set(source.slice(0, 300), false);
    frames.run(); // a request is in flight and will never be answered
    worker.sessions[0]!.restart();
    expect(worker.requests.at(-1)).toEqual({ keep: 0, text: source.slice(0, 300), complete: false });
    painter.set(source, true);
    settle(worker, frames);
    expect(element.innerHTML).toBe(expected(source));
  });

  it('stops asking for frames when destroyed', () => {
    const worker = workerLike();
    const frames = fakeFrames();
    const painter = createMarkdownPainter(element, worker.compiler, frames.scheduler);
    painter.set('가나다', false);
    expect(frames.pending).toBe(1);
    painter.destroy();
    expect(frames.pending).toBe(0);
  });
});

import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKDOWN_DOCUMENTS } from '../../lib/__fixtures__/markdown-documents';
import { renderChatMarkdown } from '../../lib/chat-markdown';
import { createMarkdownCompiler } from '../../lib/markdown-compiler';
import { createMarkdownStream } from '../../lib/markdown-stream';
import { StreamingMarkdown } from './streaming-markdown';

const ANSWER = [
  '## 찾은 책',
  '',
  '**한강**의 [소년이 온다](/book/1)는 대출 가능해요.',
  '',
  '- 채식주의자',
  '- 작별하지 않는다',
  '',
  '```',
  'const 도서관 = "경기";',
  '',
  '```',
  '',
  '[위험](javascript:alert(1)) <script>alert(1)</script>',
  '',
  '자세한 내용은 [누리집](https://www.example.com)을 보세요.',
].join('\n');

/** The HTML a browser makes of the reference rendering (attribute quoting, `<img>` etc.). */
function expected(source: string): string {
  const element = document.createElement('div');
  element.innerHTML = renderChatMarkdown(source);
  return element.innerHTML;
}

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames[id - 1] = () => undefined;
  });
});

afterEach(() => {
  // Workers run several files in one document (isolate: false): what this file rendered must go.
  cleanup();
  vi.restoreAllMocks();
});

// Frame times further apart than the streaming interval: every frame may send the newest text.
let frameTime = 0;

function runFrame() {
  const pending = frames;
  frames = [];
  frameTime += 100;
  act(() => pending.forEach((callback) => callback(frameTime)));
  return pending.length;
}

describe('StreamingMarkdown', () => {
  it('renders like renderChatMarkdown once the answer is complete', () => {
    const { container, rerender } = render(<StreamingMarkdown source="" streaming />);
    for (let end = 0; end <= ANSWER.length; end += 7) {
      rerender(<StreamingMarkdown source={ANSWER.slice(0, end)} streaming />);
      if (end % 21 === 0) runFrame();
    }
    rerender(<StreamingMarkdown source={ANSWER} streaming={false} />);
    const root = container.firstElementChild!;
    expect(root.innerHTML).toBe(expected(ANSWER));
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it.each(Object.entries(MARKDOWN_DOCUMENTS))('streams %s into exactly the whole rendering (no Worker here: main thread)', (_name, source) => {
    const { container, rerender } = render(<StreamingMarkdown source="" streaming />);
    const root = container.firstElementChild!;
    for (let end = 1; end <= source.length; end += 5) {
      rerender(<StreamingMarkdown source={source.slice(0, end)} streaming />);
      runFrame();
      expect(root.getAttribute('aria-busy')).toBe('true');
    }
    rerender(<StreamingMarkdown source={source} streaming={false} />);
    expect(root.innerHTML).toBe(expected(source));
    expect(root.hasAttribute('aria-busy')).toBe(false);
  });

  it('paints at most once per animation frame while streaming, with the newest text', () => {
    const { container, rerender } = render(<StreamingMarkdown source="가" streaming />);
    rerender(<StreamingMarkdown source="가나" streaming />);
    rerender(<StreamingMarkdown source="가나다" streaming />);
    expect(frames).toHaveLength(1);
    expect(container.textContent).toBe('');
    expect(runFrame()).toBe(1);
    expect(container.textContent).toBe('가나다');
  });

  it('compiles each finished block once and only the tail again', () => {
    // A compiler of its own that records what it compiles. (A module mock of chat-markdown saw
    // nothing when another test file in the same worker had loaded the stream first: the suite
    // shares modules between files, vitest.config.ts.)
    const all: string[] = [];
    const compiler = createMarkdownCompiler(undefined, () =>
      createMarkdownStream((source) => {
        all.push(source);
        return renderChatMarkdown(source);
      }),
    );
    const { container, rerender } = render(<StreamingMarkdown source="" streaming compiler={compiler} />);
    let paints = 0;
    for (let end = 1; end <= ANSWER.length; end++) {
      rerender(<StreamingMarkdown source={ANSWER.slice(0, end)} streaming compiler={compiler} />);
      paints += runFrame();
    }
    rerender(<StreamingMarkdown source={ANSWER} streaming={false} compiler={compiler} />);
    paints++;
    expect(container.firstElementChild!.innerHTML).toBe(expected(ANSWER));
    // Once complete, the whole answer is rendered once, to check the blocks against it.
    expect(all.filter((source) => source === ANSWER)).toHaveLength(1);
    const calls = all.filter((source) => source !== ANSWER);
    // One tail render per paint (fewer when the tail did not change) plus one per finished block.
    const finished = ['## 찾은 책\n\n', '- 채식주의자\n- 작별하지 않는다\n\n', '```\nconst 도서관 = "경기";\n\n```\n\n'];
    expect(calls.length).toBeGreaterThan(paints / 2);
    expect(calls.length).toBeLessThanOrEqual(paints + 6);
    for (const block of finished) expect(calls.filter((source) => source === block).length).toBeLessThanOrEqual(2);
    // While streaming nothing is rendered again from the start of the answer: only tails (and each block).
    expect(Math.max(...calls.map((source) => source.length))).toBeLessThan(ANSWER.length * 0.6);
  });

  it('repaints from scratch when the text is replaced', () => {
    const { container, rerender } = render(<StreamingMarkdown source={'첫째\n\n둘째\n'} streaming={false} />);
    rerender(<StreamingMarkdown source={'다른 답\n'} streaming={false} />);
    expect(container.firstElementChild!.innerHTML).toBe(expected('다른 답\n'));
  });

  it('renders the whole document at the end when it has reference definitions', () => {
    const source = '[책][1]을 보세요.\n\n중간 문단\n\n[1]: /book/1\n';
    const { container, rerender } = render(<StreamingMarkdown source={source} streaming />);
    runFrame();
    rerender(<StreamingMarkdown source={source} streaming={false} />);
    expect(container.firstElementChild!.innerHTML).toBe(expected(source));
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/book/1');
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../model/chat-message';
import { MessageList } from './message-list';

/** The list's ResizeObserver, called by hand with the list's new height. */
let resize: ((height: number) => void) | undefined;

class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    resize = (height) => this.callback([{ contentRect: { height } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {
    resize = undefined;
  }
}

const QUESTION: ChatMessage = { role: 'user', key: 'u-1', content: '질문', timestamp: 0, messageId: '' };

/** jsdom has no layout: the scroller's sizes are set by the test. */
function sizes(element: HTMLElement, size: { scrollHeight: number; clientHeight: number }) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => size.scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => size.clientHeight });
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList() {
  const props = { answering: true, onRate: vi.fn(), onToggleDetails: vi.fn(), onNavigate: vi.fn() };
  const view = render(<MessageList messages={[QUESTION]} {...props} />);
  const scroller = screen.getByRole('region');
  const size = { scrollHeight: 500, clientHeight: 400 };
  sizes(scroller, size);
  // A change of messages: the list goes to the bottom and remembers that height.
  view.rerender(<MessageList messages={[{ ...QUESTION }]} {...props} />);
  expect(scroller.scrollTop).toBe(500);
  act(() => resize?.(480));
  return { scroller, size };
}

describe('MessageList', () => {
  it('follows an answer painted after its message changed, while the reader is at the bottom', () => {
    const { scroller, size } = renderList();
    size.scrollHeight = 900; // the answer's text arrived from the worker
    act(() => resize?.(880));
    expect(scroller.scrollTop).toBe(900);
    expect(screen.queryByRole('button', { name: '최신 답변으로 이동' })).toBeNull();
  });

  it('leaves a reader who scrolled up where they are and offers the jump', () => {
    const { scroller, size } = renderList();
    scroller.scrollTop = 0;
    size.scrollHeight = 900;
    act(() => resize?.(880));
    expect(scroller.scrollTop).toBe(0);
    expect(screen.getByRole('button', { name: '최신 답변으로 이동' })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { warmMarkdownFonts } from './markdown-font-warmup';
import type { FrameScheduler } from './markdown-painter';

/** Animation frames run by hand. */
function manualFrames() {
  let next = 1;
  const pending = new Map<number, (time: number) => void>();
  const frames: FrameScheduler = {
    request(callback) {
      pending.set(next, callback);
      return next++;
    },
    cancel(id) {
      pending.delete(id);
    },
  };
  return {
    frames,
    get pending() {
      return pending.size;
    },
    /** Runs the callbacks due at this frame; false when none was. */
    run(): boolean {
      const due = [...pending.values()];
      pending.clear();
      due.forEach((callback) => callback(0));
      return due.length > 0;
    },
  };
}

const warmUpBoxes = () => [...document.body.querySelectorAll(':scope > [aria-hidden="true"]')];

afterEach(() => {
  document.body.replaceChildren();
});

describe('warmMarkdownFonts', () => {
  it('lays out one sample a frame inside the answer’s class and chat-markdown, hidden, then removes it', () => {
    const clock = manualFrames();
    warmMarkdownFonts('chat-answer__text', { frames: clock.frames });

    const [box] = warmUpBoxes();
    expect(box).toBeInstanceOf(HTMLElement);
    const element = box as HTMLElement;
    expect(element.className).toBe('chat-answer__text');
    expect(element.inert).toBe(true);
    expect(element.style.visibility).toBe('hidden');
    expect(element.style.height).toBe('0px');
    const markdown = element.firstElementChild!;
    expect(markdown.className).toBe('chat-markdown');
    expect(markdown.childElementCount).toBe(0);

    const counts: number[] = [];
    while (clock.run()) counts.push(element.isConnected ? markdown.childElementCount : -1);
    // One more element each frame, then the frame after the last sample removes the box.
    expect(counts.slice(0, 3)).toEqual([1, 2, 3]);
    expect(counts.at(-1)).toBe(-1);
    expect(counts.at(-2)).toBe(counts.length - 1);
    expect(warmUpBoxes()).toHaveLength(0);
  });

  it('samples every element the answers use, each with Hangul and Latin text', () => {
    const clock = manualFrames();
    warmMarkdownFonts('', { frames: clock.frames });
    const markdown = warmUpBoxes()[0]!.firstElementChild!;
    let html = '';
    while (clock.run()) if (markdown.isConnected) html = markdown.innerHTML;
    for (const name of ['strong', 'em', 'code', 'pre', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote']) {
      expect(html).toContain(`<${name}>`);
    }
    expect(markdown.querySelector('pre > code')?.textContent).toMatch(/[가-힣].*[A-Za-z]/);
    // Nothing in it can be followed or focused.
    expect(markdown.querySelector('a[href]')).toBeNull();
  });

  it('stops and removes the box when the panel closes first', () => {
    const clock = manualFrames();
    const stop = warmMarkdownFonts('chat-answer__text', { frames: clock.frames });
    clock.run();
    stop();
    expect(warmUpBoxes()).toHaveLength(0);
    expect(clock.pending).toBe(0);
  });

  it('can be given the element to lay the samples out in', () => {
    const clock = manualFrames();
    const host = document.body.appendChild(document.createElement('section'));
    warmMarkdownFonts('x', { host, frames: clock.frames });
    expect(host.lastElementChild?.className).toBe('x');
    while (clock.run());
    expect(host.childElementCount).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusIsGone, focusPageStartWhenFree, setPageStart } from './focus-return';

describe('focus after a dialog closes', () => {
  let frames: FrameRequestCallback[] = [];
  const runFrame = () => {
    const now = frames;
    frames = [];
    for (const frame of now) frame(0);
  };

  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    document.body.innerHTML = '<main id="main" tabindex="-1"></main><dialog open><button>닫기</button></dialog>';
    setPageStart(() => document.getElementById('main')?.focus());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    frames = [];
    document.body.innerHTML = '';
  });

  it('counts the focus as gone while it stays on a closed dialog’s button, and gives it to the page’s content', () => {
    const button = document.querySelector('button')!;
    button.focus();
    expect(focusIsGone()).toBe(false);
    // Closed, but the browser has not let go of the button yet.
    document.querySelector('dialog')!.removeAttribute('open');
    expect(document.activeElement).toBe(button);
    expect(focusIsGone()).toBe(true);
    focusPageStartWhenFree();
    runFrame();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('leaves a focus the person has put elsewhere where it is', () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="/x">다른 곳</a>');
    const link = document.querySelector('a')!;
    link.focus();
    focusPageStartWhenFree();
    runFrame();
    runFrame();
    expect(document.activeElement).toBe(link);
  });
});

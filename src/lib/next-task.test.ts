import { describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './next-task';

describe('afterNextFrame', () => {
  it('runs in a task after the next animation frame, not inside it', async () => {
    const order: string[] = [];
    afterNextFrame(() => order.push('run'));
    window.requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(order).toEqual(['frame', 'run']));
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    const early = vi.fn();
    afterNextFrame(early)();
    const late = vi.fn();
    let cancelLate = () => {};
    await new Promise<void>((frameDone) => {
      cancelLate = afterNextFrame(late);
      // The frame has passed (the timer is set) when this frame callback, queued after, runs.
      window.requestAnimationFrame(() => {
        cancelLate();
        frameDone();
      });
    });
    await new Promise((wait) => setTimeout(wait, 50));
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

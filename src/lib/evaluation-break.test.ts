import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluationBreak } from './evaluation-break';

describe('evaluationBreak', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('waits for nothing outside the production build', () => {
    vi.stubEnv('PROD', false);
    expect(evaluationBreak()).toBeUndefined();
  });

  it('in the production build, goes on in a task of its own', async () => {
    vi.stubEnv('PROD', true);
    vi.useFakeTimers();
    let done = false;
    const waiting = evaluationBreak()?.then(() => {
      done = true;
    });
    expect(waiting).toBeInstanceOf(Promise);
    // Microtasks alone do not end it: only the next task does.
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runOnlyPendingTimersAsync();
    await waiting;
    expect(done).toBe(true);
  });
});

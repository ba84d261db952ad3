/** Resolves in a task of its own (after what the browser has queued meanwhile: input, paint). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

interface PrioritizedYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task here and goes on in a new one, ahead of other queued work
 * (`scheduler.yield()`), where the browser offers that; elsewhere (and in Node) it goes on at once.
 * For chains of promise callbacks that would otherwise run as one long task (a response read,
 * validated and written in one go), at points where a moment's wait costs nothing.
 */
export function yieldToMain(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: PrioritizedYield }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}

/**
 * Runs `run` in a task of its own once the browser has rendered its next frame (so the style and
 * layout that frame computed are current and reading them forces nothing). Returns a cancel.
 * Where frames do not come (a hidden tab), `run` waits for the tab to be shown.
 */
export function afterNextFrame(run: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

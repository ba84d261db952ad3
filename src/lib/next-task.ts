/** Resolves in a task of its own (after what the browser has queued meanwhile: input, paint). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

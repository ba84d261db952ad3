import { startTransition, useEffect, useState } from 'react';

/**
 * false until the browser has a quiet moment after the first paint (at most `timeout` ms):
 * sections below the fold wait for it, so the first screen paints without their work. The flip
 * is a transition: React renders what it reveals in slices, between which input is handled.
 */
export function useIdleReady(timeout = 1000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => startTransition(() => setReady(true)), { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => startTransition(() => setReady(true)), 200);
    return () => window.clearTimeout(handle);
  }, [timeout]);
  return ready;
}

import { useEffect, useState } from 'react';

/**
 * false until the browser has a quiet moment after the first paint (at most `timeout` ms):
 * sections below the fold wait for it, so the first screen paints without their work.
 */
export function useIdleReady(timeout = 1000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(handle);
  }, [timeout]);
  return ready;
}

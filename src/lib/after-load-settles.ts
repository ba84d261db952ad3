/**
 * Runs `work` once the page's first load has settled: after the load event, no sooner than
 * `minimumMs` after the navigation started, and in the browser's next idle period (at most
 * `idleTimeoutMs` later). For background work that would otherwise compete with the first page
 * for the network and the main thread, such as a service worker's precache.
 */
export function afterLoadSettles(work: () => void, { minimumMs = 2_500, idleTimeoutMs = 2_000 } = {}): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idleHandle: number | undefined;
  const run = () => {
    if (!cancelled) work();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else run();
  };
  const afterLoad = () => {
    if (cancelled) return;
    timer = window.setTimeout(whenIdle, Math.max(0, minimumMs - performance.now()));
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idleHandle !== undefined && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
  };
}

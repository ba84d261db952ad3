import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { appHistory, appRouter } from './router';
import { loadSectionOf } from './route-sections';
import { registerServiceWorker } from './service-worker';
import { nextTask } from '../lib/next-task';

/**
 * How long the first render waits for the first page's guards and loaders (below). Past this the
 * frame renders and the page's own pending state shows (slow network, a cold database).
 */
export const FIRST_LOAD_WAIT_MS = 300;
/**
 * The same when the shell shows the page's head (contract/page-heads.ts): the reader already sees
 * the page's heading, which a render without the page would take away until its data came.
 */
export const FIRST_LOAD_WAIT_WITH_HEAD_MS = 3_000;

/**
 * Loads the first address's matches before the first render, for at most FIRST_LOAD_WAIT_MS. When
 * they are in, that render draws the frame and the page together, as a transition React cuts into
 * slices; when the router's load instead ended after the first render, its result reached React
 * through useSyncExternalStore, which React renders in one synchronous task (30–45 ms on this
 * machine for /main, ×4 on a phone-speed CPU: npm run bench -- --lighthouse-only). A load that is
 * still running at the first render goes on, and the router takes its result as it does today.
 */
function firstLoad(router: ReturnType<typeof appRouter>, container: HTMLElement): Promise<void> {
  const shownHead = (container.querySelector('#main-content')?.childElementCount ?? 0) > 0;
  let timer: number | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, shownHead ? FIRST_LOAD_WAIT_WITH_HEAD_MS : FIRST_LOAD_WAIT_MS);
  });
  const loaded = router.load().catch(() => undefined);
  return Promise.race([loaded, waited]).finally(() => window.clearTimeout(timer));
}

/**
 * The app's step of src/main.tsx, evaluated in a task of its own. Once the boot is done, the
 * history, the router, the first page's load, React's root and the first render each start in a
 * task of their own (one task for the router and the render blocked a phone-speed CPU for
 * 150–270 ms, npm run bench -- --boot-only).
 */
export function startApp(container: HTMLElement, booted: Promise<void>): Promise<void> {
  // The routes of the address the app opened on load beside the boot reads (a deep link's section
  // chunk is named in the shell's Link header, so it is on its way already). If it cannot load,
  // the router's catch-all tries again and shows why.
  return Promise.all([booted, loadSectionOf(window.location.pathname).catch(() => undefined)])
    .then(nextTask)
    .then(() => appHistory())
    .then(nextTask)
    .then(() => appRouter())
    .then((router) => nextTask().then(() => firstLoad(router, container)))
    .then(nextTask)
    // React's root listens for every kind of event on the container (some 80 listeners): a task
    // of its own too, before the render's.
    .then(() => createRoot(container))
    .then((root) => nextTask().then(() => root))
    .then((root) => {
      // As a transition the first render is cut into slices of a few milliseconds that yield to
      // the browser between them, instead of one task of 150–250 ms on a phone-speed CPU (the
      // static header in index.html stays on screen until it commits).
      startTransition(() => {
        root.render(
          <StrictMode>
            <App />
          </StrictMode>,
        );
      });
      registerServiceWorker();
    });
}

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { trimPathRight } from '@tanstack/react-router';
import { appHistory, appRouter } from './router';
import { loadSectionOf } from './route-sections';
import { registerServiceWorker } from './service-worker';
import { nextTask } from '../lib/next-task';

/**
 * How long the first render waits for the first page's data when the shell shows that page's
 * head (contract/page-heads.ts). Past it the frame renders without the page, which takes the
 * head away until the page's data comes (a slow network).
 */
export const FIRST_LOAD_WAIT_WITH_HEAD_MS = 1_500;

/**
 * When the shell shows the page's head, the first address's matches load before the first render
 * (for at most FIRST_LOAD_WAIT_WITH_HEAD_MS): that render then draws frame and page together, and
 * the head the reader already sees is replaced by the same elements, never taken away. Every other
 * page renders its frame at once and the page when the router's load lands, as before: loading
 * first there too took a synchronous render off /main (the router's state reaches React through
 * useSyncExternalStore, which React never cuts into slices) but drew the header 130 ms and the
 * popup 134 ms later at 4× CPU (medians of 6 cold loads), for no TBT gain in
 * `npm run bench -- --lighthouse-only` (docs/architecture.md).
 */
function loadFirst(router: ReturnType<typeof appRouter>): Promise<void> {
  // An address the router would write otherwise (`%20` for `+`, a parameter the page does not
  // take) is rewritten when it mounts, and loaded again: that one renders its frame first, as
  // every page without a head does, and loads once.
  const location = router.latestLocation;
  const written = router.buildLocation({ to: location.pathname, search: true, params: true, hash: true, state: true, _includeValidateSearch: true } as never);
  if (trimPathRight(location.publicHref) !== trimPathRight(written.publicHref)) return Promise.resolve();
  let timer: number | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, FIRST_LOAD_WAIT_WITH_HEAD_MS);
  });
  const loaded = router.load().catch(() => undefined);
  return Promise.race([loaded, waited]).finally(() => window.clearTimeout(timer));
}

/** Whether the shell came with the page's head in its `<main>` (contract/page-heads.ts). */
const showsPageHead = (container: HTMLElement): boolean => (container.querySelector('#main-content')?.childElementCount ?? 0) > 0;

/**
 * The app's step of src/main.tsx, evaluated in a task of its own. Once the boot is done, the
 * history, the router, the first page's load (with a page head only), React's root and the first
 * render each start in a task of their own (one task for the router and the render blocked a phone-speed CPU for
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
    .then((router) => (showsPageHead(container) ? nextTask().then(() => loadFirst(router)) : undefined))
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

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { appRouter } from './router';
import { loadSectionOf } from './route-sections';
import { registerServiceWorker } from './service-worker';
import { nextTask } from '../lib/next-task';

/**
 * The app's step of src/main.tsx, evaluated in a task of its own. Once the boot is done the router
 * is built and the app rendered, each in a task of its own too (one task for all three blocked a
 * phone-speed CPU for 150–270 ms, npm run bench -- --boot-only).
 */
export function startApp(container: HTMLElement, booted: Promise<void>): Promise<void> {
  // The routes of the address the app opened on load beside the boot reads (a deep link's section
  // chunk is named in the shell's Link header, so it is on its way already). If it cannot load,
  // the router's catch-all tries again and shows why.
  return Promise.all([booted, loadSectionOf(window.location.pathname).catch(() => undefined)])
    .then(nextTask)
    .then(() => appRouter())
    .then(nextTask)
    .then(() => {
      const root = createRoot(container);
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

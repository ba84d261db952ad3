import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { boot } from './app/boot';
import { appRouter } from './app/router';
import { loadSectionOf } from './app/route-sections';
import { registerServiceWorker } from './app/service-worker';
import { configureSessionEnvironment } from './features/session/session-manager';
import { inAppBrowser } from './lib/user-agent';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Spec §8 error 888: inside an app's own browser the portal shows only the way out (bots never).
const inApp = inAppBrowser(navigator.userAgent);
if (inApp) {
  void import('./app/in-app-browser-page').then(({ InAppBrowserPage }) => {
    createRoot(container).render(
      <StrictMode>
        <InAppBrowserPage app={inApp} pageUrl={window.location.href} userAgent={navigator.userAgent} maxTouchPoints={navigator.maxTouchPoints} />
      </StrictMode>,
    );
  });
} else {
  // Session redirects (logout, other tabs) move through the router instead of reloading the app.
  configureSessionEnvironment({ navigate: (to) => void appRouter().navigate({ href: to }) });

  // Boot reads, building the router and the first render each in a task of their own: one task
  // for all three blocked a phone-speed CPU for 150–270 ms (npm run bench -- --boot-only).
  const nextTask = () => new Promise((resolve) => window.setTimeout(resolve, 0));
  // The routes of the address the app opened on load beside the boot reads (a deep link's section
  // chunk is named in the shell's Link header, so it is on its way already). If it cannot load,
  // the router's catch-all tries again and shows why.
  void Promise.all([boot(), loadSectionOf(window.location.pathname).catch(() => undefined)])
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

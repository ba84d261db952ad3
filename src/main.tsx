import { boot } from './app/boot';
import { configureSessionEnvironment } from './features/session/session-manager';
import { nextTask } from './lib/next-task';
import { inAppBrowser } from './lib/user-agent';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Spec §8 error 888: inside an app's own browser the portal shows only the way out (bots never).
const inApp = inAppBrowser(navigator.userAgent);
if (inApp) {
  void import('./app/in-app-start').then(({ startInApp }) => startInApp(container, inApp));
} else {
  // Session redirects (logout, other tabs) move through the router instead of reloading the app.
  // The router is built in the app's step below; a redirect before it waits for it.
  configureSessionEnvironment({ navigate: (to) => void import('./app/router').then(({ appRouter }) => appRouter().navigate({ href: to })) });
  const booted = boot();
  // The app's own modules (shell, router, /main) are evaluated in a task of their own, after the
  // boot's: evaluating them with the rest was one task of 220–300 ms on a phone-speed CPU, right
  // after the static header had painted (npm run bench -- --boot-only). index.html preloads their
  // file (vite.config.ts), so this waits for no download; and since a module already at hand is
  // evaluated in the very task that imports it, the import waits for the next task.
  void nextTask()
    .then(() => import('./app/app-phase'))
    .then(({ startApp }) => startApp(container, booted));
}

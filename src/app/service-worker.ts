import { trustedScriptUrl } from '../lib/trusted-types';
import { afterLoadSettles } from '../lib/after-load-settles';
import { watchTypedInput } from '../lib/typed-input';
import { appStore, updateReadyAtom } from './model/app-atoms';

/** How often an open app looks for a new deploy (milliseconds). */
const BUILD_CHECK_INTERVAL_MS = 30 * 60 * 1000;
/** A failed lazy chunk reloads the page at most once in this window (spec §9 reload guard, 10 s). */
const RELOAD_GUARD_MS = 10_000;
const RELOAD_GUARD_KEY = 'gglib:chunk-reload-at';

/**
 * Registers the service worker at scope '/' and offers a reload when a new version waits. Only
 * in the production build: the dev server has none.
 *
 * Registration itself is the browser's own call: nearly every start has no update, so the update
 * flow (workbox-window, src/app/service-worker-update.ts) loads only once a new worker has
 * installed behind the one in control. That kept 1.5 KB gzip out of every first page.
 */
export function registerServiceWorker(): void {
  recoverFromMissingChunks();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  // The update's reload asks first while a form holds typed text (app/shell/status-banners.tsx).
  watchTypedInput();
  // Not during the first page's load: a new worker precaches the whole app (~660 KB gzip, 400
  // files), which on a phone network competes with the page's own data and images, and its
  // install work with the page's first renders (Lighthouse /main: TBT 64–149 → 6–50 ms). The
  // page needs no worker to run; it is registered a few seconds later, once the load has settled.
  afterLoadSettles(register);
}

function register(): void {
  void navigator.serviceWorker.register(trustedScriptUrl('/sw.js'), { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser resolves with the registration; a test harness that blocks workers (Playwright's
      // serviceWorkers: 'block') resolves with nothing, which must not throw on every page.
      if (!registration) return;
      watchForWaitingWorker(registration);
      void registration.update().catch(() => undefined);
      watchForNewBuilds(() => void registration.update().catch(() => undefined));
    },
    () => undefined, // no worker (storage refused, private mode): the app works online without it
  );
}

/** A new worker installed while another controls the page: it waits for the member's reload. */
function watchForWaitingWorker(registration: ServiceWorkerRegistration): void {
  let offered = false;
  const offer = () => {
    if (offered || !registration.waiting || !navigator.serviceWorker.controller) return;
    offered = true;
    void import('./service-worker-update').then(({ offerUpdate }) => offerUpdate((apply) => appStore.set(updateReadyAtom, () => apply)));
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });
}

/** Is a newer build deployed than the one running? (the build manifest, spec §7) */
export async function newerBuildDeployed(): Promise<boolean> {
  try {
    const response = await fetch('/builds/latest.json', { cache: 'no-store' });
    if (!response.ok) return false;
    const manifest = (await response.json()) as { buildId?: unknown };
    return typeof manifest.buildId === 'string' && manifest.buildId !== __BUILD_ID__;
  } catch {
    return false;
  }
}

/** Checks periodically and whenever the app comes back to the foreground. */
function watchForNewBuilds(update: () => void): void {
  const check = () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    void newerBuildDeployed().then((newer) => {
      if (newer) update();
    });
  };
  window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', check);
}

/**
 * A page opened before a deploy may ask for a lazy chunk the new build no longer has. Vite
 * reports it as vite:preloadError: reload once (guarded) so the page comes back whole.
 */
function recoverFromMissingChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    event.preventDefault();
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
    window.location.reload();
  });
}

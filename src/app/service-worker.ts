import { Workbox } from 'workbox-window';
import { appStore, updateReadyAtom } from './model/app-atoms';

/**
 * Registers the service worker at scope '/' (updating it when one is there) and offers a
 * reload when a new version waits. Only in the production build: the dev server has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    appStore.set(updateReadyAtom, () => () => {
      // Reload once the new worker controls the page, so every chunk comes from one version.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register().then((registration) => registration?.update());
}

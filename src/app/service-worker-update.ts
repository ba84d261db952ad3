import { Workbox } from 'workbox-window';
import { trustedScriptUrl } from '../lib/trusted-types';

/**
 * The update flow, loaded only when a new service worker waits: workbox-window attaches to the
 * registration (its 'waiting' event fires for the worker already waiting) and, when the member
 * chooses to reload, asks it to take over and reloads once it controls the page, so every chunk
 * comes from one version.
 */
export function offerUpdate(ready: (apply: () => void) => void): void {
  const workbox = new Workbox(trustedScriptUrl('/sw.js'), { scope: '/' });
  workbox.addEventListener('waiting', () => {
    ready(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register({ immediate: true });
}

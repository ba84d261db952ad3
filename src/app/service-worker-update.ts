import { Workbox } from 'workbox-window';
import { koUpdate } from '../lib/i18n/messages-update-ko';
import { trustedScriptUrl } from '../lib/trusted-types';
import { hasTypedInput } from '../lib/typed-input';

/**
 * The reload into the new version; with a form holding typed text (lib/typed-input.ts), only
 * once the member agrees, since the reload would discard it. true when it went ahead.
 */
export function applyUpdate(apply: () => void, confirm: (message: string) => boolean = (message) => window.confirm(message)): boolean {
  if (hasTypedInput() && !confirm(koUpdate.confirmWithInput)) return false;
  apply();
  return true;
}

/**
 * The update flow, loaded only when a new service worker waits: workbox-window attaches to the
 * registration (its 'waiting' event fires for the worker already waiting) and, when the member
 * chooses to reload, asks it to take over and reloads once it controls the page, so every chunk
 * comes from one version.
 */
export function offerUpdate(ready: (apply: () => void) => void): void {
  const workbox = new Workbox(trustedScriptUrl('/sw.js'), { scope: '/' });
  workbox.addEventListener('waiting', () => {
    ready(() =>
      applyUpdate(() => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      }),
    );
  });
  void workbox.register({ immediate: true });
}

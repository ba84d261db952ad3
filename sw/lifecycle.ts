import { clientsClaim } from 'workbox-core';
import { isSkipWaitingMessage } from '../contract/worker-protocol';

declare const self: ServiceWorkerGlobalScope;

/**
 * The first worker takes control at once (so the first visit already works offline); later
 * versions wait until the member chooses to reload.
 */
export function registerLifecycle(): void {
  clientsClaim();
  self.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
  });
}

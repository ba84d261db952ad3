import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

/** Message the page sends when the member accepts the 'new version' toast. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE;
}

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

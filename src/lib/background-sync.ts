import { OUTBOX_SYNC_TAG } from '../../contract/worker-protocol';

interface SyncManagerLike {
  register: (tag: string) => Promise<void>;
}

/**
 * Asks the service worker to replay the outbox when the network returns, where the browser
 * has Background Sync (Chromium). Elsewhere the app replays on `online` and at start.
 */
export async function requestBackgroundSync(tag: string = OUTBOX_SYNC_TAG): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
    if (!sync) return false;
    await sync.register(tag);
    return true;
  } catch {
    return false;
  }
}

/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerBackgroundSync } from './background-sync';
import { registerLifecycle } from './lifecycle';
import { registerNavigationFallback } from './navigation';
import { registerPush } from './push';
import { registerRuntimeCaching } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// 1. Lifecycle: claim on first install, skip waiting only when the page asks.
registerLifecycle();

// 2. Precache: the shell and every route chunk of this build; old builds' entries removed.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// 3. Navigation: deep links answered by the shell, never for /gglib, /api or /uploads.
registerNavigationFallback();

// 4. Runtime caches: images and uploads, named and expiring.
registerRuntimeCaching(self.location.origin);

// 5. Push: notifications (or a hand-off to a focused page) and clicks that open the right page.
registerPush();

// 6. Background sync: the outbox replayed in order when the network returns, even with no page open.
registerBackgroundSync();

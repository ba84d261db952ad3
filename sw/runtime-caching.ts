import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { IMAGE_CACHE, UPLOAD_CACHE } from './cache-names';

/** Uploaded media (popup images, page pictures): shown from cache, refreshed behind. */
export function isUploadRequest(url: URL, sameOrigin: boolean): boolean {
  return sameOrigin && url.pathname.startsWith('/uploads/');
}

export function isStaticImageRequest(destination: RequestDestination, url: URL, sameOrigin: boolean): boolean {
  return sameOrigin && destination === 'image' && !url.pathname.startsWith('/uploads/');
}

export function registerRuntimeCaching(origin: string): void {
  registerRoute(
    ({ url }) => isUploadRequest(url, url.origin === origin),
    new StaleWhileRevalidate({
      cacheName: UPLOAD_CACHE.name,
      plugins: [new ExpirationPlugin({ maxEntries: UPLOAD_CACHE.maxEntries, maxAgeSeconds: UPLOAD_CACHE.maxAgeSeconds, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ request, url }) => isStaticImageRequest(request.destination, url, url.origin === origin),
    new CacheFirst({
      cacheName: IMAGE_CACHE.name,
      plugins: [new ExpirationPlugin({ maxEntries: IMAGE_CACHE.maxEntries, maxAgeSeconds: IMAGE_CACHE.maxAgeSeconds, purgeOnQuotaError: true })],
    }),
  );
}

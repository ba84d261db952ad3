/** Runtime caches: each one named and bounded (precache is managed by Workbox). */
export const IMAGE_CACHE = {
  name: 'gglib-images-v1',
  maxEntries: 120,
  /** seconds */
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;

export const UPLOAD_CACHE = {
  name: 'gglib-uploads-v1',
  maxEntries: 200,
  /** seconds */
  maxAgeSeconds: 14 * 24 * 60 * 60,
} as const;

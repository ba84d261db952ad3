/**
 * What an image shows when a book, poster or popup has none or it fails to load: the library's
 * grey logo (scripts/make-icons.ts draws scripts/assets/logo-grey.svg, not shipped), rasterised by
 * `scripts/rasterize-seed-images.ts fallback`. A WebP, not the SVG: an SVG <img> is a document of
 * its own, and Chromium laid out its Hangul text on the main thread of every page that showed one.
 */
export const COVER_FALLBACK = '/images/cover-fallback.webp';

/*
 * What the page (src/) and the service worker (sw/) agree on (the messages' schemas are in
 * worker-messages.ts, so the page loads them only when a message arrives). Both import these names; neither
 * writes the strings again. The worker reads the page's IndexedDB outbox directly (a sync event
 * can fire with no page open), so the database and store names and the outbox row are part of it.
 */

/** The portal's IndexedDB database (src/db/database.ts opens it with Dexie). */
export const PORTAL_DATABASE = 'gglib-portal';

/** The object store holding queued writes, oldest first by `seq`. */
export const OUTBOX_STORE = 'outbox';

/** Background Sync tag the page registers after queueing a write; the worker replays on it. */
export const OUTBOX_SYNC_TAG = 'gglib-outbox';

/**
 * One queued write as both sides read it: a JSON POST of `body` to `path`, replayed in `seq`
 * order with its idempotency key, so a write that reached the server once is not applied twice.
 */
export interface OutboxWrite {
  /** Replay order (auto-incremented by the page's database). */
  seq: number;
  /** Absolute path of the call, e.g. '/gglib/homepageinsertaccesslog'. */
  path: string;
  body: unknown;
  /** Idempotency key sent with every attempt (contract/constants.ts IDEMPOTENCY_HEADER). */
  requestId?: string;
}

/**
 * What a replayed write's HTTP status means, on both sides: `sent` and `drop` (a 4xx the server
 * will never accept) remove the write; `login` (401/403) and `later` (no network, 408, 409 — the
 * same key still being applied —, 429, 5xx) keep it and stop the run so the order is kept.
 */
export type OutboxOutcome = 'sent' | 'drop' | 'login' | 'later';

/** Status 0 means no answer arrived (network failure). */
export function outboxOutcome(status: number): OutboxOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401 || status === 403) return 'login';
  if (status === 0 || status === 408 || status === 409 || status === 429 || status >= 500) return 'later';
  return 'drop';
}

/** Message types the worker posts to pages. */
export const WORKER_MESSAGE = {
  /** A replay ran: how many writes were sent and what the rest wait for. */
  outbox: 'gglib:outbox',
  /** A push arrived while a page was focused: the page shows it (no duplicate notification). */
  push: 'gglib:push',
  /** A notification click whose window could not navigate itself: the page navigates. */
  navigate: 'gglib:navigate',
} as const;

/**
 * Message the page posts when the member accepts the 'new version' toast. workbox-window's
 * `messageSkipWaiting()` sends exactly `{ type: 'SKIP_WAITING' }`.
 */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE;
}

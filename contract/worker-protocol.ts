import * as v from 'valibot';

/*
 * What the page (src/) and the service worker (sw/) agree on. Both import these names; neither
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

/**
 * The JSON a push message carries (spec §7 foreground messages: url, title, body): sent by the
 * server, read by the worker, handed to a focused page.
 */
export const PushPayload = v.object({
  title: v.pipe(v.string(), v.maxLength(200)),
  body: v.pipe(v.string(), v.maxLength(1000)),
  /** In-app path or same-origin URL opened on click; '/' when absent. */
  url: v.optional(v.pipe(v.string(), v.maxLength(500)), '/'),
});
export type PushPayload = v.InferOutput<typeof PushPayload>;

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

const OutboxMessage = v.object({
  type: v.literal(WORKER_MESSAGE.outbox),
  sent: v.number(),
  waiting: v.nullable(v.picklist(['sent', 'drop', 'login', 'later'])),
});
const PushMessage = v.object({ type: v.literal(WORKER_MESSAGE.push), payload: PushPayload });
const NavigateMessage = v.object({ type: v.literal(WORKER_MESSAGE.navigate), url: v.pipe(v.string(), v.maxLength(2000)) });

/** A message from the worker, checked where the page receives it. */
export const WorkerMessage = v.variant('type', [OutboxMessage, PushMessage, NavigateMessage]);
export type WorkerMessage = v.InferOutput<typeof WorkerMessage>;

/** The worker's message, or null for anything else (another script's message, an old worker). */
export function readWorkerMessage(data: unknown): WorkerMessage | null {
  const parsed = v.safeParse(WorkerMessage, data);
  return parsed.success ? parsed.output : null;
}

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE;
}

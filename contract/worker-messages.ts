import * as v from 'valibot';
import { WORKER_MESSAGE } from './worker-protocol';

/*
 * The shapes of what crosses between the server, the service worker and the page, checked where
 * they arrive (contract/worker-protocol.ts has the names). Kept apart from the names so the page
 * loads these schemas only when a message arrives.
 */

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


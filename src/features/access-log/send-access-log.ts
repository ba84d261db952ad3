import { AccessLogResponse, type AccessLogRequest } from '../../../contract/access-log';
import { enqueue, replayQueued, type ReplayOutcome } from '../../db/repositories/outbox-repository';
import { request } from '../../lib/http/client';

export const ACCESS_LOG_KIND = 'access-log';
const PATH = 'homepageinsertaccesslog';

async function post(body: unknown): Promise<ReplayOutcome> {
  // No loading bar and never an error page: logging must not disturb the reader (spec §7).
  const result = await request({ path: PATH, body, schema: AccessLogResponse, errorPage: false, loading: false });
  if (result.success) return 'sent';
  // A body the server refuses (400) will never be accepted: drop it rather than block the queue.
  if (result.status >= 400 && result.status < 500 && result.status !== 408 && result.status !== 429) return 'drop';
  return 'retry-later';
}

/** Sends one page view; without a network it waits in the outbox (none is lost). */
export async function sendAccessLog(fields: AccessLogRequest): Promise<void> {
  const outcome = navigator.onLine ? await post(fields) : 'retry-later';
  if (outcome === 'retry-later') await enqueue(ACCESS_LOG_KIND, PATH, fields);
}

let replaying: Promise<void> | null = null;

/** Replays queued page views in order (at start and when the network returns). */
export function replayAccessLogs(): Promise<void> {
  replaying ??= replayQueued(async (write) => (write.kind === ACCESS_LOG_KIND ? post(write.body) : 'retry-later'))
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      replaying = null;
    });
  return replaying;
}

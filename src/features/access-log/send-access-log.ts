import type { AccessLogRequest } from '../../../contract/access-log';
import { getDefaultBase, joinPath } from '../../lib/http/client';
import { queueWrite, sendWrite } from '../../data/outbox';

export const ACCESS_LOG_KIND = 'access-log';

/**
 * Sends one page view (no loading bar, never an error page: spec §7); without a network it
 * waits in the outbox with the same idempotency key, so it is recorded once, none lost.
 */
export async function sendAccessLog(fields: AccessLogRequest): Promise<void> {
  const path = joinPath(getDefaultBase(), 'homepageinsertaccesslog');
  const requestId = crypto.randomUUID();
  const outcome = navigator.onLine ? await sendWrite(path, fields, requestId) : 'later';
  if (outcome === 'later') await queueWrite(ACCESS_LOG_KIND, path, fields, requestId);
}

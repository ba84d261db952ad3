import type { Handler } from 'hono';
import { AccessLogRequest, type AccessLogResponse } from '../../contract/access-log';
import { RESULT_CODE_OK } from '../../contract/constants';
import { currentSession, sessionToken, type Auth } from '../auth/auth';
import { clientAddress } from '../http/client-info';
import { idempotencyCall, withIdempotency } from '../http/idempotency';
import { parseRequest } from '../http/validate';
import { insertAccessLog } from '../repositories/access-log-repository';

/**
 * POST /gglib/homepageinsertaccesslog: records one page view with the caller's user agent. An
 * Idempotency-Key is the caller's own: the member's, else the visitor's session cookie, else address.
 */
export const insertAccessLogCall =
  (auth: Auth): Handler =>
  async (c, next) => {
    const log = await parseRequest(c, AccessLogRequest);
    const session = await currentSession(c, auth);
    const token = sessionToken(c, auth);
    const caller = session
      ? { memberId: session.member.id }
      : { visitor: token ? `session:${token}` : `address:${clientAddress(c, auth.trustProxy)}` };
    const run: Handler = async (inner) => {
      await insertAccessLog(auth.db, log, inner.req.header('user-agent') ?? '');
      const body: AccessLogResponse = { RESULT_INFO: 'SUCCESS', RESULT_CODE: RESULT_CODE_OK };
      return inner.json(body);
    };
    return withIdempotency(auth.db, idempotencyCall('homepageinsertaccesslog', caller), run)(c, next);
  };

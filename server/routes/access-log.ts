import type { Handler } from 'hono';
import { AccessLogRequest, type AccessLogResponse } from '../../contract/access-log';
import { RESULT_CODE_OK } from '../../contract/constants';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';
import { insertAccessLog } from '../repositories/access-log-repository';

/** POST /gglib/homepageinsertaccesslog: records one page view with the caller's user agent. */
export const insertAccessLogCall =
  (db: Queryable): Handler =>
  async (c) => {
    const log = await parseRequest(c, AccessLogRequest);
    await insertAccessLog(db, log, c.req.header('user-agent') ?? '');
    const body: AccessLogResponse = { RESULT_INFO: 'SUCCESS', RESULT_CODE: RESULT_CODE_OK };
    return c.json(body);
  };

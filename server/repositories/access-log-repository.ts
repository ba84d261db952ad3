import { PREV_URL_DOT_MARKER, type AccessLogRequest } from '../../contract/access-log';
import type { Queryable } from '../db/db';

/** Longest user agent kept; real ones stay far below, junk does not fill the table. */
const USER_AGENT_MAX = 512;

export async function insertAccessLog(db: Queryable, log: AccessLogRequest, userAgent: string): Promise<void> {
  await db.query(
    `INSERT INTO access_logs (manage_code, access_device, access_menu_key, access_menu_name,
                              access_page_name, access_url, access_prev_url, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      log.manage_code,
      log.access_device,
      log.access_menu_key,
      log.access_menu_name,
      log.access_page_name,
      log.access_url,
      log.access_prev_url.replaceAll(PREV_URL_DOT_MARKER, '.'),
      userAgent.slice(0, USER_AGENT_MAX),
    ],
  );
}

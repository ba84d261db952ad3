import type { Handler } from 'hono';
import { AboutRequest, type AboutInfoResponse } from '../../contract/about';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';
import { findAboutInfo } from '../repositories/about-repository';

/**
 * POST /gglib/selectaboutinfo {manage_code}: the about pages' tables — teams, history, floors,
 * symbol colours, construction stages, collection figures (docs/api.md "About the library").
 * NO_DATA for a site without them.
 */
export const selectAboutInfo =
  (db: Queryable): Handler =>
  async (c) => {
    const { manage_code } = await parseRequest(c, AboutRequest);
    const about = await findAboutInfo(db, manage_code);
    const body: AboutInfoResponse = { RESULT_INFO: 'SUCCESS', RESULT: about ? 'SUCCESS' : 'NO_DATA', ABOUT: about };
    return c.json(body);
  };

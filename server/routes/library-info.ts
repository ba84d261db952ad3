import type { Handler } from 'hono';
import { LibraryInfoRequest, type LibraryInfoResponse } from '../../contract/library-info';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';
import { findLibraryInfo } from '../repositories/library-info-repository';

/**
 * POST /gglib/selectlibraryinfo {manage_code}: the library's facts — address, phone, rooms with
 * their weekly hours, closed-day rules (docs/api.md "Library facts"). NO_DATA for a site without.
 */
export const selectLibraryInfo =
  (db: Queryable): Handler =>
  async (c) => {
    const { manage_code } = await parseRequest(c, LibraryInfoRequest);
    const library = await findLibraryInfo(db, manage_code);
    const body: LibraryInfoResponse = { RESULT_INFO: 'SUCCESS', RESULT: library ? 'SUCCESS' : 'NO_DATA', LIBRARY: library };
    return c.json(body);
  };

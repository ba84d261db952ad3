import type { Handler } from 'hono';
import { RESULT_CODE_OK } from '../../contract/constants';
import { SelectMenuRequest, type SelectMenuResponse } from '../../contract/menu';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';
import { listMenuTree } from '../repositories/menu-repository';

/** POST /gglib/selectMenu: the whole menu tree of a site. */
export const selectMenu =
  (db: Queryable): Handler =>
  async (c) => {
    const { manage_code } = await parseRequest(c, SelectMenuRequest);
    const list = await listMenuTree(db, manage_code);
    const body: SelectMenuResponse = {
      RESULT_CODE: RESULT_CODE_OK,
      RESULT: list.length > 0 ? 'SUCCESS' : 'NO_DATA',
      LIST: list,
    };
    return c.json(body);
  };

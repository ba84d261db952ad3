import type { Handler } from 'hono';
import { RESULT_CODE_OK } from '../../contract/constants';
import { SelectMenuRequest, type MenuItem, type SelectMenuResponse } from '../../contract/menu';
import type { Queryable } from '../db/db';
import { parseRequest } from '../http/validate';
import { listMenuTree } from '../repositories/menu-repository';

/** POST /gglib/selectMenu: the whole menu tree of a site. */
export const selectMenu =
  (db: Queryable): Handler =>
  async (c) => {
    const { manage_code } = await parseRequest(c, SelectMenuRequest);
    return c.json(selectMenuBody(await listMenuTree(db, manage_code)));
  };

/** selectMenu's answer for a menu tree (also carried in the app shell: shell-answers.ts). */
export const selectMenuBody = (list: MenuItem[]): SelectMenuResponse => ({
  RESULT_CODE: RESULT_CODE_OK,
  RESULT: list.length > 0 ? 'SUCCESS' : 'NO_DATA',
  LIST: list,
});

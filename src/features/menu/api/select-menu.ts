import { MANAGE_CODE } from '../../../../contract/constants';
import { SelectMenuResponse, type MenuItem } from '../../../../contract/menu';
import { request } from '../../../lib/http/client';

export type SelectMenuOutcome =
  | { kind: 'ok'; items: MenuItem[] }
  | { kind: 'no-data' }
  /** The call failed; status 0 means the network did not answer. */
  | { kind: 'failed'; status: number };

/** POST {base}/selectMenu with the site code (spec §7). */
export async function selectMenu(options: { errorPage: boolean }): Promise<SelectMenuOutcome> {
  const result = await request({
    path: 'selectMenu',
    body: { manage_code: MANAGE_CODE },
    schema: SelectMenuResponse,
    errorPage: options.errorPage,
  });
  if (!result.success || !result.data) return { kind: 'failed', status: result.status };
  if (result.data.RESULT === 'NO_DATA' || result.data.LIST.length === 0) return { kind: 'no-data' };
  if (result.data.RESULT !== 'SUCCESS') return { kind: 'failed', status: result.status };
  return { kind: 'ok', items: result.data.LIST };
}

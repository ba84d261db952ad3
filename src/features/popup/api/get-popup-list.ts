import { MANAGE_CODE } from '../../../../contract/constants';
import { PopupListResponse, type Popup } from '../../../../contract/popup';
import { request } from '../../../lib/http/client';

/** POST {base}/getpopuplist?manage_code&today (spec §7). null when the call failed. */
export async function getPopupList(today: string): Promise<Popup[] | null> {
  const result = await request({
    path: 'getpopuplist',
    query: { manage_code: MANAGE_CODE, today },
    schema: PopupListResponse,
    errorPage: false,
  });
  if (!result.success || !result.data) return null;
  return result.data.RESULT === 'SUCCESS' ? result.data.LIST : [];
}

import { MANAGE_CODE } from '../../../../contract/constants';
import { shellAnswerKey } from '../../../../contract/shell-answers';
import { PopupListResponse, type Popup } from '../../../../contract/popup';
import { answerOf, mapAnswer } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';

/** POST {base}/getpopuplist?manage_code&today (spec §7), or the day's answer the shell carried; NO_DATA is an empty list. */
export async function getPopupList(today: string): Promise<FetchAnswer<Popup[]>> {
  const result = await request({
    path: 'getpopuplist',
    query: { manage_code: MANAGE_CODE, today },
    schema: PopupListResponse,
    errorPage: false,
    shell: shellAnswerKey.popups(today),
  });
  return mapAnswer(answerOf(result), (data) => (data.RESULT === 'SUCCESS' ? data.LIST : []));
}

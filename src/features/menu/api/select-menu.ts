import { MANAGE_CODE } from '../../../../contract/constants';
import { shellAnswerKey } from '../../../../contract/shell-answers';
import { SelectMenuResponse, type MenuItem } from '../../../../contract/menu';
import { answerOf } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';
import { cleanMenuNames } from '../model/menu-tree';

/**
 * POST {base}/selectMenu with the site code (spec §7), or the answer the shell carried; NO_DATA or an
 * empty tree is `missing`.
 */
export async function selectMenu(options: { errorPage: boolean }): Promise<FetchAnswer<MenuItem[]>> {
  const result = await request({
    path: 'selectMenu',
    body: { manage_code: MANAGE_CODE },
    schema: SelectMenuResponse,
    errorPage: options.errorPage,
    shell: shellAnswerKey.menus,
  });
  const answer = answerOf(result);
  if (answer.kind !== 'ok') return answer;
  if (answer.data.RESULT === 'NO_DATA' || answer.data.LIST.length === 0) return { kind: 'missing' };
  if (answer.data.RESULT !== 'SUCCESS') return { kind: 'failed', status: result.status, message: '' };
  return { kind: 'ok', data: cleanMenuNames(answer.data.LIST) };
}

import { AboutInfoResponse, type AboutInfo } from '../../../../contract/about';
import { MANAGE_CODE } from '../../../../contract/constants';
import { answerOf } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';

/**
 * POST {base}/selectaboutinfo: the about pages' tables (docs/api.md "About the library"); NO_DATA
 * is `missing`. Quiet: the tables are parts of CMS pages whose text shows meanwhile, so no overlay
 * and no error page.
 */
export async function selectAboutInfo(): Promise<FetchAnswer<AboutInfo>> {
  const result = await request({
    path: 'selectaboutinfo',
    body: { manage_code: MANAGE_CODE },
    schema: AboutInfoResponse,
    loading: false,
    errorPage: false,
  });
  const answer = answerOf(result);
  if (answer.kind !== 'ok') return answer;
  return answer.data.RESULT === 'SUCCESS' && answer.data.ABOUT ? { kind: 'ok', data: answer.data.ABOUT } : { kind: 'missing' };
}

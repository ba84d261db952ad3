import { MANAGE_CODE } from '../../../../contract/constants';
import { MainPageResponse } from '../../../../contract/home';
import { answerOf, mapAnswer } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';
import { cleanMainPage } from '../model/main-page-text';

/** POST {base}/selectmainpage: notices, news, new books, programs, today's hours (docs/api.md). */
export async function selectMainPage(today: string): Promise<FetchAnswer<MainPageResponse>> {
  const result = await request({
    path: 'selectmainpage',
    body: { manage_code: MANAGE_CODE, today },
    schema: MainPageResponse,
    errorPage: false,
  });
  return mapAnswer(answerOf(result), cleanMainPage);
}

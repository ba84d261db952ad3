import { GetUserNoResponse } from '../../../../contract/member';
import { answerOf, mapAnswer } from '../../../data/answer';
import type { FetchAnswer } from '../../../data/resource';
import { request } from '../../../lib/http/client';

/**
 * POST /getuserno (spec §7): the member's card number as the library holds it now (a reissued
 * card changes it). Quiet: the card is already showing the stored number while this runs.
 */
export async function getUserNo(userKey: string): Promise<FetchAnswer<string>> {
  const result = await request({ path: 'getuserno', body: { user_key: userKey }, schema: GetUserNoResponse, errorPage: false, loading: false });
  return mapAnswer(answerOf(result), (data) => data.USER_NO);
}
